import type { CellValue, ExportColumn } from './export-columns';

// RFC 4180 CSV: records end with CRLF, a field holding a comma, a quote, CR or LF is quoted, and quotes inside
// are doubled. Safe to open in a spreadsheet: a text cell that a spreadsheet would run as a formula is
// neutralised by a leading apostrophe (OWASP's "CSV injection" advice), which Excel, LibreOffice and Google
// Sheets show as text and most CRM imports keep as a visible character. The triggers are `=`, `+`, `-`, `@`
// in any form NFKC folds to them (full-width ＝＋－＠, small ﹦﹢﹣﹫, super- and subscript), and tab and CR,
// also behind any run of white space or invisible format characters (U+3000, U+2000–U+200A, the byte order
// mark, zero-width space, a line feed), which spreadsheets and imports trim or do not show. Numbers are ours,
// not the API's text: a number cell is written as the number, so -3 stays -3 and sorts as a number.

/** White space and invisible format characters (Cf: BOM, zero-width space, direction marks) at a cell's start. */
const INVISIBLE_LEAD = /^[\p{White_Space}\p{Cf}]*/u;

/** Tab and CR start a formula on their own (OWASP), wherever they sit among the leading invisible characters. */
const CONTROL_START = /[\t\r]/;

/** What a spreadsheet reads as the start of a formula, once NFKC has folded the character. */
const FORMULA_STARTS = new Set(['=', '+', '-', '@']);

/** True when a spreadsheet could read the text as a formula: its first visible character, folded, starts one. */
export function startsFormula(text: string): boolean {
  const lead = INVISIBLE_LEAD.exec(text)?.[0] ?? '';
  if (CONTROL_START.test(lead)) return true;
  const first = text.codePointAt(lead.length);
  if (first === undefined) return false;
  // The first character alone is folded: folding the cell would compose `=` and a following U+0338 into `≠`.
  return FORMULA_STARTS.has(String.fromCodePoint(first).normalize('NFKC').charAt(0));
}

/** A text cell a spreadsheet will show as text: prefixed with `'` when it would start a formula. */
export function neutraliseFormula(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
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
