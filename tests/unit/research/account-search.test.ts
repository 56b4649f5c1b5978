import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountSearch,
  accountFiltersQuery,
  accountSearchQuery,
  countFilters,
  MAX_LINK_QUERY_LENGTH,
  onPage,
  parseAccountSearch,
} from '@/lib/research/account-search';

/** The competitive-displacement search: accounts unhappy with Relaytics CRM, shopping for sales engagement. */
const DISPLACEMENT: AccountSearch = {
  products: ['Relaytics CRM'],
  max_rating: 4,
  in_market_for: ['Sales Engagement'],
  intro_optin: 'open',
  since_months: 6,
};

/** Every parameter of docs/api.md 4.4 set at once. */
const EVERYTHING: AccountSearch = {
  q: 'renewal & pricing',
  page: 3,
  per_page: 25,
  accounts: ['pinecrestlogistics.com', 'Evil Corp <img src=x>'],
  in_market_for: ['Sales Engagement'],
  industry: ['Consumer Goods > Apparel, Footwear & Accessories'],
  vendors: ['Relaytics'],
  products: ['Relaytics CRM', 'Dialwell Dialer'],
  min_rating: 2,
  max_rating: 4,
  mgmt_level: ['C-Level', 'VP'],
  department: ['Sales'],
  revenue: { min: 50_000_000, max: 5_000_000_000 },
  employee_count: { min: 200 },
  intro_optin: 'closed',
  targeted_accounts_only: true,
  since_months: 12,
  start_date: '2025-01-01',
  end_date: '2026-06-30',
  start_publish_date: '2025-02-01',
  end_publish_date: '2026-07-31',
};

describe('an account search as a query string', () => {
  it('reads like the API request, keys sorted, defaults left out', () => {
    expect(accountSearchQuery(DISPLACEMENT)).toBe(
      'in_market_for[]=Sales+Engagement&intro_optin=open&max_rating=4&products[]=Relaytics+CRM&since=6.months',
    );
    expect(accountSearchQuery({ page: 1, per_page: 10, targeted_accounts_only: false })).toBe('');
  });

  it('gives the same string for the same search, whatever the order of its values', () => {
    const shuffled: AccountSearch = {
      ...EVERYTHING,
      products: ['Dialwell Dialer', ' Relaytics CRM ', 'Dialwell Dialer'],
      mgmt_level: ['VP', 'C-Level'],
    };
    expect(accountSearchQuery(shuffled)).toBe(accountSearchQuery(EVERYTHING));
  });

  it.each([
    ['the displacement search', DISPLACEMENT],
    ['every parameter', EVERYTHING],
    ['an open-ended range', { revenue: { max: 10_000_000 } }],
    ['nothing at all', {}],
  ])('round-trips %s exactly', (_name, search) => {
    const query = accountSearchQuery(search);
    const parsed = parseAccountSearch(query);
    expect(parsed.problems).toEqual([]);
    expect(accountSearchQuery(parsed.search)).toBe(query);
  });

  it('round-trips any valid search (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 30 }).filter((value) => value.trim() !== '');
    const names = fc.option(fc.uniqueArray(name, { minLength: 1, maxLength: 4 }), { nil: undefined });
    const search = fc
      .record({
        q: fc.option(name, { nil: undefined }),
        page: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
        accounts: names,
        industry: names,
        products: names,
        department: names,
        rating: fc.option(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })), {
          nil: undefined,
        }),
        revenue: fc.option(fc.tuple(fc.nat(), fc.nat()), { nil: undefined }),
        since: fc.option(fc.integer({ min: 1, max: 240 }), { nil: undefined }),
      })
      .map(({ rating, revenue, since, ...rest }) => {
        const value: AccountSearch = { ...rest };
        for (const key of Object.keys(value) as (keyof AccountSearch)[])
          if (value[key] === undefined) delete value[key];
        if (rating && value.products) {
          value.min_rating = Math.min(...rating);
          value.max_rating = Math.max(...rating);
        }
        if (revenue) value.revenue = { min: Math.min(...revenue), max: Math.max(...revenue) };
        if (since) value.since_months = since;
        return value;
      });
    fc.assert(
      fc.property(search, (value) => {
        const query = accountSearchQuery(value);
        const parsed = parseAccountSearch(query);
        expect(parsed.problems).toEqual([]);
        expect(accountSearchQuery(parsed.search)).toBe(query);
      }),
    );
  });

  it('reads buyers[] as accounts[] (its alias) and bare names as lists', () => {
    const { search, problems } = parseAccountSearch(
      'buyers[]=acme.com&accounts=Globex&products=Relaytics+CRM',
    );
    expect(problems).toEqual([]);
    expect(search).toEqual({ accounts: ['acme.com', 'Globex'], products: ['Relaytics CRM'] });
  });

  it('treats blank values as absent, as the API does', () => {
    expect(parseAccountSearch('q=&products[]=&since=&intro_optin=')).toEqual({ search: {}, problems: [] });
  });

  it('drops paging when telling searches apart', () => {
    expect(accountFiltersQuery(onPage(DISPLACEMENT, 4))).toBe(accountFiltersQuery(DISPLACEMENT));
    expect(accountSearchQuery(onPage(onPage(DISPLACEMENT, 4), 1))).toBe(accountSearchQuery(DISPLACEMENT));
  });

  it('counts the filters a search sets', () => {
    expect(countFilters(DISPLACEMENT)).toBe(5);
    expect(countFilters({ page: 2, per_page: 50 })).toBe(0);
  });
});

