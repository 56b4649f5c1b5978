import { candidateToDetection } from '../detect/domain';
import type { ListRowCandidate, PageList, PageListCandidate, PageListCompany } from '../detect/types';
import { pageListItem } from '../shared/storage-items';

// The list a tab's page shows (a CRM list view, LinkedIn's company search), kept in session storage beside the
// tab's state for the side panel to offer "Add the N companies on this page to My accounts". Nothing of it is
// sent to the API until the rep adds them; then only each company's domain or name (as any import).

/**
 * Reads a content script's rows against the domain rules: each row's website, business email or name as a
 * record's field would be read, each company once, in page order; null when no row names a company.
 */
export function pageListOf(candidate: PageListCandidate, documentId?: string): PageList | null {
  const companies = new Map<string, PageListCompany>();
  for (const row of candidate.rows) {
    const company = companyOfListRow(candidate.source, row);
    if (!company) continue;
    const key = companyListKey(company);
    if (!companies.has(key)) companies.set(key, company);
  }
  if (companies.size === 0) return null;
  const list: PageList = { source: candidate.source, companies: [...companies.values()] };
  if (documentId) list.documentId = documentId;
  return list;
}

/**
 * The company a list's row names, read as a record's field would be read: its website or business email, a
 * company row's name where its website names no domain, an account cell's name; null for none.
 */
export function companyOfListRow(source: string, row: ListRowCandidate): PageListCompany | null {
  // A company row whose website names no domain ("N/A", a typo) is the company its name says.
  const detection =
    candidateToDetection({ source, kind: row.kind, values: row.values }) ??
    (row.kind === 'company' && row.name
      ? candidateToDetection({ source, kind: 'account', values: [row.name] })
      : null);
  if (!detection) return null;
  if (detection.domain === undefined) return { companyName: detection.companyName };
  // A company row's name is the company's; a person row's is the person's, never shown as a company.
  const name = row.kind === 'company' ? row.name?.trim() : undefined;
  return { domain: detection.domain, ...(name ? { name } : {}) };
}

/** One company once: by its domain, else its name in any case. */
export function companyListKey(company: PageListCompany): string {
  return company.domain !== undefined
    ? `domain:${company.domain}`
    : `name:${company.companyName.toLowerCase()}`;
}

/** Keeps (or, with null, forgets) the list a tab's page shows. */
export async function recordPageList(tabId: number, list: PageList | null): Promise<void> {
  const item = pageListItem(tabId);
  await (list ? item.setValue(list) : item.removeValue());
}
