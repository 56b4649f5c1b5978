import { type AccountDetail, type AccountField, DEFAULT_ACCOUNT_FIELDS } from '../api/accounts';
import { isApiError } from '../api/errors';
import { ACCOUNT_DETAIL_TTL, ACCOUNT_SEARCH_TTL, NOT_FOUND_TTL } from '../cache/lifetimes';
import type { Loaded } from '../cache/response-cache';
import type { AccountSuggestion, AccountSummary } from '../messaging';
import type { ApiGateway, CallOptions, GatewayRequest } from './api-gateway';
import type { AccountSource } from './tab-lookup';

/** A cached account answer: a 404 is an answer too, kept for its own (shorter) lifetime. */
export type AccountAnswer = { found: true; account: AccountDetail } | { found: false };

/** How many nearby accounts a not-found page offers. */
export const SUGGESTION_COUNT = 5;

/** Account lookups through the one gateway: five tabs on a domain make one request. */
export function createAccountService(gateway: ApiGateway) {
  function accountRequest(id: string, fields?: AccountField[]): GatewayRequest<AccountAnswer> {
    const sorted = withoutDefaultFields(fields);
    return {
      path: `/api/v1/accounts/${encodeURIComponent(id)}`,
      params: sorted ? { fields: sorted } : undefined,
      lifetime: (answer) => (answer.found ? ACCOUNT_DETAIL_TTL : NOT_FOUND_TTL),
      async call(client) {
        try {
          return {
            found: true,
            account: await client.getAccount(id, sorted ? { fields: sorted } : undefined),
          };
        } catch (error) {
          if (isApiError(error) && error.kind === 'not_found') return { found: false };
          throw error;
        }
      },
    };
  }

  /** One account by slug, domain or exact name, with the given sections (default: the API's default). */
  function detail(
    id: string,
    fields?: AccountField[],
    options?: CallOptions,
  ): Promise<Loaded<AccountAnswer>> {
    return gateway.load(accountRequest(id, fields), options);
  }

  const source: AccountSource = {
    async resolve(domain, { priority, refresh }) {
      // The API's default sections (kpis, tech_stack), so that the sidebar opens from this same cache entry.
      const { value } = await detail(domain, undefined, { priority, refresh });
      return value.found
        ? { status: 'found', account: toAccountSummary(value.account) }
        : { status: 'not_found' };
    },

    async suggest(domain) {
      // Only the registrable domain's name leaves the browser, never a name read from the page.
      const params = { q: suggestionQuery(domain), per_page: SUGGESTION_COUNT };
      const { value } = await gateway.load(
        {
          path: '/api/v1/accounts',
          params,
          lifetime: ACCOUNT_SEARCH_TTL,
          call: (client) => client.listAccounts(params),
        },
        { priority: 'background' },
      );
      return value.data.map(
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

/**
 * The sections to ask for, in one order, or undefined for the API's default: asking for kpis and
 * tech_stack by name then shares the cache entry of the lookup, which asks for the default.
 */
export function withoutDefaultFields(fields?: AccountField[]): AccountField[] | undefined {
  if (!fields) return undefined;
  const sorted = [...new Set(fields)].sort();
  const isDefault =
    sorted.length === DEFAULT_ACCOUNT_FIELDS.length &&
    DEFAULT_ACCOUNT_FIELDS.every((field) => sorted.includes(field));
  return isDefault ? undefined : sorted;
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
