import { t } from '@/lib/i18n/catalogue';
import type { ApiErrorInfo } from '../api/errors';

/** The one action that helps with an error. */
export type ErrorAction = 'open-options' | 'retry' | 'wait-and-retry' | 'none';

/**
 * A heading and action for each error kind; the message itself is the error's (`errorMessage`). A rate limit
 * waits for the time the API gave; after a server error the rep's Retry goes through at once (the background
 * lets it probe the API while it holds automatic lookups back until `retryAt`).
 */
export function errorHelp(error: ApiErrorInfo): { title: string; action: ErrorAction } {
  switch (error.kind) {
    case 'unauthorized':
      return { title: t('common.errorHelp.unauthorized'), action: 'open-options' };
    case 'forbidden':
      // The plan belongs to the key: another key (Options) is the one thing the rep can change.
      return {
        title: t(
          error.feature === 'vendor_profiles'
            ? 'common.errorHelp.forbiddenVendorProfiles'
            : error.feature === 'account_pages'
              ? 'common.errorHelp.forbiddenAccountPages'
              : 'common.errorHelp.forbidden',
        ),
        action: 'open-options',
      };
    case 'not_found':
      return { title: t('common.errorHelp.notFound'), action: 'none' };
    case 'invalid_filter':
      return {
        title: t('common.errorHelp.invalidFilter', { count: Math.max(1, error.filters?.length ?? 0) }),
        action: 'none',
      };
    case 'rate_limited':
      return { title: t('common.errorHelp.rateLimited'), action: 'wait-and-retry' };
    case 'server':
      return { title: t('common.errorHelp.server'), action: 'retry' };
    case 'network':
      return { title: t('common.errorHelp.network'), action: 'retry' };
    case 'timeout':
      return { title: t('common.errorHelp.timeout'), action: 'retry' };
    case 'unexpected_response':
      return { title: t('common.errorHelp.unexpectedResponse'), action: 'retry' };
    case 'response_too_large':
      // The client never retries it on its own; the rep may, once the API's fault may have cleared.
      return { title: t('common.errorHelp.responseTooLarge'), action: 'retry' };
    case 'invalid_input':
      return { title: t('common.errorHelp.invalidInput'), action: 'none' };
    case 'not_configured':
      return { title: t('common.errorHelp.notConfigured'), action: 'open-options' };
    case 'extension':
      return { title: t('common.errorHelp.extension'), action: 'retry' };
  }
}

/** Seconds until a rate-limited retry may succeed (0 when it may go now). */
export function secondsUntil(retryAt: number | undefined, now: number): number {
  return retryAt ? Math.max(0, Math.ceil((retryAt - now) / 1000)) : 0;
}
