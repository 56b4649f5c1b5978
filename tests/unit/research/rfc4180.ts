// A strict RFC 4180 reader for the tests: records end with CRLF, a quoted field may hold commas, CR, LF and
// doubled quotes, and anything else (a bare quote inside a field, a lone CR or LF) is an error, so a writer
// that breaks the format fails the round trip instead of being read leniently.

/** The records of a CSV text (the last CRLF is optional). Throws on text that is not RFC 4180. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error(`unterminated quoted field at ${at}`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const end = text.slice(at).search(/[,\r\n]/);
      field = end < 0 ? text.slice(at) : text.slice(at, at + end);
      if (field.includes('"')) throw new Error(`bare quote in an unquoted field at ${at}`);
      at = end < 0 ? text.length : at + end;
    }
    fields.push(field);
    if (text[at] === ',') {
      at += 1;
      continue;
    }
    records.push(fields);
    fields = [];
    if (at >= text.length) return records;
    if (text.startsWith('\r\n', at)) at += 2;
    else throw new Error(`a record must end with CRLF, at ${at}`);
    if (at >= text.length) return records;
  }
}
