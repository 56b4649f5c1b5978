import { browser } from 'wxt/browser';
import { accountDetailEndpoint, accountListEndpoint } from '../api/accounts';
import { type ApiErrorInfo, codedErrorInfo } from '../api/errors';
import type { AddedAccounts, CheckSummary, FollowedList } from '../my-accounts/answers';
import { type CheckItem, type CheckResult, checkAccounts } from '../my-accounts/bulk-check';
import { type ImportOptions, previewImport } from '../my-accounts/import-file';
import { classifyEntry, entryKey } from '../my-accounts/list-entry';
import {
  addFollowedAccounts,
  MAX_FOLLOWED_ACCOUNTS,
  readAccountList,
  recordCheckResults,
  removeFollowedAccounts,
  replaceFollowedEntry,
  startCheck,
} from '../private-storage/account-lists';
import { type MyAccountsActivity, myAccountsActivityItem } from '../shared/storage-items';
import { type ApiGateway, NOT_CONFIGURED_ERROR } from './api-gateway';
import { CHECK_RESUME_ALARM } from './my-accounts-alarms';

// My accounts in the background: the list of the current connection (lib/private-storage/account-lists.ts)
// and its check, whose requests go through the one gateway (cache and scheduler) at background priority, so a
// rep's own lookups go first. A check is resumable: the keys it has still to ask are stored before it starts
// and taken off as answers land, so a check cut by the worker stopping goes on from there when asked again
// (by the view that waits for it, or by the alarm a check sets while it runs: CHECK_RESUME_ALARM).

export type MyAccountsDeps = { gateway: ApiGateway; now(): number };

export type CheckProgress = { checked: number; total: number; waitingUntil: number | null };

