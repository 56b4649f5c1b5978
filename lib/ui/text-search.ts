// Finding words in text for marking: the transcript view's find bar and the interview search's passages
// (lib/research/interview-passages.ts), and the pickers' type-ahead (lib/research/reference-filter.ts).
// Matching ignores case, accents and width as the rep's language reads letters: each character is folded the way
// an `Intl.Collator` of that language at base strength compares it ("zur" finds "Zürich" in German; in Swedish,
// where ä and ö are letters of their own, "a" does not find "ä"; in Japanese カ finds か and ｒ finds r). The
// collator decides once per character and language; the search itself compares folded strings, because a
// collator can neither find a piece inside a text nor say where it is, and comparing at every offset takes a
// keystroke past the pickers' budget on a long vendor list. Offsets always point into the original
// text, so the marked pieces join back to it exactly and are rendered as text (<mark> around text nodes), never
// as HTML. Sorting text shown to the rep goes by the same language's collator (`compareText`).
import { formattingLocale } from '../i18n/catalogue';
import { perLocale } from '../i18n/per-locale';

/** A piece of text, marked when it matches the search. */
export type TextSegment = { text: string; match: boolean };

/** A match in the original text: `[start, end)` in UTF-16 offsets. */
export type TextRange = { start: number; end: number };

/** Text folded for matching, with where each folded character came from in the original. */
export type FoldedText = {
  readonly text: string;
  readonly folded: string;
  /** The language it was folded for: a query is folded the same way. */
  readonly locale: string;
  /** For each folded character, the original offsets of the character it came from; null: the same offset. */
  readonly starts: readonly number[] | null;
  readonly ends: readonly number[] | null;
};

const WORD_SEPARATOR = /[^\p{L}\p{N}\p{M}]+/u;
const MARKS = /\p{M}/gu;
const WORD_CHAR_AT_END = /[\p{L}\p{N}]$/u;
const WORD_CHAR_AT_START = /^[\p{L}\p{N}]/u;
/** Anything but printable ASCII and the usual white space, whose whole fold is lower case in every language. */
const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/;

/** Sorts text shown to the rep: the language's alphabet, and numbers by value ("Plan 2" before "Plan 10"). */
const sortCollator = perLocale((locale) => new Intl.Collator(locale, { numeric: true }));
/** Compares regardless of case, accents and width, as the language tells letters apart. */
const baseCollator = perLocale((locale) => new Intl.Collator(locale, { sensitivity: 'base' }));

/** Orders two texts shown to the rep (names, labels) in the rep's language: for `Array.prototype.sort`. */
export function compareText(left: string, right: string, locale: string = formattingLocale()): number {
  return sortCollator(locale).compare(left, right);
}

/** True when two texts are the same to the rep's language regardless of case, accents and width. */
export function sameText(left: string, right: string, locale: string = formattingLocale()): boolean {
  return baseCollator(locale).compare(left, right) === 0;
}

/** Letters that no decomposition takes apart but a collator reads as plain letters in most languages. */
const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ı: 'i',
};

/** The language-blind fold of one character: compatibility form (width), lower case, no marks, kana as hiragana. */
function plainFold(point: string): string {
  const ligature = LIGATURES[point];
  if (ligature !== undefined) return ligature;
  return (
    point
      .normalize('NFKD')
      .toLowerCase()
      .replace(MARKS, '')
      // Katakana as hiragana: the same syllables, which a collator at base strength does not tell apart.
      .replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60))
  );
}

/** Each character's fold, per language: decided once by the language's collator. */
const pointFolds = perLocale(() => new Map<string, string>());

/**
 * One character as the language's collator reads it at base strength: its plain fold when the collator finds
 * them equal (Ü is u in German), else its lower case when that is equal (Ä is ä in Swedish), else itself.
 */
function foldPoint(point: string, locale: string): string {
  const folds = pointFolds(locale);
  const known = folds.get(point);
  if (known !== undefined) return known;
  const collator = baseCollator(locale);
  const plain = plainFold(point);
  let folded = point;
  if (plain === point || collator.compare(point, plain) === 0) folded = plain;
  else {
    const lower = point.toLocaleLowerCase(locale);
    if (lower !== point && collator.compare(point, lower) === 0) folded = lower;
  }
  folds.set(point, folded);
  return folded;
}

/**
 * Lower case without accents (and, where the rep's language reads them so, width and kana): what every search
 * in Buyer Lens compares. `locale`: the language whose letters decide (default the rep's).
 */
export function foldCase(text: string, locale: string = formattingLocale()): string {
  if (!NOT_PLAIN_ASCII.test(text)) return text.toLowerCase();
  let folded = '';
  for (const point of text) folded += foldPoint(point, locale);
  return folded;
}

/** Folds text once (lower case, no accents), keeping the way back to the original offsets. */
export function foldForSearch(text: string, locale: string = formattingLocale()): FoldedText {
  // Most interview text is printable ASCII: lower-casing it keeps every offset, so no map is needed.
  if (!NOT_PLAIN_ASCII.test(text))
    return { text, folded: text.toLowerCase(), locale, starts: null, ends: null };
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
    const piece = foldPoint(point, locale);
    for (let index = 0; index < piece.length; index++) {
      starts.push(at);
      ends.push(at + point.length);
    }
    // A mark that folds away (a combining accent, the half-width ﾞ) belongs to the character before it: a match
    // ending there takes it along, so "ｶﾌﾞ" is marked whole and not cut after ﾌ.
    if (piece === '' && ends.length > 0) ends[ends.length - 1] = at + point.length;
    folded += piece;
    at += point.length;
  }
  return { text, folded, locale, starts, ends };
}

/**
 * The words of a query as transcript search splits `q` (docs/api.md 10.2: letters and digits of any script),
 * folded (for `locale`, default the rep's language) and without repeats.
 */
export function queryWords(query: string, locale: string = formattingLocale()): string[] {
  const words = query
    .split(WORD_SEPARATOR)
    .map((word) => foldCase(word, locale))
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
  const source = folded ?? foldForSearch(text);
  const words = queryWords(query, source.locale);
  if (words.length === 0) return [{ text, match: false }];
  return splitRanges(text, findWords(source, words, { wholeWords }));
}

/** How many matches splitMatches found. */
export function countMatches(segments: readonly TextSegment[]): number {
  return segments.filter((segment) => segment.match).length;
}