describe('a link that is not quite a search', () => {
  it('keeps every valid field and says in words why each invalid one was left out', () => {
    const { search, problems } = parseAccountSearch(
      'products[]=Relaytics+CRM&min_rating=x&max_rating=4&since=6.weeks&start_date=2026-02-30&intro_optin=maybe&revenue=10;5&per_page=500',
    );
    expect(search).toEqual({ products: ['Relaytics CRM'], max_rating: 4 });
    expect(problems).toEqual([
      "The link's page size '500' is not a page size from 1 to 50; left out.",
      "The link's revenue range '10;5' starts above where it ends; left out.",
      "The link's intro opt-in 'maybe' is neither open nor closed; left out.",
      "The link's time window '6.weeks' is not a number of months from 1 to 240, written like 6.months; left out.",
      "The link's lowest rating 'x' is not a number from 1 to 10; left out.",
      "The link's first interview date '2026-02-30' is not a real date written YYYY-MM-DD; left out.",
    ]);
  });

  it('refuses a rating without a product to rate (the API would answer 422)', () => {
    expect(parseAccountSearch('max_rating=4&in_market_for[]=CRM')).toEqual({
      search: { in_market_for: ['CRM'] },
      problems: ['The link bounds the rating (at most 4) without naming a product to rate; left out.'],
    });
  });

  it('refuses bounds that cross, rating and dates alike', () => {
    const { search, problems } = parseAccountSearch(
      'products[]=A&min_rating=8&max_rating=3&start_publish_date=2026-05-01&end_publish_date=2026-01-01&end_date=2026-01-31',
    );
    expect(search).toEqual({ products: ['A'], end_date: '2026-01-31' });
    expect(problems).toEqual([
      "The link's lowest rating 8 is above its highest rating 3; both left out.",
      "The link's first publish date 2026-05-01 is after its last, 2026-01-01; both left out.",
    ]);
  });

  it.each([
    ['#%%%&&&==', ["The link's '#%%%' is not a filter of the account search; left out."]],
    ['x&y', ["The link's 'x' and 'y' are not filters of the account search; left out."]],
    [
      'javascript:alert(1)',
      ["The link's 'javascript:alert(1)' is not a filter of the account search; left out."],
    ],
    [
      'a=1&b=2&c=3&d=4&e=5',
      ["The link's 'a', 'b', 'c' and 2 more are not filters of the account search; left out."],
    ],
    ['q=one&q=two', ['The link gives its search words twice; the first is kept.']],
    ['%E0%A4%A', ["The link's '\uFFFD%A' is not a filter of the account search; left out."]],
  ])('garbage %j is left out, in words', (query, problems) => {
    const parsed = parseAccountSearch(query);
    expect(parsed.problems).toEqual(problems);
    expect(accountSearchQuery(parsed.search)).toBe(query.startsWith('q=') ? 'q=one' : '');
  });

  it('caps what a hostile link can ask for', () => {
    const many = Array.from({ length: 80 }, (_, index) => `vendors[]=v${index}`).join('&');
    const long = `q=${'x'.repeat(400)}&industry[]=${'y'.repeat(301)}`;
    const parsed = parseAccountSearch(`${many}&${long}`);
    expect(parsed.search.vendors).toHaveLength(50);
    expect(parsed.search.q).toBeUndefined();
    expect(parsed.search.industry).toBeUndefined();
    expect(parsed.problems).toEqual([
      'The link names 80 vendors; the first 50 are kept.',
      `The link's industry '${'y'.repeat(39)}…' is longer than 300 characters; left out.`,
      `The link's search words '${'x'.repeat(39)}…' is longer than 300 characters; left out.`,
    ]);
  });

  it('never throws, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const parsed = parseAccountSearch(text);
        // Whatever survived is itself a valid search: reading its query again changes nothing.
        const again = parseAccountSearch(accountSearchQuery(parsed.search));
        expect(again.problems).toEqual([]);
        expect(accountSearchQuery(again.search)).toBe(accountSearchQuery(parsed.search));
      }),
    );
  });
});

