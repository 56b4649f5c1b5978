/**
 * The interview index search shared by transcript search and the account list: filter parsing (lenient for
 * transcripts, strict with suggestions for accounts), matching, and the relevance/recency order.
 */
import { asDomain, type Catalog, normalizeKey, resolveAccount, resolveVendor, type Scope } from './catalog';
import type { Transcript } from './dataset';
import { monthsBefore, parseDay } from './dates';
import { HttpError, type Query } from './http-kit';
import { suggest } from './suggest';

type Range = { min: number | null; max: number | null };

export type InterviewFilters = {
  q: string | null;
  useCases: Set<number> | null;
  industries: Set<number> | null;
  vendors: Set<number> | null;
  products: Set<number> | null;
  accounts: Set<number> | null;
  mgmtLevels: Set<number> | null;
  departments: Set<number> | null;
  revenue: Range | null;
  employees: Range | null;
  rating: Range | null;
  optedIn: boolean | null;
  targetedOnly: boolean;
  interviewFrom: number | null;
  interviewTo: number | null;
  publishFrom: number | null;
  publishTo: number | null;
};

/** `drop`: unresolved values are ignored (transcript search). `strict`: they answer 422 (account list). */
export type ResolveMode = 'drop' | 'strict';

type NamedFilter = {
  param: string;
  aliases?: string[];
  kind: string;
  resolve: (catalog: Catalog, value: string) => number | null;
  candidates: (catalog: Catalog, value: string) => string[];
};

const USE_CASE_FILTER: NamedFilter = {
  param: 'in_market_for',
  kind: 'use case',
  resolve: (catalog, value) => catalog.useCaseByName.get(normalizeKey(value)) ?? null,
  candidates: (catalog) => catalog.data.useCases,
};
const INDUSTRY_FILTER: NamedFilter = {
  param: 'industry',
  kind: 'industry',
  resolve: (catalog, value) => catalog.industryByName.get(normalizeKey(value)) ?? null,
  candidates: (catalog) => catalog.data.industries,
};
const VENDOR_FILTER: NamedFilter = {
  param: 'vendors',
  kind: 'vendor',
  resolve: resolveVendor,
  candidates: (catalog, value) =>
    asDomain(value) !== null
      ? catalog.data.vendors.flatMap((vendor) => [vendor.domain, ...vendor.altDomains])
      : catalog.data.vendors.map((vendor) => vendor.name),
};
const PRODUCT_FILTER: NamedFilter = {
  param: 'products',
  kind: 'product',
  resolve: (catalog, value) => catalog.productByName.get(normalizeKey(value)) ?? null,
  candidates: (catalog) => catalog.data.products.map((product) => product.name),
};
const ACCOUNT_FILTER: NamedFilter = {
  param: 'accounts',
  aliases: ['buyers'],
  kind: 'account',
  resolve: resolveAccount,
  candidates: (catalog, value) =>
    asDomain(value) !== null
      ? catalog.data.accounts.flatMap((account) => [account.domain, ...account.altDomains])
      : catalog.data.accounts.flatMap((account) => [account.name, account.slug]),
};

/** Reads every interview filter of the query; in strict mode unresolved named values throw a 422. */
export function parseInterviewFilters(catalog: Catalog, query: Query, mode: ResolveMode): InterviewFilters {
  const problems: string[] = [];
  const named = (filter: NamedFilter): Set<number> | null => {
    const values = [filter.param, ...(filter.aliases ?? [])].flatMap((param) => query.many(param));
    const resolved = new Set<number>();
    for (const value of values) {
      const id = filter.resolve(catalog, value);
      if (id !== null) resolved.add(id);
      else if (mode === 'strict') {
        const suggestions = suggest(value, filter.candidates(catalog, value));
        problems.push(`- Could not find ${filter.kind} '${value}'. Did you mean: ${suggestions.join(', ')}?`);
      }
    }
    return resolved.size > 0 ? resolved : null;
  };
  const lenient = (param: string, lookup: Map<string, number>): Set<number> | null => {
    const resolved = new Set<number>();
    for (const value of query.many(param)) {
      const id = lookup.get(normalizeKey(value));
      if (id !== undefined) resolved.add(id);
    }
    return resolved.size > 0 ? resolved : null;
  };
  const filters: InterviewFilters = {
    q: query.one('q'),
    useCases: named(USE_CASE_FILTER),
    industries: named(INDUSTRY_FILTER),
    vendors: named(VENDOR_FILTER),
    products: named(PRODUCT_FILTER),
    accounts: named(ACCOUNT_FILTER),
    mgmtLevels: lenient('mgmt_level', catalog.mgmtLevelByName),
    departments: null,
    revenue: parseRange(query.one('revenue')),
    employees: parseRange(query.one('employee_count')),
    rating: null,
    optedIn: null,
    targetedOnly: false,
    interviewFrom: null,
    interviewTo: null,
    publishFrom: null,
    publishTo: null,
  };
  if (problems.length > 0) throw new HttpError(422, problems.join('\n'));
  return filters;
}

/**
 * Adds the filters only the account list knows (department, ratings, intro opt-in, targeting, dates);
 * `since` counts back from the scope's day (the sandbox's clock).
 */
