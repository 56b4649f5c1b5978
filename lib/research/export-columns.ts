import type { AccountListRow } from '../api/accounts';

// What an export of a result holds, column by column: csv.ts and markdown-table.ts write the same columns.
// An export is read by machines (a CRM import, a spreadsheet, a script) whatever the rep's language:
// cells are values, never text formatted for reading (numbers as plain digits with a dot decimal and no
// grouping, dates as the API's `YYYY-MM-DD`, the flag as yes/no), and the headers are fixed English names,
// the same in every language and release, because import mappings and scripts find columns by header, and a team
// whose reps read Buyer Lens in different languages shares one mapping. The Research view says so beside the
// export buttons (components/research/account-export.tsx).

/** A cell as a column gives it: numbers stay numbers (CSV writes them as they are), missing is empty. */
export type CellValue = string | number | null | undefined;

/** One column of an export: its header (fixed English, never translated) and how a row fills it. */
export type ExportColumn<Row> = { header: string; value(row: Row): CellValue };

/** An http(s) URL as given, or null: another scheme (`javascript:`) must not reach a CRM as a link. */
export function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `https://<domain>/` when the domain is a plain host name, else null (hostile data): the export's and the rows' link. */
export function websiteUrl(domain: string): string | null {
  const host = domain.trim().toLowerCase();
  if (
    !/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(
      host,
    )
  )
    return null;
  return `https://${host}/`;
}

/** The columns a CRM import of an account search wants, in the order a rep reads them. */
export const ACCOUNT_EXPORT_COLUMNS: readonly ExportColumn<AccountListRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Domain', value: (row) => row.domain_name },
  { header: 'Website', value: (row) => websiteUrl(row.domain_name) },
  { header: 'Industry', value: (row) => row.industry.join('; ') },
  { header: 'HQ', value: (row) => row.location },
  { header: 'Revenue (USD)', value: (row) => row.revenue },
  { header: 'Employees', value: (row) => row.employee_count },
  { header: 'Matching interviews', value: (row) => row.matching_interviews },
  { header: 'Last matching interview', value: (row) => row.last_matching_interview },
  { header: 'ICP matches (of 3)', value: (row) => row.icp_matches },
  { header: 'Targeted', value: (row) => (row.targeted ? 'yes' : 'no') },
  { header: 'Buyer Lens URL', value: (row) => httpUrl(row.url) },
];
