import { ApiError } from '../api/errors';
import { toAccountId } from '../lookup-query';
import type { AccountLookupResult } from '../messaging';
import { type AccountService, toAccountSummary } from './account-service';
import { NotConfiguredError, toFetchError } from './api-gateway';

/** Resolves what the rep typed (domain, URL, email address or exact name) to an account summary; never throws. */
export async function lookupAccount(accounts: AccountService, query: string): Promise<AccountLookupResult> {
  try {
    const { value } = await accounts.detail(toAccountId(query), undefined, { priority: 'active' });
    if (value.found) return { status: 'found', account: toAccountSummary(value.account) };
    return {
      status: 'error',
      error: new ApiError('not_found', `No account matches “${query.trim()}”.`, { status: 404 }).toInfo(),
    };
  } catch (error) {
    if (error instanceof NotConfiguredError) return { status: 'not_configured' };
    return { status: 'error', error: toFetchError(error) };
  }
}
