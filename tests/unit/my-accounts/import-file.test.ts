import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ImportPreview,
  MAX_IMPORT_BYTES,
  previewImport,
  readCsvRecords,
} from '../../../lib/my-accounts/import-file';
import { classifyEntry, MAX_ENTRY_CHARS } from '../../../lib/my-accounts/list-entry';
import { startsFormula, toCsv } from '../../../lib/research/csv';

function preview(text: string, options = {}): ImportPreview {
  const result = previewImport(text, options);
  if ('ok' in result) throw new Error(`refused: ${result.problem}`);
  return result;
}

describe('classifyEntry', () => {
  it.each([
    ['acme.com', { kind: 'domain', domain: 'acme.com' }],
    ['https://www.Acme.co.uk/about?x=1', { kind: 'domain', domain: 'acme.co.uk' }],
    ['  shop.acme.com  ', { kind: 'domain', domain: 'acme.com' }],
    ['Jane Doe <jane@eu.acme.com>', { kind: 'domain', domain: 'acme.com' }],
    ['jane.doe@acme.io', { kind: 'domain', domain: 'acme.io' }],
    ['Acme, Inc.', { kind: 'name', name: 'Acme, Inc.' }],
    ['Novo Nordisk A/S', { kind: 'name', name: 'Novo Nordisk A/S' }],
    ['Amazon.com, Inc.', { kind: 'name', name: 'Amazon.com, Inc.' }],
    ['Société   Générale', { kind: 'name', name: 'Société Générale' }],
  ])('%s names a company', (text, entry) => {
    expect(classifyEntry(text)).toEqual({ ok: true, entry });
  });

  it.each([
    ['', 'blank'],
    ['   \t', 'blank'],
    ['N/A', 'placeholder'],
    ['none', 'placeholder'],
    ['-', 'placeholder'],
    ['TBD', 'placeholder'],
    ['someone@gmail.com', 'personalMailbox'],
    ['Someone <someone@hotmail.co.uk>', 'personalMailbox'],
    ['=HYPERLINK("https://evil.example","click")', 'formula'],
    ['+1 415 555 0100', 'formula'],
    ['@SUM(A1:A2)', 'formula'],
    ['x'.repeat(MAX_ENTRY_CHARS + 1), 'tooLong'],
    ['http://localhost:8080/x', 'notACompany'],
    ['10.0.0.1', 'notACompany'],
    ['<script>alert(1)</script>', 'notACompany'],
    ['ftp://files.acme.com', 'notACompany'],
  ])('%j names nothing: %s', (text, problem) => {
    expect(classifyEntry(text)).toEqual({ ok: false, problem });
  });
});