export function parseAccountOnlyFilters(
  catalog: Catalog,
  scope: Scope,
  query: Query,
  filters: InterviewFilters,
): InterviewFilters {
  const departments = new Set<number>();
  for (const value of query.many('department')) {
    const id = catalog.departmentByName.get(normalizeKey(value));
    if (id !== undefined) departments.add(id);
  }
  const minText = query.one('min_rating');
  const maxText = query.one('max_rating');
  let rating: Range | null = null;
  if (minText !== null || maxText !== null) {
    if (!filters.products) {
      throw new HttpError(
        422,
        'min_rating and max_rating require products[]: name the products whose rating to bound.',
      );
    }
    const min = minText === null ? null : ratingBound('min_rating', minText);
    const max = maxText === null ? null : ratingBound('max_rating', maxText);
    if (min !== null && max !== null && min > max) {
      throw new HttpError(422, `min_rating (${min}) is greater than max_rating (${max}).`);
    }
    rating = { min, max };
  }
  const introOptin = query.one('intro_optin')?.toLowerCase();
  const sinceMatch = /^(\d{1,3})\.months?$/i.exec(query.one('since') ?? '');
  const sinceDay = sinceMatch ? monthsBefore(scope.now, Number(sinceMatch[1])) : null;
  const startDate = parseDay(query.one('start_date') ?? '');
  return {
    ...filters,
    departments: departments.size > 0 ? departments : null,
    rating,
    optedIn: introOptin === 'open' ? true : introOptin === 'closed' ? false : null,
    targetedOnly: ['true', '1', 'yes'].includes(query.one('targeted_accounts_only')?.toLowerCase() ?? ''),
    interviewFrom: maxOf(sinceDay, startDate),
    interviewTo: parseDay(query.one('end_date') ?? ''),
    publishFrom: parseDay(query.one('start_publish_date') ?? ''),
    publishTo: parseDay(query.one('end_publish_date') ?? ''),
  };
}

function ratingBound(param: string, text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 10) {
    throw new HttpError(422, `${param} must be an integer from 1 to 10, got '${text}'.`);
  }
  return value;
}

function maxOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/** `<min>;<max>` with either side optional; anything else is ignored (null). */
export function parseRange(text: string | null): Range | null {
  if (text === null) return null;
  const match = /^\s*(\d*)\s*;\s*(\d*)\s*$/.exec(text);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  return { min: match[1] ? Number(match[1]) : null, max: match[2] ? Number(match[2]) : null };
}

function inRange(value: number | null, range: Range | null): boolean {
  if (range === null) return true;
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

function hasAny(values: readonly number[], wanted: Set<number> | null): boolean {
  if (wanted === null) return true;
  for (const value of values) if (wanted.has(value)) return true;
  return false;
}

function matches(catalog: Catalog, transcript: Transcript, filters: InterviewFilters): boolean {
  if (filters.accounts && !filters.accounts.has(transcript.account)) return false;
  if (!hasAny(transcript.inMarketFor, filters.useCases)) return false;
  if (!hasAny(transcript.industries, filters.industries)) return false;
  if (!hasAny(transcript.vendors, filters.vendors)) return false;
  if (filters.products) {
    const { products, rating } = filters;
    const hit = transcript.techStack.some(
      (entry) => products.has(entry.product) && (rating === null || inRange(entry.rating, rating)),
    );
    if (!hit) return false;
  }
  if (filters.mgmtLevels && !filters.mgmtLevels.has(transcript.mgmtLevel)) return false;
  if (filters.departments && !filters.departments.has(transcript.department)) return false;
  if (!inRange(transcript.revenue, filters.revenue)) return false;
  if (!inRange(transcript.employeeCount, filters.employees)) return false;
  if (filters.optedIn !== null && transcript.optedIn !== filters.optedIn) return false;
  if (filters.targetedOnly && !catalog.data.accounts[transcript.account]?.targeted) return false;
  if (filters.interviewFrom !== null && transcript.interviewDay < filters.interviewFrom) return false;
  if (filters.interviewTo !== null && transcript.interviewDay > filters.interviewTo) return false;
  if (filters.publishFrom !== null && transcript.publishDay < filters.publishFrom) return false;
  if (filters.publishTo !== null && transcript.publishDay > filters.publishTo) return false;
  return true;
}

/**
 * Every matching transcript index visible to the scope, ordered. `relevance` with q: text score, then recency;
 * without q relevance has nothing to rank by and equals `recency` (newest publish date first, then id).
 */
export function searchInterviews(
  catalog: Catalog,
  scope: Scope,
  filters: InterviewFilters,
  sort: 'relevance' | 'recency',
): number[] {
  const { transcripts } = catalog.data;
  const scores = filters.q === null ? null : catalog.text.search(filters.q);
  if (scores === null) {
    // Walking the precomputed recency order keeps the result sorted without a sort.
    const source =
      filters.accounts && filters.accounts.size === 1 ? accountOrder(catalog, filters.accounts) : null;
    const hits: number[] = [];
    for (const index of source ?? catalog.recencyOrder) {
      const transcript = transcripts[index];
      if (scope.visible[index] && transcript && matches(catalog, transcript, filters)) hits.push(index);
    }
    return hits;
  }
  const hits: number[] = [];
  for (const index of scores.keys()) {
    const transcript = transcripts[index];
    if (scope.visible[index] && transcript && matches(catalog, transcript, filters)) hits.push(index);
  }
  const rank = catalog.recencyRank;
  if (sort === 'recency') hits.sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0));
  else hits.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || (rank[a] ?? 0) - (rank[b] ?? 0));
  return hits;
}

function accountOrder(catalog: Catalog, accounts: Set<number>): number[] {
  const [account] = accounts;
  return catalog.accountTranscripts[account ?? -1] ?? [];
}
