import { type ListRow, listRow } from './adapter';
import { deepText, isVisible } from './dom';
import { addressIn } from './mail';

// Reading a list whose markup no public source shows (the sales-engagement tools' people and company lists) by
// what any such list must have: a row per record ([role="row"] or a table row) holding a link to the record's
// page, and what the row shows of its company: a mailto: link or an address as text, a website link, a link to
// the company's record. For the list readers in ./sites/*-list.ts; unverified against the products themselves.

/** How a structural reader knows a list's records and their companies. */
export type RecordRowsOptions = {
  /** What the list's records are: people (their company shown beside them) or companies (named by themselves). */
  records: 'people' | 'companies';
  /** A link to one of the list's records (its href). */
  record: RegExp;
  /** A link to the row's company record (its href), named by its text. */
  company?: RegExp;
  /** The link to the company's website in a row, where the list shows one. */
  website?: (row: Element) => Element | null | undefined;
};

/**
 * The rows of the list the page shows: each with its record's link, read by the first of its business address,
 * its company's website and its company's name that it shows; the mark goes after the record's name.
 */
export function readRecordRows(document: Document, options: RecordRowsOptions): ListRow[] {
  const rows = [...document.querySelectorAll('[role="row"], tr')].filter(
    (row) => !row.parentElement?.closest('[role="row"], tr'),
  );
  const read: ListRow[] = [];
  for (const row of rows) {
    if (!isVisible(row)) continue;
    const links = [...row.querySelectorAll('a[href]')];
    const name = links.find((link) => options.record.test(link.getAttribute('href') ?? ''));
    if (!name) continue;
    const mailto = links.find((link) => /^mailto:/i.test(link.getAttribute('href') ?? ''));
    const address =
      addressIn(mailto?.getAttribute('href')?.slice(7).split('?')[0]) ??
      [...row.querySelectorAll('td, [role="cell"], [role="gridcell"]')]
        .map((cell) => addressIn(cell.childElementCount > 3 ? '' : deepText(cell)))
        .find(Boolean);
    const website = options.website?.(row);
    const shown = deepText(name);
    const companyLink = options.company
      ? links.find((link) => options.company?.test(link.getAttribute('href') ?? ''))
      : undefined;
    const company = options.records === 'companies' ? shown : companyLink ? deepText(companyLink) : null;
    const found =
      (options.records === 'people' ? listRow(row, 'person', address, shown, name) : null) ??
      listRow(row, 'company', website?.getAttribute('href'), company, name) ??
      listRow(row, 'account', company, undefined, name);
    if (found) read.push(found);
  }
  return read;
}
