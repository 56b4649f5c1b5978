import type { ApiErrorInfo } from '../api/errors';

/** The one action that helps with an error. */
export type ErrorAction = 'open-options' | 'retry' | 'wait-and-retry' | 'none';

/**
 * A heading and action for each error kind; the message itself comes from the background. A rate limit waits
 * for the time the API gave; after a server error the rep's Retry goes through at once (the background lets
 * it probe the API while it holds automatic lookups back until `retryAt`).
 */
export function errorHelp(error: ApiErrorInfo): { title: string; action: ErrorAction } {
  switch (error.kind) {
    case 'unauthorized':
      return { title: 'The API key was not accepted', action: 'open-options' };
    case 'forbidden':
      // The plan belongs to the key: another key (Options) is the one thing the rep can change.
      return {
        title:
          error.feature === 'vendor_profiles'
            ? 'Your team does not have vendor profiles'
            : error.feature === 'account_pages'
              ? 'Your team does not have account pages'
              : 'Your team does not have access to this',
        action: 'open-options',
      };
    case 'not_found':
      return { title: 'Not found', action: 'none' };
    case 'invalid_filter':
      return {
        title:
          (error.filters?.length ?? 0) > 1
            ? 'These values are not ones the API knows'
            : 'That value is not one the API knows',
        action: 'none',
      };
    case 'rate_limited':
      return { title: 'Too many requests', action: 'wait-and-retry' };
    case 'server':
      return { title: 'The Buyer Intelligence API had a problem', action: 'retry' };
    case 'network':
      return { title: 'Could not reach the API', action: 'retry' };
    case 'timeout':
      return { title: 'The API took too long to answer', action: 'retry' };
    case 'unexpected_response':
      return { title: 'The API answered in an unexpected shape', action: 'retry' };
    case 'response_too_large':
      // The client never retries it on its own; the rep may, once the API's fault may have cleared.
      return { title: 'The API sent too large an answer', action: 'retry' };
    case 'invalid_input':
      return { title: 'Check what you typed', action: 'none' };
    case 'not_configured':
      return { title: 'Buyer Lens needs an API key', action: 'open-options' };
    case 'extension':
      return { title: 'Buyer Lens hit a snag', action: 'retry' };
  }
}

/** Seconds until a rate-limited retry may succeed (0 when it may go now). */
export function secondsUntil(retryAt: number | undefined, now: number): number {
  return retryAt ? Math.max(0, Math.ceil((retryAt - now) / 1000)) : 0;
}
