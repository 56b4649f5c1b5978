import type { AccountListRow } from '../api/accounts';
import type { ApiErrorInfo } from '../api/errors';
import { parseAccountSearch } from '../research/account-search';
import type { AccountPageFetcher } from '../research/saved-searches';
import type { SavedAccountSearch } from '../shared/storage-items';

// The watch's second question: which accounts match a saved search now that did not at its last run? An
// account joins a search's results only through an interview, so a run asks the saved search narrowed to
// interviews published on or after the watch's mark (`start_publish_date`): usually one page, often empty,
// whatever the size of the search's full results (docs/api.md 10.12).

const PER_PAGE = 50;
/** Pages a run reads of one search at most: 250 accounts with interviews published since the last run. */
const MAX_PAGES = 5;

export type NewSearchAccounts =
  | { status: 'done'; rows: AccountListRow[]; requests: number }
  | { status: 'failed'; error: ApiErrorInfo; requests: number };

/** The later of two `YYYY-MM-DD` dates (either may be absent). */
function laterDate(left: string | undefined, right: string): string {
  return left && left > right ? left : right;
}

/**
 * The accounts the saved search finds among interviews published on or after `sinceDay` that its last run did
 * not list. A search never run has nothing to compare with: it answers no rows (its first run is the baseline).
 */
export async function newSavedSearchAccounts(
  saved: SavedAccountSearch,
  sinceDay: string,
  fetchPage: AccountPageFetcher,
): Promise<NewSearchAccounts> {
  if (!saved.lastRun) return { status: 'done', rows: [], requests: 0 };
  const known = new Set(saved.lastRun.slugs);
  const { search } = parseAccountSearch(saved.query);
  const narrowed = { ...search, start_publish_date: laterDate(search.start_publish_date, sinceDay) };
  const rows: AccountListRow[] = [];
  let requests = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    requests++;
    const answer = await fetchPage({ ...narrowed, page, per_page: PER_PAGE });
    if (!answer.ok) return { status: 'failed', error: answer.error, requests };
    for (const row of answer.data.data) if (!known.has(row.slug)) rows.push(row);
    if (answer.data.data.length < PER_PAGE || page * PER_PAGE >= answer.data.meta.total_count) break;
  }
  return { status: 'done', rows, requests };
}