describe('previewImport, one a line', () => {
  it('says what every line becomes: companies, duplicates of an earlier line, and why the rest are nothing', () => {
    const result = preview(
      [
        'acme.com',
        '',
        'https://www.acme.com/pricing',
        'N/A',
        'Globex Corporation',
        'globex corporation',
        'x@gmail.com',
      ].join('\r\n'),
    );
    expect(result.format).toBe('lines');
    expect(result.lines.map((line) => [line.line, line.status])).toEqual([
      [1, 'add'],
      [2, 'invalid'],
      [3, 'duplicate'],
      [4, 'invalid'],
      [5, 'add'],
      [6, 'duplicate'],
      [7, 'invalid'],
    ]);
    expect(result.lines[2]).toMatchObject({ firstLine: 1 });
    expect(result.lines[5]).toMatchObject({ firstLine: 5 });
    expect(result.counts).toEqual({ add: 2, duplicate: 2, invalid: 3 });
  });

  it('reads names with commas as lines, not as a CSV', () => {
    const result = preview('Acme, Inc.\nGlobex, LLC\n');
    expect(result.format).toBe('lines');
    expect(result.lines.map((line) => line.status)).toEqual(['add', 'add']);
  });

  it('refuses a file past 2 MB and an empty one, with the reason', () => {
    expect(previewImport('a'.repeat(MAX_IMPORT_BYTES + 1))).toEqual({ ok: false, problem: 'tooLarge' });
    // Counted in UTF-8 bytes, not characters.
    expect(previewImport('é'.repeat(MAX_IMPORT_BYTES / 2 + 1))).toEqual({ ok: false, problem: 'tooLarge' });
    expect(previewImport('\ufeff \n\n')).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('previewImport, a CRM export', () => {
  it.each([
    ['Salesforce accounts', 'Account Name,Billing City,Website\r\n', 'Website'],
    ['HubSpot companies', 'Record ID,Name,Company Domain Name,Phone Number\r\n', 'Company Domain Name'],
    ['HubSpot contacts', 'Record ID,First Name,Last Name,Email,Company Name\r\n', 'Email'],
    [
      'Pipedrive organizations',
      'Organization - ID,Organization - Name,Organization - Website\r\n',
      'Organization - Website',
    ],
    [
      'Pipedrive people',
      'Person - Name,Person - Email - Work,Organization - Name\r\n',
      'Person - Email - Work',
    ],
  ])('%s: the column that names the company exactly is read', (_crm, header, column) => {
    const result = preview(`\ufeff${header}`);
    expect(result.format).toBe('csv');
    expect(result.columns[result.column]?.header).toBe(column);
  });

  it('reads quoted fields with commas, quotes and line breaks, and keeps each record’s line number', () => {
    const result = preview(
      'Account Name,Website,Notes\r\n"Acme, Inc.",acme.com,"said ""hi""\r\non two lines"\r\nGlobex,globex.com,\r\n',
    );
    expect(result.lines.map((line) => [line.line, line.text])).toEqual([
      [2, 'acme.com'],
      [4, 'globex.com'],
    ]);
  });

  it('reads another column when the rep picks it', () => {
    const result = preview('Account Name,Website\r\nAcme Corp,acme.com\r\n', { column: 0 });
    expect(result.lines[0]).toMatchObject({ status: 'add', entry: { kind: 'name', name: 'Acme Corp' } });
  });

  it('reads semicolon and tab delimited exports (European Excel)', () => {
    expect(preview('Name;Website\r\nAcme;acme.de\r\n').lines[0]).toMatchObject({ text: 'acme.de' });
    expect(preview('Name\tWebsite\nAcme\tacme.fr\n').lines[0]).toMatchObject({ text: 'acme.fr' });
  });

  it('without a known header, reads the column whose values name companies', () => {
    const result = preview('Foo,Bar\r\n1,acme.com\r\n2,globex.com\r\n', { format: 'csv' });
    expect(result.columns[result.column]?.header).toBe('Bar');
  });

  it('reads back exactly what toCsv writes, quotes, commas and line breaks included (property)', () => {
    const cell = fc.string({ unit: 'binary' }).filter((text) => !startsFormula(text));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 20 }), (rows) => {
        const csv = toCsv(rows, [
          { header: 'a', value: (row) => row[0] },
          { header: 'b', value: (row) => row[1] },
        ]);
        expect(readCsvRecords(csv, ',').map((record) => record.fields)).toEqual([['a', 'b'], ...rows]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('previewImport keeps every line', () => {
  it('every line of the input is in the preview exactly once, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom('acme.com', 'N/A', '', 'a@gmail.com', '=1+1', 'Globex', 'https://globex.com/x'),
            fc.string({ maxLength: 40 }).filter((text) => !/[\r\n]/.test(text)),
          ),
          { minLength: 1, maxLength: 60 },
        ),
        (lines) => {
          const input = lines.join('\n');
          const result = previewImport(input, { format: 'lines' });
          if ('ok' in result) {
            expect(input.trim()).toBe('');
            return;
          }
          // A single trailing line break ends the file: the last empty line it leaves is no line.
          const expected = input.replace(/\n$/, '').split('\n');
          expect(result.lines.map((line) => line.text)).toEqual(expected);
          expect(result.counts.add + result.counts.duplicate + result.counts.invalid).toBe(expected.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
