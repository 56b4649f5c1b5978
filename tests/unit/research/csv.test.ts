import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, t } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { csvField, neutraliseFormula, startsFormula, toCsv } from '@/lib/research/csv';
import { ACCOUNT_EXPORT_COLUMNS, type ExportColumn } from '@/lib/research/export-columns';
import { toMarkdownTable } from '@/lib/research/markdown-table';
import { formatCount, formatDate } from '@/lib/ui/format';
import { parseCsv } from '../../fixtures/rfc4180';
import { accountRow, HOSTILE_ROWS, LONG_NAME } from './hostile-rows';

/** What a spreadsheet would show for a neutralised cell: the text without the apostrophe it was given. */
function shown(cell: string): string {
  return cell.startsWith("'") && startsFormula(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * What Excel, Google Sheets and LibreOffice pass over before a cell's first character, written out: spaces of
 * every width, line breaks, the byte order mark, zero-width and direction marks.
 */
const INVISIBLE_PREFIXES = [
  ' ',
  '\u00a0',
  '\n',
  '\u000b',
  '\u000c',
  '\u0085',
  '\u1680',
  '\u180e',
  ...Array.from({ length: 11 }, (_, at) => String.fromCharCode(0x2000 + at)),
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u202f',
  '\u205f',
  '\u2060',
  '\u2066',
  '\u3000',
  '\ufeff',
];

/**
 * What starts a formula: = + - @ in their ASCII, full-width (＝＋－＠), small (﹦﹢﹣﹫) and super/subscript forms,
 * and tab and CR, which OWASP's CSV injection advice lists as well.
 */
const FORMULA_STARTS = [
  '=',
  '+',
  '-',
  '@',
  '\uff1d',
  '\uff0b',
  '\uff0d',
  '\uff20',
  '\ufe66',
  '\ufe62',
  '\ufe63',
  '\ufe6b',
  '\u207a',
  '\u207c',
  '\u208a',
  '\u208c',
  '\t',
  '\r',
];

/** Text after a formula start, with combining marks that would fold `=` into `≠` if the whole cell were folded. */
const FORMULA_TAIL = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('\u0338', '\u0338SUM(A1)', 'HYPERLINK("http://evil.example")', '1+1', 'cmd|" /C calc"!A0'),
);

/** A first character no spreadsheet reads as the start of a formula. */
const ORDINARY_FIRST = fc.constantFrom(
  'A',
  'z',
  '0',
  '9',
  'é',
  'Ω',
  '中',
  '(',
  '#',
  '$',
  '"',
  "'",
  '.',
  '_',
  '🥐',
  '−',
);

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

  it('neutralises formula starts behind any run of invisible characters, in every folded form', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...INVISIBLE_PREFIXES), { maxLength: 6 }),
        fc.constantFrom(...FORMULA_STARTS),
        FORMULA_TAIL,
        (prefix, start, tail) => {
          const cell = `${prefix.join('')}${start}${tail}`;
          // A leading apostrophe is text in all three spreadsheets: what follows is never run.
          expect(neutraliseFormula(cell)).toBe(`'${cell}`);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it.each([
    ['\u3000=1+1'],
    ['\u2002+1'],
    ['\ufeff=1+1'],
    ['\u200b@SUM(A1)'],
    ['\n=1+1'],
    ['\ufe66 1+1'],
    ['\ufe62 1'],
    ['\ufe63 1'],
    ['\uff20SUM(A1)'],
    ['=\u0338 1'],
  ])('neutralises %j: a formula start behind invisible characters, or folded', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary cells unchanged, whatever follows their first character', () => {
    fc.assert(
      fc.property(ORDINARY_FIRST, fc.string({ unit: 'binary', maxLength: 20 }), (first, rest) => {
        expect(neutraliseFormula(`${first}${rest}`)).toBe(`${first}${rest}`);
      }),
      { numRuns: 2_000 },
    );
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula('   ')).toBe('   ');
    expect(neutraliseFormula('\u200bAcme')).toBe('\u200bAcme');
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

describe('an export whatever the language', () => {
  afterEach(async () => {
    await loadMessages(MESSAGE_AREAS, 'en');
  });

  it('keeps plain numbers, ISO dates and the English headers while the catalogue is German', async () => {
    await loadMessages(['common', 'research'], 'de');
    // The page reads German: its figures are grouped and its dates spelled the German way…
    expect(t('research.accountExport.downloadCsv')).toBe('CSV herunterladen');
    expect(formatCount(12_500)).toBe('12.500');
    expect(formatDate('2026-03-04')).not.toBe('2026-03-04');
    const rows = [
      accountRow({
        revenue: 2_400_000_000,
        employee_count: 12_500,
        matching_interviews: 1_234,
        last_matching_interview: '2026-03-04',
        icp_matches: 2,
        targeted: false,
      }),
    ];
    // …while the CSV and the Markdown table keep what a spreadsheet or an import reads.
    for (const [header, ...records] of [
      parseCsv(toCsv(rows, ACCOUNT_EXPORT_COLUMNS)),
      toMarkdownTable(rows, ACCOUNT_EXPORT_COLUMNS)
        .split('\n')
        .filter((line, index) => line !== '' && index !== 1)
        .map((line) => line.slice(2, -2).split(' | ')),
    ]) {
      expect(header).toEqual([
        'Name',
        'Domain',
        'Website',
        'Industry',
        'HQ',
        'Revenue (USD)',
        'Employees',
        'Matching interviews',
        'Last matching interview',
        'ICP matches (of 3)',
        'Targeted',
        'Buyer Lens URL',
      ]);
      const cells = Object.fromEntries((header as string[]).map((name, at) => [name, records[0]?.[at]]));
      expect(cells).toMatchObject({
        'Revenue (USD)': '2400000000',
        Employees: '12500',
        'Matching interviews': '1234',
        'Last matching interview': '2026-03-04',
        'ICP matches (of 3)': '2',
        Targeted: 'no',
      });
    }
  });

  it('writes a decimal with a dot in every language', async () => {
    for (const language of ['de', 'fr', 'pt-BR', 'ja', 'he'] as const) {
      await loadMessages(['common'], language);
      expect(csvField(1200.5)).toBe('1200.5');
      expect(csvField(-3)).toBe('-3');
    }
  });
});
