/**
 * What can go wrong talking to the API, as values a UI can render: each kind has a short human message,
 * and the details that the action helping the rep needs (which feature is missing, which filter value
 * was wrong and what was meant, when to retry).
 */
export type ApiErrorKind =
  /** 401: the key is missing or not accepted. */
  | 'unauthorized'
  /** 403: the team lacks a feature (`feature` says which). */
  | 'forbidden'
  /** 404. */
  | 'not_found'
  /** 422: filter values did not resolve (`filters`, every one), or `fields[]` was wrong (`validValues`). */
  | 'invalid_filter'
  /** 429: `retryAt` says when. */
  | 'rate_limited'
  /** 5xx. */
  | 'server'
  /** The request never got an HTTP answer (offline, refused, dropped). */
  | 'network'
  /** No answer within the timeout. */
  | 'timeout'
  /** The answer did not have the spec's shape (`field` says where). */
  | 'unexpected_response'
  /** The answer was larger than the client reads (lib/api/response-body.ts); it was cut off, and not retried. */
  | 'response_too_large'
  /** Not from the API: what the rep typed was refused before any request. */
  | 'invalid_input'
  /** Not from the API: there is no key yet, so nothing was asked. */
  | 'not_configured'
  /** Not from the API: the extension's own plumbing failed (e.g. the background did not answer). */
  | 'extension';

/** The features a team may lack (docs/api.md 5). */
export type ApiFeature = 'account_pages' | 'vendor_profiles';

/** One line of a 422 on a list filter: `- Could not find <kind> '<value>'. Did you mean: <suggestion>?` */
export type InvalidFilterDetail = {
  kind: string;
  value: string;
  /** The suggestions split at every comma and "or": right unless a suggestion holds a comma itself. */
  suggestions: string[];
  /**
   * The suggestions as the API wrote them (`a, b, c`, no closing `?`): a view that holds the reference list of
   * `kind` splits them where every piece is a known value (lib/research/invalid-filters.ts).
   */
  suggestionText: string;
};

/**
 * The sentences an error's `message` can be, by name, so that a page says it in the rep's language: the
 * background, which writes most errors, has no page messages. Each is `errorMessage.<code>` in
 * public/i18n/<language>/common.json (a QueryRefusalCode's is in research.json); lib/ui/error-message.ts
 * `errorMessage` says it.
 */
export type ApiErrorCode =
  // lib/api/error-from-response.ts: what the API answered.
  | 'unauthorized'
  | 'forbidden'
  | 'forbiddenAccountPages'
  | 'forbiddenVendorProfiles'
  | 'notFound'
  | 'notFoundAccount'
  | 'notFoundVendor'
  | 'notFoundTranscript'
  /** Several values of a 422: the page names them from `filters`. */
  | 'unknownValues'
  | 'unknownValue'
  | 'unknownValueSuggestion'
  | 'unknownValueSuggestions'
  | 'acceptedValues'
  | 'filterRefused'
  | 'rateLimited'
  | 'serverError'
  | 'requestRefused'
  // lib/api/request.ts: the request itself.
  | 'addressNotUrl'
  | 'addressNotHttps'
  | 'timeout'
  | 'network'
  | 'unreadable'
  // lib/cache/request-scheduler.ts: requests held back.
  | 'offline'
  | 'heldRateLimited'
  | 'heldServer'
  // The extension's own failures (./errors.ts `toApiErrorInfo`).
  | 'unexpected'
  // Written elsewhere in the background, for their writers to name (the catalogue has them).
  | 'responseTooLarge'
  | 'ratingNeedsProduct'
  | 'ratingRange'
  | 'noApiKey'
  | 'apiNotAllowed'
  | 'offlineLookup'
  | 'lookupUnreadable'
  | 'noAccountMatches'
  | 'privateWindowPick'
  | 'pageUnreadable'
  | 'tabGone'
  | 'pickNotRemembered'
  // lib/background/my-accounts.ts: the list's refusals.
  | 'importTooLarge'
  | 'importTooManyLines'
  | 'importEmpty'
  | 'notACompany'
  | 'followedGone'
  | 'privateWindowFollow'
  // lib/background/list-marks-injection.ts: marks asked for where the rep turned them off.
  | 'listMarksOff'
  // lib/schemas/messages.ts REQUEST_PROBLEMS: a page's request the background refused.
  | 'nameTooLong'
  | 'nameControlCharacters'
  | 'lookupEmpty'
  | 'lookupTooLong'
  | 'dateFormat'
  | 'apiKeyEmpty'
  | 'invalidRequest'
  // lib/background/sender-guards.ts: a page-only message from anywhere else.
  | 'senderRefused'
  | QueryRefusalCode;

