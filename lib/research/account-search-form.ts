import { t } from '../i18n/catalogue';
import { formatCount } from '../ui/format';
import {
  type AccountListFilter,
  type AccountSearch,
  accountFiltersQuery,
  MAX_SINCE_MONTHS,
} from './account-search';
import { formatDollarsInput, type NumberInput, parseDollars, parseWholeNumber } from './number-input';
import { isRealDate } from './query-fields';

// The account search form as the rep fills it in: every box holds text (what was typed), and turns into a
// search only when every box reads. Each refusal is a sentence for beside its box.

/** The form's boxes. Numbers and dates are text as typed; '' means the box is empty. */
export type AccountSearchDraft = Record<AccountListFilter, string[]> & {
  q: string;
  min_rating: string;
  max_rating: string;
  revenue_min: string;
  revenue_max: string;
  employees_min: string;
  employees_max: string;
  intro_optin: '' | 'open' | 'closed';
  targeted_accounts_only: boolean;
  since_months: string;
  start_date: string;
  end_date: string;
  start_publish_date: string;
  end_publish_date: string;
};

/** A box of the form. */
export type DraftField = keyof AccountSearchDraft;

/** A sentence for each box that does not read (in the rep's language). */
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The boxes that hold the search shown (a route's, a saved one's). */
export function draftFromSearch(search: AccountSearch): AccountSearchDraft {
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  const dollars = (value: number | undefined) => (value === undefined ? '' : formatDollarsInput(value));
  return {
    q: search.q ?? '',
    accounts: [...(search.accounts ?? [])],
    in_market_for: [...(search.in_market_for ?? [])],
    industry: [...(search.industry ?? [])],
    vendors: [...(search.vendors ?? [])],
    products: [...(search.products ?? [])],
    mgmt_level: [...(search.mgmt_level ?? [])],
    department: [...(search.department ?? [])],
    min_rating: number(search.min_rating),
    max_rating: number(search.max_rating),
    revenue_min: dollars(search.revenue?.min),
    revenue_max: dollars(search.revenue?.max),
    employees_min: number(search.employee_count?.min),
    employees_max: number(search.employee_count?.max),
    intro_optin: search.intro_optin ?? '',
    targeted_accounts_only: search.targeted_accounts_only === true,
    since_months: number(search.since_months),
    start_date: search.start_date ?? '',
    end_date: search.end_date ?? '',
    start_publish_date: search.start_publish_date ?? '',
    end_publish_date: search.end_publish_date ?? '',
  };
}

/** An empty form. */
export const EMPTY_DRAFT: AccountSearchDraft = draftFromSearch({});

/**
 * The form with new products: with none left, the rating bounds go too, so a search can never bound a
 * rating without a product to rate (docs/api.md 4.4).
 */
export function withProducts(draft: AccountSearchDraft, products: string[]): AccountSearchDraft {
  return products.length > 0
    ? { ...draft, products }
    : { ...draft, products, min_rating: '', max_rating: '' };
}

/** The filters the "More filters" fold holds: it opens when any is set, so the form shows the whole search. */
export const FOLDED_FIELDS: readonly DraftField[] = [
  'accounts',
  'industry',
  'vendors',
  'mgmt_level',
  'department',
  'revenue_min',
  'revenue_max',
  'employees_min',
  'employees_max',
  'targeted_accounts_only',
  'start_date',
  'end_date',
  'start_publish_date',
  'end_publish_date',
];

/** How many of the folded filters are set. */
export function foldedFilterCount(draft: AccountSearchDraft): number {
  return FOLDED_FIELDS.filter((field) => {
    const value = draft[field];
    return Array.isArray(value) ? value.length > 0 : value !== '' && value !== false;
  }).length;
}

/**
 * The search the boxes hold, or the sentence for each box that does not read. Paging is the results'
 * business: `perPage` carries the page size the rep chose over to the new search, which starts at page 1.
 */
