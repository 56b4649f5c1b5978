import type { AccountDetail } from '../api/accounts';
import { type AccountField, accountDetailEndpoint, accountListEndpoint } from '../api/accounts';
import type { AccountSuggestion, AccountSummary, Fetched } from '../shared/messaging';
import type { ApiGateway, CallOptions } from './api-gateway';
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

  const source: AccountSource = {
    async resolve(domain, { priority, refresh }) {
      // The API's default sections (kpis, tech_stack), so that the sidebar opens from this same cache entry.
      const answer = await detail(domain, undefined, { priority, refresh });
      return answer.ok ? { ...answer, data: toAccountSummary(answer.data) } : answer;
    },

    async suggest(domain) {
      // Only the registrable domain's name leaves the browser, never a name read from the page.
      const answer = await gateway.fetched(
        accountListEndpoint({ q: suggestionQuery(domain), per_page: SUGGESTION_COUNT }),
        { priority: 'background' },
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
    },
  };

  return { detail, ...source };
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The free-text query that finds accounts near a domain that is none: its name part, words split
 * (`pinecrest-labs.co.uk` → `pinecrest labs`). `q` searches interview text, where a whole domain rarely occurs.
 */
export function suggestionQuery(domain: string): string {
  const name = domain.split('.')[0] ?? domain;
  return name.replace(/[-_]+/g, ' ').trim() || domain;
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