/**
 * lib/api/query.ts: a query's value refused before any request; `field` names which (its QueryField). Research's
 * words (`queryRefusal.<code>` in research.json): pages validate first, so only a Research link can meet one.
 */
export type QueryRefusalCode =
  | 'pageNumberInvalid'
  | 'pageSizeInvalid'
  | 'rangeNotWhole'
  | 'rangeReversed'
  | 'dateInvalid'
  | 'monthsInvalid'
  | 'numberOutOfRange'
  | 'identifierEmpty'
  | 'identifierInvalid';

/**
 * The values an error's sentence names (a domain, an address), as its English `message` names them. A value
 * named `field` is a lib/api/query.ts QueryField: a page says the field's own name in the rep's language.
 */
export type ErrorValues = Readonly<Record<string, string | number>>;

/** Which sentence an error's `message` is (ApiErrorCode), with its values. */
export type ErrorSentence = {
  code: ApiErrorCode;
  values?: ErrorValues;
  /**
   * `message` as it was written with this code. A caller that rewrites `message` afterwards (adds to it, or
   * replaces it, as a lookup's "No account matches …") parts the two: the page then shows that `message` as it
   * is, rather than a sentence the error no longer says.
   */
  english: string;
};

/** A plain, serialisable description of an error: it crosses the message channel to the UI. */
export type ApiErrorInfo = {
  kind: ApiErrorKind;
  /** One short sentence for the rep, in English: the page shows `sentence` in the rep's language instead. */
  message: string;
  /** Which sentence `message` is, so that a page can say it in the rep's language; absent for a few. */
  sentence?: ErrorSentence;
  status?: number;
  feature?: ApiFeature;
  /** Every value a 422 named as unresolved, in the API's order. */
  filters?: InvalidFilterDetail[];
  /** The valid values, when the API listed them (an unknown `fields[]` value). */
  validValues?: string[];
  /** Epoch milliseconds after which a retry may succeed (429, and 5xx with Retry-After). */
  retryAt?: number;
  /** Where an unexpected response broke the schema, e.g. `data.kpis.interview_count`. */
  field?: string;
  /** The API's own error text, unchanged (for a 'details' line or a support report); never rendered as HTML. */
  apiMessage?: string;
};

/** What an ApiError carries besides its kind and message: `code` and `values` name its sentence. */
export type ApiErrorDetails = Omit<ApiErrorInfo, 'kind' | 'message' | 'sentence'> & {
  code?: ApiErrorCode;
  values?: ErrorValues;
};

/** Thrown by the API client; `toInfo()` gives what crosses to the UI. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly feature?: ApiFeature;
  readonly filters?: InvalidFilterDetail[];
  readonly validValues?: string[];
  readonly retryAt?: number;
  readonly field?: string;
  readonly apiMessage?: string;
  readonly code?: ApiErrorCode;
  readonly values?: ErrorValues;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    Object.assign(this, details);
  }

  toInfo(): ApiErrorInfo {
    const info: ApiErrorInfo = { kind: this.kind, message: this.message };
    if (this.code !== undefined)
      info.sentence = {
        code: this.code,
        ...(this.values === undefined ? {} : { values: this.values }),
        english: this.message,
      };
    for (const key of [
      'status',
      'feature',
      'filters',
      'validValues',
      'retryAt',
      'field',
      'apiMessage',
    ] as const) {
      if (this[key] !== undefined) Object.assign(info, { [key]: this[key] });
    }
    return info;
  }
}

/**
 * An error as plain data, with the sentence a page says in the rep's language: for errors the background writes
 * as values rather than throws (`codedErrorInfo('not_configured', 'Buyer Lens has no API key yet: …', 'noApiKey')`).
 */
export function codedErrorInfo(
  kind: ApiErrorKind,
  message: string,
  code: ApiErrorCode,
  values?: ErrorValues,
): ApiErrorInfo {
  return new ApiError(kind, message, { code, values }).toInfo();
}

/** True for errors thrown by the API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Any thrown value as something the UI can render; unknown failures become `extension` errors. */
export function toApiErrorInfo(error: unknown): ApiErrorInfo {
  if (isApiError(error)) return error.toInfo();
  const message = 'Something went wrong inside Buyer Lens. Try again.';
  return { kind: 'extension', message, sentence: { code: 'unexpected', english: message } };
}
