import { ApiError, type ApiErrorCode, type ErrorValues } from './errors';

// Query strings of docs/api.md 4, in one form: bracket arrays (`vendors[]=a&vendors[]=b`), ranges `<min>;<max>`,
// `since=<n>.months`, `YYYY-MM-DD` dates. Keys come out sorted and array values deduplicated and sorted, so that
// two equal searches give the same string (the cache keys on it). Filters are sets in the API, so order is free.

/** One query parameter before encoding; undefined, null, empty strings and empty arrays are left out. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** A `<min>;<max>` range; either side may be left open. */
export type NumberRange = { min?: number; max?: number };

/** The largest `per_page` any endpoint accepts (docs/api.md 8). */
const MAX_PER_PAGE = 50;

/** Encodes a value the way URLSearchParams does (spaces as `+`, `;` as `%3B`). */
function encodeValue(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

/** Encodes parameters as a query string without the leading `?`; array keys get `[]`, order is deterministic. */
export function encodeQuery(params: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const text = String(value);
      if (text !== '') parts.push(`${encodeValue(key)}=${encodeValue(text)}`);
      continue;
    }
    const values = [...new Set(value.map((item) => item.trim()).filter((item) => item !== ''))].sort();
    for (const item of values) parts.push(`${encodeValue(key)}[]=${encodeValue(item)}`);
  }
  return parts.join('&');
}

/**
 * The parameters a guard below names when it refuses one: its sentence's `field` value, which a page says by its
 * own name in the rep's language (`common.queryField.<field>`, lib/ui/error-message.ts).
 */
export type QueryField =
  | 'lowestRating'
  | 'highestRating'
  | 'revenue'
  | 'employeeCount'
  | 'startDate'
  | 'endDate'
  | 'startPublishDate'
  | 'endPublishDate'
  | 'account'
  | 'vendor'
  | 'transcriptId';

/** Each field as the English `message` names it (the background writes English; pages translate the code). */
export const QUERY_FIELD_LABELS: Readonly<Record<QueryField, string>> = {
  lowestRating: 'lowest rating',
  highestRating: 'highest rating',
  revenue: 'revenue',
  employeeCount: 'employee count',
  startDate: 'start date',
  endDate: 'end date',
  startPublishDate: 'start publish date',
  endPublishDate: 'end publish date',
  account: 'account',
  vendor: 'vendor',
  transcriptId: 'transcript id',
};

/** Refuses a parameter before any request is made, naming its sentence so that a page can say it. */
function invalid(message: string, code: ApiErrorCode, values?: ErrorValues): ApiError {
  return new ApiError('invalid_input', message, { code, ...(values === undefined ? {} : { values }) });
}

/** A trimmed free-text value, or undefined when blank. */
export function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A 1-based page number, validated. */
export function pageNumber(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 1)
    throw invalid('The page number must be a whole number from 1.', 'pageNumberInvalid');
  return value;
}

/** A page size from 1 to 50, validated (the API serves at most 50). */
export function pageSize(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_PER_PAGE) {
    throw invalid(`The page size must be a whole number from 1 to ${MAX_PER_PAGE}.`, 'pageSizeInvalid', {
      max: MAX_PER_PAGE,
    });
  }
  return value;
}

/** `<min>;<max>` with open sides (`100;`, `;500`); undefined when both sides are open. */
export function range(value: NumberRange | undefined, field: QueryField): string | undefined {
  if (value === undefined) return undefined;
  const label = QUERY_FIELD_LABELS[field];
  const { min, max } = value;
  for (const bound of [min, max]) {
    if (bound !== undefined && (!Number.isSafeInteger(bound) || bound < 0)) {
      throw invalid(`The ${label} range takes whole numbers from 0.`, 'rangeNotWhole', { field });
    }
  }
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) {
    throw invalid(`The ${label} range starts above where it ends.`, 'rangeReversed', { field });
  }
  return `${min ?? ''};${max ?? ''}`;
}

/** Reads `<min>;<max>` back (either side may be empty); undefined when it is not a range. */
export function parseRange(value: string | null): NumberRange | undefined {
  if (value === null) return undefined;
  const match = /^\s*(\d*)\s*;\s*(\d*)\s*$/.exec(value);
  if (!match) return undefined;
  const [, min = '', max = ''] = match;
  const parsed: NumberRange = {};
  if (min !== '') parsed.min = Number(min);
  if (max !== '') parsed.max = Number(max);
  return parsed;
}

/** A `YYYY-MM-DD` date that exists on the calendar, validated. */
export function isoDate(value: string | undefined, field: QueryField): string | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = match ? new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0)) : undefined;
  if (
    !date ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() + 1 !== month ||
    date.getUTCDate() !== day
  ) {
    throw invalid(
      `The ${QUERY_FIELD_LABELS[field]} must be a real date written as YYYY-MM-DD.`,
      'dateInvalid',
      { field },
    );
  }
  return value;
}

/** `<n>.months` for a window of whole months. */
export function months(value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 1)
    throw invalid('The date window must be a whole number of months.', 'monthsInvalid');
  return `${value}.months`;
}

/** A whole number inside [min, max], validated. */
export function boundedInteger(
  value: number | undefined,
  min: number,
  max: number,
  field: QueryField,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw invalid(
      `The ${QUERY_FIELD_LABELS[field]} must be a whole number from ${min} to ${max}.`,
      'numberOutOfRange',
      { field, min, max },
    );
  }
  return value;
}

/**
 * A path segment (an id or slug), trimmed. An empty one would address the list endpoint instead, and `.` or
 * `..` another path altogether (`/vendors/..` is `/api/v1/`), even percent-encoded: URLs resolve them.
 */
export function pathSegment(value: string, field: QueryField): string {
  const trimmed = value.trim();
  const label = QUERY_FIELD_LABELS[field];
  if (trimmed === '') throw invalid(`The ${label} is empty.`, 'identifierEmpty', { field });
  if (trimmed === '.' || trimmed === '..') {
    throw invalid(`“${trimmed}” is not a valid ${label}.`, 'identifierInvalid', { field, value: trimmed });
  }
  return trimmed;
}

/** The values of `name[]` (or bare `name`) in a parsed query, in order; undefined when absent. */
export function readArray(search: URLSearchParams, name: string): string[] | undefined {
  const values = [...search.getAll(`${name}[]`), ...search.getAll(name)];
  return values.length > 0 ? values : undefined;
}
