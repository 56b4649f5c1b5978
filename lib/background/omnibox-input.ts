import type { ReferenceItem, VendorReferenceItem } from '../api/reference';
import { currentLocale, hasMessage, type MessageKey, t } from '../i18n/catalogue';
import { catalogueLanguage } from '../i18n/languages';
import { findReferenceOption, type ReferenceIndex } from '../research/reference-filter';
import type { SidebarRoute } from '../ui/navigation-history';
import { researchRoute, textSearchRoute } from '../ui/research-route';
import { lookupId, parseLookupQuery } from './lookup-query';
import { matchVendor } from './reference-catalog';

// What the rep typed after the omnibox keyword `bl`, read as what they want: `bl acme.com` (a domain, web
// address or email address) opens the account, `bl vendor relaytics` the vendor, `bl market Sales Engagement`
// (also `product`, `industry`) the interviews filtered by that reference value, `bl account Acme Inc` an
// account by its exact name, and anything else searches interview text. Only the registrable domain of an
// address is kept (lib/background/lookup-query.ts), never its path or an address's local part. The prefix
// words are read in English and in the rep's language (`bl anbieter relaytics` in German), whatever their case
// and accents; the suggestions write the rep's language's.

/** The reference lists a `market`, `product` or `industry` prefix filters interviews by. */
export type FilterList = 'markets' | 'products' | 'industries';

/** What the omnibox text asks for. */
export type OmniboxIntent =
  | { kind: 'account'; id: string }
  | { kind: 'vendor'; text: string }
  | { kind: 'filter'; list: FilterList; text: string }
  | { kind: 'search'; text: string };

/** What a prefix word names: an account, a vendor, or the reference list interviews are filtered by. */
export type OmniboxPrefix = 'account' | 'vendor' | FilterList;

/** The words that name what follows them: the rep may type them in English or in their own language. */
export type OmniboxWords = {
  /** What each word names, by its folded form (`foldWord`). */
  readonly read: ReadonlyMap<string, OmniboxPrefix>;
  /** The word a suggestion's text starts with for each: the rep's language's. */
  readonly write: Readonly<Record<OmniboxPrefix, string>>;
};

const ENGLISH_WORDS: Readonly<Record<OmniboxPrefix, string>> = {
  account: 'account',
  vendor: 'vendor',
  markets: 'market',
  products: 'product',
  industries: 'industry',
};

/** Each prefix's word in the rep's language (public/i18n/<language>/background.json). */
const WORD_KEYS: Readonly<Record<OmniboxPrefix, MessageKey>> = {
  account: 'background.omniboxInput.prefixAccount',
  vendor: 'background.omniboxInput.prefixVendor',
  markets: 'background.omniboxInput.prefixMarket',
  products: 'background.omniboxInput.prefixProduct',
  industries: 'background.omniboxInput.prefixIndustry',
};

const PREFIXES = Object.keys(ENGLISH_WORDS) as OmniboxPrefix[];

/**
 * A word as it is compared: lower case, without accents (`editeur` is `Éditeur`), full-width Latin as Latin
 * (a Japanese input method's `ｖｅｎｄｏｒ`). Only Latin's combining accents go: a kana's voicing mark stays.
 */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function wordsOf(local: Partial<Record<OmniboxPrefix, string>>): OmniboxWords {
  const read = new Map(PREFIXES.map((prefix) => [foldWord(ENGLISH_WORDS[prefix]), prefix]));
  const write = { ...ENGLISH_WORDS };
  for (const prefix of PREFIXES) {
    const word = local[prefix];
    if (word === undefined) continue;
    const folded = foldWord(word);
    // A word that already names something else (English's, or another of the language's) is not taken: what
    // a suggestion writes must read back as what it offers.
    const named = read.get(folded);
    if (named !== undefined && named !== prefix) continue;
    read.set(folded, prefix);
    write[prefix] = word;
  }
  return { read, write };
}

