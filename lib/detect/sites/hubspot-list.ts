import { type ListRow, listRow } from '../adapter';
import { deepText, isVisible } from '../dom';
import { COMPANY_DOMAIN_LABELS, COMPANY_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS } from '../fields';
import { cellText, cellUnder, cellValue, headerWith } from '../list-table';

// Handles HubSpot's CRM index pages (crm-index-ui), row by row:
//   /contacts/<portal>/objects/0-2/views/<view>/list  → each company's Company domain name, else its Website
//                                                        URL, else its name
//   /contacts/<portal>/objects/0-1/views/<view>/list  → each contact's Email, else the name of its primary
//                                                        company (the row's link to that company record)
// The index is table[data-test-id="framework-data-table"]: one record a tr[data-test-id="row-<id>"], its cells
// td[data-test-id="cell-<object>-<property>-<id>"] (the property's internal name, the same in every UI
// language) and td[data-column-index] under the th of the same index; the record's name is its a[data-link].
// Where the test ids are gone, a row is a body row linking a record of the list's object and a column is the
// one whose header shows the property's label (the property's label in the rep's language, or the portal's own
// name for it). The table is virtualized (about 50 rows in the DOM, filled in as they scroll into view): only
// rendered rows are read, and a row not yet filled shows nothing.
// Evidence: /work/wip/list-evidence-2.md section 1 (nimakase/better-jarvis's HubSpot readers, live-checked
// 2026-07; a CRM agent's page-state extractor; the Ticket-Refined userscript; HubSpot's knowledge base).

const INDEX = /^\/contacts\/\d+\/objects\/(0-1|0-2)\/views\/[^/]+\/list\/?$/;
const COMPANY = '0-2';

/** The rows of the companies or contacts index the page shows; none on any other page. */
export function readHubspotList(document: Document, url: URL): ListRow[] {
  const object = INDEX.exec(url.pathname)?.[1];
  if (!object) return [];
  const recordLink = `a[href*="/record/${object}/"]`;
  const hooked = [...document.querySelectorAll('tr[data-test-id^="row-"]')];
  const rows = hooked.length > 0 ? hooked : [...document.querySelectorAll('tbody tr')];
  const read: ListRow[] = [];
  for (const row of rows) {
    if (!isVisible(row)) continue;
    const headers = row.closest('table')?.querySelectorAll('thead th') ?? [];
    const cell = (property: string, labels: readonly string[]) =>
      row.querySelector(`[data-test-id^="cell-${object}-${property}-"]`) ??
      cellUnder(row, headerWith(headers, new Set(labels)), 'data-column-index');
    const nameLink =
      row.querySelector(`[data-test-id^="cell-${object}-name-"] a[data-link]`) ??
      row.querySelector(recordLink);
    // A row without its record's link is no record's (a skeleton, the header, a "load more" row).
    if (!nameLink) continue;
    const name = deepText(nameLink);
    let found: ListRow | null;
    if (object === COMPANY) {
      found =
        listRow(row, 'company', cellValue(cell('domain', labelsOf(COMPANY_DOMAIN_LABELS))), name, nameLink) ??
        listRow(row, 'company', cellValue(cell('website', labelsOf(WEBSITE_LABELS))), name, nameLink) ??
        listRow(row, 'account', name, undefined, nameLink);
    } else {
      // The Primary company column shows the association as a link to that company's record.
      const company =
        row.querySelector(`a[href*="/record/${COMPANY}/"]`) ??
        cell('associatedcompanyid', labelsOf(COMPANY_LABELS));
      found =
        listRow(row, 'person', cellValue(cell('email', EMAIL_LABELS)), name, nameLink) ??
        listRow(row, 'account', cellText(company), undefined, nameLink);
    }
    if (found) read.push(found);
  }
  return read;
}
