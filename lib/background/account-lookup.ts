import { createApiClient } from '../api/client';
import { toApiErrorInfo } from '../api/errors';
import { toAccountId } from '../lookup-query';
import type { AccountLookupResult } from '../messaging';
import { isConfigured, loadSettings } from '../settings';

type AccountLookupDeps = { fetch?: typeof fetch };

/** Resolves a typed query to an account summary with the rep's current settings; never throws. */
export async function lookupAccount(query: string, deps: AccountLookupDeps = {}): Promise<AccountLookupResult> {
  const settings = await loadSettings();
  if (!isConfigured(settings)) return { status: 'not_configured' };
  const client = createApiClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, fetch: deps.fetch });
  try {
    const account = await client.getAccount(toAccountId(query), { fields: ['kpis'] });
    return {
      status: 'found',
      account: {
        name: account.name,
        slug: account.slug,
        domain: account.domain_name,
        interviewCount: account.kpis?.interview_count ?? 0,
        url: account.url,
      },
    };
  } catch (error) {
    return { status: 'error', error: toApiErrorInfo(error) };
  }
}
