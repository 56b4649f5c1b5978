import type { AccountListRow } from '../api/accounts';
import type { SortDirection } from '../ui/tech-stack';

// The rows of an account search on the rep's side: sorted by a column header on the page shown (the API's
// order, docs/api.md 4.4 rule 2, until a header is chosen).

/** The columns of the results a rep can sort by. */
export type AccountSortKey = 'name' | 'icp' | 'interviews' | 'last';
/** A column and its direction; null keeps the API's order (most matching interviews, then most recent). */
export type AccountSort = { key: AccountSortKey; direction: SortDirection } | null;

/** The next sort after a header is chosen: the same column flips; another starts A→Z, or biggest first. */
export function toggleAccountSort(current: AccountSort, key: AccountSortKey): AccountSort {
  if (current?.key === key)
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

function compare(key: AccountSortKey, a: AccountListRow, b: AccountListRow): number {
  switch (key) {
    case 'name':
      return a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' });
    case 'icp':
      // An account not scored yet (null) sorts below every score, whichever the direction.
      return (a.icp_matches ?? -1) - (b.icp_matches ?? -1);
    case 'interviews':
      return a.matching_interviews - b.matching_interviews;
    case 'last':
      return (a.last_matching_interview ?? '').localeCompare(b.last_matching_interview ?? '');
  }
}

/** A sorted copy of a page of rows; ties keep the API's order, so the order is stable. */
export function sortAccountRows(rows: readonly AccountListRow[], sort: AccountSort): AccountListRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(sort.key, a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** The largest matching-interview count of a page: the scale of its rows' count bars. */
export function largestCount(rows: readonly AccountListRow[]): number {
  return rows.reduce((largest, row) => Math.max(largest, row.matching_interviews), 0);
}
