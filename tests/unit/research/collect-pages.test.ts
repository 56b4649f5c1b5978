import { describe, expect, it } from 'vitest';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { type CollectProgress, collectPages, type Paging } from '@/lib/research/collect-pages';
import type { Fetched } from '@/lib/shared/messaging';

type Page = { data: number[]; meta: { total_count: number; page: number; per_page: number } };

/** A paged search over the numbers 1..total; later pages answer sooner, so answers land out of order. */
function numbers(total: number, servedPerPage = 50) {
  const asked: Paging[] = [];
  let failOn: number | null = null;
  let error: ApiErrorInfo = { kind: 'server', message: 'The Buyer Intelligence API had a problem' };
  const fetchPage = async (paging: Paging): Promise<Fetched<Page>> => {
    asked.push(paging);
    for (let wait = 10 - paging.page; wait > 0; wait--) await Promise.resolve();
    if (paging.page === failOn) return { ok: false, error };
    const size = Math.min(paging.per_page, servedPerPage);
    const from = (paging.page - 1) * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, at) => from + at + 1);
    return {
      ok: true,
      fetchedAt: 0,
      data: { data, meta: { total_count: total, page: paging.page, per_page: size } },
    };
  };
  return {
    fetchPage,
    asked,
    failOn(page: number, with_: ApiErrorInfo = error) {
      failOn = page;
      error = with_;
    },
  };
}

describe('collect pages', () => {
  it('fetch every page at 50 a page and keep the API’s order, whatever order the pages land in', async () => {
    const search = numbers(237);
    const outcome = await collectPages(search.fetchPage);
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    expect(outcome.rows).toEqual(Array.from({ length: 237 }, (_, at) => at + 1));
    expect(outcome.first.meta.total_count).toBe(237);
    expect(outcome.requests).toBe(5);
    expect(search.asked.map((paging) => paging.per_page)).toEqual([50, 50, 50, 50, 50]);
    expect(search.asked.map((paging) => paging.page).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('follow the page size the API says it served', async () => {
    const outcome = await collectPages(numbers(60, 25).fetchPage);
    expect(outcome.status === 'done' && outcome.rows).toEqual(Array.from({ length: 60 }, (_, at) => at + 1));
  });

  it('answer an empty result with one request', async () => {
    const search = numbers(0);
    expect(await collectPages(search.fetchPage)).toMatchObject({ status: 'done', rows: [], requests: 1 });
  });

  it('report pages done of known, requests and rows as they land', async () => {
    const seen: CollectProgress[] = [];
    await collectPages(numbers(120).fetchPage, { onProgress: (progress) => seen.push(progress) });
    expect(seen[0]).toEqual({ pagesDone: 1, pagesKnown: 3, requests: 1, rows: 50, waitingUntil: null });
    expect(seen.at(-1)).toEqual({ pagesDone: 3, pagesKnown: 3, requests: 3, rows: 120, waitingUntil: null });
  });

  it('fail as a whole when a page fails, naming its error', async () => {
    const search = numbers(300);
    search.failOn(4, { kind: 'timeout', message: 'No answer' });
    const outcome = await collectPages(search.fetchPage, { concurrency: 1 });
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { kind: 'timeout' },
      progress: { pagesDone: 3 },
    });
    expect(search.asked).toHaveLength(4);
  });

  it('stop when cancelled, sending nothing more', async () => {
    const search = numbers(500);
    const controller = new AbortController();
    const outcome = await collectPages(search.fetchPage, {
      concurrency: 1,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.pagesDone === 2) controller.abort();
      },
    });
    expect(outcome).toMatchObject({ status: 'cancelled', progress: { pagesDone: 2, pagesKnown: 10 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search.asked).toHaveLength(2);
  });
});
