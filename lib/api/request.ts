import { apiPath, requestTarget } from './endpoint';
import { errorFromResponse, RETRY_AFTER_CAP_MS, retryAfterMs } from './error-from-response';
import { ApiError, isApiError } from './errors';
import { readBodyText } from './response-body';
import type { z } from './zod';

// The one way Buyer Lens talks to the API: every endpoint (endpoint.ts) goes through `createRequest`'s function,
// so authentication, timeouts, retries, error mapping and schema validation are decided once, here.

/** Per attempt, unless ApiClientOptions.timeoutMs says otherwise. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Retries after the first attempt, unless ApiClientOptions.maxRetries says otherwise. */
const DEFAULT_MAX_RETRIES = 2;
/** The first backoff ceiling; it doubles per retry up to BACKOFF_CAP_MS (full jitter below it). */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8_000;

/** One call to one endpoint. */
export type ApiRequestInit<S extends z.ZodMiniType> = {
  /** Path segments after `/api/v1`, unencoded: `['accounts', 'acme.com']`. */
  path: readonly string[];
  /** An encoded query string without `?` (see query.ts). */
  query?: string;
  /** The spec's schema for a 2xx body. */
  schema: S;
  signal?: AbortSignal | undefined;
  /** Retries for this call, when it differs from the client's (a rep's Retry is one request, no more). */
  maxRetries?: number | undefined;
};

/** A validated body and the response headers (some endpoints carry meaning in them, e.g. Deprecation). */
export type ApiResponse<T> = { body: T; headers: Headers };

/** Sends one GET to the API and returns its validated body; throws ApiError (or the caller's abort reason). */
export type ApiRequest = <S extends z.ZodMiniType>(
  init: ApiRequestInit<S>,
) => Promise<ApiResponse<z.output<S>>>;

/** The base URL without trailing slashes or a pasted `/api/v1`, checked to be http(s). */
function normaliseBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api\/v1$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ApiError('invalid_input', 'The API address in Options is not a web address.', {
      code: 'addressNotUrl',
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ApiError('invalid_input', 'The API address in Options must start with https://.', {
      code: 'addressNotHttps',
    });
  }
  return trimmed;
}

/** The full-jitter wait before retry number `retry` (0-based): uniform in [0, min(cap, base·2^retry)). */
export function backoffDelay(retry: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
  return Math.floor(random() * ceiling);
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The caller's reason for aborting (a DOMException AbortError unless they gave one). */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits, unless the caller aborts first. */
function sleepUnlessAborted(
  sleep: (ms: number) => Promise<void>,
  ms: number,
  signal?: AbortSignal,
): Promise<void> {
  if (!signal) return sleep(ms);
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    sleep(ms).then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

type RawResponse = { status: number; headers: Headers; text: string };

// In English, for logs and as the fallback: a page says each in the rep's language by its code.
const TIMEOUT_MESSAGE = 'The Buyer Intelligence service took too long to answer; try again.';
const NETWORK_MESSAGE = 'Buyer Lens could not reach the Buyer Intelligence service; check your connection.';
const UNREADABLE_MESSAGE = 'The Buyer Intelligence service sent an answer Buyer Lens could not read.';

/** Everything the client needs, in plain sight: tests pass their own `fetch` or point it at the sandbox. */
export type ApiClientOptions = {
  /** e.g. https://api.example.com (no trailing slash, no /api/v1). */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Retries after the first attempt for network errors, timeouts, 5xx and 429; default 2. */
  maxRetries?: number;
  /** Injected in tests so that backoff does not wait for real. */
  sleep?: (ms: number) => Promise<void>;
  /** Injected in tests to fix the jitter; default Math.random. */
  random?: () => number;
  /** Injected in tests; default Date.now. */
  now?: () => number;
};

/** Builds the request function every endpoint uses, from the client's options. */
export function createRequest(options: ApiClientOptions): ApiRequest {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = Math.max(0, options.maxRetries ?? DEFAULT_MAX_RETRIES);
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  /** One attempt: fetch and read the whole body (up to its size limit) within the timeout. */
  async function attempt(url: string, signal: AbortSignal | undefined): Promise<RawResponse> {
    if (signal?.aborted) throw abortReason(signal);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const response = await fetchImpl(url, {
        method: 'GET',
        headers: { Authorization: `Token ${options.apiKey}`, Accept: 'application/json' },
        signal: controller.signal,
        // The key travels in the header only: no cookies, no referrer to the API. A redirect is an error:
        // following it would carry the key, and an answer nobody checked, to another address.
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        redirect: 'error',
      });
      const text = await readBodyText(response);
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal);
      if (isApiError(error)) {
        // An answer over the size limit: drop the connection too, so nothing more of it arrives.
        controller.abort();
        throw error;
      }
      if (timedOut) throw new ApiError('timeout', TIMEOUT_MESSAGE, { code: 'timeout' });
      throw new ApiError('network', NETWORK_MESSAGE, { code: 'network' });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return async function request<S extends z.ZodMiniType>(
    init: ApiRequestInit<S>,
  ): Promise<ApiResponse<z.output<S>>> {
    const path = apiPath(init.path);
    const url = `${normaliseBaseUrl(options.baseUrl)}${requestTarget(init)}`;

    const retries = Math.max(0, init.maxRetries ?? maxRetries);
    for (let retry = 0; ; retry++) {
      let failure: ApiError;
      let waitMs: number | undefined;
      try {
        const raw = await attempt(url, init.signal);
        if (raw.status >= 200 && raw.status < 300)
          return { body: validate(raw.text, init.schema), headers: raw.headers };
        failure = errorFromResponse(raw.status, parseJson(raw.text), raw.headers, path, now(), raw.text);
        if (failure.kind !== 'rate_limited' && failure.kind !== 'server') throw failure;
        waitMs = retryAfterMs(raw.headers, now());
        // A long Retry-After is the server's answer for now: say when, do not hold the caller.
        if (waitMs !== undefined && waitMs > RETRY_AFTER_CAP_MS) throw failure;
      } catch (error) {
        if (!isApiError(error) || (error.kind !== 'timeout' && error.kind !== 'network')) throw error;
        failure = error;
      }
      if (retry >= retries) throw failure;
      await sleepUnlessAborted(sleep, waitMs ?? backoffDelay(retry, random), init.signal);
    }
  };
}

/** The parsed JSON of a body, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Parses and checks a 2xx body; the first schema issue's path becomes `field` (e.g. `data.kpis.interview_count`). */
function validate<S extends z.ZodMiniType>(text: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('unexpected_response', UNREADABLE_MESSAGE, { code: 'unreadable' });
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue ? issue.path.map(String).join('.') : undefined;
  throw new ApiError('unexpected_response', UNREADABLE_MESSAGE, { code: 'unreadable', field });
}
