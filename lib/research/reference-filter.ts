import { formattingLocale } from '../i18n/catalogue';
import { compareText, foldCase } from '../ui/text-search';

// Type-ahead over a reference list (docs/api.md 4.3): the pickers' products (258 names), the Vendors view's
// vendors. Lists are filtered on every keystroke, so each item's search keys are folded once
// (`createReferenceIndex`) and a keystroke only compares strings (`npm run bench:research`; budget 5 ms). Folding
// and the order of equal matches follow the rep's language (lib/ui/text-search.ts): the index keeps the language
// it was folded for, and a query is folded the same way. What the API matches exactly (a name or slug ignoring
// case, a domain) stays as the API spells it.

/** What can be searched: a reference item, and for vendors also its domain, slug and buyers. */
export type ReferenceOption = {
  name: string;
  transcript_count: number;
  domain_name?: string;
  slug?: string;
  buyer_count?: number;
};

type IndexedOption<T> = {
  option: T;
  /** How many buyers (vendors) or interviews: more comes first among equal matches. */
  weight: number;
  /** The item's place in the list sorted by name in the index's language: what breaks ties of weight. */
  nameOrder: number;
  name: string;
  words: string[];
  compactName: string;
  domain: string;
  /** The domain without its suffix: `northbeam` of `northbeam.io`. */
  domainLabel: string;
  slug: string;
};

/** A list made ready for filtering; build it once per list, not per keystroke. */
export type ReferenceIndex<T extends ReferenceOption = ReferenceOption> = {
  readonly items: readonly IndexedOption<T>[];
  /** The API's exact keys (docs/api.md 10.1: name or slug without case or outer spaces, or a domain). */
  readonly byKey: ReadonlyMap<string, T>;
  /** The language its names were folded for, and whose order breaks ties. */
  readonly locale: string;
};

/**
 * Text as the search compares it: accents dropped (Ü is U, where the rep's language reads it so), case folded,
 * every run of anything but letters and digits one space. "Zürich-Analytics" and "zurich analytics" compare equal.
 */
export function foldText(text: string, locale: string = formattingLocale()): string {
  return foldCase(text, locale)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A domain as docs/api.md 10.1 matches it: lower case, without scheme, path, `www.` or trailing dot. */
export function foldDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** A name or slug as the API matches it exactly: only case and outer spaces are ignored. */
function exactKey(value: string): string {
  return value.trim().toLocaleLowerCase('en-US');
}

/** Indexes a list: names, and a vendor's domain and slug, folded once (for `locale`, default the rep's language). */
export function createReferenceIndex<T extends ReferenceOption>(
  options: readonly T[],
  locale: string = formattingLocale(),
): ReferenceIndex<T> {
  const byKey = new Map<string, T>();
  const remember = (key: string, option: T) => {
    if (key && !byKey.has(key)) byKey.set(key, option);
  };
  const items = options.map((option) => {
    const name = foldText(option.name, locale);
    const domain = option.domain_name ? foldDomain(option.domain_name) : '';
    remember(exactKey(option.name), option);
    if (option.slug) remember(exactKey(option.slug), option);
    if (domain) remember(domain, option);
    return {
      option,
      name,
      words: name.split(' ').filter(Boolean),
      compactName: name.replaceAll(' ', ''),
      domain,
      domainLabel: domain.split('.')[0] ?? domain,
      slug: option.slug ? foldText(option.slug, locale) : '',
      weight: option.buyer_count ?? option.transcript_count,
      nameOrder: 0,
    };
  });
  // The language's order of names is found once here, so a keystroke sorts by numbers only (a collator compare
  // on every tie would triple the time of a short query on 2,000 vendors).
  [...items]
    .sort((left, right) => compareText(left.option.name, right.option.name, locale))
    .forEach((item, order) => {
      item.nameOrder = order;
    });
  return { items, byKey, locale };
}

/**
 * The item a value names as the API would match it (exact name or slug ignoring case, or a vendor's domain or
 * URL), if any: what transcript search would use rather than silently drop.
 */
export function findReferenceOption<T extends ReferenceOption>(
  index: ReferenceIndex<T>,
  value: string,
): T | undefined {
  return index.byKey.get(exactKey(value)) ?? index.byKey.get(foldDomain(value));
}

// How well an item matches, best first. Equal ranks go by buyers (vendors) or interviews, then name.
const EXACT = 0;
const NAME_PREFIX = 1;
const WORD_PREFIX = 2;
const DOMAIN_PREFIX = 3;
const NAME_CONTAINS = 4;
const ANYWHERE = 5;
const EVERY_WORD = 6;

function rankOf<T>(item: IndexedOption<T>, query: string, domainQuery: string): number | null {
  const compactQuery = query.replaceAll(' ', '');
  if (
    item.name === query ||
    (item.slug && item.slug === query) ||
    (item.domain && (item.domain === domainQuery || item.domainLabel === domainQuery))
  )
    return EXACT;
  if (item.name.startsWith(query)) return NAME_PREFIX;
  if (item.words.some((word) => word.startsWith(query))) return WORD_PREFIX;
  if (item.domain && domainQuery && (item.domain.startsWith(domainQuery) || item.slug.startsWith(query)))
    return DOMAIN_PREFIX;
  if (item.name.includes(query) || (compactQuery && item.compactName.includes(compactQuery)))
    return NAME_CONTAINS;
  if (item.domain && ((domainQuery && item.domain.includes(domainQuery)) || item.slug.includes(query)))
    return ANYWHERE;
  // Words in another order or abbreviated ("analytics north"): each starts a word of the name or the domain.
  const queryWords = query.split(' ');
  if (
    queryWords.length > 1 &&
    queryWords.every(
      (word) => item.words.some((own) => own.startsWith(word)) || item.domain?.startsWith(word),
    )
  )
    return EVERY_WORD;
  return null;
}

/** Most buyers (vendors) or interviews first, then by name in the index's language. */
function byWeightThenName<T>(left: IndexedOption<T>, right: IndexedOption<T>): number {
  return right.weight - left.weight || left.nameOrder - right.nameOrder;
}

/**
 * The items matching what the rep typed, best first: an exact name, slug or domain, then names starting with
 * it, a word starting with it, a domain starting with it, names and domains containing it, and every typed
 * word starting a word. Accents, case and punctuation do not matter. An empty query lists the items with the
 * most buyers (vendors) or interviews first.
 */
export function filterReference<T extends ReferenceOption>(
  index: ReferenceIndex<T>,
  text: string,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const query = foldText(text, index.locale);
  if (!query)
    return [...index.items]
      .sort(byWeightThenName)
      .slice(0, limit)
      .map((item) => item.option);
  const domainQuery = foldDomain(text);
  const ranked: { item: IndexedOption<T>; rank: number }[] = [];
  for (const item of index.items) {
    const rank = rankOf(item, query, domainQuery);
    if (rank !== null) ranked.push({ item, rank });
  }
  ranked.sort((left, right) => left.rank - right.rank || byWeightThenName(left.item, right.item));
  return ranked.slice(0, limit).map((entry) => entry.item.option);
}
