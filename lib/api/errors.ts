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

/** A plain, serialisable description of an error: it crosses the message channel to the UI. */
export type ApiErrorInfo = {
  kind: ApiErrorKind;
  /** One short sentence for the rep. */
  message: string;
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

  constructor(kind: ApiErrorKind, message: string, details: Omit<ApiErrorInfo, 'kind' | 'message'> = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    Object.assign(this, details);
  }

  toInfo(): ApiErrorInfo {
    const info: ApiErrorInfo = { kind: this.kind, message: this.message };
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

/** True for errors thrown by the API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Any thrown value as something the UI can render; unknown failures become `extension` errors. */
export function toApiErrorInfo(error: unknown): ApiErrorInfo {
  if (isApiError(error)) return error.toInfo();
  return { kind: 'extension', message: 'Something went wrong inside Buyer Lens. Try again.' };
}
