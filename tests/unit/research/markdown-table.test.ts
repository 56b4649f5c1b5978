import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_COLUMNS } from '@/lib/research/export-columns';
import { markdownCell, toMarkdownTable } from '@/lib/research/markdown-table';
import { HOSTILE_ROWS, LONG_NAME } from './hostile-rows';

/** The cells of a table line, split on the pipes that are not escaped. */
function cellsOf(line: string): string[] {
  return line
    .slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((cell) => cell.trim());
}

/** A cell's text as Markdown shows it: backslash escapes and the three entities undone. */
function shownText(cell: string): string {
  return cell
    .replace(/\\(.)/g, '$1')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('Markdown table', () => {
  const table = toMarkdownTable(HOSTILE_ROWS, ACCOUNT_EXPORT_COLUMNS);
  const lines = table.split('\n').slice(0, -1);

  it('has a header, a separator and one line per row, each with every column', () => {
    expect(lines).toHaveLength(HOSTILE_ROWS.length + 2);
    expect(lines[1]).toBe(`| ${ACCOUNT_EXPORT_COLUMNS.map(() => '---').join(' | ')} |`);
    for (const line of lines) expect(cellsOf(line)).toHaveLength(ACCOUNT_EXPORT_COLUMNS.length);
  });

  it('keeps hostile names as inert text: no tag, no link, no image, the full text still there', () => {
    expect(table).not.toMatch(/[<>]/);
    expect(table).not.toMatch(/(?<!\\)\[/);
    expect(table).not.toContain('](');
    const names = lines.slice(2).map((line) => cellsOf(line)[0] ?? '');
    expect(names.map(shownText)).toEqual(HOSTILE_ROWS.map((row) => row.name.replace(/\s+/g, ' ').trim()));
    expect(names.map(shownText)).toContain(LONG_NAME);
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert\\(1\\)&lt;/script&gt;'],
    ['a | b', 'a \\| b'],
    ['back\\slash', 'back\\\\slash'],
    ['one\r\ntwo\nthree\rfour', 'one two three four'],
    ['[x](javascript:alert(1))', '\\[x\\]\\(javascript:alert\\(1\\)\\)'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['<https://evil.example>', '&lt;https://evil.example&gt;'],
    ['שלום', 'שלום'],
  ])('escapes %j as %j', (value, cell) => {
    expect(markdownCell(value)).toBe(cell);
  });

  it('writes numbers as they are and missing values as empty cells', () => {
    expect(markdownCell(-3)).toBe('-3');
    expect(markdownCell(null)).toBe('');
  });
});
