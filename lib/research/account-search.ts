import type { AccountListParams } from '../api/accounts';
import { encodeQuery, type NumberRange } from '../api/query';
import { t } from '../i18n/catalogue';
import {
  type LinkField,
  type LinkReason,
  linkChoice,
  linkDate,
  linkFlag,
  linkMonths,
  linkRange,
  linkText,
  linkWholeNumber,
  MAX_LIST_VALUES,
  MAX_TEXT_LENGTH,
  quoteValue,
  readLinkField,
} from './query-fields';

// Research › Accounts as a value (docs/api.md 4.4): the search ⇄ its canonical query string, which the route
// holds and the side panel's URL fragment shows (`#research/accounts?<query>`), so Back, reload and a copied
// link restore it exactly. The string uses the API's own parameter names and encoding (lib/api/query.ts), so
// it reads like the request it makes: keys sorted, list values trimmed, deduplicated and sorted, defaults
// (page 1, 10 a page, targeted off) left out. Same search, same string.

/**
 * Every parameter of the account list, and the page. `buyers[]` is an alias of `accounts[]` (4.4): a link's
 * `buyers[]` values are read into `accounts`, and the search has one list of accounts.
 */
export type AccountSearch = Omit<AccountListParams, 'buyers'>;

/** The list filters of an account search. */
export const ACCOUNT_LIST_FILTERS = [
  'accounts',
  'in_market_for',
  'industry',
  'vendors',
  'products',
  'mgmt_level',
  'department',
] as const;
export type AccountListFilter = (typeof ACCOUNT_LIST_FILTERS)[number];

/** The API's default page size for the account list. */
export const DEFAULT_ACCOUNTS_PER_PAGE = 10;
/** The page sizes the results offer. */
export const ACCOUNTS_PER_PAGE_CHOICES = [10, 25, 50] as const;
/** The widest `since` window a link may ask for (the background refuses more, lib/schemas/messages.ts). */
export const MAX_SINCE_MONTHS = 240;
/** The deepest page a link may ask for (as the background). */
const MAX_PAGE = 10_000;

/** The canonical query string of a search (no leading `?`). */
export function accountSearchQuery(search: AccountSearch): string {
  return encodeQuery({
    q: search.q?.trim(),
    page: search.page !== undefined && search.page > 1 ? search.page : undefined,
    per_page:
      search.per_page !== undefined && search.per_page !== DEFAULT_ACCOUNTS_PER_PAGE
        ? search.per_page
        : undefined,
    accounts: search.accounts,
    in_market_for: search.in_market_for,
    industry: search.industry,
    vendors: search.vendors,
    products: search.products,
    min_rating: search.min_rating,
    max_rating: search.max_rating,
    mgmt_level: search.mgmt_level,
    department: search.department,
    revenue: rangeText(search.revenue),
    employee_count: rangeText(search.employee_count),
    intro_optin: search.intro_optin,
    targeted_accounts_only: search.targeted_accounts_only ? true : undefined,
    since: search.since_months !== undefined ? `${search.since_months}.months` : undefined,
    start_date: search.start_date,
    end_date: search.end_date,
    start_publish_date: search.start_publish_date,
    end_publish_date: search.end_publish_date,
  });
}

function rangeText(range: NumberRange | undefined): string | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  return `${range.min ?? ''};${range.max ?? ''}`;
}

/** The same search on another page (1 drops the page from the query). */
export function onPage(search: AccountSearch, page: number): AccountSearch {
  const { page: _page, ...rest } = search;
  return page > 1 ? { ...rest, page } : rest;
}

/** The search without its paging: what a saved search keeps, and what tells two searches apart. */
export function withoutPaging(search: AccountSearch): AccountSearch {
  const { page: _page, per_page: _perPage, ...filters } = search;
  return filters;
}

/** The search's filters as a query (no paging): equal for two searches that differ only by page. */
export function accountFiltersQuery(search: AccountSearch): string {
  return accountSearchQuery(withoutPaging(search));
}

/** What a link said: the search it holds, and a sentence for each part that was left out (the rep's language). */
export type ParsedAccountSearch = { search: AccountSearch; problems: string[] };

