import type { TranscriptDetail } from '../api/transcripts';
import { findWords, foldForSearch, type TextRange, type TextSegment } from '../ui/text-search';

// The passages an interview search shows under a result: the words around each hit of `q` in the interview's
// text, with the hits marked. A search result carries no text (docs/api.md 4.1 rule 5), so these are cut from
// the transcript detail (4.2) once it arrives. Words are matched whole, ignoring case and accents, as the API's
// `q` matches them (docs/api.md 10.2).

/** A few words of an interview around one or more hits; `before`/`after`: the text goes on there. */
export type Passage = { segments: TextSegment[]; before: boolean; after: boolean };

/** How passages are cut: words kept on each side of a hit, and the most passages shown. */
export type PassageOptions = { radius?: number; max?: number };

type Token = { start: number; end: number };

/** The index of the token holding `offset` (the nearest one before it, between tokens). */
function tokenAt(tokens: readonly Token[], offset: number): number {
  let low = 0;
  let high = tokens.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((tokens[middle] as Token).start <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The passages of `text` around the words (already folded, e.g. `queryWords(q)`): each hit gets `radius`
 * words either side, windows that touch are joined, and the `max` windows holding the most different words
 * (then the most hits, then the earliest) are kept, in text order. Whitespace inside a passage reads as one space.
 */
export function extractPassages(
  text: string,
  words: readonly string[],
  { radius = 12, max = 3 }: PassageOptions = {},
): Passage[] {
  if (words.length === 0 || max <= 0) return [];
  const folded = foldForSearch(text);
  const hits = findWords(folded, words, { wholeWords: true });
  if (hits.length === 0) return [];
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g))
    tokens.push({ start: match.index, end: match.index + match[0].length });

  type Window = { first: number; last: number; hits: TextRange[]; words: Set<string> };
  const windows: Window[] = [];
  for (const hit of hits) {
    const first = Math.max(0, tokenAt(tokens, hit.start) - radius);
    const last = Math.min(tokens.length - 1, tokenAt(tokens, hit.end - 1) + radius);
    const word = foldForSearch(text.slice(hit.start, hit.end)).folded;
    const previous = windows[windows.length - 1];
    if (previous && first <= previous.last + 1) {
      previous.last = Math.max(previous.last, last);
      previous.hits.push(hit);
      previous.words.add(word);
    } else {
      windows.push({ first, last, hits: [hit], words: new Set([word]) });
    }
  }

  const chosen = windows
    .map((window, order) => ({ window, order }))
    .sort(
      (left, right) =>
        right.window.words.size - left.window.words.size ||
        right.window.hits.length - left.window.hits.length ||
        left.order - right.order,
    )
    .slice(0, max)
    .sort((left, right) => left.order - right.order);

  return chosen.map(({ window }) => {
    const start = (tokens[window.first] as Token).start;
    const end = (tokens[window.last] as Token).end;
    const segments: TextSegment[] = [];
    let from = start;
    for (const hit of window.hits) {
      if (hit.start > from) segments.push({ text: text.slice(from, hit.start), match: false });
      segments.push({ text: text.slice(hit.start, hit.end), match: true });
      from = hit.end;
    }
    if (end > from) segments.push({ text: text.slice(from, end), match: false });
    return {
      segments: segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ') })),
      before: window.first > 0,
      after: window.last < tokens.length - 1,
    };
  });
}

/** Where an interview's passages were found. */
export type PassageSource = 'transcript' | 'buyer perspective' | 'quick study';

/**
 * The passages of an interview for a search's words: from the full transcript, then (when the words are not
 * there: `q` also matches titles, names and stacks) the buyer perspective and the quick study, up to `max`.
 */
export function interviewPassages(
  detail: Pick<TranscriptDetail, 'full_transcript' | 'buyer_perspective' | 'quick_study'>,
  words: readonly string[],
  { radius, max = 3 }: PassageOptions = {},
): { source: PassageSource; passage: Passage }[] {
  const sources: [PassageSource, string][] = [
    ['transcript', detail.full_transcript],
    ['buyer perspective', detail.buyer_perspective],
    ['quick study', detail.quick_study],
  ];
  const found: { source: PassageSource; passage: Passage }[] = [];
  for (const [source, text] of sources) {
    const left = max - found.length;
    if (left <= 0) break;
    for (const passage of extractPassages(text, words, { radius, max: left }))
      found.push({ source, passage });
  }
  return found;
}
