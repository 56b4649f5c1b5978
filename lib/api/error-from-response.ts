import { lazySchema } from '../schemas/lazy-schema';
import {
  ApiError,
  type ApiErrorCode,
  type ApiErrorDetails,
  type ApiErrorKind,
  type ApiFeature,
  type ErrorValues,
  type InvalidFilterDetail,
} from './errors';
import { z } from './zod';

// Maps an HTTP error answer to an ApiError a sales rep can read. The spec shows only the 422 body
// (`{error: string}`); every other body is "not shown", so the status decides and the body only adds detail.

/** Above this a Retry-After is not waited for: the caller gets `rate_limited` with `retryAt` at once. */
export const RETRY_AFTER_CAP_MS = 20_000;

/** When a 429 says nothing about when to come back. */
const DEFAULT_RATE_LIMIT_MS = 60_000;

const errorBodySchema = lazySchema(() => z.object({ error: z.string() }));
const validValuesBodySchema = lazySchema(() =>
  z.object({
    valid_values: z.optional(z.array(z.string())),
    valid_fields: z.optional(z.array(z.string())),
  }),
);

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

/**
 * The most characters of an error text the parsers read. The longest 422 Buyer Lens can cause names every value
 * of an account search that did not resolve: 6 name filters of at most 50 values (lib/research/query-fields.ts),
 * a line each of at most about 700 characters (a 300-character value and three suggestions), so 210,000.
 */
export const MAX_ERROR_TEXT_CHARS = 256 * 1024;

/**
 * The part of an error text the parsers read: all of it up to MAX_ERROR_TEXT_CHARS, else up to the last line
 * break before that, so that no line is read half (a text of one long line is cut where the limit falls).
 */
function textToParse(text: string): string {
  if (text.length <= MAX_ERROR_TEXT_CHARS) return text;
  const lastBreak = text.lastIndexOf('\n', MAX_ERROR_TEXT_CHARS);
  return text.slice(0, lastBreak > 0 ? lastBreak : MAX_ERROR_TEXT_CHARS);
}

// The parsers below read an API's text, so anything at all: every expression is anchored or starts with a
// literal, and none has two quantifiers that can share the same characters, so each reads a text in one pass
// (the last closing quote and the trailing marks are found by walking back, not by backtracking).

