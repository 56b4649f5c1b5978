import type { AccountListRow } from '../api/accounts';

// The order of the account list (docs/api.md 4.4 rule 2 and our tie-break, 10.4), reproduced on the client so
// that rows merged from several date windows come out exactly as one unsplit answer would list them.

/** Code-unit order: the same in every locale and engine (localeCompare is not). */
function compareText(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The account list's order: matching interviews (most first), then the most recent matching interview (newest
 * first; none last), then slug in code-unit order (docs/api.md 10.4).
 */
export function compareAccountRows(left: AccountListRow, right: AccountListRow): number {
  return (
    right.matching_interviews - left.matching_interviews ||
    compareText(right.last_matching_interview ?? '', left.last_matching_interview ?? '') ||
    compareText(left.slug, right.slug)
  );
}

/** The latest of two `YYYY-MM-DD` dates, either of which may be missing. */
function latest(left: string | null, right: string | null): string | null {
  if (left === null) return right;
  if (right === null) return left;
  return left >= right ? left : right;
}

/** Rows of one account from disjoint windows, merged: interviews summed, the latest interview kept. */
export function mergeAccountRow(into: AccountListRow, row: AccountListRow): AccountListRow {
  return {
    ...into,
    matching_interviews: into.matching_interviews + row.matching_interviews,
    last_matching_interview: latest(into.last_matching_interview, row.last_matching_interview),
  };
}

/**
 * Account rows merged by slug from searches over disjoint date windows, in the account list's order; the other
 * fields come from the first row seen (they describe the account, not the window).
 */
export function mergeAccountRows(rows: Iterable<AccountListRow>): AccountListRow[] {
  const bySlug = new Map<string, AccountListRow>();
  for (const row of rows) {
    const known = bySlug.get(row.slug);
    bySlug.set(row.slug, known ? mergeAccountRow(known, row) : row);
  }
  return [...bySlug.values()].sort(compareAccountRows);
}
