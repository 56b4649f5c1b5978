import { type ListRow, listRow } from '../adapter';
import { deepText, isVisible } from '../dom';
import {
  COMPANY_DOMAIN_LABELS,
  COMPANY_LABELS,
  labelsOf,
  WEBSITE_LABELS,
  WORK_EMAIL_LABELS,
} from '../field-labels';
import { EMAIL_LABELS, normalizeLabel } from '../fields';
import { cellText, cellUnder, cellValue, headerWith } from '../list-table';

// Handles Pipedrive's list views (https://<company>.pipedrive.com), row by row:
//   /organizations/list/...  → each organization's website column where the view shows one, else its name
//   /persons/list/...        → each person's business email (of several, the one typed "Work" in any language),
//                              else the name of the person's organization
// The grid is one table a part (header, fixed checkbox column, scrollable cells): a row is
// tr[data-test="grid-row"], its cells td[data-field="<field key>"] (the API's key: name, email, org_id, or a
// custom field's 40-character hash), each under the header th with the same data-field. Where the keys are gone,
// a column is the one whose header shows the field's label in any language, at the same place. Rows are
// recycled as the grid scrolls (a tr keeps its place, not its record): each read takes the row's cells as they
// are now. An email cell reads "pepper@stark-industries.com (Work)", its type in the rep's language.
// Evidence: /work/wip/list-evidence-2.md section 2 (Pipedrive's webapp grid source as indexed: FieldsRow,
// FieldCell, ScrollableContentGrid; a Cypress page object for /persons/list/user/everyone; RingCentral's
// Pipedrive extension, src/configs/hover-c2d.js).

const LIST = /^\/(organizations|persons)\/list(?:\/|$)/;
const ORGANIZATION_LINK = 'a[href*="/organization/"]';
// An address and the type after it: "a@x.com (Work), b@y.com (Home)".
const TYPED_ADDRESS = /([^\s,;()<>]+@[^\s,;()<>]+\.[^\s,;()<>]+)\s*(?:\(([^)]{1,40})\))?/g;

/** The rows of the organizations or people list the page shows; none on any other page. */
export function readPipedriveList(document: Document, url: URL): ListRow[] {
  const object = LIST.exec(url.pathname)?.[1];
  if (!object) return [];
  const recordLink = object === 'organizations' ? ORGANIZATION_LINK : 'a[href*="/person/"]';
  const hooked = [...document.querySelectorAll('tr[data-test="grid-row"]')];
  const rows = hooked.length > 0 ? hooked : [...document.querySelectorAll('tr')];
  const headers = [...document.querySelectorAll('th')];
  const read: ListRow[] = [];
  for (const row of rows) {
    if (!isVisible(row)) continue;
    const cell = (field: string, labels: readonly string[]) =>
      row.querySelector(`td[data-field="${field}"]`) ??
      cellUnder(row, headerWith(headers, new Set(labels)), 'data-field');
    const nameLink = row.querySelector(`td[data-field="name"] a`) ?? row.querySelector(recordLink);
    // A recycled row between two records, the header, a "load more" row: no record's link, nothing.
    if (!nameLink) continue;
    const name = deepText(nameLink);
    let found: ListRow | null;
    if (object === 'organizations') {
      const website = cell('website', labelsOf(WEBSITE_LABELS, COMPANY_DOMAIN_LABELS));
      found =
        listRow(row, 'company', cellValue(website), name, nameLink) ??
        listRow(row, 'account', name, undefined, nameLink);
    } else {
      const organization = cell('org_id', labelsOf(COMPANY_LABELS));
      found =
        listRow(row, 'person', businessAddress(cell('email', EMAIL_LABELS)), name, nameLink) ??
        listRow(row, 'account', cellText(organization), undefined, nameLink);
    }
    if (found) read.push(found);
  }
  return read;
}

/** The cell's address typed "Work" (in any language), else its first one; null where it shows none. */
function businessAddress(cell: Element | null | undefined): string | null {
  const text = cellText(cell);
  if (!text) return null;
  const work = new Set(labelsOf(WORK_EMAIL_LABELS));
  let first: string | null = null;
  for (const [, address = '', type] of text.matchAll(TYPED_ADDRESS)) {
    if (type && work.has(normalizeLabel(type))) return address;
    first ??= address;
  }
  return first;
}
