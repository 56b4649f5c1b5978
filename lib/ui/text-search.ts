// Finding words in text for marking: the transcript view's find bar and the interview search's passages
// (lib/research/interview-passages.ts). Matching ignores case and accents ("funnels" marks "Fünnels"), and
// offsets always point into the original text, so the marked pieces join back to it exactly and are rendered
// as text (<mark> around text nodes), never as HTML.

/** A piece of text, marked when it matches the search. */
export type TextSegment = { text: string; match: boolean };

/** A match in the original text: `[start, end)` in UTF-16 offsets. */
export type TextRange = { start: number; end: number };

/** Text folded for matching, with where each folded character came from in the original. */
export type FoldedText = {
  readonly text: string;
  readonly folded: string;
  /** For each folded character, the original offsets of the character it came from; null: the same offset. */
  readonly starts: readonly number[] | null;
  readonly ends: readonly number[] | null;
};

const WORD_SEPARATOR = /[^\p{L}\p{N}\p{M}]+/u;
const MARKS = /\p{M}/gu;
const WORD_CHAR_AT_END = /[\p{L}\p{N}]$/u;
const WORD_CHAR_AT_START = /^[\p{L}\p{N}]/u;

/** Lower case without accents (any combining mark): what every search in Buyer Lens compares. */
export function foldCase(text: string): string {
  return text.normalize('NFD').toLocaleLowerCase('en-US').replace(MARKS, '');
}

/** Folds text once (lower case, no accents), keeping the way back to the original offsets. */
export function foldForSearch(text: string): FoldedText {
  // Most interview text is printable ASCII: lower-casing it keeps every offset, so no map is needed.
  if (!/[^ -~\t\n\r]/.test(text)) return { text, folded: text.toLowerCase(), starts: null, ends: null };
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = 0; at < text.length; ) {
    const code = text.charCodeAt(at);
    if (code < 128) {
      folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[at];
      starts.push(at);
      ends.push(at + 1);
      at += 1;
      continue;
    }
    const point = String.fromCodePoint(text.codePointAt(at) ?? code);
    const piece = foldCase(point);
    for (let index = 0; index < piece.length; index++) {
      starts.push(at);
      ends.push(at + point.length);
    }
    folded += piece;
    at += point.length;
  }
  return { text, folded, starts, ends };
}

/**
 * The words of a query as transcript search splits `q` (docs/api.md 10.2: letters and digits of any script),
 * folded and without repeats.
 */
export function queryWords(query: string): string[] {
  const words = query
    .split(WORD_SEPARATOR)
    .map(foldCase)
    .filter((word) => word !== '');
  return [...new Set(words)];
}

/**
 * Where any of the words occurs, in text order, overlapping hits merged. `wholeWords` matches only whole words
 * (as the API does); otherwise a word matches anywhere (find as you type).
 */
export function findWords(
  text: FoldedText,
  words: readonly string[],
  { wholeWords = false }: { wholeWords?: boolean } = {},
): TextRange[] {
  const { folded } = text;
  const hits: { start: number; end: number }[] = [];
  for (const word of words) {
    if (!word) continue;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      const end = at + word.length;
      if (
        wholeWords &&
        (WORD_CHAR_AT_END.test(folded.slice(Math.max(0, at - 2), at)) ||
          WORD_CHAR_AT_START.test(folded.slice(end, end + 2)))
      )
        continue;
      hits.push({ start: at, end });
    }
  }
  hits.sort((left, right) => left.start - right.start || right.end - left.end);
  const ranges: TextRange[] = [];
  let last: { start: number; end: number } | undefined;
  for (const hit of hits) {
    if (last && hit.start < last.end) {
      last.end = Math.max(last.end, hit.end);
      continue;
    }
    last = { ...hit };
    ranges.push(last);
  }
  // Folded offsets back to the original: a match starts where its first folded character came from and ends
  // where its last one's character ends.
  const { starts, ends } = text;
  if (starts && ends)
    for (const range of ranges) {
      const end = range.end;
      range.start = starts[range.start] ?? text.text.length;
      range.end = ends[end - 1] ?? text.text.length;
    }
  return ranges;
}

/** Splits text into marked and unmarked pieces along the ranges (sorted, not overlapping). */
export function splitRanges(text: string, ranges: readonly TextRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let from = 0;
  for (const { start, end } of ranges) {
    if (start > from) segments.push({ text: text.slice(from, start), match: false });
    if (end > start) segments.push({ text: text.slice(start, end), match: true });
    from = Math.max(from, end);
  }
  if (from < text.length || segments.length === 0) segments.push({ text: text.slice(from), match: false });
  return segments;
}

/**
 * Splits text around every occurrence of any word of the query, ignoring case and accents, for find-in-text
 * marking (`folded`: the text's fold, when it is kept across keystrokes). The segments join back to the text.
 */
export function splitMatches(
  text: string,
  query: string,
  { wholeWords = false, folded }: { wholeWords?: boolean; folded?: FoldedText } = {},
): TextSegment[] {
  const words = queryWords(query);
  if (words.length === 0) return [{ text, match: false }];
  return splitRanges(text, findWords(folded ?? foldForSearch(text), words, { wholeWords }));
}

/** How many matches splitMatches found. */
export function countMatches(segments: readonly TextSegment[]): number {
  return segments.filter((segment) => segment.match).length;
}
