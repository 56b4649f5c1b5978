import type { LookupAnswer } from '../shared/messaging';
import { type AccountService, toAccountSummary } from './account-service';
import { lookupId, parseLookupQuery } from './lookup-query';

/**
 * Resolves what the rep typed (domain, URL, email address or exact name) to an account summary, sending only
 * its registrable domain or the name (lookup-query.ts); a miss carries the nearby accounts to offer, asked by
 * that domain's name part or that name. Never throws.
 */
export async function lookupAccount(accounts: AccountService, query: string): Promise<LookupAnswer> {
  const key = parseLookupQuery(query);
  if (!key) {
    return {
      ok: false,
      error: {
        kind: 'invalid_input',
        message: 'Type a company name, a domain, a web address or an email address.',
      },
    };
  }
  const id = lookupId(key);
  const answer = await accounts.detail(id, undefined, { priority: 'active' });
  if (answer.ok) return { ...answer, data: toAccountSummary(answer.data) };
  if (answer.error.kind !== 'not_found') return answer;
  const suggestions = await accounts.suggest(key, { priority: 'active' }).catch(() => []);
  return { ok: false, error: { ...answer.error, message: `No account matches “${id}”.` }, suggestions };
}
