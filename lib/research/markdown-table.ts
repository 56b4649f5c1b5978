import type { CellValue, ExportColumn } from './export-columns';

// A GitHub-flavoured Markdown table that reads as plain text where Markdown is not rendered (email, Slack, a
// CRM note) and stays text where it is. So only what would otherwise become markup or break the table is
// escaped, with a backslash: a pipe (it ends the cell), `<` that opens a tag or an autolink, `&` that spells an
// entity, `[` of a link or image, and emphasis, code and strikethrough markers where they could pair. `>`
// between words, parentheses and a lone `*` are plain text (CommonMark spec 0.31, 2.4, 6.1–6.6; GFM 4.10).
// Line breaks (which would end the row) become spaces.

/** `<` that starts a tag, comment, declaration, processing instruction or autolink. */
const OPENS_TAG = /<(?=[A-Za-z/!?])/g;
/** `&` that spells a named or numeric character reference. */
const OPENS_ENTITY = /&(?=(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});)/g;
/** ASCII punctuation: a backslash before one is an escape, so a literal backslash there is doubled. */
const BACKSLASH_BEFORE_PUNCTUATION = /\\(?=[!-/:-@[-`{-~])/g;
/** Markers that only make markup in pairs: escaped when the cell holds two or more of one. */
const PAIRED_MARKERS = ['*', '_', '`', '~'] as const;

/** One cell's text, inert in Markdown, on one line, and unchanged where nothing could become markup. */
export function markdownCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .trim()
    // First, so that the backslashes added below are not doubled.
    .replace(BACKSLASH_BEFORE_PUNCTUATION, '\\\\')
    .replaceAll('|', '\\|')
    .replace(OPENS_TAG, '\\<')
    .replace(OPENS_ENTITY, '\\&')
    .replace(/\[(?=.*\][([])/g, '\\[');
  for (const marker of PAIRED_MARKERS) {
    if (text.split(marker).length > 2) text = text.replaceAll(marker, `\\${marker}`);
  }
  return text;
}

/** A Markdown table of the rows: header, separator, one line per row, each ending with a newline. */
export function toMarkdownTable<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |\n`;
  return [
    line(columns.map((column) => markdownCell(column.header))),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((column) => markdownCell(column.value(row))))),
  ].join('');
}
