/**
 * The watch's bookkeeping (lib/my-accounts/interview-watch.ts) against the sandbox's own handler in this
 * process, its clock moved between runs: across runs, restarts (nothing kept but the stored mark), runs cut
 * short and a clock that moves back, every interview of a followed account published after the watch began is
 * reported once, and none twice.
 */

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { toApiErrorInfo } from '../../../lib/api/errors';
import type { TranscriptListItem } from '../../../lib/api/transcripts';
import {
  advanceMark,
  seenByMark,
  type WatchDeps,
  type WatchedAccount,
  type WatchMark,
  watchInterviews,
} from '../../../lib/my-accounts/interview-watch';
import { getDataset } from '../../../sandbox/dataset';
import { fetched } from '../../fixtures/fetched';
import { inProcessSandbox } from '../../fixtures/sandbox-client';

const { today, time, client } = inProcessSandbox();
let deps: WatchDeps;

beforeAll(() => {
  deps = {
    fetchPage: (params) => fetched(() => client.listAccounts(params)),
    fetchTranscripts: (params) => fetched(() => client.searchTranscripts(params)),
  };
});

function followed(count: number, offset = 0): WatchedAccount[] {
  return getDataset()
    .accounts.slice(offset, offset + count)
    .map((account) => ({
      key: `domain:${account.domain}`,
      slug: account.slug,
      name: account.name,
      domain: account.domain,
    }));
}

/** Every interview of these accounts the API shows now, newest first (the oracle, asked page by page). */
async function interviewsNow(accounts: readonly WatchedAccount[]): Promise<TranscriptListItem[]> {
  const all: TranscriptListItem[] = [];
  for (let start = 0; start < accounts.length; start += 50) {
    for (let page = 1; ; page++) {
      const answer = await deps.fetchTranscripts({
        accounts: accounts.slice(start, start + 50).map((account) => account.slug),
        per_page: 50,
        page,
        sort_by: 'recency',
      });
      if (!answer.ok) throw new Error(answer.error.message);
      all.push(...answer.data.data);
      if (page * 50 >= answer.data.meta.total_count) break;
    }
  }
  return all;
}

function day(offset: number): string {
  return new Date((today + offset) * 86_400_000).toISOString().slice(0, 10);
}

describe('the mark', () => {
  it('has seen what was published before its day, and on its day only what it names', () => {
    const mark: WatchMark = { since: '2026-10-01', seenOnSince: ['a'] };
    expect(seenByMark(mark, { id: 'z', publish_date: '2026-09-30' })).toBe(true);
    expect(seenByMark(mark, { id: 'a', publish_date: '2026-10-01' })).toBe(true);
    expect(seenByMark(mark, { id: 'b', publish_date: '2026-10-01' })).toBe(false);
    expect(seenByMark(mark, { id: 'c', publish_date: '2026-10-02' })).toBe(false);
  });

  it('moves to the newest day seen and keeps that day’s ids; an older day leaves it', () => {
    const mark: WatchMark = { since: '2026-10-01', seenOnSince: ['a'] };
    expect(advanceMark(mark, [{ id: 'b', publish_date: '2026-10-01' }])).toEqual({
      since: '2026-10-01',
      seenOnSince: ['a', 'b'],
    });
    expect(
      advanceMark(mark, [
        { id: 'c', publish_date: '2026-10-03' },
        { id: 'd', publish_date: '2026-10-02' },
      ]),
    ).toEqual({
      since: '2026-10-03',
      seenOnSince: ['c'],
    });
    expect(advanceMark(mark, [])).toEqual(mark);
    expect(advanceMark(null, [])).toBeNull();
  });
});

describe('watchInterviews against the sandbox, its clock moved', () => {
  it('a first run sets the mark and reports nothing; a run with nothing new leaves the mark as it was', async () => {
    time.clock = today - 30;
    const accounts = followed(80);
    const first = await watchInterviews(accounts, null, deps);
    expect(first).toMatchObject({ status: 'done', fresh: [], requests: 1 });
    if (first.status !== 'done' || !first.mark) throw new Error('no mark');
    const again = await watchInterviews(accounts, first.mark, deps);
    expect(again).toMatchObject({ status: 'done', fresh: [], mark: first.mark });
    time.clock = today;
  });

  it('2,000 followed accounts cost a few requests a run, not one a batch', async () => {
    time.clock = today - 10;
    const many = [
      ...followed(330),
      ...Array.from({ length: 1_670 }, (_, index) => ({
        key: `domain:x${index}.com`,
        slug: `not-interviewed-${index}`,
        name: `Not Interviewed ${index}`,
        domain: `x${index}.com`,
      })),
    ];
    const first = await watchInterviews(many, null, deps);
    if (first.status !== 'done' || !first.mark) throw new Error('no mark');
    time.clock = today - 3;
    const run = await watchInterviews(many, first.mark, deps);
    expect(run.status).toBe('done');
    expect(run.requests).toBeLessThanOrEqual(45);
    time.clock = today;
  });

  it('reports every new interview once and none twice, across runs, restarts, failures and clock moves (property)', async () => {
    const accounts = followed(60, 20);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ days: fc.integer({ min: -4, max: 12 }), failAfter: fc.option(fc.nat(3), { freq: 4 }) }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.integer({ min: 20, max: 60 }),
        async (moves, startBack) => {
          let clock = today - startBack;
          time.clock = clock;
          const first = await watchInterviews(accounts, null, deps);
          if (first.status !== 'done' || !first.mark) throw new Error('no mark');
          const startDay = day(-startBack);
          // Only the stored mark outlives a run: each run starts from it, as after a restart.
          let mark: WatchMark = first.mark;
          const reported: string[] = [];
          let latest = clock;
          for (const move of moves) {
            clock = Math.min(today + 6, clock + move.days);
            time.clock = clock;
            latest = Math.max(latest, clock);
            let left = move.failAfter ?? Number.POSITIVE_INFINITY;
            // A run cut short (the worker stopped, the network gone) after `failAfter` requests.
            const cut: WatchDeps = {
              fetchPage: (params) =>
                left-- > 0
                  ? deps.fetchPage(params)
                  : Promise.resolve({ ok: false, error: toApiErrorInfo(new Error('cut')) }),
              fetchTranscripts: (params) =>
                left-- > 0
                  ? deps.fetchTranscripts(params)
                  : Promise.resolve({ ok: false, error: toApiErrorInfo(new Error('cut')) }),
            };
            const run = await watchInterviews(accounts, mark, cut);
            if (run.status === 'done') {
              reported.push(...run.fresh.map((interview) => interview.id));
              mark = run.mark ?? mark;
            }
          }
          // A last run with nothing cut, at the latest clock, catches up whatever a cut run left.
          time.clock = latest;
          const last = await watchInterviews(accounts, mark, deps);
          if (last.status !== 'done') throw new Error('the last run failed');
          reported.push(...last.fresh.map((interview) => interview.id));
          expect(new Set(reported).size).toBe(reported.length);
          const expected = (await interviewsNow(accounts))
            .filter((item) => item.publish_date.slice(0, 10) > startDay)
            .map((item) => item.id);
          expect([...reported].sort()).toEqual([...expected].sort());
        },
      ),
      { numRuns: 25 },
    );
    time.clock = today;
  });
});
