import { codedErrorInfo } from '../api/errors';
import type { LookupAnswer } from '../shared/messaging';
import { type AccountService, toAccountSummary } from './account-service';
import { lookupId, parseLookupQuery } from './lookup-query';
import type { VendorSource } from './vendor-directory';

/**
 * Resolves what the rep typed (domain, URL, email address or exact name) to an account summary, sending only
 * its registrable domain or the name (lookup-query.ts); a miss carries the nearby accounts to offer, asked by
 * that domain's name part or that name, and the vendor whose website or name it is, when `vendors` is given.
 * `persist: false` (a private window's lookup) keeps every answer in memory. Never throws.
 */
export async function lookupAccount(
  accounts: AccountService,
  query: string,
  vendors?: VendorSource,
  options: { persist?: boolean } = {},
): Promise<LookupAnswer> {
  const key = parseLookupQuery(query);
  if (!key) {
    return {
      ok: false,
      error: codedErrorInfo(
        'invalid_input',
        'Type a company name, a domain, a web address or an email address.',
        'lookupUnreadable',
      ),
    };
  }
  const id = lookupId(key);
  const answer = await accounts.detail(id, undefined, { priority: 'active', persist: options.persist });
  if (answer.ok) return { ...answer, data: toAccountSummary(answer.data) };
  if (answer.error.kind !== 'not_found') return answer;
  const [suggestions, vendor] = await Promise.all([
    accounts.suggest(key, { priority: 'active', persist: options.persist }).catch(() => []),
    vendors?.vendorFor(key, { priority: 'active', persist: options.persist }).catch(() => null) ?? null,
  ]);
  // The page says it in the rep's language (lib/ui/error-help.ts), by its sentence's name.
  const error = {
    ...answer.error,
    ...codedErrorInfo('not_found', `No account matches “${id}”.`, 'noAccountMatches', { id }),
  };
  return { ok: false, error, suggestions, lookedUp: id, ...(vendor ? { vendor } : {}) };
}
