import type { FollowedAccount } from '../schemas/account-list';

// My accounts' rows as the view shows them: filtered by what the rep types and by where they stand, sorted by a
// column. Plain functions of the stored list, so the view stays a renderer and the rules are tested here.

export type FollowedSort = 'added' | 'name' | 'interviews' | 'lastInterviewed' | 'icp';
export type FollowedFilter = 'all' | 'found' | 'interviewed' | 'notAccount' | 'notChecked';

/** The name a row shows: the account's, else the line as the rep gave it. */
export function rowName(account: FollowedAccount): string {
  return account.result?.status === 'found' ? account.result.account.name : account.input;
}

function matchesFilter(account: FollowedAccount, filter: FollowedFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'found':
      return account.result?.status === 'found';
    case 'interviewed':
      return account.result?.status === 'found' && account.result.account.interviews > 0;
    case 'notAccount':
      return account.result?.status === 'notAccount';
    case 'notChecked':
      return !account.result;
  }
}

/** The rows shown: those matching the filter and the typed text (name, domain or line), in the sort's order. */
export function followedRows(
  accounts: readonly FollowedAccount[],
  options: {
    filter: FollowedFilter;
    text: string;
    sort: FollowedSort;
    /** Collation of the rep's language, for names. */
    locale: string;
  },
): FollowedAccount[] {
  const typed = options.text.trim().toLocaleLowerCase(options.locale);
  const rows = accounts.filter((account) => {
    if (!matchesFilter(account, options.filter)) return false;
    if (!typed) return true;
    const domain = account.result?.status === 'found' ? account.result.account.domain : '';
    return [rowName(account), domain, account.input].some((value) =>
      value.toLocaleLowerCase(options.locale).includes(typed),
    );
  });
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base', numeric: true });
  const summary = (account: FollowedAccount) =>
    account.result?.status === 'found' ? account.result.account : null;
  // Most first for numbers and dates; rows without the value last; ties keep the list's order (stable sort).
  const byNumber =
    (value: (account: FollowedAccount) => number | null) => (a: FollowedAccount, b: FollowedAccount) =>
      (value(b) ?? -1) - (value(a) ?? -1);
  switch (options.sort) {
    case 'added':
      return rows;
    case 'name':
      return rows.sort((a, b) => collator.compare(rowName(a), rowName(b)));
    case 'interviews':
      return rows.sort(byNumber((account) => summary(account)?.interviews ?? null));
    case 'icp':
      return rows.sort(byNumber((account) => summary(account)?.icpMatches ?? null));
    case 'lastInterviewed':
      return rows.sort((a, b) =>
        (summary(b)?.lastInterviewed ?? '').localeCompare(summary(a)?.lastInterviewed ?? ''),
      );
  }
}
