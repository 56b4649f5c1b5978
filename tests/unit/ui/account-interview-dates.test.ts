import { describe, expect, it } from 'vitest';
import type { TranscriptListItem, TranscriptSearchParams } from '@/lib/api/transcripts';
import {
  loadInterviewDates,
  type SearchTranscripts,
  TIMELINE_MAX_PAGES,
  TIMELINE_PAGE_SIZE,
} from '@/lib/ui/account-interview-dates';

/** A transcript search over `total` interviews one day apart, newest first, recording what it was asked. */
function fakeSearch(total: number, failPage?: number) {
  const asked: { params: TranscriptSearchParams; refresh?: boolean }[] = [];
  const search: SearchTranscripts = async (params, options) => {
    asked.push({ params, refresh: options?.refresh });
    const page = params.page ?? 1;
    if (page === failPage) return { ok: false, error: { kind: 'server', message: 'boom' } };
    const perPage = params.per_page ?? 20;
    const start = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, index) => ({
      publish_date: new Date(Date.UTC(2026, 0, 1) - (start + index) * 86_400_000).toISOString().slice(0, 10),
    })) as TranscriptListItem[];
    return {
      ok: true,
      data: { data, meta: { total_count: total, page, per_page: perPage } },
      fetchedAt: 1000 + page,
    };
  };
  return { search, asked };
}

describe("an account's interview dates", () => {
  it('asks one page of 50, newest first, when the account has no more', async () => {
    const { search, asked } = fakeSearch(48);
    const answer = await loadInterviewDates('pinecrest-logistics', search);
    expect(answer.ok && answer.data.dates.length).toBe(48);
    expect(answer.ok && answer.data.total).toBe(48);
    expect(asked).toEqual([
      {
        params: {
          accounts: ['pinecrest-logistics'],
          sort_by: 'recency',
          page: 1,
          per_page: TIMELINE_PAGE_SIZE,
        },
        refresh: false,
      },
    ]);
  });

  it('reads every page of a larger account, in order, and passes refresh on', async () => {
    const { search, asked } = fakeSearch(120);
    const answer = await loadInterviewDates('acme', search, true);
    expect(asked.map((call) => call.params.page)).toEqual([1, 2, 3]);
    expect(asked.every((call) => call.refresh === true)).toBe(true);
    if (!answer.ok) throw new Error('expected dates');
    expect(answer.data.dates).toHaveLength(120);
    expect(answer.data.dates).toEqual([...answer.data.dates].sort().reverse());
    // The oldest page's time stands for the whole.
    expect(answer.fetchedAt).toBe(1001);
  });

  it('stops at the page cap and says how many there are in all', async () => {
    const { search, asked } = fakeSearch(2400);
    const answer = await loadInterviewDates('everyone', search);
    expect(asked).toHaveLength(TIMELINE_MAX_PAGES);
    expect(answer.ok && answer.data.dates.length).toBe(TIMELINE_MAX_PAGES * TIMELINE_PAGE_SIZE);
    expect(answer.ok && answer.data.total).toBe(2400);
  });

  it('asks nothing more after a first page with nothing on it', async () => {
    const { search, asked } = fakeSearch(0);
    expect(await loadInterviewDates('new', search)).toMatchObject({
      ok: true,
      data: { dates: [], total: 0 },
    });
    expect(asked).toHaveLength(1);
  });

  it('fails as a whole when any page fails, never drawing part of the account', async () => {
    expect(await loadInterviewDates('acme', fakeSearch(120, 1).search)).toMatchObject({
      ok: false,
      error: { kind: 'server' },
    });
    expect(await loadInterviewDates('acme', fakeSearch(120, 3).search)).toMatchObject({
      ok: false,
      error: { kind: 'server' },
    });
  });
});
