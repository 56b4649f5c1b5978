import type { AccountDetail, AccountField } from '@/lib/api/accounts';
import type { ApiClient, ApiClientOptions } from '@/lib/api/client';
import type { Endpoint } from '@/lib/api/endpoint';
import { ApiError } from '@/lib/api/errors';
import type { VendorReferenceItem } from '@/lib/api/reference';

/** An account detail as the API returns it, for the unit tests' fake client. */
export function accountDetail(domain: string, name: string, interviews: number): AccountDetail {
  return {
    name,
    slug: domain.replace(/\W/g, '-'),
    domain_name: domain,
    url: `https://app.buyerlens.example/accounts/${domain}`,
    industry: [],
    revenue: null,
    employee_count: null,
    location: null,
    icp_matches: null,
    targeted: false,
    icp: { revenue_match: false, employees_match: false },
    links: { interviews: `/api/v1/transcripts?accounts[]=${domain}` },
    kpis: { interview_count: interviews, first_interviewed: null, last_interviewed: null },
  };
}

/**
 * A fake API per key: `accounts` maps an account id to its detail for that key; every call is recorded
 * with the key that made it, so tests can count requests and see which team was asked.
 */
export function fakeApi(
  accountsByKey: Record<string, Record<string, AccountDetail>>,
  lists: { vendors?: VendorReferenceItem[] | ApiError } = {},
) {
  const calls: { apiKey: string; method: string; args: unknown[] }[] = [];
  function createClient(options: ApiClientOptions): ApiClient {
    const record = (method: string, args: unknown[]) => calls.push({ apiKey: options.apiKey, method, args });
    const accounts = accountsByKey[options.apiKey] ?? {};
    const client: Partial<ApiClient> = {
      async getAccount(id, params) {
        record('getAccount', [id, params]);
        if (options.apiKey === 'revoked')
          throw new ApiError('unauthorized', 'Your API key was not accepted.');
        const found = accounts[id];
        if (!found) throw new ApiError('not_found', 'No such account.', { status: 404 });
        return found;
      },
      async listAccounts(params) {
        record('listAccounts', [params]);
        return {
          data: [],
          meta: {
            total_count: 0,
            transcript_hits_inspected: 0,
            transcript_total: 0,
            truncated: false,
            page: 1,
            per_page: 5,
          },
        };
      },
      async listMarkets() {
        record('listMarkets', []);
        return [{ name: 'CRM', transcript_count: 3 }];
      },
      async searchTranscripts(params) {
        record('searchTranscripts', [params]);
        if (options.apiKey === 'revoked')
          throw new ApiError('unauthorized', 'Your API key was not accepted.');
        return { data: [], meta: { total_count: 0, page: 1, per_page: 1 } };
      },
      async listVendors() {
        record('listVendors', []);
        if (lists.vendors instanceof ApiError) throw lists.vendors;
        return (
          lists.vendors ?? [
            { name: 'Acme', slug: 'acme', transcript_count: 1, domain_name: 'acme.com', buyer_count: 1 },
          ]
        );
      },
      async getVendor(slug) {
        record('getVendor', [slug]);
        throw new ApiError('forbidden', 'Your team lacks vendor profiles.', { feature: 'vendor_profiles' });
      },
    };
    // The background sends declared endpoints (lib/api/endpoint.ts): each is answered by the named fake above.
    client.send = async <T>(endpoint: Endpoint<T>): Promise<T> => {
      const [resource, id, sub] = endpoint.path;
      const query = new URLSearchParams(endpoint.query);
      const call = (method: keyof ApiClient, ...args: unknown[]) => {
        const fake = client[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
        if (!fake) throw new Error(`The fake API has no ${method}.`);
        return fake(...args) as Promise<T>;
      };
      if (resource === 'accounts' && id === undefined)
        return call('listAccounts', {
          q: query.get('q') ?? undefined,
          per_page: Number(query.get('per_page')),
        });
      if (resource === 'accounts') {
        const fields = query.getAll('fields[]') as AccountField[];
        return call('getAccount', id, fields.length > 0 ? { fields } : undefined);
      }
      if (resource === 'transcripts' && id === undefined) return call('searchTranscripts', {});
      if (resource === 'vendors' && id === undefined) return call('listVendors');
      if (resource === 'vendors' && sub === undefined) return call('getVendor', id);
      if (resource === 'markets') return call('listMarkets');
      throw new Error(`The fake API does not serve ${endpoint.path.join('/')}.`);
    };
    return client as ApiClient;
  }
  return { calls, createClient };
}