export function searchFromDraft(
  draft: AccountSearchDraft,
  perPage?: number,
): { ok: true; search: AccountSearch } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const search: AccountSearch = {};
  const q = draft.q.trim();
  if (q) search.q = q;
  for (const filter of [
    'accounts',
    'in_market_for',
    'industry',
    'vendors',
    'products',
    'mgmt_level',
    'department',
  ] as const) {
    const values = [...new Set(draft[filter].map((value) => value.trim()).filter(Boolean))];
    if (values.length > 0) search[filter] = values;
  }

  const minRating = rating(draft.min_rating);
  const maxRating = rating(draft.max_rating);
  if (search.products) {
    if (minRating !== undefined && maxRating !== undefined && minRating > maxRating) {
      errors.max_rating = t('research.accountSearchForm.ratingReversed');
    }
    if (minRating !== undefined) search.min_rating = minRating;
    if (maxRating !== undefined) search.max_rating = maxRating;
  }

  const revenue = readRange(
    parseDollars(draft.revenue_min),
    parseDollars(draft.revenue_max),
    t('research.accountSearchForm.revenueUnreadable'),
    t('research.accountSearchForm.revenueReversed'),
  );
  if (revenue.errors.min) errors.revenue_min = revenue.errors.min;
  if (revenue.errors.max) errors.revenue_max = revenue.errors.max;
  if (revenue.range) search.revenue = revenue.range;

  const headcount = readRange(
    parseWholeNumber(draft.employees_min),
    parseWholeNumber(draft.employees_max),
    t('research.accountSearchForm.headcountUnreadable', {
      small: formatCount(200),
      large: formatCount(5000),
    }),
    t('research.accountSearchForm.headcountReversed'),
  );
  if (headcount.errors.min) errors.employees_min = headcount.errors.min;
  if (headcount.errors.max) errors.employees_max = headcount.errors.max;
  if (headcount.range) search.employee_count = headcount.range;

  if (draft.intro_optin) search.intro_optin = draft.intro_optin;
  if (draft.targeted_accounts_only) search.targeted_accounts_only = true;

  const since = parseWholeNumber(draft.since_months);
  if (since.kind === 'value' && since.value >= 1 && since.value <= MAX_SINCE_MONTHS)
    search.since_months = since.value;
  else if (since.kind !== 'empty')
    errors.since_months = t('research.accountSearchForm.monthsUnreadable', { max: MAX_SINCE_MONTHS });

  readDates(draft, 'start_date', 'end_date', 'interview', search, errors);
  readDates(draft, 'start_publish_date', 'end_publish_date', 'publish', search, errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (perPage !== undefined) search.per_page = perPage;
  return { ok: true, search };
}

function rating(text: string): number | undefined {
  const value = Number(text);
  return text !== '' && Number.isInteger(value) && value >= 1 && value <= 10 ? value : undefined;
}

function readRange(
  min: NumberInput,
  max: NumberInput,
  unreadable: string,
  reversed: string,
): { range?: { min?: number; max?: number }; errors: { min?: string; max?: string } } {
  const errors: { min?: string; max?: string } = {};
  if (min.kind === 'invalid') errors.min = unreadable;
  if (max.kind === 'invalid') errors.max = unreadable;
  if (min.kind === 'value' && max.kind === 'value' && min.value > max.value) errors.max = reversed;
  if (errors.min || errors.max) return { errors };
  const range: { min?: number; max?: number } = {};
  if (min.kind === 'value') range.min = min.value;
  if (max.kind === 'value') range.max = max.value;
  return range.min === undefined && range.max === undefined ? { errors } : { range, errors };
}

function readDates(
  draft: AccountSearchDraft,
  startKey: 'start_date' | 'start_publish_date',
  endKey: 'end_date' | 'end_publish_date',
  what: 'interview' | 'publish',
  search: AccountSearch,
  errors: DraftErrors,
): void {
  const start = draft[startKey].trim();
  const end = draft[endKey].trim();
  const real = t('research.accountSearchForm.dateUnreadable');
  if (start && !isRealDate(start)) errors[startKey] = real;
  if (end && !isRealDate(end)) errors[endKey] = real;
  if (errors[startKey] || errors[endKey]) return;
  if (start && end && start > end) {
    errors[endKey] = t('research.accountSearchForm.datesReversed', { kind: what });
    return;
  }
  if (start) search[startKey] = start;
  if (end) search[endKey] = end;
}

/** True when the form holds exactly the search shown (ignoring paging): Search would change nothing. */
export function draftShowsSearch(draft: AccountSearchDraft, search: AccountSearch): boolean {
  const read = searchFromDraft(draft);
  return read.ok && accountFiltersQuery(read.search) === accountFiltersQuery(search);
}
