import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, toCsv } from '@/lib/research/csv';
import { ACCOUNT_EXPORT_COLUMNS, type ExportColumn } from '@/lib/research/export-columns';
import { parseCsv } from '../../fixtures/rfc4180';
import { accountRow, HOSTILE_ROWS, LONG_NAME } from './hostile-rows';

/** What a spreadsheet would show for a neutralised cell: the text without the apostrophe it was given. */
function shown(cell: string): string {
  return /^'[ \u00a0]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(cell) ? cell.slice(1) : cell;
}

describe('CSV (RFC 4180)', () => {
  it('ends every record with CRLF, quotes fields with comma, quote, CR or LF, and doubles quotes', () => {
    const columns: ExportColumn<string[]>[] = [0, 1, 2].map((at) => ({
      header: `c${at}`,
      value: (row) => row[at],
    }));
    const text = toCsv(
      [
        ['plain', 'a,b', 'say "hi"'],
        ['line\nbreak', 'cr\rhere', ''],
      ],
      columns,
    );
    expect(text).toBe('c0,c1,c2\r\nplain,"a,b","say ""hi"""\r\n"line\nbreak","cr\rhere",\r\n');
  });

  it('reads back exactly, hostile rows included, through a strict RFC 4180 parser', () => {
    const records = parseCsv(toCsv(HOSTILE_ROWS, ACCOUNT_EXPORT_COLUMNS));
    expect(records[0]).toEqual(ACCOUNT_EXPORT_COLUMNS.map((column) => column.header));
    expect(records).toHaveLength(HOSTILE_ROWS.length + 1);
    const names = records.slice(1).map((record) => shown(record[0] ?? ''));
    expect(names).toEqual(HOSTILE_ROWS.map((row) => row.name));
    expect(names).toContain(LONG_NAME);
    expect(records.slice(1).every((record) => record.length === ACCOUNT_EXPORT_COLUMNS.length)).toBe(true);
  });

  it('round-trips any text: parse(write(x)) is x, after the formula guard', () => {
    const column: ExportColumn<string> = { header: 'value', value: (row) => row };
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 8 }), (values) => {
        const records = parseCsv(toCsv(values, [column]));
        expect(records.slice(1).map((record) => record[0])).toEqual(values.map(neutraliseFormula));
      }),
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['  =1+1', "'  =1+1"],
    ['＝1+1', "'＝1+1"],
    ['Acme = good', 'Acme = good'],
    ['a-b', 'a-b'],
  ])('neutralises a text cell a spreadsheet would run: %j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes numbers as numbers: a negative number stays a number, not text', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(1200.5)).toBe('1200.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('adds a byte order mark only when asked', () => {
    const rows = [accountRow()];
    expect(toCsv(rows, ACCOUNT_EXPORT_COLUMNS).startsWith('Name,')).toBe(true);
    expect(toCsv(rows, ACCOUNT_EXPORT_COLUMNS, { byteOrderMark: true }).startsWith('\ufeffName,')).toBe(true);
  });
});
