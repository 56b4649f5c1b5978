import { type ListRow, listRow } from '../adapter';
import { deepText, isVisible, queryAllDeep } from '../dom';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, normalizeLabel, valuesOf } from '../fields';

// Handles Salesforce Lightning's list views and related lists, row by row:
//   /lightning/o/Account/list?filterName=…              → each account's Website, else its name
//   /lightning/o/Contact/list, /lightning/o/Lead/list    → each person's Email (a lead without one: its Company)
//   /lightning/r/Account/<id>/related/<List>/view         → the same, for the related list's object
// Lists render as lightning-datatable inside nested shadow roots (about 450 on an Accounts list): one row is
// tr[data-row-key-value] (the record's id), its cells th[scope=row] (the record's name) and td[data-label]
// with data-col-key-value "<API field>-<type>-<index>". A column is found by that API name first, the same in
// every UI language, then by its label (data-label, the field's label in the rep's language).
// Evidence: Salesforce's lightning-datatable template and UTAM page objects (lightning-base-components,
// salesforce-pageobjects on npm) and Salesforce's CumulusCI list-view findings (2026-04).

const LIST_VIEW = /^\/lightning\/o\/([A-Za-z0-9_]+)\/list\b/;
const RELATED_LIST = /^\/lightning\/r\/[A-Za-z0-9_]+\/[A-Za-z0-9]{12,24}\/related\/([A-Za-z0-9_]+)\/view\b/;
// A related list's name is its relationship (Contacts, Opportunities); the object it lists, by that name.
const OBJECT_BY_RELATED: Record<string, string> = { contacts: 'contact', accounts: 'account', leads: 'lead' };

/** The rows of the list view or related list the page shows; none on any other page. */
export function readSalesforceList(document: Document, url: URL): ListRow[] {
  const object = listObject(url);
  if (!object) return [];
  const websiteLabels = new Set(labelsOf(WEBSITE_LABELS));
  const emailLabels = new Set(EMAIL_LABELS);
  const rows: ListRow[] = [];
  for (const row of queryAllDeep(document, 'tr[data-row-key-value]')) {
    if (row.getAttribute('data-row-key-value') === 'HEADER' || !isVisible(row)) continue;
    const cells = [...row.children];
    const cell = (field: string, labels: ReadonlySet<string>) =>
      cells.find((candidate) => candidate.getAttribute('data-col-key-value')?.startsWith(`${field}-`)) ??
      cells.find((candidate) => labels.has(normalizeLabel(candidate.getAttribute('data-label') ?? '')));
    const nameCell = cells.find((candidate) => candidate.matches('th[scope="row"], th[role="rowheader"]'));
    const nameLink = nameCell ? queryAllDeep(nameCell, 'a[href]')[0] : undefined;
    const name = recordName(nameCell, nameLink);
    // A mark goes after the record's name: its link, else its cell's content.
    const anchor = nameLink ?? nameCell ?? row;
    let read: ListRow | null = null;
    if (object === 'account') {
      const website = cell('Website', websiteLabels);
      read =
        listRow(row, 'company', website ? firstValue(website) : null, name, anchor) ??
        listRow(row, 'account', name, undefined, anchor);
    } else if (object === 'contact' || object === 'lead') {
      const email = cell('Email', emailLabels);
      read = listRow(row, 'person', email ? firstValue(email) : null, name, anchor);
      if (!read && object === 'lead') {
        const company = cell('Company', new Set());
        read = listRow(row, 'account', company ? firstValue(company) : null, undefined, anchor);
      }
    }
    if (read) rows.push(read);
  }
  return rows;
}

function listObject(url: URL): string | null {
  const listView = LIST_VIEW.exec(url.pathname)?.[1];
  if (listView) return listView.toLowerCase();
  const related = RELATED_LIST.exec(url.pathname)?.[1];
  return related ? (OBJECT_BY_RELATED[related.toLowerCase()] ?? null) : null;
}

/**
 * The record's name in its row: the link's title (its text also says "Open <name> Preview" to assistive
 * technology), else the cell's raw value, else its text.
 */
function recordName(cell: Element | undefined, link: Element | undefined): string | null {
  if (!cell) return null;
  return (
    link?.getAttribute('title')?.trim() ||
    cell.getAttribute('data-cell-value')?.trim() ||
    (link ? deepText(link) : deepText(cell)) ||
    null
  );
}

/** A cell's value: its link (a Website's href), else its raw value, else its text. */
function firstValue(cell: Element): string | null {
  return valuesOf(cell)[0] ?? cell.getAttribute('data-cell-value')?.trim() ?? null;
}
