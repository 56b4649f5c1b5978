import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeLeftOut,
  type InterviewSearch,
  interviewSearchQuery,
  parseInterviewSearch,
  transcriptSearchParams,
} from '@/lib/research/interview-search';

const EVERY_FIELD: InterviewSearch = {
  q: 'northbeam funnels',
  page: 3,
  per_page: 50,
  sort_by: 'recency',
  in_market_for: ['Sales Engagement'],
  industry: ['Technology > Software'],
  vendors: ['northbeam.io', 'Relaytics'],
  products: ['Relaytics CRM'],
  accounts: ['pinecrest-logistics'],
  mgmt_level: ['C-Level', 'VP'],
  revenue: { min: 50_000_000, max: 5_000_000_000 },
  employee_count: { min: 200 },
};

describe('interview search ⇄ canonical query string', () => {
  it('writes every 4.1 parameter, keys sorted and values sorted, and reads it back exactly', () => {
    const query = interviewSearchQuery(EVERY_FIELD);
    expect(query).toBe(
      'accounts[]=pinecrest-logistics&employee_count=200%3B&in_market_for[]=Sales+Engagement' +
        '&industry[]=Technology+%3E+Software&mgmt_level[]=C-Level&mgmt_level[]=VP&page=3&per_page=50' +
        '&products[]=Relaytics+CRM&q=northbeam+funnels&revenue=50000000%3B5000000000&sort_by=recency' +
        '&vendors[]=Relaytics&vendors[]=northbeam.io',
    );
    const parsed = parseInterviewSearch(query);
    expect(parsed.leftOut).toEqual([]);
    expect(parsed.search).toEqual({ ...EVERY_FIELD, vendors: ['Relaytics', 'northbeam.io'] });
    expect(interviewSearchQuery(parsed.search)).toBe(query);
  });

  it('leaves the defaults out, so a search and the same search spelt out are one string', () => {
    expect(interviewSearchQuery({ q: 'crm', page: 1, per_page: 20, sort_by: 'relevance' })).toBe('q=crm');
    expect(interviewSearchQuery({ q: '  ', vendors: [' ', ''], revenue: {} })).toBe('');
    expect(transcriptSearchParams({ vendors: [' b ', 'a', 'a'] })).toEqual({ vendors: ['a', 'b'] });
  });

  it('reads buyers[] (the alias) into the one accounts filter, and plain names without brackets', () => {
    const { search, leftOut } = parseInterviewSearch('buyers[]=acme&accounts[]=zeta&vendors=Relaytics');
    expect(leftOut).toEqual([]);
    expect(search).toEqual({ accounts: ['zeta', 'acme'], vendors: ['Relaytics'] });
    expect(interviewSearchQuery(search)).toBe('accounts[]=acme&accounts[]=zeta&vendors[]=Relaytics');
  });

  it("reads an account's links.interviews path", () => {
    expect(parseInterviewSearch('/api/v1/transcripts?accounts[]=acme-corp')).toEqual({
      search: { accounts: ['acme-corp'] },
      leftOut: [],
    });
  });

  it('keeps the valid fields of a hand-edited fragment and says in words what it left out', () => {
    const { search, leftOut } = parseInterviewSearch(
      'q=crm&page=two&per_page=500&sort_by=sideways&revenue=9;1&employee_count=lots&foo=bar&vendors%5B%5D=Relaytics',
    );
    expect(search).toEqual({ q: 'crm', vendors: ['Relaytics'] });
    expect(leftOut.map((item) => item.parameter)).toEqual([
      'page',
      'per_page',
      'sort_by',
      'revenue',
      'employee_count',
      'foo',
    ]);
    expect(describeLeftOut(leftOut)).toBe(
      'Left out of this search: “two” is not a page number from 1 to 10,000; “500” is not a page size from 1 to 50; ' +
        '“sideways” is neither relevance nor recency; “9;1” is not a range of whole numbers written min;max ' +
        '(the revenue range); “lots” is not a range of whole numbers written min;max (the headcount range); ' +
        '“foo” is not a parameter of interview search.',
    );
    expect(describeLeftOut([])).toBeNull();
  });

  it('reads sort_by in any case and open-ended ranges, and says when a single parameter came twice', () => {
    const { search, leftOut } = parseInterviewSearch('sort_by=RECENCY&revenue=;100&q=a&q=b');
    expect(search).toEqual({ sort_by: 'recency', revenue: { max: 100 }, q: 'a' });
    expect(leftOut).toEqual([{ parameter: 'q', reason: 'the search words came twice; the first is used' }]);
  });

  it('refuses values past what the background accepts, shortening them when it quotes them', () => {
    const long = 'x'.repeat(301);
    const { search, leftOut } = parseInterviewSearch(`q=${long}&vendors[]=${long}&vendors[]=ok&page=10001`);
    expect(search).toEqual({ vendors: ['ok'] });
    expect(leftOut.map((item) => item.parameter)).toEqual(['q', 'page', 'vendors']);
    expect(leftOut[2]?.reason).toMatch(/^“x{39}…” is longer than 300 characters$/);
  });

  it('gives back the same string for whatever it reads (parse, write, parse is stable)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (fragment) => {
        const once = interviewSearchQuery(parseInterviewSearch(fragment).search);
        const twice = parseInterviewSearch(once);
        expect(twice.leftOut).toEqual([]);
        expect(interviewSearchQuery(twice.search)).toBe(once);
      }),
    );
  });
});
