/** A piece of text, marked when it matches the search. */
export type TextSegment = { text: string; match: boolean };

/**
 * Splits text around every case-insensitive occurrence of the query, for find-in-text highlighting.
 * The segments join back to the original text exactly.
 */
export function splitMatches(text: string, query: string): TextSegment[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase('en-US');
  // Lower-casing can change length for a few characters; searching only when it did not keeps offsets true.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const segments: TextSegment[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) segments.push({ text: text.slice(from, at), match: false });
    segments.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), match: false });
  return segments;
}

/** How many matches splitMatches found. */
export function countMatches(segments: readonly TextSegment[]): number {
  return segments.filter((segment) => segment.match).length;
}
