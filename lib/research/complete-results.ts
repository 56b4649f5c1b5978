import type { AccountListParams, AccountListResponse, AccountListRow } from '../api/accounts';
import { ApiError, type ApiErrorInfo } from '../api/errors';
import { t } from '../i18n/catalogue';
import type { Fetched } from '../shared/messaging';
import { compareAccountRows, mergeAccountRow } from './account-rows';
import { EXPORT_PAGE_SIZE } from './collect-pages';
import { type DateWindow, dayNumber, splitWindow, utcToday } from './date-windows';
import { type FetchPoolOptions, runFetchPool } from './fetch-pool';

// "Complete results" for an account search (docs/api.md 4.4): the API inspects at most 1,000 matching
// interviews, so past that (`meta.truncated`) the accounts below the cap are missing, and narrowing is the
// remedy. This narrows for the rep: the interview date range is cut into windows (date-windows.ts) until no
// window is truncated, every page of every window is fetched, and the rows are merged exactly (account-rows.ts).
// The windows partition the interviews, so summed counts are the counts one uncapped answer would give.

/** Interviews the API inspects per account search (docs/api.md 4.4 rule 1, part 8). */
export const INSPECTION_CAP = 1000;

/**
 * Most windows one search is cut into: far above what a real library needs (1,000 interviews a window), low
 * enough that an API that says "truncated" for every window cannot keep the rep waiting for ever.
 */
export const MAX_WINDOWS = 500;

/** An account search without its paging: complete results page through every window themselves. */
export type AccountSearchParams = Omit<AccountListParams, 'page' | 'per_page'>;

/** Asks one page of an account search; the side panel passes `backgroundClient.searchAccounts`. */
export type FetchAccountPage = (params: AccountListParams) => Promise<Fetched<AccountListResponse>>;

/**
 * How far complete results are. `windowsKnown` grows as truncated windows are cut; `rows` counts the accounts
 * merged so far; `waitingUntil` (epoch ms) is set while a backoff the API asked for is waited out.
 */
export type CompleteProgress = {
  windowsDone: number;
  windowsKnown: number;
  requests: number;
  rows: number;
  waitingUntil: number | null;
};

/** The whole answer of an account search, past the cap. */
export type CompleteResults = {
  /** Every account, each once, in the account list's order (account-rows.ts). */
  rows: AccountListRow[];
  /** Interviews that matched the search, all windows together (the unsplit `meta.transcript_total`). */
  interviews: number;
  /** Interviews of anonymous buyers: they count in `interviews` but form no row (docs/api.md 10.4). */
  anonymousInterviews: number;
  /** The date windows that were fetched whole, in date order. */
  windows: DateWindow[];
  /** Requests made, through the cache (answered from it or not). */
  requests: number;
  /**
   * Interviews still not inspected: a single day holding more than 1,000 cannot be cut further. 0, and no
   * days, when the results are complete.
   */
  uninspected: { interviews: number; days: string[] };
};

/** How complete results ended: the results, the first error (never a silent partial), or cancelled. */
export type CompleteOutcome =
  | { status: 'done'; results: CompleteResults }
  | { status: 'failed'; error: ApiErrorInfo; progress: CompleteProgress }
  | { status: 'cancelled'; progress: CompleteProgress };

export type CompleteOptions = Pick<FetchPoolOptions, 'signal' | 'concurrency' | 'now' | 'sleep'> & {
  /** Called after each answer, with a copy. */
  onProgress?: (progress: CompleteProgress) => void;
  /** Cut a window holding more interviews than this even when the API did not truncate it; default 1,000. */
  windowLimit?: number;
  /** `YYYY-MM-DD` where open date ranges are first cut; default today in UTC. */
  today?: string;
};

/** The parameters of one page of one window: the search's own, with the window's dates. */
function windowPage(search: AccountSearchParams, window: DateWindow, page: number): AccountListParams {
  const { start_date, end_date, ...rest } = search;
  return {
    ...rest,
    ...(window.start !== null ? { start_date: window.start } : {}),
    ...(window.end !== null ? { end_date: window.end } : {}),
    page,
    per_page: EXPORT_PAGE_SIZE,
  };
}

