import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { AccountDetail } from '../api/accounts';
import { cacheKey } from '../cache/cache-key';
import { ACCOUNT_DETAIL_TTL, ACCOUNT_SEARCH_TTL } from '../cache/lifetimes';
import type { ResponseCache } from '../cache/response-cache';
import type { RequestScheduler } from '../cache/request-scheduler';
import type { AccountSuggestion, AccountSummary } from '../messaging';
import type { AccountResolution, AccountSource } from './tab-lookup';

type CachedAccount = { found: true; account: AccountDetail } | { found: false };

type AccountServiceDeps = {
  client: ApiClient;
  cache: ResponseCache;
  scheduler: RequestScheduler;
  /** `${baseUrl}#${key fingerprint}`: one team's answers never serve another's. */
  namespace: string;
  /** Holds every queued request after a 429 or 5xx, as long as the response said. */
  onBackoff(untilEpochMs: number): void;
  now(): number;
};

/** Account lookups through the one cache and the one scheduler: five tabs on a domain make one request. */
export function createAccountService(deps: AccountServiceDeps): AccountSource {
  const { client, cache, scheduler, namespace } = deps;

  async function scheduled<T>(key: string, priority: 'active' | 'background', task: () => Promise<T>): Promise<T> {
    try {
      return await scheduler.run(key, task, { priority });
    } catch (error) {
      if (isApiError(error) && error.kind === 'rate_limited') deps.onBackoff(error.retryAt);
      else if (isApiError(error) && error.kind === 'server') deps.onBackoff(deps.now() + 30_000);
      throw error;
    }
  }

  return {
    async resolve(domain, { priority, refresh }): Promise<AccountResolution> {
      // The default sections (kpis, tech_stack) so that the sidebar opens from this same entry. A not-found
      // answer is cached too: the spec's account lifetime and ours for not-found are both 10 minutes.
      const key = cacheKey(namespace, `/api/v1/accounts/${domain}`);
      const { value } = await cache.load<CachedAccount>(
        key,
        ACCOUNT_DETAIL_TTL,
        () =>
          scheduled(key, priority, async () => {
            try {
              return { found: true, account: await client.getAccount(domain) };
            } catch (error) {
              if (isApiError(error) && error.kind === 'not_found') return { found: false };
              throw error;
            }
          }),
        { refresh },
      );
      return value.found ? { status: 'found', account: toAccountSummary(value.account) } : { status: 'not_found' };
    },

    async suggest(query): Promise<AccountSuggestion[]> {
      const key = cacheKey(namespace, `/api/v1/accounts?q=${query}&per_page=5`);
      const { value } = await cache.load(key, ACCOUNT_SEARCH_TTL, () =>
        scheduled(key, 'background', () => client.listAccounts({ q: query, per_page: 5 })),
      );
      return value.data.map((row) => ({
        name: row.name,
        slug: row.slug,
        domain: row.domain_name,
        matchingInterviews: row.matching_interviews,
      }));
    },
  };
}

/** The few fields of an account the toolbar and popup show. */
export function toAccountSummary(account: AccountDetail): AccountSummary {
  return {
    name: account.name,
    slug: account.slug,
    domain: account.domain_name,
    interviewCount: account.kpis?.interview_count ?? 0,
    url: account.url,
  };
}
