import type { AccountListRow } from '../api/accounts';

// What an export of a result holds, column by column: csv.ts and markdown-table.ts write the same columns.

/** A cell as a column gives it: numbers stay numbers (CSV writes them as they are), missing is empty. */
export type CellValue = string | number | null | undefined;

/** One column of an export: its header and how a row fills it. */
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
