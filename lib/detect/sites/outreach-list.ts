import type { ListRow } from '../adapter';
import { readRecordRows } from '../list-records';

// Handles Outreach's prospects list (https://<app>.outreach.io/prospects), row by row: each prospect's email
// (a mailto: link or an address as text), else its account's name (its link to /accounts/<id>).
// Read by structure only: a row ([role="row"] or a table row) linking a prospect (/prospects/<id>). No public
// source shows the list's markup: only its route and its records' routes (/work/wip/list-evidence-2.md section 6),
// so the row shape is assumed, not observed.

const LIST = /^\/prospects\/?$/;

/** The rows of the prospects list the page shows; none on any other page. */
export function readOutreachList(document: Document, url: URL): ListRow[] {
  if (!LIST.test(url.pathname)) return [];
  return readRecordRows(document, {
    records: 'people',
    record: /(?:^|\/\/[^/]+)\/prospects\/\d+/,
    company: /(?:^|\/\/[^/]+)\/accounts\/\d+/,
  });
}