/** Windows in date order (an open start first). */
function byStart(left: DateWindow, right: DateWindow): number {
  return (
    (left.start === null ? -Infinity : dayNumber(left.start)) -
    (right.start === null ? -Infinity : dayNumber(right.start))
  );
}

/**
 * Runs an account search to completion past the 1,000-interview cap: cuts the interview dates (the search's
 * `start_date`/`end_date`; `since` is kept and the API intersects it) into windows until none is truncated,
 * fetches every page of each, a few requests at a time, and merges the rows. Never throws. In the side panel:
 * `completeAccountSearch(params, backgroundClient.searchAccounts, { signal, onProgress })`, so every request
 * goes through the background's cache and scheduler.
 */
export async function completeAccountSearch(
  search: AccountSearchParams,
  fetchPage: FetchAccountPage,
  options: CompleteOptions = {},
): Promise<CompleteOutcome> {
  const { page: _page, per_page: _perPage, ...params } = search as AccountListParams;
  const limit = options.windowLimit ?? INSPECTION_CAP;
  const today = options.today ?? utcToday((options.now ?? Date.now)());
  const progress: CompleteProgress = {
    windowsDone: 0,
    windowsKnown: 1,
    requests: 0,
    rows: 0,
    waitingUntil: null,
  };
  const report = () => options.onProgress?.({ ...progress });
  const merged = new Map<string, AccountListRow>();
  const windows: DateWindow[] = [];
  const uninspected = { interviews: 0, days: [] as string[] };
  let interviews = 0;
  let inspected = 0;
  let matching = 0;

  function keep(rows: readonly AccountListRow[]) {
    for (const row of rows) {
      const known = merged.get(row.slug);
      merged.set(row.slug, known ? mergeAccountRow(known, row) : row);
      matching += row.matching_interviews;
    }
    progress.rows = merged.size;
  }

  const outcome = await runFetchPool(
    (add) => {
      const ask = (window: DateWindow, page: number) => () => fetchPage(windowPage(params, window, page));
      const explore = (window: DateWindow) =>
        add(ask(window, 1), ({ data, meta }) => {
          if (meta.truncated || meta.transcript_total > limit) {
            const parts = splitWindow(window, {
              interviews: meta.transcript_total,
              limit,
              today,
              sinceMonths: params.since_months,
            });
            if (parts) {
              progress.windowsKnown += parts.length - 1;
              if (progress.windowsKnown > MAX_WINDOWS) {
                throw new ApiError(
                  'unexpected_response',
                  t('research.completeResults.stillTruncated', { windows: MAX_WINDOWS }),
                );
              }
              report();
              for (const part of parts) explore(part);
              return;
            }
            // One day over the cap: keep what was inspected, and say what was not.
            if (meta.truncated) {
              uninspected.interviews += meta.transcript_total - meta.transcript_hits_inspected;
              uninspected.days.push(window.start ?? '');
            }
          }
          windows.push(window);
          interviews += meta.transcript_total;
          inspected += meta.transcript_hits_inspected;
          keep(data);
          const pages = Math.ceil(meta.total_count / (meta.per_page > 0 ? meta.per_page : EXPORT_PAGE_SIZE));
          let left = pages - 1;
          if (left <= 0) progress.windowsDone += 1;
          report();
          for (let page = 2; page <= pages; page++) {
            add(ask(window, page), (next) => {
              keep(next.data);
              left -= 1;
              if (left === 0) progress.windowsDone += 1;
              report();
            });
          }
        });
      explore({ start: params.start_date ?? null, end: params.end_date ?? null });
    },
    {
      ...options,
      onRequest: () => {
        progress.requests += 1;
      },
      onWaiting: (until) => {
        progress.waitingUntil = until;
        report();
      },
    },
  );
  if (outcome.status === 'failed')
    return { status: 'failed', error: outcome.error, progress: { ...progress } };
  if (outcome.status === 'cancelled') return { status: 'cancelled', progress: { ...progress } };
  return {
    status: 'done',
    results: {
      rows: [...merged.values()].sort(compareAccountRows),
      interviews,
      anonymousInterviews: inspected - matching,
      windows: windows.sort(byStart),
      requests: progress.requests,
      uninspected,
    },
  };
}
