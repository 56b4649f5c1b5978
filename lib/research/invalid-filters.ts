import type { InvalidFilterDetail } from '../api/errors';
import type { ReferenceList } from '../api/reference';
import { type AccountListFilter, type AccountSearch, onPage } from './account-search';
import { foldText } from './reference-filter';

// A 422 from the account list (docs/api.md 4.4 rule 4, 10.3) names each unresolved value with its kind and up
// to three suggestions joined by ", ". A suggestion may hold a comma itself (`Consumer Goods > Apparel,
// Footwear & Accessories`), so the plain split can cut one in two: with the reference list of that kind, the
// text is split where every piece is a known value.

/** The 422's kind (`use case`, `industry`, `vendor`, `product`, `account`) → the reference list of its values. */
const LIST_OF_KIND: Record<string, ReferenceList> = {
  'use case': 'markets',
  industry: 'industries',
  vendor: 'vendors',
  product: 'products',
  account: 'buyers',
};

/** The 422's kind → the search filter the value came from. */
const FILTER_OF_KIND: Record<string, AccountListFilter> = {
  'use case': 'in_market_for',
  industry: 'industry',
  vendor: 'vendors',
  product: 'products',
  account: 'accounts',
};

/** The reference list that holds the values of a 422's kind, if there is one. */
export function referenceListOfKind(kind: string): ReferenceList | undefined {
  const key = kind.trim().toLowerCase();
  return Object.hasOwn(LIST_OF_KIND, key) ? LIST_OF_KIND[key] : undefined;
}

/** Strips what the API may put around one suggestion: quotes, a leading "or", end punctuation. */
function cleanPiece(value: string): string {
  return value
    .trim()
    .replace(/^(?:or|and)\s+/i, '')
    .replace(/[?.!]+$/, '')
    .replace(/^['"‘’`](.*)['"‘’`]$/, '$1')
    .trim();
}

/**
 * Splits a 422's suggestion text so that every piece is a known value: pieces are runs of the text between
 * commas (or " or "), and of the ways to split, the one with the fewest pieces wins (a known value holding a
 * comma beats its two halves). Null when no split makes every piece known (the caller keeps the plain split).
 */
export function segmentSuggestions(text: string, isKnown: (value: string) => boolean): string[] | null {
  // Cut points: after each separator; a piece runs from one cut to a separator's start.
  const separators = [...text.matchAll(/\s*,\s*|\s+or\s+/gi)];
  const starts = [0, ...separators.map((match) => (match.index ?? 0) + match[0].length)];
  const ends = [...separators.map((match) => match.index ?? 0), text.length];
  const count = starts.length;
  // best[i]: the fewest known pieces covering tokens 0..i-1, and where the last piece starts.
  const best: ({ pieces: number; from: number } | null)[] = [{ pieces: 0, from: -1 }];
  for (let end = 1; end <= count; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const piece = cleanPiece(text.slice(starts[start], ends[end - 1]));
      if (piece === '' || !isKnown(piece)) continue;
      const current = best[end];
      if (!current || before.pieces + 1 < current.pieces)
        best[end] = { pieces: before.pieces + 1, from: start };
    }
  }
  if (!best[count]) return null;
  const pieces: string[] = [];
  for (let end = count; end > 0; ) {
    const step = best[end] as { from: number };
    pieces.unshift(cleanPiece(text.slice(starts[step.from], ends[end - 1])));
    end = step.from;
  }
  return pieces;
}

/**
 * The suggestions of one unresolved value: split by the reference list of its kind when `isKnown` is given
 * (the list has loaded) and a split exists where every piece is known, else the plain split.
 */
export function suggestionsOf(filter: InvalidFilterDetail, isKnown?: (value: string) => boolean): string[] {
  if (!isKnown || !filter.suggestionText) return filter.suggestions;
  return segmentSuggestions(filter.suggestionText, isKnown) ?? filter.suggestions;
}

/** The filter a 422's value came from, found by its kind, else by the value itself. */
function filterHolding(search: AccountSearch, filter: InvalidFilterDetail): AccountListFilter | undefined {
  const kind = filter.kind.trim().toLowerCase();
  const byKind = Object.hasOwn(FILTER_OF_KIND, kind) ? FILTER_OF_KIND[kind] : undefined;
  if (byKind && search[byKind]?.some((value) => sameValue(value, filter.value))) return byKind;
  return (Object.values(FILTER_OF_KIND) as AccountListFilter[]).find((key) =>
    search[key]?.some((value) => sameValue(value, filter.value)),
  );
}

function sameValue(a: string, b: string): boolean {
  return foldText(a) === foldText(b);
}

/**
 * The search with an unresolved value replaced by `replacement` (a suggestion), or left out when
 * `replacement` is null; back to page 1, as any new search. Unchanged when the search does not hold it.
 */
export function replaceFilterValue(
  search: AccountSearch,
  filter: InvalidFilterDetail,
  replacement: string | null,
): AccountSearch {
  const key = filterHolding(search, filter);
  if (!key) return search;
  const values = (search[key] ?? []).flatMap((value) =>
    sameValue(value, filter.value) ? (replacement === null ? [] : [replacement]) : [value],
  );
  const next: AccountSearch = { ...onPage(search, 1) };
  const unique = [...new Set(values)];
  if (unique.length > 0) next[key] = unique;
  else delete next[key];
  // Without products no rating bound may stay (docs/api.md 4.4).
  if (!next.products) {
    delete next.min_rating;
    delete next.max_rating;
  }
  return next;
}