/** Every line break, CRLF as one; JavaScript's `.` stops at each of them. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
const LIST_BULLET = /^\s*[-*•]\s*/;
const DID_YOU_MEAN = /did you mean\s*:?/i;
const COULD_NOT_FIND = /could not find\s/i;
/** Between suggestions: a comma, or a lone word "or" (the pieces are trimmed after). */
const SUGGESTION_SEPARATOR = /,|(?<=\s)or(?=\s)/i;
/** Between valid values: a comma, or a lone "or" or "and". */
const VALUE_SEPARATOR = /,|(?<=\s)(?:or|and)(?=\s)/i;
const LEADING_CONJUNCTION = /^(?:or|and)\s+/i;
const QUOTED = /^['"‘’`](.*)['"‘’`]$/;
const VALID_VALUES_INTRO = /\b(?:valid (?:values|fields|sections)(?: are)?|must be one of|one of|expected)/i;
const QUOTES = new Set(["'", '"', '‘', '’', '`']);

/** True for a white-space character (as `\s`); false past the end. */
function isSpace(char: string | undefined): boolean {
  return char !== undefined && /\s/.test(char);
}

/** The text without the `?`, `.` and `!` it ends with. */
function withoutEndMarks(text: string): string {
  let end = text.length;
  while (end > 0 && '?.!'.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Strips the quotes and end punctuation the API may put around one suggestion. */
function cleanSuggestion(value: string): string {
  return withoutEndMarks(value.trim().replace(LEADING_CONJUNCTION, '')).replace(QUOTED, '$1').trim();
}

/**
 * The kind and value of `Could not find <kind> '<value>'.`: the value runs from the first quote that follows
 * white space to the last quote, which only white space and one full stop may follow; null without that shape.
 */
function readNotFound(head: string): { kind: string; value: string } | null {
  const found = COULD_NOT_FIND.exec(head);
  if (!found) return null;
  let close = head.length;
  while (isSpace(head[close - 1])) close--;
  if (head[close - 1] === '.') close--;
  while (isSpace(head[close - 1])) close--;
  close -= 1;
  if (!QUOTES.has(head.charAt(close))) return null;
  let kindStart = found.index + found[0].length;
  while (kindStart < close && isSpace(head[kindStart])) kindStart++;
  for (let open = kindStart + 1; open < close; open++) {
    if (!QUOTES.has(head.charAt(open)) || !isSpace(head[open - 1])) continue;
    return { kind: head.slice(kindStart, open).trim(), value: head.slice(open + 1, close) };
  }
  return null;
}

/**
 * Reads the spec's 422 text, `- Could not find <kind> '<value>'. Did you mean: <suggestion>?`, one per line;
 * several suggestions may be separated by commas and/or "or". Lines that do not have the shape are skipped.
 */
export function parseInvalidFilters(text: string): InvalidFilterDetail[] {
  const filters: InvalidFilterDetail[] = [];
  for (const rawLine of textToParse(text).split(LINE_BREAK)) {
    const line = rawLine.replace(LIST_BULLET, '').trim();
    const [head = '', ...rest] = line.split(DID_YOU_MEAN);
    const notFound = readNotFound(head);
    if (!notFound) continue;
    const tail = rest.join(' ').trim();
    const suggestionText = tail.endsWith('?') ? tail.slice(0, -1).trim() : tail;
    const suggestions = tail
      ? tail
          .split(SUGGESTION_SEPARATOR)
          .map(cleanSuggestion)
          .filter((item) => item !== '' && !/^none$/i.test(item))
      : [];
    filters.push({ ...notFound, suggestions, suggestionText });
  }
  return filters;
}

/** The valid values a 422 on `fields[]` lists, from a JSON array in the body or from its text. */
export function parseValidValues(body: unknown, text: string): string[] | undefined {
  const listed = validValuesBodySchema.safeParse(body);
  const fromBody = listed.success ? (listed.data.valid_values ?? listed.data.valid_fields) : undefined;
  if (fromBody && fromBody.length > 0) return fromBody;
  const readable = textToParse(text);
  const intro = VALID_VALUES_INTRO.exec(readable);
  if (!intro) return undefined;
  // The list: after the words, white space, an optional colon and white space, to the end of that line.
  let start = intro.index + intro[0].length;
  while (isSpace(readable[start])) start++;
  if (readable[start] === ':') start++;
  while (isSpace(readable[start])) start++;
  const [list = ''] = readable.slice(start).split(LINE_BREAK, 1);
  const values = list
    .replace(/[[\]()]/g, ' ')
    .split(VALUE_SEPARATOR)
    .map(cleanSuggestion)
    .filter((item) => /^[\w-]+$/.test(item));
  return values.length > 0 ? values : undefined;
}

/** An error's English sentence and its name (lib/api/errors.ts ApiErrorCode), for a page to say it in the rep's language. */
type Sentence = { message: string; code: ApiErrorCode; values?: ErrorValues };

/**
 * How a 422 on filters reads to the rep: for one value, what was not found and what was probably meant; for
 * several, which values (each with its suggestions in `filters`, from which a page names them).
 */
function invalidFilterSentence(filters: readonly InvalidFilterDetail[]): Sentence {
  const [filter] = filters;
  if (filters.length > 1 || !filter) {
    const named = filters.map((item) => `${item.kind} "${item.value}"`);
    const last = named.pop();
    return {
      message: `Buyer Intelligence knows none of these values: ${named.join(', ')} and ${last}.`,
      code: 'unknownValues',
    };
  }
  const what = `Buyer Intelligence has no ${filter.kind} called "${filter.value}"`;
  const named = { kind: filter.kind, value: filter.value };
  if (filter.suggestions.length === 0) return { message: `${what}.`, code: 'unknownValue', values: named };
  // Quoted whole, as the API wrote them: a suggestion may hold a comma, and only the reference list can tell.
  if (filter.suggestions.length === 1) {
    const suggestion = filter.suggestions[0] as string;
    return {
      message: `${what}; did you mean "${suggestion}"?`,
      code: 'unknownValueSuggestion',
      values: { ...named, suggestion },
    };
  }
  return {
    message: `${what}; did you mean ${filter.suggestionText}?`,
    code: 'unknownValueSuggestions',
    values: { ...named, suggestions: filter.suggestionText },
  };
}

const FORBIDDEN_SENTENCES: Record<ApiFeature, Sentence> = {
  account_pages: {
    message: "Your team's Buyer Intelligence plan does not include account pages.",
    code: 'forbiddenAccountPages',
  },
  vendor_profiles: {
    message: "Your team's Buyer Intelligence plan does not include vendor profiles.",
    code: 'forbiddenVendorProfiles',
  },
};

/** What a 404 means, by endpoint family. */
function notFoundSentence(path: string): Sentence {
  if (featureForPath(path) === 'account_pages')
    return { message: "Your team's library has no interviews with this company.", code: 'notFoundAccount' };
  if (featureForPath(path) === 'vendor_profiles')
    return { message: "This vendor is not in your team's library.", code: 'notFoundVendor' };
  if (/\/transcripts\//.test(path))
    return { message: "This interview is not in your team's library.", code: 'notFoundTranscript' };
  return { message: 'Buyer Intelligence could not find what Buyer Lens asked for.', code: 'notFound' };
}

/** An ApiError saying a sentence, with the details of the answer. */
function failure(
  kind: ApiErrorKind,
  { message, code, values }: Sentence,
  details: Omit<ApiErrorDetails, 'code' | 'values'>,
): ApiError {
  return new ApiError(kind, message, { ...details, code, values });
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
  const details: Omit<ApiErrorDetails, 'code' | 'values'> = { status };
  if (apiMessage) details.apiMessage = apiMessage.slice(0, 2_000);
  const waitMs = retryAfterMs(headers, now);

  if (status === 401) {
    return failure(
      'unauthorized',
      { message: 'Your API key was not accepted. Check it in Options.', code: 'unauthorized' },
      details,
    );
  }
  if (status === 403) {
    const feature = featureForPath(path);
    if (feature) return failure('forbidden', FORBIDDEN_SENTENCES[feature], { ...details, feature });
    return failure(
      'forbidden',
      { message: "Your team's Buyer Intelligence plan does not include this.", code: 'forbidden' },
      details,
    );
  }
  if (status === 404) return failure('not_found', notFoundSentence(path), details);
  if (status === 422) {
    const filters = parseInvalidFilters(apiMessage ?? '');
    if (filters.length > 0) {
      return failure('invalid_filter', invalidFilterSentence(filters), { ...details, filters });
    }
    const validValues = parseValidValues(body, apiMessage ?? '');
    if (validValues) {
      const values = validValues.join(', ');
      return failure(
        'invalid_filter',
        {
          message: `Buyer Intelligence only accepts ${values} here.`,
          code: 'acceptedValues',
          values: { values },
        },
        { ...details, validValues },
      );
    }
    return failure(
      'invalid_filter',
      { message: 'Buyer Intelligence did not accept one of the filter values.', code: 'filterRefused' },
      details,
    );
  }
  if (status === 429) {
    return failure(
      'rate_limited',
      {
        message: 'Buyer Intelligence asked Buyer Lens to slow down; try again shortly.',
        code: 'rateLimited',
      },
      { ...details, retryAt: now + (waitMs ?? DEFAULT_RATE_LIMIT_MS) },
    );
  }
  if (status >= 500) {
    if (waitMs !== undefined) details.retryAt = now + waitMs;
    return failure(
      'server',
      { message: 'The Buyer Intelligence service had a problem answering.', code: 'serverError' },
      details,
    );
  }
  return failure(
    'unexpected_response',
    { message: 'The Buyer Intelligence service refused this request.', code: 'requestRefused' },
    details,
  );
}
