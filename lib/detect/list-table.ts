import { deepText } from './dom';
import { normalizeLabel, valuesOf } from './fields';

// Reading a list shown as a table (a CRM's index, a lead list) by its column headers, for the list readers in
// ./sites/*-list.ts: where a cell carries no hook of its own (an API field name, a test id), its column is the
// one whose header shows one of a field's labels (lib/detect/field-labels.ts, every language), and the cell is
// the row's at that column's place.

/** The first of `headers` whose text is one of `labels` (normalized), or undefined. */
export function headerWith(headers: Iterable<Element>, labels: ReadonlySet<string>): Element | undefined {
  for (const header of headers) {
    const text = deepText(header);
    if (text.length <= 80 && labels.has(normalizeLabel(text))) return header;
  }
  return undefined;
}

/**
 * The cell of `row` under `header`: the one carrying the same `key` attribute value where the header has one
 * (HubSpot's data-column-index, which is not the cell's place), else the cell at the header's place among its
 * row's cells (a grid whose header is a table of its own, like Pipedrive's, keeps the two in step).
 */
export function cellUnder(row: Element, header: Element | undefined, key?: string): Element | undefined {
  if (!header) return undefined;
  const value = key ? header.getAttribute(key) : null;
  const cells = [...row.children];
  if (key && value !== null) return cells.find((cell) => cell.getAttribute(key) === value);
  const place = header.parentElement ? [...header.parentElement.children].indexOf(header) : -1;
  return place < 0 ? undefined : cells[place];
}

/** The text a cell shows, or null where it shows none or only the app's empty-value mark ("--", "-", "—"). */
export function cellText(cell: Element | null | undefined): string | null {
  const text = cell ? deepText(cell) : '';
  return text === '' || /^[-–—]+$/.test(text) ? null : text;
}

/** A cell's value (its link, else its text: lib/detect/fields.ts valuesOf), or null where it shows none. */
export function cellValue(cell: Element | null | undefined): string | null {
  return cell && cellText(cell) ? (valuesOf(cell)[0] ?? null) : null;
}
