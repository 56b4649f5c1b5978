import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiErrorInfo } from '@/lib/api/errors';
import {
  type CompleteProgress,
  type CompleteResults,
  completeAccountSearch,
  MAX_WINDOWS,
} from '@/lib/research/complete-results';
import { dayNumber } from '@/lib/research/date-windows';
import { fakeAccountApi, groundTruth, spreadInterviews } from './fake-account-api';

const TODAY = '2026-11-01';
const SERVER_ERROR: ApiErrorInfo = { kind: 'server', message: 'The Buyer Intelligence API had a problem' };
const ACCOUNTS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  null,
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  null,
  'india',
];

/** The results of a run that must have finished. */
function done(outcome: Awaited<ReturnType<typeof completeAccountSearch>>): CompleteResults {
  if (outcome.status !== 'done') throw new Error(`expected done, got ${JSON.stringify(outcome)}`);
  return outcome.results;
}

/** Lets every pending promise and timer callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('complete results', () => {
  it('cut a truncated search into windows until none is truncated, and merge rows exactly', async () => {
    const interviews = spreadInterviews(400, ACCOUNTS, '2024-01-01', 2);
    const api = fakeAccountApi(interviews, 60);
    const results = done(await completeAccountSearch({}, api.fetchPage, { today: TODAY }));
    expect(results.rows).toEqual(groundTruth(interviews));
    expect(results.interviews).toBe(400);
    expect(results.anonymousInterviews).toBe(interviews.filter((interview) => !interview.account).length);
    expect(results.uninspected).toEqual({ interviews: 0, days: [] });
    expect(results.windows.length).toBeGreaterThan(400 / 60);
    expect(results.requests).toBe(api.calls.length);
    // The windows fetched whole lie end to end: every day in exactly one.
    results.windows.forEach((window, at) => {
      const next = results.windows[at + 1];
      if (next) expect(dayNumber(next.start ?? '')).toBe(dayNumber(window.end ?? '') + 1);
    });
    expect(results.windows[0]?.start).toBeNull();
    expect(results.windows.at(-1)?.end).toBeNull();
  });

  it('give the uncapped answer for any interviews, whatever the windows', async () => {
    const day = fc
      .integer({ min: 0, max: 3 * 365 })
      .map((offset) => new Date(Date.UTC(2023, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10));
    const interview = fc.record({ day, account: fc.constantFrom(...ACCOUNTS) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(interview, { maxLength: 600, size: 'max' }),
        fc.integer({ min: 10, max: 120 }),
        async (interviews, cap) => {
          const perDay = new Map<string, number>();
          for (const { day: date } of interviews) perDay.set(date, (perDay.get(date) ?? 0) + 1);
          fc.pre([...perDay.values()].every((count) => count <= cap));
          const api = fakeAccountApi(interviews, cap);
          const results = done(await completeAccountSearch({}, api.fetchPage, { today: TODAY }));
          expect(results.rows).toEqual(groundTruth(interviews));
          const matched = results.rows.reduce((sum, row) => sum + row.matching_interviews, 0);
          expect(matched + results.anonymousInterviews).toBe(interviews.length);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('keep the search’s filters, replace its paging, and stay inside its own dates', async () => {
    const api = fakeAccountApi(spreadInterviews(300, ACCOUNTS, '2024-01-01'), 40);
    const search = { q: 'relaytics', since_months: 24, start_date: '2024-02-01', end_date: '2024-04-30' };
    const results = done(
      await completeAccountSearch({ ...search, page: 3, per_page: 10 } as never, api.fetchPage),
    );
    for (const call of api.calls) {
      expect(call).toMatchObject({ q: 'relaytics', since_months: 24, per_page: 50 });
      expect(call.start_date && call.start_date >= '2024-02-01').toBe(true);
      expect(call.end_date && call.end_date <= '2024-04-30').toBe(true);
    }
    expect(results.windows[0]?.start).toBe('2024-02-01');
    expect(results.windows.at(-1)?.end).toBe('2024-04-30');
  });

  it('ask once for a search that fits one page, and fetch every page of a window that does not', async () => {
    const small = fakeAccountApi(spreadInterviews(30, ACCOUNTS));
    expect(done(await completeAccountSearch({}, small.fetchPage)).requests).toBe(1);
    const many = Array.from({ length: 120 }, (_, at) => `account-${String(at).padStart(3, '0')}`);
    const wide = fakeAccountApi(spreadInterviews(240, many));
    const results = done(await completeAccountSearch({}, wide.fetchPage));
    expect(wide.calls.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(results.rows).toHaveLength(120);
  });

  it('report progress: requests, windows done of known, rows, ending with every window done', async () => {
    const api = fakeAccountApi(spreadInterviews(400, ACCOUNTS, '2024-01-01', 2), 60);
    const seen: CompleteProgress[] = [];
    const results = done(
      await completeAccountSearch({}, api.fetchPage, {
        today: TODAY,
        onProgress: (progress) => seen.push(progress),
      }),
    );
    expect(seen.length).toBeGreaterThan(3);
    seen.forEach((progress, at) => {
      expect(progress.windowsDone).toBeLessThanOrEqual(progress.windowsKnown);
      const before = seen[at - 1];
      if (before) {
        expect(progress.requests).toBeGreaterThanOrEqual(before.requests);
        expect(progress.rows).toBeGreaterThanOrEqual(before.rows);
        expect(progress.windowsKnown).toBeGreaterThanOrEqual(before.windowsKnown);
      }
    });
    expect(seen.at(-1)).toEqual({
      windowsDone: results.windows.length,
      windowsKnown: results.windows.length,
      requests: api.calls.length,
      rows: results.rows.length,
      waitingUntil: null,
    });
  });

  it('keep a few requests in flight, never more than asked', async () => {
    for (const concurrency of [1, 3]) {
      const api = fakeAccountApi(spreadInterviews(400, ACCOUNTS, '2024-01-01', 2), 60);
      done(await completeAccountSearch({}, api.fetchPage, { today: TODAY, concurrency }));
      expect(api.maxInFlight).toBe(concurrency);
    }
  });

  it('stop sending when cancelled, and say it was cancelled', async () => {
    const api = fakeAccountApi(spreadInterviews(400, ACCOUNTS, '2024-01-01', 2), 60);
    const controller = new AbortController();
    const outcome = await completeAccountSearch({}, api.fetchPage, {
      today: TODAY,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.requests >= 4) controller.abort();
      },
    });
    expect(outcome.status).toBe('cancelled');
    const sent = api.calls.length;
    await settle();
    await settle();
    expect(api.calls.length).toBe(sent);
    expect(sent).toBeLessThan(8);
    const before = new AbortController();
    before.abort();
    const none = fakeAccountApi([]);
    expect((await completeAccountSearch({}, none.fetchPage, { signal: before.signal })).status).toBe(
      'cancelled',
    );
    expect(none.calls).toHaveLength(0);
  });

  it('fail with a window’s error rather than answer a partial result, and send nothing more', async () => {
    const api = fakeAccountApi(spreadInterviews(400, ACCOUNTS, '2024-01-01', 2), 60);
    api.failWhen = (_params, call) =>
      call === 5 ? { kind: 'network', message: 'Could not reach the API' } : null;
    const outcome = await completeAccountSearch({}, api.fetchPage, { today: TODAY });
    expect(outcome).toMatchObject({ status: 'failed', error: { kind: 'network' } });
    const sent = api.calls.length;
    await settle();
    expect(api.calls.length).toBe(sent);
    const throwing = await completeAccountSearch({}, () => Promise.reject(new Error('boom')));
    expect(throwing).toMatchObject({ status: 'failed', error: { kind: 'extension' } });
  });

  it('wait out a backoff the API asked for, then go on; fail when it asks for too long', async () => {
    const api = fakeAccountApi(spreadInterviews(200, ACCOUNTS), 60);
    const now = 1_000_000;
    api.failWhen = (_params, call) => (call === 2 ? { ...SERVER_ERROR, retryAt: now + 5000 } : null);
    const sleeps: number[] = [];
    const waits: (number | null)[] = [];
    const results = done(
      await completeAccountSearch({}, api.fetchPage, {
        today: TODAY,
        now: () => now,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
        onProgress: (progress) => waits.push(progress.waitingUntil),
      }),
    );
    expect(sleeps).toEqual([5000]);
    expect(waits).toContain(now + 5000);
    expect(results.rows).toEqual(groundTruth(spreadInterviews(200, ACCOUNTS)));

    const long = fakeAccountApi(spreadInterviews(200, ACCOUNTS), 60);
    long.failWhen = () => ({ kind: 'rate_limited', message: 'Too many requests', retryAt: now + 600_000 });
    const outcome = await completeAccountSearch({}, long.fetchPage, {
      now: () => now,
      sleep: async () => {},
    });
    expect(outcome).toMatchObject({ status: 'failed', error: { kind: 'rate_limited' } });
    expect(long.calls).toHaveLength(1);
  });

  it('say which interviews stay uninspected when one day alone holds more than the cap', async () => {
    const crowded = Array.from({ length: 90 }, (_, at) => ({
      day: '2025-06-01',
      account: ACCOUNTS[at % 4] ?? null,
    }));
    const interviews = [...crowded, ...spreadInterviews(60, ACCOUNTS, '2024-01-01')];
    const api = fakeAccountApi(interviews, 50);
    const results = done(await completeAccountSearch({}, api.fetchPage, { today: TODAY }));
    expect(results.uninspected).toEqual({ interviews: 40, days: ['2025-06-01'] });
    expect(results.interviews).toBe(150);
  });

  it('give up with an error when the API keeps truncating every window', async () => {
    const api = fakeAccountApi(spreadInterviews(100, ACCOUNTS));
    const fetchPage = api.fetchPage;
    api.fetchPage = async (params) => {
      const answer = await fetchPage(params);
      return answer.ok
        ? { ...answer, data: { ...answer.data, meta: { ...answer.data.meta, truncated: true } } }
        : answer;
    };
    const outcome = await completeAccountSearch({}, (params) => api.fetchPage(params), { today: TODAY });
    expect(outcome).toMatchObject({ status: 'failed', error: { kind: 'unexpected_response' } });
    expect(api.calls.length).toBeLessThanOrEqual(MAX_WINDOWS + 3);
  });

  it('cut windows below the cap when asked to (windowLimit), with the same answer', async () => {
    const interviews = spreadInterviews(300, ACCOUNTS, '2024-01-01', 2);
    const api = fakeAccountApi(interviews);
    const results = done(await completeAccountSearch({}, api.fetchPage, { today: TODAY, windowLimit: 40 }));
    expect(results.windows.length).toBeGreaterThanOrEqual(300 / 40);
    expect(results.rows).toEqual(groundTruth(interviews));
  });
});
