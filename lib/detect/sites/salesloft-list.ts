import type { ListRow } from '../adapter';
import { readRecordRows } from '../list-records';

// Handles Salesloft's people list (https://app.salesloft.com/app/people, /app/people/list, /app/people/search),
// row by row: each person's email (a mailto: link or an address as text), else its account's name (its link to
// /app/accounts/<id>).
// Read by structure only: a row ([role="row"] or a table row) linking a person (/app/people/<id>,
// /app/person/<id>). No public source shows the list's markup: only its routes and its records' routes, from an
// extension's tests (/work/wip/list-evidence-2.md section 6), so the row shape is assumed, not observed.

const LIST = /^\/app\/people(?:\/list|\/search)?\/?$/;

/** The rows of the people list the page shows; none on any other page. */
export function readSalesloftList(document: Document, url: URL): ListRow[] {
  if (!LIST.test(url.pathname)) return [];
  return readRecordRows(document, {
    records: 'people',
    record: /(?:^|\/\/[^/]+)\/app\/(?:people|person)\/\d+/,
    company: /(?:^|\/\/[^/]+)\/app\/accounts\/\d+/,
  });
}
