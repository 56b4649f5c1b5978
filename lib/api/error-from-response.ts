import { ApiError, type ApiErrorInfo, type ApiFeature, type InvalidFilterDetail } from './errors';
import { z } from './zod';

// Maps an HTTP error answer to an ApiError a sales rep can read. The spec shows only the 422 body
// (`{error: string}`); every other body is "not shown", so the status decides and the body only adds detail.

/** Above this a Retry-After is not waited for: the caller gets `rate_limited` with `retryAt` at once. */
export const RETRY_AFTER_CAP_MS = 20_000;

/** When a 429 says nothing about when to come back. */
const DEFAULT_RATE_LIMIT_MS = 60_000;

const errorBodySchema = z.object({ error: z.string() });
const validValuesBodySchema = z.object({
  valid_values: z.array(z.string()).optional(),
  valid_fields: z.array(z.string()).optional(),
});

/** The plan features a 403 can be about, by endpoint family (docs/api.md 5). */
export function featureForPath(path: string): ApiFeature | undefined {
  const pathname = path.split('?')[0] ?? '';
  if (/\/accounts(\/|$)/.test(pathname)) return 'account_pages';
  if (/\/vendors\/[^/]+/.test(pathname)) return 'vendor_profiles';
  return undefined;
}

/** Milliseconds to wait from `Retry-After` (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

const FILTER_LINE = /Could not find\s+(.+?)\s+['"‘’`](.*)['"‘’`]\s*\.?\s*$/i;

/** Strips the quotes and end punctuation the API may put around one suggestion. */
function cleanSuggestion(value: string): string {
  return value
    .trim()
    .replace(/^(?:or|and)\s+/i, '')
    .replace(/[?.!]+$/, '')
    .replace(/^['"‘’`](.*)['"‘’`]$/, '$1')
    .trim();
}

/**
 * Reads the spec's 422 text, `- Could not find <kind> '<value>'. Did you mean: <suggestion>?`, one per line;
 * several suggestions may be separated by commas and/or "or". Lines that do not have the shape are skipped.
 */
export function parseInvalidFilters(text: string): InvalidFilterDetail[] {
  const filters: InvalidFilterDetail[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/^\s*[-*•]\s*/, '').trim();
    const [head = '', ...rest] = line.split(/did you mean\s*:?/i);
    const match = FILTER_LINE.exec(head);
    if (!match) continue;
    const [, kind = '', value = ''] = match;
    const tail = rest.join(' ').trim();
    const suggestionText = tail.replace(/\?\s*$/, '').trim();
    const suggestions = tail
      ? tail
          .split(/\s*,\s*|\s+or\s+/i)
          .map(cleanSuggestion)
          .filter((item) => item !== '' && !/^none$/i.test(item))
      : [];
    filters.push({ kind: kind.trim(), value, suggestions, suggestionText });
  }
  return filters;
}

/** The valid values a 422 on `fields[]` lists, from a JSON array in the body or from its text. */
export function parseValidValues(body: unknown, text: string): string[] | undefined {
  const listed = validValuesBodySchema.safeParse(body);
  const fromBody = listed.success ? (listed.data.valid_values ?? listed.data.valid_fields) : undefined;
  if (fromBody && fromBody.length > 0) return fromBody;
  const match =
    /\b(?:valid (?:values|fields|sections)(?: are)?|must be one of|one of|expected)\s*:?\s*(.+)$/im.exec(
      text,
    );
  if (!match?.[1]) return undefined;
  const values = match[1]
    .replace(/[[\]()]/g, ' ')
    .split(/\s*,\s*|\s+or\s+|\s+and\s+/i)
    .map(cleanSuggestion)
    .filter((item) => /^[\w-]+$/.test(item));
  return values.length > 0 ? values : undefined;
}

/**
 * How a 422 on filters reads to the rep: for one value, what was not found and what was probably meant; for
 * several, which values (each with its suggestions in `filters`).
 */
function invalidFilterMessage(filters: readonly InvalidFilterDetail[]): string {
  const [filter] = filters;
  if (filters.length > 1 || !filter) {
    const named = filters.map((item) => `${item.kind} "${item.value}"`);
    const last = named.pop();
    return `Buyer Intelligence knows none of these values: ${named.join(', ')} and ${last}.`;
  }
  const what = `Buyer Intelligence has no ${filter.kind} called "${filter.value}"`;
  if (filter.suggestions.length === 0) return `${what}.`;
  // Quoted whole, as the API wrote them: a suggestion may hold a comma, and only the reference list can tell.
  return `${what}; did you mean ${filter.suggestions.length === 1 ? `"${filter.suggestions[0]}"` : filter.suggestionText}?`;
}

const FORBIDDEN_MESSAGES: Record<ApiFeature, string> = {
  account_pages: "Your team's Buyer Intelligence plan does not include account pages.",
  vendor_profiles: "Your team's Buyer Intelligence plan does not include vendor profiles.",
};

/** What a 404 means, by endpoint family. */
function notFoundMessage(path: string): string {
  if (featureForPath(path) === 'account_pages')
    return "Your team's library has no interviews with this company.";
  if (featureForPath(path) === 'vendor_profiles') return "This vendor is not in your team's library.";
  if (/\/transcripts\//.test(path)) return "This interview is not in your team's library.";
  return 'Buyer Intelligence could not find what Buyer Lens asked for.';
}

/**
 * The error for a non-2xx answer. `body` is the parsed JSON (or undefined when it was not JSON), `text` the raw
 * body; `path` is the request path (it decides the 403 feature); `now` anchors `retryAt`.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers,
  path: string,
  now: number = Date.now(),
  text = '',
): ApiError {
  const parsedBody = errorBodySchema.safeParse(body);
  const apiMessage = parsedBody.success ? parsedBody.data.error : text.trim() || undefined;
  const details: Omit<ApiErrorInfo, 'kind' | 'message'> = { status };
  if (apiMessage) details.apiMessage = apiMessage.slice(0, 2_000);
  const waitMs = retryAfterMs(headers, now);

  if (status === 401) {
    return new ApiError('unauthorized', 'Your API key was not accepted. Check it in Options.', details);
  }
  if (status === 403) {
    const feature = featureForPath(path);
    if (feature) return new ApiError('forbidden', FORBIDDEN_MESSAGES[feature], { ...details, feature });
    return new ApiError('forbidden', "Your team's Buyer Intelligence plan does not include this.", details);
  }
  if (status === 404) return new ApiError('not_found', notFoundMessage(path), details);
  if (status === 422) {
    const filters = parseInvalidFilters(apiMessage ?? '');
    if (filters.length > 0) {
      return new ApiError('invalid_filter', invalidFilterMessage(filters), { ...details, filters });
    }
    const validValues = parseValidValues(body, apiMessage ?? '');
    if (validValues) {
      return new ApiError(
        'invalid_filter',
        `Buyer Intelligence only accepts ${validValues.join(', ')} here.`,
        {
          ...details,
          validValues,
        },
      );
    }
    return new ApiError(
      'invalid_filter',
      'Buyer Intelligence did not accept one of the filter values.',
      details,
    );
  }
  if (status === 429) {
    return new ApiError(
      'rate_limited',
      'Buyer Intelligence asked Buyer Lens to slow down; try again shortly.',
      {
        ...details,
        retryAt: now + (waitMs ?? DEFAULT_RATE_LIMIT_MS),
      },
    );
  }
  if (status >= 500) {
    if (waitMs !== undefined) details.retryAt = now + waitMs;
    return new ApiError('server', 'The Buyer Intelligence service had a problem answering.', details);
  }
  return new ApiError('unexpected_response', 'The Buyer Intelligence service refused this request.', details);
}
