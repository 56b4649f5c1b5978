import type { AccountListRow } from '../api/accounts';
import { t } from '../i18n/catalogue';
import type { SortDirection } from '../ui/tech-stack';
import { compareText } from '../ui/text-search';
import { quoteValue } from './query-fields';

// The rows of an account search on the rep's side: sorted by a column header on the page shown (the API's
// order, docs/api.md 4.4 rule 2, until a header is chosen). The sort is part of the search's route, like the
// filters (`sort=name`, `sort=-interviews` for descending), so Back, reload and a copied link keep it; it is
// never sent to the API, which has no such parameter.

/** The columns of the results a rep can sort by. */
export const ACCOUNT_SORT_KEYS = ['name', 'icp', 'interviews', 'last'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];
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
      // The rep's alphabet (Ö with O in German, after Z in Swedish), numbers by value.
      return compareText(a.name, b.name);
    case 'icp':
      // An account not scored yet (null) sorts below every score, whichever the direction.
      return (a.icp_matches ?? -1) - (b.icp_matches ?? -1);
    case 'interviews':
      return a.matching_interviews - b.matching_interviews;
    case 'last': {
      // `YYYY-MM-DD`: code-unit order is date order, in every language.
      const left = a.last_matching_interview ?? '';
      const right = b.last_matching_interview ?? '';
      return left < right ? -1 : left > right ? 1 : 0;
    }
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

/** The route's parameter that holds the sort. */
const SORT_PARAM = 'sort';

/** A route's query read for its sort: the sort, the query without it, and why a sort given was left out. */
export function readAccountSort(query: string): { sort: AccountSort; query: string; problem: string | null } {
  const kept: string[] = [];
  let given: string | null = null;
  for (const part of query.split('&')) {
    const [name = '', value = ''] = part.split('=', 2);
    if (name !== SORT_PARAM) {
      if (part !== '') kept.push(part);
    } else if (given === null) given = decodeQueryValue(value);
  }
  const rest = kept.join('&');
  if (given === null || given === '') return { sort: null, query: rest, problem: null };
  const descending = given.startsWith('-');
  const key = descending ? given.slice(1) : given;
  if (!(ACCOUNT_SORT_KEYS as readonly string[]).includes(key))
    return {
      sort: null,
      query: rest,
      problem: t('research.accountSort.linkUnknownSort', { value: quoteValue(given) }),
    };
  return {
    sort: { key: key as AccountSortKey, direction: descending ? 'descending' : 'ascending' },
    query: rest,
    problem: null,
  };
}

/** A search's query with its sort after it (none for the API's order). */
export function withAccountSort(query: string, sort: AccountSort): string {
  if (!sort) return query;
  const value = `${sort.direction === 'descending' ? '-' : ''}${sort.key}`;
  return query ? `${query}&${SORT_PARAM}=${value}` : `${SORT_PARAM}=${value}`;
}

function decodeQueryValue(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' ')).trim();
  } catch {
    return value;
  }
}