// Each field is named by the messages that say what became of it (`field` selects its name in the sentence).
const SCALAR_FIELDS = {
  q: linkText,
  page: linkWholeNumber(1, MAX_PAGE, 'notPageNumber'),
  per_page: linkWholeNumber(1, 50, 'notPageSize'),
  min_rating: linkWholeNumber(1, 10, 'notRating'),
  max_rating: linkWholeNumber(1, 10, 'notRating'),
  revenue: linkRange,
  employee_count: linkRange,
  intro_optin: linkChoice(['open', 'closed'] as const, 'notIntroChoice'),
  targeted_accounts_only: linkFlag,
  since: linkMonths(MAX_SINCE_MONTHS),
  start_date: linkDate,
  end_date: linkDate,
  start_publish_date: linkDate,
  end_publish_date: linkDate,
} satisfies Record<string, LinkField<unknown>>;
type ScalarKey = keyof typeof SCALAR_FIELDS;

/** The bound a reason's sentence names ("from 1 to {max}"), where it names one. */
const REASON_LIMITS: Partial<Record<LinkReason, number>> = {
  tooLong: MAX_TEXT_LENGTH,
  notPageNumber: MAX_PAGE,
  notPageSize: 50,
  notRating: 10,
  notMonths: MAX_SINCE_MONTHS,
};

/** A link's parameter name → the list filter it fills (`buyers` is the alias of `accounts`). */
const LIST_PARAMS: Record<string, AccountListFilter> = {
  accounts: 'accounts',
  buyers: 'accounts',
  in_market_for: 'in_market_for',
  industry: 'industry',
  vendors: 'vendors',
  products: 'products',
  mgmt_level: 'mgmt_level',
  department: 'department',
};

/** At most this many unknown parameters are named one by one; a garbage link says the rest in one line. */
const MAX_NAMED_UNKNOWN = 3;

/**
 * The longest query a link may hold (characters of the fragment, which the browser keeps percent-encoded). The
 * form's searches stay far below it: 50 names of 30 characters in one filter are about 2,300. A longer link was
 * not made by Buyer Lens, and reading it whole would hold the side panel up for seconds.
 */
export const MAX_LINK_QUERY_LENGTH = 8 * 1024;

/**
 * Reads a search from a query string (a link's, so anything at all): every valid field is kept, each invalid
 * one is left out with a sentence saying why. Blank values count as absent (docs/api.md 10.1). The rules the
 * API would refuse are kept here too: a rating needs a product to rate, and no bound may pass the other.
 */
export function parseAccountSearch(query: string): ParsedAccountSearch {
  if (query.length > MAX_LINK_QUERY_LENGTH) return { search: {}, problems: [tooLongProblem(query.length)] };
  const problems: string[] = [];
  const lists = new Map<AccountListFilter, string[]>();
  const scalars = new Map<ScalarKey, string>();
  const repeats = new Map<ScalarKey, number>();
  const unknown = new Set<string>();
  for (const [rawKey, rawValue] of new URLSearchParams(query)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const value = rawValue.trim();
    const list = Object.hasOwn(LIST_PARAMS, key) ? LIST_PARAMS[key] : undefined;
    if (list) {
      if (value === '') continue;
      const values = lists.get(list);
      if (values) values.push(value);
      else lists.set(list, [value]);
    } else if (Object.hasOwn(SCALAR_FIELDS, key)) {
      if (value === '') continue;
      const known = key as ScalarKey;
      if (scalars.has(known)) repeats.set(known, (repeats.get(known) ?? 1) + 1);
      else scalars.set(known, value);
    } else if (key !== '') unknown.add(key);
  }
  // Each repeated field is said once, however often a link repeats it.
  for (const [key, count] of repeats)
    problems.push(t('research.accountSearch.linkRepeated', { field: key, count }));

  const search: AccountSearch = {};
  for (const [filter, values] of lists) {
    const kept = readListValues(filter, values, problems);
    if (kept.length > 0) search[filter] = kept;
  }
  const read = <K extends ScalarKey>(key: K) => {
    const text = scalars.get(key);
    if (text === undefined) return undefined;
    const result = readLinkField(SCALAR_FIELDS[key] as LinkField<unknown>, text);
    if (result.ok) return result.value as (typeof SCALAR_FIELDS)[K] extends LinkField<infer T> ? T : never;
    problems.push(
      t('research.accountSearch.linkFieldLeftOut', {
        field: key,
        value: quoteValue(text),
        reason: result.reason,
        max: REASON_LIMITS[result.reason] ?? 0,
      }),
    );
    return undefined;
  };
  assign(search, 'q', read('q') || undefined);
  assign(search, 'page', read('page'));
  assign(search, 'per_page', read('per_page'));
  assign(search, 'revenue', nonEmptyRange(read('revenue')));
  assign(search, 'employee_count', nonEmptyRange(read('employee_count')));
  assign(search, 'intro_optin', read('intro_optin'));
  if (read('targeted_accounts_only')) search.targeted_accounts_only = true;
  assign(search, 'since_months', read('since'));
  readRatings(search, read('min_rating'), read('max_rating'), problems);
  readDatePair(search, 'start_date', 'end_date', read('start_date'), read('end_date'), 'interview', problems);
  readDatePair(
    search,
    'start_publish_date',
    'end_publish_date',
    read('start_publish_date'),
    read('end_publish_date'),
    'publish',
    problems,
  );

  if (unknown.size > 0) {
    // The first MAX_NAMED_UNKNOWN (3) are named, the rest counted: "'a', 'b', 'c' and 2 more".
    const [first = '', second = '', third = ''] = [...unknown].slice(0, MAX_NAMED_UNKNOWN).map(quoteValue);
    problems.push(
      t('research.accountSearch.linkUnknownFilters', { count: unknown.size, first, second, third }),
    );
  }
  // The same sentence once: two equal values that are both too long are one problem to the rep.
  return { search, problems: [...new Set(problems)] };
}

