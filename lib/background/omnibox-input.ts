import type { ReferenceItem, VendorReferenceItem } from '../api/reference';
import { findReferenceOption, type ReferenceIndex } from '../research/reference-filter';
import type { SidebarRoute } from '../ui/navigation-history';
import { researchRoute, textSearchRoute } from '../ui/research-route';
import { lookupId, parseLookupQuery } from './lookup-query';
import { matchVendor } from './reference-catalog';

// What the rep typed after the omnibox keyword `bl`, read as what they want: `bl acme.com` (a domain, web
// address or email address) opens the account, `bl vendor relaytics` the vendor, `bl market Sales Engagement`
// (also `product`, `industry`) the interviews filtered by that reference value, `bl account Acme Inc` an
// account by its exact name, and anything else searches interview text. Only the registrable domain of an
// address is kept (lib/background/lookup-query.ts), never its path or an address's local part.

/** The reference lists a `market`, `product` or `industry` prefix filters interviews by. */
export type FilterList = 'markets' | 'products' | 'industries';

/** What the omnibox text asks for. */
export type OmniboxIntent =
  | { kind: 'account'; id: string }
  | { kind: 'vendor'; text: string }
  | { kind: 'filter'; list: FilterList; text: string }
  | { kind: 'search'; text: string };

/** The words that name what follows them, as the rep types them. */
const PREFIXES: Record<string, Exclude<OmniboxIntent['kind'], 'search'> | FilterList> = {
  account: 'account',
  vendor: 'vendor',
  market: 'markets',
  product: 'products',
  industry: 'industries',
};

/** The word a suggestion's text starts with for each filter list (the inverse of the prefixes above). */
export const FILTER_PREFIX: Record<FilterList, string> = {
  markets: 'market',
  products: 'product',
  industries: 'industry',
};

/** Each filter list's parameter in an interview search (docs/api.md 4.1). */
const FILTER_PARAMETER: Record<FilterList, string> = {
  markets: 'in_market_for[]',
  products: 'products[]',
  industries: 'industry[]',
};

/** Reads the omnibox text (already checked by lib/schemas/omnibox.ts) as an intent; null when it is empty. */
export function classifyOmniboxInput(text: string): OmniboxIntent | null {
  const typed = text.replace(/\s+/g, ' ').trim();
  if (!typed) return null;
  const [first = '', ...rest] = typed.split(' ');
  const prefix = PREFIXES[first.toLowerCase()];
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
