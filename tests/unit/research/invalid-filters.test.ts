import { describe, expect, it } from 'vitest';
import { parseInvalidFilters } from '@/lib/api/error-from-response';
import type { InvalidFilterDetail } from '@/lib/api/errors';
import {
  referenceListOfKind,
  replaceFilterValue,
  segmentSuggestions,
  suggestionsOf,
} from '@/lib/research/invalid-filters';
import { createReferenceIndex, findReferenceOption } from '@/lib/research/reference-filter';

const INDUSTRIES = createReferenceIndex(
  [
    'Consumer Goods > Apparel, Footwear & Accessories',
    'Consumer Goods > Food & Beverage',
    'Energy > Renewables',
    'Footwear & Accessories',
    'Media > Streaming',
  ].map((name) => ({ name, transcript_count: 1 })),
);
const known = (value: string) => findReferenceOption(INDUSTRIES, value) !== undefined;

/** The sandbox's line for a near miss of the industry whose name holds a comma (sandbox/interview-search.ts). */
const COMMA_LINE =
  "- Could not find industry 'Consumer Goods > Apparel'. Did you mean: Consumer Goods > Apparel, Footwear & Accessories, Consumer Goods > Food & Beverage, Energy > Renewables?";

describe('suggestions split by the reference list', () => {
  it('keeps a suggestion that holds a comma whole', () => {
    const [filter] = parseInvalidFilters(COMMA_LINE) as [InvalidFilterDetail];
    expect(filter.suggestions).toHaveLength(4);
    expect(suggestionsOf(filter, known)).toEqual([
      'Consumer Goods > Apparel, Footwear & Accessories',
      'Consumer Goods > Food & Beverage',
      'Energy > Renewables',
    ]);
  });

  it('prefers the fewest pieces when a half is a known value too', () => {
    // "Footwear & Accessories" is known on its own here, but the whole name is the longer known value.
    expect(segmentSuggestions('Consumer Goods > Apparel, Footwear & Accessories', known)).toEqual([
      'Consumer Goods > Apparel, Footwear & Accessories',
    ]);
    expect(segmentSuggestions('Footwear & Accessories, Media > Streaming', known)).toEqual([
      'Footwear & Accessories',
      'Media > Streaming',
    ]);
  });

  it('reads quotes, "or" and odd spacing around the suggestions', () => {
    expect(segmentSuggestions("'Media > Streaming' or 'Energy > Renewables'", known)).toEqual([
      'Media > Streaming',
      'Energy > Renewables',
    ]);
    expect(segmentSuggestions('media > streaming ,energy > renewables', known)).toEqual([
      'media > streaming',
      'energy > renewables',
    ]);
  });

  it('falls back to the plain split when some piece is not a known value, or the list is not there', () => {
    expect(segmentSuggestions('Media > Streaming, Unknown thing', known)).toBeNull();
    const filter: InvalidFilterDetail = {
      kind: 'account',
      value: 'pinecrest.io',
      suggestions: ['pinecrestlogistics.com', 'pinecrest.co'],
      suggestionText: 'pinecrestlogistics.com, pinecrest.co',
    };
    expect(suggestionsOf(filter, known)).toEqual(filter.suggestions);
    expect(suggestionsOf(filter)).toEqual(filter.suggestions);
  });

  it('names the reference list of each kind the API uses', () => {
    expect(
      ['use case', 'Industry', 'vendor', 'product', 'account', 'planet'].map(referenceListOfKind),
    ).toEqual(['markets', 'industries', 'vendors', 'products', 'buyers', undefined]);
  });
});

describe('a suggestion picked', () => {
  const filter = (kind: string, value: string): InvalidFilterDetail => ({
    kind,
    value,
    suggestions: [],
    suggestionText: '',
  });

  it('replaces the unresolved value in its filter and starts again at page 1', () => {
    const search = { products: ['Relaytics CRN', 'Dialwell Dialer'], max_rating: 4, page: 3 };
    expect(replaceFilterValue(search, filter('product', 'relaytics crn'), 'Relaytics CRM')).toEqual({
      products: ['Relaytics CRM', 'Dialwell Dialer'],
      max_rating: 4,
    });
  });

  it('finds the value in accounts[] for the kind "account" (buyers[] is folded into it)', () => {
    expect(
      replaceFilterValue(
        { accounts: ['pinecrest.io'] },
        filter('account', 'pinecrest.io'),
        'pinecrestlogistics.com',
      ),
    ).toEqual({
      accounts: ['pinecrestlogistics.com'],
    });
  });

  it('leaves the value out on request, and the rating with the last product', () => {
    expect(
      replaceFilterValue({ products: ['Gnog'], min_rating: 2 }, filter('product', 'Gnog'), null),
    ).toEqual({});
  });

  it('changes nothing when the search does not hold the value', () => {
    const search = { vendors: ['Relaytics'] };
    expect(replaceFilterValue(search, filter('vendor', 'Nortbeam'), 'Northbeam Analytics')).toBe(search);
  });
});