export function createMyAccountsService(deps: MyAccountsDeps) {
  let running: { promise: Promise<CheckSummary>; controller: AbortController } | null = null;
  let revision = 0;
  // The running check's progress as last announced: an announcement of another change keeps it.
  let checking: MyAccountsActivity['check'] = null;

  async function currentNamespace(): Promise<string | null> {
    return (await deps.gateway.currentSession())?.namespace ?? null;
  }

  /** Tells the views the list changed (they ask for it again), with the running check's progress. */
  async function announce(check: MyAccountsActivity['check']): Promise<void> {
    revision++;
    checking = check;
    await myAccountsActivityItem.setValue({ revision: `${deps.now()}-${revision}`, check });
  }

  async function runCheck(
    namespace: string,
    options: { all?: boolean; signal: AbortSignal; onProgress?: (progress: CheckProgress) => void },
  ): Promise<CheckSummary> {
    const record = await readAccountList(namespace);
    const pending = new Set(record.pendingCheck ?? []);
    const items: CheckItem[] = record.accounts
      .filter((account) => options.all || pending.has(account.key) || !account.result)
      .map((account) => ({ key: account.key, entry: account.entry }));
    if (items.length === 0) return { status: 'done', checked: 0 };
    await startCheck(
      namespace,
      items.map((item) => item.key),
    );
    await browser.alarms?.create(CHECK_RESUME_ALARM, { delayInMinutes: 1, periodInMinutes: 1 });
    let checked = 0;
    let waitingUntil: number | null = null;
    // Said to the caller at once, and to the views once the answers are written (they read the list then).
    const progress = () => {
      const now = { checked, total: items.length, waitingUntil };
      options.onProgress?.(now);
      return now;
    };
    const writes: Promise<void>[] = [announce(progress())];
    // "Check all again" asks the API afresh: the cache would answer with what the list shows already.
    const asked = { priority: 'background' as const, refresh: options.all === true };
    const outcome = await checkAccounts(
      items,
      {
        fetchPage: (params) => deps.gateway.fetched(accountListEndpoint(params), asked),
        fetchDetail: (id) => deps.gateway.fetched(accountDetailEndpoint(id), asked),
      },
      {
        signal: options.signal,
        onResults: (results: ReadonlyMap<string, CheckResult>) => {
          checked += results.size;
          const now = progress();
          writes.push(recordCheckResults(namespace, results, deps.now()).then(() => announce(now)));
        },
        onWaiting: (until) => {
          waitingUntil = until;
          writes.push(announce(progress()));
        },
      },
    );
    await Promise.all(writes);
    // Done, or stopped by the rep: nothing for the alarm to go on with (what was not asked is asked next time).
    if (outcome.status !== 'failed') await browser.alarms?.clear(CHECK_RESUME_ALARM);
    if (outcome.status === 'failed') return { status: 'failed', checked, error: outcome.error };
    return { status: outcome.status, checked };
  }

  return {
    /** Tells the views that the list or What's new changed (the watch's news, read or cleared). */
    announce: () => announce(checking),

    /** The current connection's list, or null without a key. */
    async list(): Promise<FollowedList | null> {
      const namespace = await currentNamespace();
      if (!namespace) return null;
      const record = await readAccountList(namespace);
      return {
        accounts: record.accounts,
        pending: record.pendingCheck?.length ?? 0,
        limit: MAX_FOLLOWED_ACCOUNTS,
      };
    },

    /** What each line of a paste or a file becomes (lib/my-accounts/import-file.ts), nothing added. */
    preview(text: string, options: ImportOptions = {}) {
      return previewImport(text, options);
    },

    /**
     * Follows what a paste, a file or a Follow button gives: read here again as the import's preview reads it
     * (the page's preview is for the rep's eyes; what is added is decided here), its `add` lines added.
     */
    async follow(text: string, options: ImportOptions = {}) {
      const namespace = await currentNamespace();
      if (!namespace) return { ok: false as const, error: NOT_CONFIGURED_ERROR };
      const preview = previewImport(text, options);
      if ('ok' in preview) return { ok: false as const, error: importRefusal(preview.problem) };
      const additions = preview.lines.flatMap((line) =>
        line.status === 'add' ? [{ key: line.key, entry: line.entry, input: line.text }] : [],
      );
      const added: AddedAccounts & { invalid: number } = {
        ...(await addFollowedAccounts(namespace, additions, deps.now())),
        invalid: preview.counts.invalid,
      };
      if (added.added > 0) await announce(checking);
      return { ok: true as const, data: added, fetchedAt: deps.now() };
    },

    /** Takes accounts off the list. */
    async unfollow(keys: readonly string[]): Promise<number | null> {
      const namespace = await currentNamespace();
      if (!namespace) return null;
      const removed = await removeFollowedAccounts(namespace, keys);
      if (removed > 0) await announce(checking);
      return removed;
    },

    /** The rep's fix for a row that was no account (a suggestion, or what they typed): asked for at once. */
    async fix(key: string, text: string) {
      const namespace = await currentNamespace();
      if (!namespace) return { ok: false as const, error: NOT_CONFIGURED_ERROR };
      const classified = classifyEntry(text);
      if (!classified.ok)
        return {
          ok: false as const,
          error: codedErrorInfo(
            'invalid_input',
            'That is no company to look for: type a domain, a web address or a company name.',
            'notACompany',
          ),
        };
      const replaced = await replaceFollowedEntry(namespace, key, {
        key: entryKey(classified.entry),
        entry: classified.entry,
        input: text.trim(),
      });
      if (replaced === 'gone')
        return {
          ok: false as const,
          error: codedErrorInfo('invalid_input', 'That line is no longer on the list.', 'followedGone'),
        };
      await announce(checking);
      return {
        ok: true as const,
        data: { key: entryKey(classified.entry), merged: replaced === 'merged' },
        fetchedAt: deps.now(),
      };
    },

    /**
     * Checks what a check left pending, and every account never checked; `all` checks every account again.
     * One check runs at a time: asking while one runs waits for that one.
     */
    check(
      options: { all?: boolean; onProgress?: (progress: CheckProgress) => void } = {},
    ): Promise<CheckSummary> {
      if (running) return running.promise;
      const controller = new AbortController();
      const promise = (async (): Promise<CheckSummary> => {
        const namespace = await currentNamespace();
        if (!namespace) return { status: 'notConfigured' };
        try {
          return await runCheck(namespace, { ...options, signal: controller.signal });
        } finally {
          running = null;
          await announce(null);
        }
      })();
      running = { promise, controller };
      return promise;
    },

    /** Stops the running check; what it answered stays. */
    cancel(): void {
      running?.controller.abort();
    },
  };
}

export type MyAccountsService = ReturnType<typeof createMyAccountsService>;

/** The import's refusal in the one error vocabulary, by its sentence's name. */
function importRefusal(problem: 'tooLarge' | 'tooManyLines' | 'empty'): ApiErrorInfo {
  switch (problem) {
    case 'tooLarge':
      return codedErrorInfo(
        'invalid_input',
        'The file is larger than 2 MB: split it, or export only the columns you need.',
        'importTooLarge',
      );
    case 'tooManyLines':
      return codedErrorInfo(
        'invalid_input',
        'The file has more than 20,000 lines: split it into smaller files.',
        'importTooManyLines',
      );
    case 'empty':
      return codedErrorInfo('invalid_input', 'There is nothing to add.', 'importEmpty');
  }
}
