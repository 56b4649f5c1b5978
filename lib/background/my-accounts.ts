import { accountDetailEndpoint, accountListEndpoint } from '../api/accounts';
import type { ApiErrorInfo } from '../api/errors';
import { type CheckItem, type CheckResult, checkAccounts } from '../my-accounts/bulk-check';
import type { PreviewLine } from '../my-accounts/import-file';
import {
  type AddedAccounts,
  addFollowedAccounts,
  readAccountList,
  recordCheckResults,
  startCheck,
} from '../private-storage/account-lists';
import type { ApiGateway } from './api-gateway';

// My accounts in the background: the list of the current connection (lib/private-storage/account-lists.ts)
// and its check, whose requests go through the one gateway (cache and scheduler) at background priority, so a
// rep's own lookups go first. A check is resumable: the keys it has still to ask are stored before it starts
// and taken off as answers land, so a check cut by the worker stopping goes on from there when asked again.

export type MyAccountsDeps = { gateway: ApiGateway; now(): number };

/** How a check ended: how many it answered, and the error that stopped it, if one did. */
export type CheckSummary =
  | { status: 'done'; checked: number }
  | { status: 'cancelled'; checked: number }
  | { status: 'failed'; checked: number; error: ApiErrorInfo }
  | { status: 'notConfigured' };

export type CheckProgress = { checked: number; total: number; waitingUntil: number | null };

export function createMyAccountsService(deps: MyAccountsDeps) {
  async function currentNamespace(): Promise<string | null> {
    return (await deps.gateway.currentSession())?.namespace ?? null;
  }

  return {
    /** The current connection's list, or null without a key. */
    async list() {
      const namespace = await currentNamespace();
      return namespace ? readAccountList(namespace) : null;
    },

    /** Adds the preview's companies (its `add` lines) to the current connection's list. */
    async add(lines: readonly PreviewLine[]): Promise<AddedAccounts | null> {
      const namespace = await currentNamespace();
      if (!namespace) return null;
      const additions = lines.flatMap((line) =>
        line.status === 'add' ? [{ key: line.key, entry: line.entry, input: line.text }] : [],
      );
      return addFollowedAccounts(namespace, additions, deps.now());
    },

    /**
     * Checks what a check left pending, and every account never checked; `all` checks every account again.
     * Answers as they land are stored; the keys left are stored as pending until they are answered.
     */
    async check(
      options: { all?: boolean; signal?: AbortSignal; onProgress?: (progress: CheckProgress) => void } = {},
    ): Promise<CheckSummary> {
      const namespace = await currentNamespace();
      if (!namespace) return { status: 'notConfigured' };
      const record = await readAccountList(namespace);
      const pending = new Set(record.pendingCheck ?? []);
      const items: CheckItem[] = record.accounts
        .filter((account) => options.all || pending.has(account.key) || !account.result)
        .map((account) => ({ key: account.key, entry: account.entry }));
      await startCheck(
        namespace,
        items.map((item) => item.key),
      );
      let checked = 0;
      let waitingUntil: number | null = null;
      const progress = () => options.onProgress?.({ checked, total: items.length, waitingUntil });
      const writes: Promise<void>[] = [];
      progress();
      const outcome = await checkAccounts(
        items,
        {
          fetchPage: (params) =>
            deps.gateway.fetched(accountListEndpoint(params), { priority: 'background' }),
          fetchDetail: (id) => deps.gateway.fetched(accountDetailEndpoint(id), { priority: 'background' }),
        },
        {
          signal: options.signal,
          onResults: (results: ReadonlyMap<string, CheckResult>) => {
            checked += results.size;
            writes.push(recordCheckResults(namespace, results, deps.now()));
            progress();
          },
          onWaiting: (until) => {
            waitingUntil = until;
            progress();
          },
        },
      );
      await Promise.all(writes);
      if (outcome.status === 'failed') return { status: 'failed', checked, error: outcome.error };
      return { status: outcome.status, checked };
    },
  };
}

export type MyAccountsService = ReturnType<typeof createMyAccountsService>;
