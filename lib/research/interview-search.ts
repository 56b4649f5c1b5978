import type { NumberRange } from '../api/query';
import { parseRange, readArray } from '../api/query';
import { type TranscriptSearchParams, transcriptSearchQuery } from '../api/transcript-search-query';
import { t } from '../i18n/catalogue';
import { z } from '../schemas/zod-mini';

// Research › Interviews as a value (docs/api.md 4.1): the search a rep ran, written as the canonical query
// string the sidebar's URL fragment holds (`#research/interviews?<query>`), and read back from one. A fragment
// is typed, pasted or edited by hand, so reading it is checking user input: each field is validated on its own
// (zod's small build: this module loads with the research views), valid fields are kept, and what was left out
// is said in words rather than silently dropped.

/**
 * Every parameter of transcript search. `buyers[]` is the API's alias of `accounts[]`: a search has one
 * accounts filter, and a fragment's `buyers[]` is read into it.
 */
export type InterviewSearch = Omit<TranscriptSearchParams, 'buyers'>;

/** The name filters of an interview search, each fed by a reference list (docs/api.md 4.3), and mgmt levels. */
export const INTERVIEW_ARRAY_FILTERS = [
  'in_market_for',
  'industry',
  'vendors',
  'products',
  'accounts',
  'mgmt_level',
] as const;
export type InterviewArrayFilter = (typeof INTERVIEW_ARRAY_FILTERS)[number];

/** The API's page size when `per_page` is not sent (docs/api.md 4.1). */
export const DEFAULT_PER_PAGE = 20;
/** The largest page transcript search serves (docs/api.md 8). */
const MAX_PER_PAGE = 50;

/**
 * The management levels transcripts carry. The API has no reference list for `mgmt_level[]` (docs/api.md 4.3
 * lists none), so the values are the ones docs/api.md 10.8 records; an unknown level is ignored by the search
 * (4.1 rule 4), which is why the view offers only these.
 */
export const MANAGEMENT_LEVELS = ['C-Level', 'VP', 'Director', 'Manager', 'Individual Contributor'] as const;

/** One parameter of a fragment that was not used, and why, for the rep to read (in the rep's language). */
export type LeftOut = { parameter: string; reason: string };

/** A fragment read back: the search made of its valid fields, and what was left out. */
export type ParsedInterviewSearch = { search: InterviewSearch; leftOut: LeftOut[] };

// The bounds the background checks every search message against (lib/schemas/messages.ts): a fragment past
// them is pasted by mistake, and would only come back as an error.
const MAX_TEXT = 300;
const MAX_NAME = 300;
const MAX_VALUES = 50;
const MAX_PAGE = 10_000;

const textSchema = z.string().check(z.trim(), z.maxLength(MAX_TEXT));
const nameSchema = z.string().check(z.trim(), z.maxLength(MAX_NAME));
const wholeNumber = z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,9}$/)), z.transform(Number));
const pageSchema = wholeNumber.check(z.refine((value) => value >= 1 && value <= MAX_PAGE));
const perPageSchema = wholeNumber.check(z.refine((value) => value >= 1 && value <= MAX_PER_PAGE));
const sortSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(['relevance', 'recency']));
const rangeSchema = z.pipe(
  z.string(),
  z.transform((value, context) => {
    const parsed = parseRange(value);
    const { min, max } = parsed ?? {};
    const valid =
      parsed !== undefined &&
      [min, max].every((bound) => bound === undefined || Number.isSafeInteger(bound)) &&
      (min === undefined || max === undefined || min <= max);
    if (!valid) context.issues.push({ code: 'custom', message: 'not a range', input: value });
    return parsed ?? {};
  }),
);

/** The parameters a fragment may hold that take one value (the messages name each: `parameter`). */
const SINGLE_PARAMETERS = ['q', 'page', 'per_page', 'sort_by', 'revenue', 'employee_count'] as const;
type SingleParameter = (typeof SINGLE_PARAMETERS)[number];

/** A value as a sentence quotes it (the message adds the quotation marks), shortened: a fragment can hold anything. */
function short(value: string): string {
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}

/**
 * Reads a search from a query string or a path with one (`/api/v1/transcripts?accounts[]=acme`, or a fragment's
 * query): every valid field is kept; each field left out is named with the reason.
 */