/**
 * The array elements a call visits (every step of an array iterator: for-of, spreads, destructuring; and every
 * element `includes` may scan): a count of work that, unlike time, is the same on every run and machine. Plain
 * wrappers, not spies: a spy records each call in arrays, and so would count (and recurse into) itself.
 */
function arrayWork(run: () => void): number {
  const arrayIterator = Object.getPrototypeOf([][Symbol.iterator]()) as { next: () => unknown };
  const { next } = arrayIterator;
  const { includes } = Array.prototype;
  let work = 0;
  arrayIterator.next = function countedNext(this: unknown) {
    work += 1;
    return next.call(this);
  };
  Array.prototype.includes = function countedIncludes(this: unknown[], value: unknown, from?: number) {
    work += this.length;
    return includes.call(this, value, from);
  };
  try {
    run();
  } finally {
    arrayIterator.next = next;
    Array.prototype.includes = includes;
  }
  return work;
}

/** A valid-looking link of `count` distinct accounts, `count` unknown parameters and `count` repeated words. */
function crowdedLink(count: number): string {
  const parts = Array.from({ length: count }, (_, index) => [
    `accounts%5B%5D=a${index}`,
    `k${index}=1`,
    'q=renewal',
  ]);
  return parts.flat().join('&');
}

describe('a link too long to be a search', () => {
  it('refuses a 229 KB fragment whole, and says so', () => {
    const query = Array.from({ length: 9_600 }, (_, index) => `accounts%5B%5D=acct${index}`).join('&');
    expect(query.length).toBeGreaterThan(229_000);
    expect(parseAccountSearch(query)).toEqual({
      search: {},
      problems: [
        `The link is ${query.length.toLocaleString('en-US')} characters long, more than the 8,192 a search link may hold; none of it was used.`,
      ],
    });
  });

  it('reads a link up to the limit', () => {
    const query = `q=${'x'.repeat(MAX_LINK_QUERY_LENGTH - 2)}`;
    expect(query).toHaveLength(MAX_LINK_QUERY_LENGTH);
    expect(parseAccountSearch(query).problems).toEqual([
      `The link's search words '${'x'.repeat(39)}…' is longer than 300 characters; left out.`,
    ]);
  });

  it('says once what a crowded link repeats or does not know', () => {
    const link = crowdedLink(200);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_QUERY_LENGTH);
    const parsed = parseAccountSearch(link);
    expect(parsed.search).toEqual({
      accounts: Array.from({ length: 50 }, (_, index) => `a${index}`),
      q: 'renewal',
    });
    expect(parsed.problems).toEqual([
      'The link gives its search words 200 times; the first is kept.',
      'The link names 200 accounts; the first 50 are kept.',
      "The link's 'k0', 'k1', 'k2' and 197 more are not filters of the account search; left out.",
    ]);
  });

  it('reads a long but valid link in work that grows linearly with its length', () => {
    const [small, large] = [crowdedLink(100), crowdedLink(200)];
    expect(large.length).toBeLessThanOrEqual(MAX_LINK_QUERY_LENGTH);
    // Twice the link, about twice the work; a quadratic reading would be nearly four times.
    const ratio = arrayWork(() => parseAccountSearch(large)) / arrayWork(() => parseAccountSearch(small));
    expect(ratio).toBeLessThan(2.5);
  });
});
