import { describe, expect, it } from 'vitest';
import { classifyOmniboxInput, routeForIntent } from '@/lib/background/omnibox-input';
import { createReferenceIndex } from '@/lib/research/reference-filter';
import { routeToFragment } from '@/lib/ui/sidebar-location';
import { INDUSTRIES, MARKETS, PRODUCTS, VENDORS } from './reference-fixtures';

// `bl <text>` in the address bar, read as what the rep wants, and where the sidebar then opens.

const lists = {
  vendors: createReferenceIndex(VENDORS),
  markets: createReferenceIndex(MARKETS),
  products: createReferenceIndex(PRODUCTS),
  industries: createReferenceIndex(INDUSTRIES),
};

describe('classifyOmniboxInput', () => {
  it.each([
    ['acme.com', { kind: 'account', id: 'acme.com' }],
    ['  https://careers.acme.co.uk/jobs?team=ops  ', { kind: 'account', id: 'acme.co.uk' }],
    ['Jane Doe <jane@eu.acme.com>', { kind: 'account', id: 'acme.com' }],
    ['account Acme Inc', { kind: 'account', id: 'Acme Inc' }],
    ['Account   acme.com', { kind: 'account', id: 'acme.com' }],
    ['vendor relaytics', { kind: 'vendor', text: 'relaytics' }],
    ['VENDOR', { kind: 'vendor', text: '' }],
    ['market Sales Engagement', { kind: 'filter', list: 'markets', text: 'Sales Engagement' }],
    ['product Relaytics CRM', { kind: 'filter', list: 'products', text: 'Relaytics CRM' }],
    ['industry logistics', { kind: 'filter', list: 'industries', text: 'logistics' }],
    ['churn   risk', { kind: 'search', text: 'churn risk' }],
    ['Acme Inc', { kind: 'search', text: 'Acme Inc' }],
    // A word alone that happens to be a prefix, or an intranet host: a search, never a request for an account.
    ['market', { kind: 'search', text: 'market' }],
    ['wiki.acme.local', { kind: 'search', text: 'wiki.acme.local' }],
    ['vendorrelaytics', { kind: 'search', text: 'vendorrelaytics' }],
  ])('%j → %j', (text, intent) => {
    expect(classifyOmniboxInput(text)).toEqual(intent);
  });

  it('reads nothing into an empty text', () => {
    expect(classifyOmniboxInput('   ')).toBeNull();
  });
});

describe('routeForIntent', () => {
  const route = (text: string) => {
    const intent = classifyOmniboxInput(text);
    if (!intent) throw new Error('no intent');
    return routeForIntent(intent, lists);
  };

  it.each([
    ['pinecrestlogistics.com', '#account/pinecrestlogistics.com'],
    ['vendor relaytics', '#vendor/relaytics'],
    ['vendor Relàytics ', '#vendor/relaytics'],
    ['vendor https://www.relaytics.com/pricing', '#vendor/relaytics'],
    ['vendor northbeam.io', '#vendor/northbeam-analytics'],
    // Not a vendor's exact name, slug or domain: the vendor search, with the text.
    ['vendor relay', '#research/vendors?q=relay'],
    ['vendor', '#research/vendors'],
    ['market sales engagement', '#research/interviews?in_market_for%5B%5D=Sales+Engagement'],
    ['industry logistics & supply chain', '#research/interviews?industry%5B%5D=Logistics+%26+Supply+Chain'],
    ['product Relaytics CRM', '#research/interviews?products%5B%5D=Relaytics+CRM'],
    ['market churn', '#research/interviews?q=churn'],
    ['churn', '#research/interviews?q=churn'],
    ['why did they leave? #1 & more', '#research/interviews?q=why+did+they+leave%3F+%231+%26+more'],
  ])('%j opens %s', (text, fragment) => {
    expect(routeToFragment(route(text))).toBe(fragment);
  });

  it('falls back to searching when the list could not be had', () => {
    const intent = classifyOmniboxInput('vendor relaytics');
    if (!intent) throw new Error('no intent');
    expect(routeForIntent(intent, { vendors: null })).toEqual({
      view: 'research',
      tab: 'vendors',
      query: 'q=relaytics',
    });
  });
});
