import type { CellValue, ExportColumn } from './export-columns';

// RFC 4180 CSV: records end with CRLF, a field holding a comma, a quote, CR or LF is quoted, and quotes inside
// are doubled. Safe to open in a spreadsheet: a text cell that a spreadsheet would run as a formula is
// neutralised by a leading apostrophe (OWASP's "CSV injection" advice), which Excel, LibreOffice and Google
// Sheets show as text and most CRM imports keep as a visible character. The triggers are `=`, `+`, `-`, `@`,
// their full-width forms (some spreadsheets fold them), tab and CR, also after leading spaces. Numbers are
// ours, not the API's text: a number cell is written as the number, so -3 stays -3 and sorts as a number.

/** Characters that make a spreadsheet read a cell as a formula when it starts with one. */
const FORMULA_START = /^[ \u00a0]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** A text cell a spreadsheet will show as text: prefixed with `'` when it would start a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: the cell's text (formula-safe), quoted when RFC 4180 needs it. */
export function csvField(value: CellValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Options of a CSV file. */
export type CsvOptions = {
  /** Start with a UTF-8 byte order mark, which Excel needs to read non-ASCII names right; default false. */
  byteOrderMark?: boolean;
};

/** A CSV file of the rows: a header record, then one record per row, each ending with CRLF. */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  options: CsvOptions = {},
): string {
  const records = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row)))),
  ];
  const body = records.map((fields) => `${fields.join(',')}\r\n`).join('');
  return options.byteOrderMark ? `\ufeff${body}` : body;
}