/** English's words alone: what the omnibox reads before the rep's language is loaded. */
export const ENGLISH_OMNIBOX_WORDS: OmniboxWords = wordsOf({});

/**
 * The words the rep may type, from the catalogue: English's always, and the loaded language's. A word the
 * catalogue does not have (its messages not loaded yet) or that is no single word is left out, so English alone
 * works then.
 */
export function omniboxWords(): OmniboxWords {
  if (catalogueLanguage(currentLocale()) === 'en') return ENGLISH_OMNIBOX_WORDS;
  const local: Partial<Record<OmniboxPrefix, string>> = {};
  for (const prefix of PREFIXES) {
    if (!hasMessage(WORD_KEYS[prefix])) continue;
    const word = t(WORD_KEYS[prefix]).trim();
    if (/^\S+$/u.test(word)) local[prefix] = word;
  }
  return wordsOf(local);
}

/** Each filter list's parameter in an interview search (docs/api.md 4.1). */
const FILTER_PARAMETER: Record<FilterList, string> = {
  markets: 'in_market_for[]',
  products: 'products[]',
  industries: 'industry[]',
};

/**
 * Reads the omnibox text (already checked by lib/schemas/omnibox.ts) as an intent; null when it is empty. The
 * prefix words are English's unless others are given (`omniboxWords()`: English's and the rep's language's).
 */
export function classifyOmniboxInput(
  text: string,
  words: OmniboxWords = ENGLISH_OMNIBOX_WORDS,
): OmniboxIntent | null {
  const typed = text.replace(/\s+/g, ' ').trim();
  if (!typed) return null;
  const [first = '', ...rest] = typed.split(' ');
  const prefix = words.read.get(foldWord(first));
  const remainder = rest.join(' ');
  if (prefix === 'vendor') return { kind: 'vendor', text: remainder };
  if (prefix === 'account' && remainder) {
    const key = parseLookupQuery(remainder);
    if (key) return { kind: 'account', id: lookupId(key) };
  }
  if ((prefix === 'markets' || prefix === 'products' || prefix === 'industries') && remainder)
    return { kind: 'filter', list: prefix, text: remainder };
  const key = parseLookupQuery(typed);
  if (key?.domain) return { kind: 'account', id: key.domain };
  return { kind: 'search', text: typed };
}

/** The reference lists a route is resolved against (null: the list could not be had). */
export type OmniboxLists = {
  vendors?: ReferenceIndex<VendorReferenceItem> | null;
  markets?: ReferenceIndex<ReferenceItem> | null;
  products?: ReferenceIndex<ReferenceItem> | null;
  industries?: ReferenceIndex<ReferenceItem> | null;
};

/** The lists an intent needs to become a route (none for an account or a text search). */
export function listsFor(intent: OmniboxIntent): (keyof OmniboxLists)[] {
  if (intent.kind === 'vendor') return ['vendors'];
  if (intent.kind === 'filter') return [intent.list];
  return [];
}

/**
 * Where an intent opens the sidebar: the account; the vendor the text names exactly (else Research › Vendors
 * searching for it); the interviews filtered by the reference value the text names (its name as the list
 * spells it; else the text as an interview search); an interview search of the text.
 */
export function routeForIntent(intent: OmniboxIntent, lists: OmniboxLists): SidebarRoute {
  switch (intent.kind) {
    case 'account':
      return { view: 'account', id: intent.id };
    case 'vendor': {
      const vendor = lists.vendors ? matchVendor(lists.vendors, intent.text) : null;
      return vendor ? { view: 'vendor', slug: vendor.slug } : textSearchRoute('vendors', intent.text);
    }
    case 'filter': {
      const index = lists[intent.list];
      const item = index ? findReferenceOption(index, intent.text) : undefined;
      return item
        ? researchRoute('interviews', [[FILTER_PARAMETER[intent.list], item.name]])
        : textSearchRoute('interviews', intent.text);
    }
    case 'search':
      return textSearchRoute('interviews', intent.text);
  }
}
