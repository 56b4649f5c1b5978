import { toCsv } from '../research/csv';
import type { ExportColumn } from '../research/export-columns';
import type { FollowedAccount } from '../schemas/account-list';

// My accounts as a CSV file, by the Research export's rules (lib/research/csv.ts: a byte order mark, RFC 4180,
// formulas neutralised; ISO dates; English headers in every language, as a CRM import wants them). Its first
// column is each line as the rep gave it, under a header the import recognises first
// (lib/my-accounts/import-file.ts): the file imports back as the same list, and exports again byte for byte.

/** The day an epoch-ms time falls on, `YYYY-MM-DD` in UTC: the same in every time zone the file is opened in. */
function isoDay(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString().slice(0, 10);
}

function found(account: FollowedAccount) {
  return account.result?.status === 'found' ? account.result.account : null;
}

/** Where a row stands, as the file says it: `found`, `no account`, or `not checked`. */
function status(account: FollowedAccount): string {
  if (!account.result) return 'not checked';
  return account.result.status === 'found' ? 'found' : 'no account';
}

export const FOLLOWED_EXPORT_COLUMNS: readonly ExportColumn<FollowedAccount>[] = [
  { header: 'Followed as', value: (account) => account.input },
  { header: 'Account', value: (account) => found(account)?.name },
  { header: 'Domain', value: (account) => found(account)?.domain },
  { header: 'Interviews', value: (account) => found(account)?.interviews },
  { header: 'Last interviewed', value: (account) => found(account)?.lastInterviewed },
  { header: 'ICP matches', value: (account) => found(account)?.icpMatches },
  {
    header: 'Targeted',
    value: (account) => {
      const summary = found(account);
      return summary ? (summary.targeted ? 'yes' : 'no') : null;
    },
  },
  { header: 'Status', value: status },
  { header: 'Added', value: (account) => isoDay(account.addedAt) },
  { header: 'Checked', value: (account) => isoDay(account.checkedAt) },
];

/** The list as a CSV file's text. */
export function followedAccountsCsv(accounts: readonly FollowedAccount[]): string {
  return toCsv(accounts, FOLLOWED_EXPORT_COLUMNS, { byteOrderMark: true });
}
