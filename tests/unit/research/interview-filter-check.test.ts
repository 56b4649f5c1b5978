import { describe, expect, it } from 'vitest';
import {
  type AccountCheck,
  accountsToLookUp,
  checkInterviewFilters,
  describeFilterProblem,
  type FilterCheckInput,
  replaceFilterValue,
  suggestValues,
} from '@/lib/research/interview-filter-check';
import { createReferenceIndex } from '@/lib/research/reference-filter';

const vendors = createReferenceIndex([
  { name: 'Relaytics', slug: 'relaytics', domain_name: 'relaytics.com', transcript_count: 258 },
  {
    name: 'Northbeam Analytics',
    slug: 'northbeam-analytics',
    domain_name: 'northbeam.io',
    transcript_count: 246,
  },
]);
const products = createReferenceIndex([
  { name: 'Relaytics CRM', transcript_count: 90 },
  { name: 'Crème CRM', transcript_count: 5 },
]);
const buyers = createReferenceIndex([{ name: 'Pinecrest Logistics', transcript_count: 48 }]);

function input(accounts: [string, AccountCheck][] = []): FilterCheckInput {
  return { lists: { vendors, products, buyers }, accounts: new Map(accounts) };
}

describe('checkInterviewFilters', () => {
  it('accepts names (any case), vendor domains and URLs, and known management levels', () => {
    const check = checkInterviewFilters(
      {
        vendors: ['relaytics', 'https://www.northbeam.io/', 'northbeam.io'],
        products: [' RELAYTICS CRM '],
        accounts: ['Pinecrest Logistics'],
        mgmt_level: ['vp', 'C-Level'],
      },
      input(),
    );
    expect(check).toEqual({ problems: [], pending: { lists: [], accounts: [] } });
  });

  it('flags values the API would silently ignore, with what the rep may have meant', () => {
    const { problems } = checkInterviewFilters(
      {
        vendors: ['Relaytix', 'northbeam-analytics'],
        products: ['Creme CRM'],
        mgmt_level: ['Vice President', 'Director of Sales'],
      },
      input(),
    );
    expect(problems).toEqual([
      { filter: 'mgmt_level', value: 'Vice President', kind: 'unknown', suggestions: [] },
      { filter: 'mgmt_level', value: 'Director of Sales', kind: 'unknown', suggestions: ['Director'] },
      { filter: 'vendors', value: 'Relaytix', kind: 'unknown', suggestions: ['Relaytics'] },
      // A slug is not a vendors[] value (docs/api.md 4.1): the vendor it names is offered instead.
      {
        filter: 'vendors',
        value: 'northbeam-analytics',
        kind: 'unknown',
        suggestions: ['Northbeam Analytics'],
      },
      // The API matches names ignoring case, not accents.
      { filter: 'products', value: 'Creme CRM', kind: 'unknown', suggestions: ['Crème CRM'] },
    ]);
    expect(describeFilterProblem(problems[2] as (typeof problems)[number])).toBe(
      '“Relaytix” is not a vendor in the list: transcript search would silently ignore it.',
    );
    // "an industry", "an account": the article agrees with its noun.
    expect(
      describeFilterProblem({ filter: 'industry', value: 'Mining > Gold', kind: 'unknown', suggestions: [] }),
    ).toBe('“Mining > Gold” is not an industry in the list: transcript search would silently ignore it.');
  });

  it('waits for lists still loading, and says which values could not be checked when a list failed', () => {
    const waiting = checkInterviewFilters(
      { industry: ['Technology > Software'], vendors: ['Relaytics'] },
      input(),
    );
    expect(waiting.pending.lists).toEqual(['industries']);
    const failed = checkInterviewFilters(
      { industry: ['Technology > Software'] },
      { lists: { industries: { error: 'Could not reach the API' } }, accounts: new Map() },
    );
    expect(failed.problems.map(describeFilterProblem)).toEqual([
      '“Technology > Software” (industry) could not be checked: the list of valid values could not load (Could not reach the API).',
    ]);
  });

  it('looks accounts that are not buyer names up (slugs, domains), and uses what the lookup found', () => {
    const search = { accounts: ['Pinecrest Logistics', 'pinecrest-logistics', 'nosuch.example', 'x'] };
    expect(accountsToLookUp(search, buyers)).toEqual(['pinecrest-logistics', 'nosuch.example', 'x']);
    expect(checkInterviewFilters(search, input()).pending.accounts).toEqual([
      'pinecrest-logistics',
      'nosuch.example',
      'x',
    ]);
    const checked = checkInterviewFilters(
      search,
      input([
        ['pinecrest-logistics', { status: 'found' }],
        ['nosuch.example', { status: 'not_found' }],
        ['x', { status: 'error', message: 'Your team does not have account pages' }],
      ]),
    );
    expect(checked.pending.accounts).toEqual([]);
    expect(checked.problems.map((problem) => [problem.value, problem.kind])).toEqual([
      ['nosuch.example', 'unknown'],
      ['x', 'unchecked'],
    ]);
  });
});

describe('suggestValues and replaceFilterValue', () => {
  it('suggests from ever shorter beginnings of a typo, and nothing for nonsense', () => {
    expect(suggestValues(products, 'Relaytics CRN')).toEqual(['Relaytics CRM']);
    expect(suggestValues(products, 'zzzz')).toEqual([]);
    expect(suggestValues(products, '')).toEqual([]);
  });

  it('replaces one value, or removes it and then the empty filter', () => {
    const search = { vendors: ['Relaytix', 'Relaytics'], q: 'crm' };
    expect(replaceFilterValue(search, 'vendors', 'Relaytix', 'Relaytics')).toEqual({
      vendors: ['Relaytics'],
      q: 'crm',
    });
    expect(replaceFilterValue({ vendors: ['Relaytix'] }, 'vendors', 'Relaytix')).toEqual({});
  });
});
