import type { CellValue, ExportColumn } from './export-columns';

// A GitHub-flavoured Markdown table whose cells stay text wherever it is pasted: `&`, `<` and `>` become
// entities (no HTML, no autolink), Markdown punctuation that makes links, images, emphasis or code is
// backslash-escaped (a name like `[x](javascript:…)` stays text), a pipe cannot end the cell, and line breaks
// (which would end the row) become spaces.

/** Punctuation escaped with a backslash: the escape itself, the cell separator, and what builds inline markup. */
const MARKDOWN_PUNCTUATION = /[\\|[\]()*_`~!#]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** One cell's text, inert in Markdown and on one line. */
export function markdownCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .replace(/[&<>]/g, (character) => ENTITIES[character] ?? character)
    .replace(MARKDOWN_PUNCTUATION, (character) => `\\${character}`)
    .trim();
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
