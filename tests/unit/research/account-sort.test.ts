import { describe, expect, it } from 'vitest';
import type { AccountListRow } from '@/lib/api/accounts';
import {
  largestCount,
  readAccountSort,
  sortAccountRows,
  toggleAccountSort,
  withAccountSort,
} from '@/lib/research/account-sort';
import { websiteUrl } from '@/lib/research/export-columns';

function row(name: string, fields: Partial<AccountListRow> = {}): AccountListRow {
  return {
    name,
    slug: name.toLowerCase(),
    domain_name: `${name.toLowerCase()}.com`,
    url: 'https://app.buyerlens.example/',
    industry: [],
    revenue: null,
    employee_count: null,
    location: null,
    icp_matches: null,
    targeted: false,
    matching_interviews: 1,
    last_matching_interview: null,
    ...fields,
  };
}

const ROWS = [
  row('Bluestone', { matching_interviews: 3, icp_matches: 1, last_matching_interview: '2026-09-01' }),
  row('aspen', { matching_interviews: 3, icp_matches: null, last_matching_interview: '2026-10-12' }),
  row('Thistle', { matching_interviews: 1, icp_matches: 3, last_matching_interview: null }),
];

const names = (rows: AccountListRow[]) => rows.map((item) => item.name);

describe('sorting a page of accounts', () => {
  it("keeps the API's order until a header is chosen", () => {
    expect(names(sortAccountRows(ROWS, null))).toEqual(['Bluestone', 'aspen', 'Thistle']);
  });

  it('sorts names A→Z ignoring case, numbers and dates biggest first, and flips on a second choice', () => {
    const byName = toggleAccountSort(null, 'name');
    expect(names(sortAccountRows(ROWS, byName))).toEqual(['aspen', 'Bluestone', 'Thistle']);
    expect(names(sortAccountRows(ROWS, toggleAccountSort(byName, 'name')))).toEqual([
      'Thistle',
      'Bluestone',
      'aspen',
    ]);
    expect(names(sortAccountRows(ROWS, toggleAccountSort(byName, 'icp')))).toEqual([
      'Thistle',
      'Bluestone',
      'aspen',
    ]);
    expect(names(sortAccountRows(ROWS, { key: 'last', direction: 'descending' }))).toEqual([
      'aspen',
      'Bluestone',
      'Thistle',
    ]);
  });

  it("breaks ties by the API's order", () => {
    expect(names(sortAccountRows(ROWS, { key: 'interviews', direction: 'descending' }))).toEqual([
      'Bluestone',
      'aspen',
      'Thistle',
    ]);
    expect(names(sortAccountRows(ROWS, { key: 'interviews', direction: 'ascending' }))).toEqual([
      'Thistle',
      'Bluestone',
      'aspen',
    ]);
  });

  it('measures the bars against the largest count of the page', () => {
    expect(largestCount(ROWS)).toBe(3);
    expect(largestCount([])).toBe(0);
  });
});

describe("a row's website", () => {
  it.each([
    ['pinecrestlogistics.com', 'https://pinecrestlogistics.com/'],
    ['Alufuq-Tech.com', 'https://alufuq-tech.com/'],
    ['javascript:alert(1)', null],
    ['evil.com/<script>', null],
    ['evil.com@attacker.net', null],
    ['localhost', null],
    ['', null],
    ['-bad-.com', null],
  ])('%j → %j', (domain, url) => {
    expect(websiteUrl(domain)).toBe(url);
  });
});

describe('the sort as part of the search link', () => {
  it('reads `sort=name` as ascending and `sort=-interviews` as descending, and takes it out of the query', () => {
    expect(readAccountSort('products%5B%5D=Relaytics+CRM&sort=-name')).toEqual({
      sort: { key: 'name', direction: 'descending' },
      query: 'products%5B%5D=Relaytics+CRM',
      problem: null,
    });
    expect(readAccountSort('sort=interviews&q=churn')).toEqual({
      sort: { key: 'interviews', direction: 'ascending' },
      query: 'q=churn',
      problem: null,
    });
    expect(readAccountSort('q=churn')).toEqual({ sort: null, query: 'q=churn', problem: null });
  });

  it('leaves out a sort it does not know, saying so', () => {
    const read = readAccountSort('q=churn&sort=revenue');
    expect(read.sort).toBeNull();
    expect(read.query).toBe('q=churn');
    expect(read.problem).toBe("The link's sort 'revenue' is not a column of the results; left out.");
  });

  it('writes the sort after the search, and nothing for the API order', () => {
    expect(withAccountSort('q=churn', { key: 'last', direction: 'descending' })).toBe('q=churn&sort=-last');
    expect(withAccountSort('', { key: 'icp', direction: 'ascending' })).toBe('sort=icp');
    expect(withAccountSort('q=churn', null)).toBe('q=churn');
    for (const sort of [
      { key: 'name', direction: 'ascending' },
      { key: 'icp', direction: 'descending' },
    ] as const)
      expect(readAccountSort(withAccountSort('page=2', sort)).sort).toEqual(sort);
  });
});