export function parseInterviewSearch(queryOrPath: string): ParsedInterviewSearch {
  const start = queryOrPath.indexOf('?');
  const params = new URLSearchParams(start >= 0 ? queryOrPath.slice(start + 1) : queryOrPath);
  const search: InterviewSearch = {};
  const leftOut: LeftOut[] = [];

  const single = (name: SingleParameter): string | undefined => {
    const values = readArray(params, name);
    if (!values) return undefined;
    if (values.length > 1)
      leftOut.push({ parameter: name, reason: t('research.interviewSearch.repeated', { parameter: name }) });
    return values[0];
  };

  const q = single('q');
  if (q !== undefined) {
    const checked = textSchema.safeParse(q);
    if (!checked.success)
      leftOut.push({ parameter: 'q', reason: t('research.interviewSearch.wordsTooLong', { max: MAX_TEXT }) });
    else if (checked.data) search.q = checked.data;
  }
  const page = single('page');
  if (page !== undefined) {
    const checked = pageSchema.safeParse(page);
    if (checked.success) search.page = checked.data;
    else
      leftOut.push({
        parameter: 'page',
        reason: t('research.interviewSearch.notPageNumber', { value: short(page), max: MAX_PAGE }),
      });
  }
  const perPage = single('per_page');
  if (perPage !== undefined) {
    const checked = perPageSchema.safeParse(perPage);
    if (checked.success) search.per_page = checked.data;
    else
      leftOut.push({
        parameter: 'per_page',
        reason: t('research.interviewSearch.notPageSize', { value: short(perPage), max: MAX_PER_PAGE }),
      });
  }
  const sort = single('sort_by');
  if (sort !== undefined) {
    const checked = sortSchema.safeParse(sort);
    if (checked.success) search.sort_by = checked.data;
    else
      leftOut.push({
        parameter: 'sort_by',
        reason: t('research.interviewSearch.notOrder', { value: short(sort) }),
      });
  }
  for (const name of ['revenue', 'employee_count'] as const) {
    const value = single(name);
    if (value === undefined) continue;
    const checked = rangeSchema.safeParse(value);
    if (checked.success) {
      if (checked.data.min !== undefined || checked.data.max !== undefined) search[name] = checked.data;
    } else {
      leftOut.push({
        parameter: name,
        reason: t('research.interviewSearch.notRange', { value: short(value), parameter: name }),
      });
    }
  }

  for (const name of INTERVIEW_ARRAY_FILTERS) {
    // `buyers[]` is the API's alias of `accounts[]` (docs/api.md 4.1): one filter here.
    const raw = [
      ...(readArray(params, name) ?? []),
      ...(name === 'accounts' ? (readArray(params, 'buyers') ?? []) : []),
    ];
    const values: string[] = [];
    for (const value of raw) {
      const checked = nameSchema.safeParse(value);
      if (!checked.success) {
        leftOut.push({
          parameter: name,
          reason: t('research.interviewSearch.valueTooLong', { value: short(value), max: MAX_NAME }),
        });
      } else if (checked.data && !values.includes(checked.data)) {
        if (values.length < MAX_VALUES) values.push(checked.data);
        else
          leftOut.push({
            parameter: name,
            reason: t('research.interviewSearch.tooManyValues', { value: short(value), max: MAX_VALUES }),
          });
      }
    }
    if (values.length > 0) search[name] = values;
  }

  const known = new Set<string>([...SINGLE_PARAMETERS, ...INTERVIEW_ARRAY_FILTERS, 'buyers']);
  const unknown = new Set<string>();
  for (const key of params.keys()) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (!known.has(name) && !unknown.has(name)) {
      unknown.add(name);
      leftOut.push({
        parameter: name,
        reason: t('research.interviewSearch.unknownParameter', { value: short(name) }),
      });
    }
  }
  return { search, leftOut };
}

/**
 * The canonical query string of a search: the API's own encoding (keys sorted, values trimmed, deduplicated and
 * sorted), without the defaults (page 1, relevance, 20 a page), so that equal searches are equal strings.
 */
export function interviewSearchQuery(search: InterviewSearch): string {
  return transcriptSearchQuery(transcriptSearchParams(search));
}

/** What the background is asked for this search: the same fields, the defaults left to the API. */
export function transcriptSearchParams(search: InterviewSearch): TranscriptSearchParams {
  const params: TranscriptSearchParams = { ...search };
  if (params.page === 1) delete params.page;
  if (params.per_page === DEFAULT_PER_PAGE) delete params.per_page;
  if (params.sort_by !== 'recency') delete params.sort_by;
  if (params.q !== undefined && params.q.trim() === '') delete params.q;
  for (const name of INTERVIEW_ARRAY_FILTERS) {
    const values = params[name]?.map((value) => value.trim()).filter(Boolean);
    if (values && values.length > 0) params[name] = [...new Set(values)].sort();
    else delete params[name];
  }
  for (const name of ['revenue', 'employee_count'] as const) {
    const value: NumberRange | undefined = params[name];
    if (value && value.min === undefined && value.max === undefined) delete params[name];
  }
  return params;
}

/** One sentence naming what a fragment's search left out, or null when nothing was. */
export function describeLeftOut(leftOut: readonly LeftOut[]): string | null {
  if (leftOut.length === 0) return null;
  return t('research.interviewSearch.leftOut', { reasons: leftOut.map((item) => item.reason).join('; ') });
}
