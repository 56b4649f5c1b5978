import {
  type ClassifiedEntry,
  classifyEntry,
  type EntryProblem,
  entryKey,
  type ListEntry,
} from './list-entry';

// Reads what a rep pastes or imports as a list of companies: one a line, or a CSV (a CRM's export) of which one
// column names the company. The preview (`previewImport`) says what every line becomes before anything is
// added: a company, a duplicate of an earlier line, or nothing and why. No line is dropped without a word.

import { MAX_IMPORT_BYTES, MAX_IMPORT_LINES } from './limits';

export { MAX_IMPORT_BYTES, MAX_IMPORT_LINES };

export type ImportFormat = 'lines' | 'csv';

/** One CSV column a rep can pick, with the header as the file has it. */
export type ImportColumn = { index: number; header: string };

/** What one line of the import becomes. */
export type PreviewLine =
  | { line: number; text: string; status: 'add'; entry: ListEntry; key: string }
  | { line: number; text: string; status: 'duplicate'; entry: ListEntry; key: string; firstLine: number }
  | { line: number; text: string; status: 'invalid'; problem: EntryProblem };

export type ImportPreview = {
  format: ImportFormat;
  /** The CSV's columns (empty for one a line) and the one read. */
  columns: ImportColumn[];
  column: number;
  lines: PreviewLine[];
  counts: { add: number; duplicate: number; invalid: number };
};

export type ImportRefusal = { ok: false; problem: 'tooLarge' | 'tooManyLines' | 'empty' };

export type ImportOptions = {
  /** Read as this format instead of the one sniffed. */
  format?: ImportFormat;
  /** The CSV column to read instead of the one recognised. */
  column?: number;
};

// Headers that name the company, best first: a web address or domain names it exactly, an email by its domain,
// a name last. Salesforce's reports and Data Loader ("Website", "Account Name", "Email"), HubSpot's exports
// ("Company Domain Name", "Website URL", "Company name", "Email") and Pipedrive's ("Organization - Website",
// "Organization - Name", "Person - Email - Work"). Compared lower-cased, with runs of white space as one.
const COMPANY_HEADERS: readonly string[] = [
  // My accounts' own export (./list-csv.ts): the line as the rep gave it, so that it imports back as it was.
  'followed as',
  'company domain name',
  'website',
  'website url',
  'account website',
  'company website',
  'organization - website',
  'domain',
  'company domain',
  'email domain',
  'email',
  'e-mail',
  'email address',
  'work email',
  'person - email - work',
  'person - email',
  'account name',
  'company name',
  'company',
  'organization - name',
  'organization name',
  'organization',
  'account',
  'name',
];

function normalisedHeader(header: string): string {
  return header.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The byte length of a text as UTF-8, without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * RFC 4180 records, with the delimiter given: quoted fields may hold the delimiter, quotes (doubled) and line
 * breaks; CRLF, LF and CR end a record. Each record keeps the line number it starts on (1-based).
 */
export function readCsvRecords(text: string, delimiter: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let index = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (index < text.length) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"') {
        if (text.charAt(index + 1) === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text.charAt(index + 1) !== '\n')) line++;
        field += char;
      }
      index++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text.charAt(index + 1) === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
    index++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** The delimiter of a CSV's header line: the one of comma, semicolon and tab it holds most of, outside quotes. */
function sniffDelimiter(firstLine: string): string | null {
  const outside = firstLine.replace(/"[^"]*"/g, '');
  let best: string | null = null;
  let bestCount = 0;
  for (const delimiter of [',', ';', '\t']) {
    const count = outside.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A CSV is a file whose first line is a header a CRM writes: it holds a delimiter and names a company column.
 * A list of names one a line ("Acme, Inc.") is read as lines, whatever commas it holds.
 */
function sniffFormat(firstLine: string): ImportFormat {
  const delimiter = sniffDelimiter(firstLine);
  if (!delimiter) return 'lines';
  const headers = (readCsvRecords(firstLine, delimiter)[0]?.fields ?? []).map(normalisedHeader);
  return headers.some((header) => COMPANY_HEADERS.includes(header)) ? 'csv' : 'lines';
}

/** The column to read: the best-ranked header the file has, else the one whose values name companies most often. */
function recognisedColumn(headers: readonly string[], rows: readonly string[][]): number {
  const ranks = headers.map((header) => COMPANY_HEADERS.indexOf(normalisedHeader(header)));
  let best = -1;
  for (const [index, rank] of ranks.entries())
    if (rank >= 0 && (best < 0 || rank < (ranks[best] as number))) best = index;
  if (best >= 0) return best;
  const sample = rows.slice(0, 200);
  let mostNamed = 0;
  let mostCount = -1;
  for (const index of headers.keys()) {
    // A domain or an address names a company more surely than a word does.
    let count = 0;
    for (const row of sample) {
      const classified = classifyEntry(row[index] ?? '');
      if (classified.ok) count += classified.entry.kind === 'domain' ? 2 : 1;
    }
    if (count > mostCount) {
      mostNamed = index;
      mostCount = count;
    }
  }
  return mostNamed;
}

/** Classifies every value in order, marking a company named twice as a duplicate of its first line. */
function previewValues(values: readonly { line: number; text: string }[]): PreviewLine[] {
  const firstLines = new Map<string, number>();
  return values.map(({ line, text }): PreviewLine => {
    const classified: ClassifiedEntry = classifyEntry(text);
    if (!classified.ok) return { line, text, status: 'invalid', problem: classified.problem };
    const key = entryKey(classified.entry);
    const firstLine = firstLines.get(key);
    if (firstLine !== undefined)
      return { line, text, status: 'duplicate', entry: classified.entry, key, firstLine };
    firstLines.set(key, line);
    return { line, text, status: 'add', entry: classified.entry, key };
  });
}

/**
 * What every line of a paste or a file becomes, before anything is added. A CSV's header line is no company;
 * a trailing empty line is not a line. Refused, with the reason, past MAX_IMPORT_BYTES or MAX_IMPORT_LINES.
 */
export function previewImport(input: string, options: ImportOptions = {}): ImportPreview | ImportRefusal {
  if (utf8Length(input) > MAX_IMPORT_BYTES) return { ok: false, problem: 'tooLarge' };
  const text = input.replace(/^\ufeff/, '').replace(/(?:\r\n|\r|\n)$/, '');
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const format = options.format ?? sniffFormat(firstLine);
  let values: { line: number; text: string }[];
  let columns: ImportColumn[] = [];
  let column = 0;
  if (format === 'csv') {
    const records = readCsvRecords(text, sniffDelimiter(firstLine) ?? ',');
    const [header, ...rows] = records;
    columns = (header?.fields ?? []).map((name, index) => ({ index, header: name.trim() }));
    const rowFields = rows.map((row) => row.fields);
    column =
      options.column !== undefined && options.column >= 0 && options.column < columns.length
        ? options.column
        : recognisedColumn(
            columns.map((item) => item.header),
            rowFields,
          );
    values = rows.map((row) => ({ line: row.line, text: row.fields[column] ?? '' }));
  } else {
    values = text.split(/\r\n|\r|\n/).map((line, index) => ({ line: index + 1, text: line }));
  }
  if (values.length > MAX_IMPORT_LINES) return { ok: false, problem: 'tooManyLines' };
  const lines = previewValues(values);
  const counts = { add: 0, duplicate: 0, invalid: 0 };
  for (const line of lines) counts[line.status]++;
  return { format, columns, column, lines, counts };
}
