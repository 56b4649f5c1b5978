import type { VendorReferenceItem } from '../api/reference';

// Research › Vendors: finding a vendor in the reference `/vendors` list (docs/api.md 4.3) by what a rep
// remembers of it, a name or a website. The list is small (tens to a few hundred vendors) and cached by the
// background for an hour, so it is filtered here, on every keystroke, without asking the API.

/** A vendor search as a value: the text typed. Its canonical query string is the page's URL fragment. */
export type VendorSearch = { text: string };

/** The canonical query string of a vendor search (`q=<text>`), empty when nothing was typed. */
export function vendorSearchToQuery(search: VendorSearch): string {
  const text = search.text.trim().replace(/\s+/g, ' ');
  return text ? new URLSearchParams({ q: text }).toString() : '';
}

/** The vendor search a query string names; anything but `q` is ignored. */
export function vendorSearchFromQuery(query: string): VendorSearch {
  const text = new URLSearchParams(query).get('q') ?? '';
  return { text: text.trim().replace(/\s+/g, ' ') };
}

/**
 * Text as the search compares it: accents dropped (Ü is U), case folded, every run of anything but letters
 * and digits one space. "Zürich-Analytics" and "zurich analytics" compare equal.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A domain as the search compares it: lower case, without a scheme, path, `www.` or trailing dot. */
function foldDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** A vendor with its text folded once, so that a keystroke compares strings and nothing more. */
type IndexedVendor<T> = {
  vendor: T;
  name: string;
  words: string[];
  compactName: string;
  domain: string;
  /** The domain without its suffix: `northbeam` of `northbeam.io`. */
  domainLabel: string;
  slug: string;
};

/** The vendor list, prepared for `filterVendors`; build it once per list. */
export type VendorIndex<T extends VendorReferenceItem = VendorReferenceItem> = {
  readonly entries: readonly IndexedVendor<T>[];
};

/** Prepares a vendor list for searching. */
export function indexVendors<T extends VendorReferenceItem>(vendors: readonly T[]): VendorIndex<T> {
  return {
    entries: vendors.map((vendor) => {
      const name = foldText(vendor.name);
      const domain = foldDomain(vendor.domain_name);
      return {
        vendor,
        name,
        words: name.split(' ').filter(Boolean),
        compactName: name.replaceAll(' ', ''),
        domain,
        domainLabel: domain.split('.')[0] ?? domain,
        slug: foldText(vendor.slug),
      };
    }),
  };
}

// How well a vendor matches, best first. Equal ranks are ordered by buyers (most first), then by name.
const EXACT = 0;
const NAME_PREFIX = 1;
const WORD_PREFIX = 2;
const DOMAIN_PREFIX = 3;
const NAME_CONTAINS = 4;
const ANYWHERE = 5;
const EVERY_WORD = 6;

function rank<T>(entry: IndexedVendor<T>, query: string, domainQuery: string): number | null {
  const compactQuery = query.replaceAll(' ', '');
  if (
    entry.name === query ||
    entry.slug === query ||
    entry.domain === domainQuery ||
    entry.domainLabel === domainQuery
  )
    return EXACT;
  if (entry.name.startsWith(query)) return NAME_PREFIX;
  if (entry.words.some((word) => word.startsWith(query))) return WORD_PREFIX;
  if (domainQuery && (entry.domain.startsWith(domainQuery) || entry.slug.startsWith(query)))
    return DOMAIN_PREFIX;
  if (entry.name.includes(query) || (compactQuery && entry.compactName.includes(compactQuery)))
    return NAME_CONTAINS;
  if ((domainQuery && entry.domain.includes(domainQuery)) || entry.slug.includes(query)) return ANYWHERE;
  // Words in another order or abbreviated ("analytics north"): each starts a word of the name or domain.
  const queryWords = query.split(' ');
  if (
    queryWords.length > 1 &&
    queryWords.every(
      (word) => entry.words.some((own) => own.startsWith(word)) || entry.domain.startsWith(word),
    )
  )
    return EVERY_WORD;
  return null;
}

function byBuyersThenName<T extends VendorReferenceItem>(a: T, b: T): number {
  return b.buyer_count - a.buyer_count || a.name.localeCompare(b.name, 'en-US');
}

/**
 * The vendors matching what the rep typed, best matches first: an exact name, slug or domain, then names that
 * start with it, a word of the name that does, a domain that does, then names and domains containing it.
 * Accents and case do not matter. An empty query lists every vendor, most buyers first.
 */
export function filterVendors<T extends VendorReferenceItem>(index: VendorIndex<T>, text: string): T[] {
  const query = foldText(text);
  if (!query) return index.entries.map((entry) => entry.vendor).sort(byBuyersThenName);
  const domainQuery = foldDomain(text);
  const ranked: { vendor: T; rank: number }[] = [];
  for (const entry of index.entries) {
    const found = rank(entry, query, domainQuery);
    if (found !== null) ranked.push({ vendor: entry.vendor, rank: found });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || byBuyersThenName(a.vendor, b.vendor))
    .map((item) => item.vendor);
}
