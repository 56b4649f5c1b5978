import type { AccountDetail } from '../api/accounts';
import { type AccountField, accountDetailEndpoint, accountListEndpoint } from '../api/accounts';
import type { CompanyKey } from '../detect/types';
import type { AccountSuggestion, AccountSummary, Fetched } from '../shared/messaging';
import type { ApiGateway, CallOptions } from './api-gateway';
import { suggestionQuery } from './lookup-query';
import type { AccountSource } from './tab-lookup';

/** How many nearby accounts a not-found page offers. */
const SUGGESTION_COUNT = 5;

/** Account lookups through the one gateway: five tabs on a domain make one request. */
export function createAccountService(gateway: ApiGateway) {
  /** One account by slug, domain or exact name, with the given sections (default: the API's default). */
  function detail(
    id: string,
    fields?: readonly AccountField[],
    options?: CallOptions,
  ): Promise<Fetched<AccountDetail>> {
    return gateway.fetched(accountDetailEndpoint(id, { fields }), options);
  }

  const source = {
    async resolve(id, { priority, refresh, persist }) {
      // The API's default sections (kpis, tech_stack), so that the sidebar opens from this same cache entry.
      const answer = await detail(id, undefined, { priority, refresh, persist });
      return answer.ok
        ? { ...answer, data: { ...toAccountSummary(answer.data), detail: answer.data } }
        : answer;
    },
  } satisfies AccountSource;

  /** Nearby accounts for a registrable domain or a company name that is no account ([] when asking fails). */
  async function suggest(
    key: CompanyKey,
    options: Pick<CallOptions, 'priority' | 'persist'> = {},
  ): Promise<AccountSuggestion[]> {
    // Only the registrable domain's name part, or the account name a CRM record shows, leaves the browser.
    const answer = await gateway.fetched(
      accountListEndpoint({ q: suggestionQuery(key), per_page: SUGGESTION_COUNT }),
      { priority: options.priority ?? 'background', persist: options.persist },
    );
    if (!answer.ok) return [];
    return answer.data.data.map(
      (row): AccountSuggestion => ({
        name: row.name,
        slug: row.slug,
        domain: row.domain_name,
        matchingInterviews: row.matching_interviews,
      }),
    );
  }

  return { detail, suggest, ...source };
}

export type AccountService = ReturnType<typeof createAccountService>;

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