/** What the rep reads when a link is longer than any search: nothing of it is used. */
function tooLongProblem(length: number): string {
  return t('research.accountSearch.linkTooLong', { length, limit: MAX_LINK_QUERY_LENGTH });
}

function assign<K extends keyof AccountSearch>(search: AccountSearch, key: K, value: AccountSearch[K]): void {
  if (value !== undefined) search[key] = value;
}

function nonEmptyRange(range: NumberRange | undefined): NumberRange | undefined {
  return range && (range.min !== undefined || range.max !== undefined) ? range : undefined;
}

function readListValues(filter: AccountListFilter, values: string[], problems: string[]): string[] {
  // A set keeps the first of equal values in order, and checks for one in constant time.
  const kept = new Set<string>();
  for (const value of values) {
    const result = readLinkField(linkText, value);
    if (!result.ok)
      problems.push(
        t('research.accountSearch.linkListValueLeftOut', {
          filter,
          value: quoteValue(value),
          reason: result.reason,
          max: MAX_TEXT_LENGTH,
        }),
      );
    else kept.add(result.value);
  }
  const list = [...kept];
  if (list.length > MAX_LIST_VALUES) {
    problems.push(
      t('research.accountSearch.linkTooManyValues', { filter, count: list.length, max: MAX_LIST_VALUES }),
    );
    return list.slice(0, MAX_LIST_VALUES);
  }
  return list;
}

/** Ratings bound the named products' rating (4.4): without a product they mean nothing, and the API refuses them. */
function readRatings(
  search: AccountSearch,
  min: number | undefined,
  max: number | undefined,
  problems: string[],
): void {
  if (min === undefined && max === undefined) return;
  if (!search.products) {
    problems.push(
      t('research.accountSearch.linkRatingWithoutProduct', {
        bounds: min !== undefined && max !== undefined ? 'both' : min !== undefined ? 'min' : 'max',
        min: min ?? 0,
        max: max ?? 0,
      }),
    );
    return;
  }
  if (min !== undefined && max !== undefined && min > max) {
    problems.push(t('research.accountSearch.linkRatingsReversed', { min, max }));
    return;
  }
  assign(search, 'min_rating', min);
  assign(search, 'max_rating', max);
}

function readDatePair(
  search: AccountSearch,
  startKey: 'start_date' | 'start_publish_date',
  endKey: 'end_date' | 'end_publish_date',
  start: string | undefined,
  end: string | undefined,
  what: 'interview' | 'publish',
  problems: string[],
): void {
  if (start !== undefined && end !== undefined && start > end) {
    problems.push(t('research.accountSearch.linkDatesReversed', { kind: what, start, end }));
    return;
  }
  assign(search, startKey, start);
  assign(search, endKey, end);
}

/** The number of filters a search sets (list values each count once), for "3 filters" summaries. */
export function countFilters(search: AccountSearch): number {
  const filters = withoutPaging(search);
  let count = 0;
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) count += value.length;
    else if (key !== 'q' || String(value).trim() !== '') count += 1;
  }
  return count;
}
