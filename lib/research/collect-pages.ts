import type { ApiErrorInfo } from '../api/errors';
import type { Fetched } from '../shared/messaging';
import { type FetchPoolOptions, runFetchPool } from './fetch-pool';

// Every page of a paged search (account list, transcript search), for an export of the whole result. Page 1
// says how many rows there are; the other pages are then asked a few at a time, and the rows come back in the
// API's order whatever order the pages landed in.

/** The largest page the API serves (docs/api.md 8): the fewest requests for a whole result. */
export const EXPORT_PAGE_SIZE = 50;

/** The paging a search is asked with. */
export type Paging = { page: number; per_page: number };

/** A page of a search (docs/api.md 2.2, 4.4): rows and the count of the whole result. */
export type SearchPage<Row> = { data: Row[]; meta: { total_count: number; per_page: number } };

/**
 * How far the collection is: `pagesKnown` is 1 until page 1 said how many there are; `waitingUntil` (epoch ms)
 * is set while the API's backoff is waited out.
 */
export type CollectProgress = {
  pagesDone: number;
  pagesKnown: number;
  requests: number;
  rows: number;
  waitingUntil: number | null;
};

/** How a collection ended; `first` is page 1 as answered (its `meta` describes the whole result). */
export type CollectOutcome<Row, Page extends SearchPage<Row>> =
  | { status: 'done'; rows: Row[]; first: Page; requests: number }
  | { status: 'failed'; error: ApiErrorInfo; progress: CollectProgress }
  | { status: 'cancelled'; progress: CollectProgress };

export type CollectOptions = Pick<FetchPoolOptions, 'signal' | 'concurrency' | 'now' | 'sleep'> & {
  /** Called after each answer (and while waiting out a backoff). */
  onProgress?: (progress: CollectProgress) => void;
};

/**
 * Fetches every page of a search: `fetchPage` is asked with each page's paging (50 a page), e.g.
 * `(paging) => backgroundClient.searchAccounts({ ...params, ...paging })`. Never throws; a failed page fails the
 * whole collection (no silent partial), and the signal cancels it.
 */
export async function collectPages<Row, Page extends SearchPage<Row>>(
  fetchPage: (paging: Paging) => Promise<Fetched<Page>>,
  options: CollectOptions = {},
): Promise<CollectOutcome<Row, Page>> {
  const pages: Row[][] = [];
  let first: Page | undefined;
  const progress: CollectProgress = {
    pagesDone: 0,
    pagesKnown: 1,
    requests: 0,
    rows: 0,
    waitingUntil: null,
  };
  const report = () => options.onProgress?.({ ...progress });

  const outcome = await runFetchPool(
    (add) => {
      const ask = (page: number) => () => fetchPage({ page, per_page: EXPORT_PAGE_SIZE });
      const keep = (page: number, data: Page) => {
        pages[page - 1] = data.data;
        progress.pagesDone += 1;
        progress.rows += data.data.length;
        report();
      };
      add(ask(1), (data) => {
        first = data;
        // The page size the API says it served (it serves at most 50, docs/api.md 10.1).
        const size = data.meta.per_page > 0 ? data.meta.per_page : EXPORT_PAGE_SIZE;
        progress.pagesKnown = Math.max(1, Math.ceil(data.meta.total_count / size));
        keep(1, data);
        for (let page = 2; page <= progress.pagesKnown; page++) add(ask(page), (next) => keep(page, next));
      });
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
  if (outcome.status === 'cancelled' || !first) return { status: 'cancelled', progress: { ...progress } };
  return { status: 'done', rows: pages.flat(), first, requests: progress.requests };
}
