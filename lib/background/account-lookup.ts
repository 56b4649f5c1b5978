import { toAccountId } from '../lookup-query';
import type { AccountSummary, Fetched } from '../shared/messaging';
import { type AccountService, toAccountSummary } from './account-service';

/** Resolves what the rep typed (domain, URL, email address or exact name) to an account summary; never throws. */
export async function lookupAccount(
  accounts: AccountService,
  query: string,
): Promise<Fetched<AccountSummary>> {
  const answer = await accounts.detail(toAccountId(query), undefined, { priority: 'active' });
  if (answer.ok) return { ...answer, data: toAccountSummary(answer.data) };
  if (answer.error.kind === 'not_found') {
    return { ok: false, error: { ...answer.error, message: `No account matches “${query.trim()}”.` } };
  }
  return answer;
}
