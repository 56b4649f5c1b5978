import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_COLUMNS, type CellValue } from '@/lib/research/export-columns';
import { markdownCell, toMarkdownTable } from '@/lib/research/markdown-table';
import { renderMarkdownTable } from '../../fixtures/markdown-table-reader';
import { accountRow, HOSTILE_ROWS, LONG_NAME } from './hostile-rows';

/** A cell's data as a table can hold it: on one line, without the spaces at its ends. */
function expectedText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ').trim();
}

const ORDINARY_ROWS = [
  accountRow(),
  accountRow({ name: 'Harbor & Vine (EMEA)', slug: 'harbor', industry: ['Technology > Software'] }),
  accountRow({ name: 'Acme, Inc.', slug: 'acme', location: 'São Paulo, BR' }),
];

describe('Markdown table rendered by a Markdown renderer (markdown-it, CommonMark + GFM tables)', () => {
  const table = toMarkdownTable(HOSTILE_ROWS, ACCOUNT_EXPORT_COLUMNS);
  const rendered = renderMarkdownTable(table);

  it('is one table: a header and one row per account, each with every column', () => {
    expect(rendered.blocks).toEqual([]);
    expect(rendered.rows).toHaveLength(HOSTILE_ROWS.length + 1);
    for (const row of rendered.rows) expect(row).toHaveLength(ACCOUNT_EXPORT_COLUMNS.length);
  });

  it('shows every cell exactly as the data, and no hostile name becomes a link, an image, HTML or emphasis', () => {
    expect(rendered.markup).toEqual([]);
    expect(rendered.rows[0]).toEqual(ACCOUNT_EXPORT_COLUMNS.map((column) => column.header));
    expect(rendered.rows.slice(1)).toEqual(
      HOSTILE_ROWS.map((row) => ACCOUNT_EXPORT_COLUMNS.map((column) => expectedText(column.value(row)))),
    );
    expect(rendered.rows.map((row) => row[0])).toContain(LONG_NAME);
  });

  it('holds for any text made of markup characters', () => {
    const markupText = fc.string({
      unit: fc.constantFrom(...'ab <>&;#x1[]()!*_`~|\\:/\n\t-=+@'.split('')),
      maxLength: 40,
    });
    fc.assert(
      fc.property(fc.array(markupText, { minLength: 1, maxLength: 3 }), (names) => {
        const rows = names.map((name, index) => accountRow({ name, slug: `s${index}` }));
        const result = renderMarkdownTable(toMarkdownTable(rows, ACCOUNT_EXPORT_COLUMNS));
        expect(result.blocks).toEqual([]);
        expect(result.markup).toEqual([]);
        expect(result.rows.slice(1).map((row) => row[0])).toEqual(names.map(expectedText));
      }),
      { numRuns: 500 },
    );
  });
});

describe('Markdown table read as plain text (email, Slack, a CRM note)', () => {
  it('leaves the headers and ordinary names alone: no entity, no backslash', () => {
    const table = toMarkdownTable(ORDINARY_ROWS, ACCOUNT_EXPORT_COLUMNS);
    expect(table).not.toMatch(/&[#a-z0-9]+;/i);
    expect(table).not.toContain('\\');
    expect(table.split('\n')[0]).toBe(
      `| ${ACCOUNT_EXPORT_COLUMNS.map((column) => column.header).join(' | ')} |`,
    );
    expect(table).toContain('| Harbor & Vine (EMEA) |');
    expect(table).toContain('| Technology > Software |');
  });

  it.each([
    ['Technology > Software', 'Technology > Software'],
    ['Revenue (USD)', 'Revenue (USD)'],
    ['Tom & Jerry', 'Tom & Jerry'],
    ['2 * 3 = 6', '2 * 3 = 6'],
    ['a < b', 'a < b'],
    ['snake_case', 'snake_case'],
    ['back\\slash', 'back\\slash'],
    ['a | b', 'a \\| b'],
    ['one\r\ntwo\nthree\rfour', 'one two three four'],
    ['<script>alert(1)</script>', '\\<script>alert(1)\\</script>'],
    ['<https://evil.example>', '\\<https://evil.example>'],
    ['[x](javascript:alert(1))', '\\[x](javascript:alert(1))'],
    ['![img](http://x/y.png)', '!\\[img](http://x/y.png)'],
    ['AT&amp;T', 'AT\\&amp;T'],
    ['*bold* and _it_', '\\*bold\\* and \\_it\\_'],
    ['`code`', '\\`code\\`'],
    ['~~gone~~', '\\~\\~gone\\~\\~'],
    ['\\*', '\\\\*'],
    ['שלום', 'שלום'],
  ])('writes %j as %j', (value, cell) => {
    expect(markdownCell(value)).toBe(cell);
  });

  it('writes numbers as they are and missing values as empty cells', () => {
    expect(markdownCell(-3)).toBe('-3');
    expect(markdownCell(null)).toBe('');
  });
});
