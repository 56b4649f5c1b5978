import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import type { AddedAccounts } from '../my-accounts/answers';
import type { CheckResult } from '../my-accounts/bulk-check';
import type { ListEntry } from '../my-accounts/list-entry';
import { whatsNewKey } from '../my-accounts/whats-new-groups';
import {
  ACCOUNT_LIST_VERSION,
  type AccountListRecord,
  accountListRecordSchema,
  type FollowedAccount,
  type WatchState,
  type WhatsNewItem,
} from '../schemas/account-list';
import { oneAtATime } from '../shared/one-at-a-time';

// My accounts, kept on this device in the extension origin's IndexedDB, one record per API connection (its cache
// namespace: the base URL and a fingerprint of the key, never the key), so that a key switch shows the other
// team's list and never mixes the two. Every change is one read and one write of that record, one at a time.

import { MAX_FOLLOWED_ACCOUNTS } from '../my-accounts/limits';

export { MAX_FOLLOWED_ACCOUNTS };

/**
 * Earlier versions of the record, each turned into the next: index i upgrades version i + 1. Version 1 is the
 * first; a new version appends its step here, and the upgrade test reads a record of every version.
 */
const ACCOUNT_LIST_MIGRATIONS: readonly ((record: Record<string, unknown>) => Record<string, unknown>)[] = [
  // 1 → 2: What's new beside the list (empty: a watch has not run), the watch's mark absent until it does.
  (record) => ({ ...record, version: 2, whatsNew: [] }),
];

/** What's new keeps its newest this many pieces: a rep who never looks does not grow the record forever. */
export const MAX_WHATS_NEW = 200;

let store: UseStore | null = null;
function lists(): UseStore {
  // Opened on first use: a worker with no list never opens the database.
  store ??= createStore('buyer-lens-lists', 'lists');
  return store;
}

const EMPTY: AccountListRecord = { version: ACCOUNT_LIST_VERSION, accounts: [], whatsNew: [] };

/** Why a stored record could not be read: it is kept as it is (never overwritten) until the rep replaces it. */
export class UnreadableAccountList extends Error {
  constructor(readonly namespace: string) {
    super('The stored list of accounts could not be read.');
  }
}

/** The record as stored, upgraded to this version; EMPTY when there is none. Throws UnreadableAccountList. */
function upgrade(namespace: string, stored: unknown): AccountListRecord {
  if (stored === undefined) return EMPTY;
  let record = stored as Record<string, unknown>;
  const version = typeof record?.version === 'number' ? record.version : 0;
  if (version < 1 || version > ACCOUNT_LIST_VERSION) throw new UnreadableAccountList(namespace);
  for (let step = version - 1; step < ACCOUNT_LIST_MIGRATIONS.length; step++)
    record = (ACCOUNT_LIST_MIGRATIONS[step] as (value: Record<string, unknown>) => Record<string, unknown>)(
      record,
    );
  const parsed = accountListRecordSchema.safeParse(record);
  if (!parsed.success) throw new UnreadableAccountList(namespace);
  return parsed.data;
}

/** One connection's list, oldest first. */
export async function readAccountList(namespace: string): Promise<AccountListRecord> {
  return upgrade(namespace, await get(namespace, lists()));
}

// Changes read, change and write the record one at a time: two adds from two pages never lose one.
const changeInTurn = oneAtATime();

/** Applies `change` to the stored record and writes it when it changed something; answers what `change` said. */
async function changeAccountList<Answer>(
  namespace: string,
  change: (record: AccountListRecord) => { record: AccountListRecord | null; answer: Answer },
): Promise<Answer> {
  return changeInTurn(async () => {
    const { record, answer } = change(await readAccountList(namespace));
    if (record) await set(namespace, record, lists());
    return answer;
  });
}

/** Adds companies (with the line each came from) after the list's own; those on it already, or past the limit, are counted. */
export function addFollowedAccounts(
  namespace: string,
  additions: readonly { key: string; entry: ListEntry; input: string }[],
  now: number,
): Promise<AddedAccounts> {
  return changeAccountList(namespace, (record) => {
    const keys = new Set(record.accounts.map((account) => account.key));
    const accounts = [...record.accounts];
    const answer: AddedAccounts = { added: 0, alreadyOn: 0, overLimit: 0 };
    for (const addition of additions) {
      if (keys.has(addition.key)) answer.alreadyOn++;
      else if (accounts.length >= MAX_FOLLOWED_ACCOUNTS) answer.overLimit++;
      else {
        keys.add(addition.key);
        accounts.push({
          key: addition.key,
          entry: addition.entry,
          input: addition.input.trim(),
          addedAt: now,
        });
        answer.added++;
      }
    }
    return { record: answer.added > 0 ? { ...record, accounts } : null, answer };
  });
}

/** Takes accounts off the list by key. */
export function removeFollowedAccounts(namespace: string, keys: readonly string[]): Promise<number> {
  const removing = new Set(keys);
  return changeAccountList(namespace, (record) => {
    const accounts = record.accounts.filter((account) => !removing.has(account.key));
    const removed = record.accounts.length - accounts.length;
    const pendingCheck = record.pendingCheck?.filter((key) => !removing.has(key));
    return { record: removed > 0 ? { ...record, accounts, pendingCheck } : null, answer: removed };
  });
}

/**
 * Replaces what an account is asked for, keeping its place (a suggestion the rep picked for a line that was no
 * account): its old result goes, and it is checked again. When the pick is on the list already, the line is that
 * row: it goes, and the row stays (`merged`). `gone` when the key is no longer on the list.
 */
export function replaceFollowedEntry(
  namespace: string,
  key: string,
  replacement: { key: string; entry: ListEntry; input: string },
): Promise<'replaced' | 'merged' | 'gone'> {
  return changeAccountList(namespace, (record) => {
    const index = record.accounts.findIndex((account) => account.key === key);
    if (index < 0) return { record: null, answer: 'gone' as const };
    if (record.accounts.some((account) => account.key === replacement.key))
      return {
        record: { ...record, accounts: record.accounts.filter((account) => account.key !== key) },
        answer: 'merged' as const,
      };
    const accounts = [...record.accounts];
    const old = accounts[index] as FollowedAccount;
    accounts[index] = {
      key: replacement.key,
      entry: replacement.entry,
      input: replacement.input,
      addedAt: old.addedAt,
    };
    return { record: { ...record, accounts }, answer: 'replaced' as const };
  });
}

/** Marks keys as still to check (a check starts): a check cut short goes on from what is left. */
export function startCheck(namespace: string, keys: readonly string[]): Promise<void> {
  return changeAccountList(namespace, (record) => ({
    record: { ...record, pendingCheck: [...new Set([...(record.pendingCheck ?? []), ...keys])] },
    answer: undefined,
  }));
}

/** Stores a check's answers and takes their keys off the pending check, in one write. */
export function recordCheckResults(
  namespace: string,
  results: ReadonlyMap<string, CheckResult>,
  now: number,
): Promise<void> {
  return changeAccountList(namespace, (record) => {
    let changed = false;
    const accounts = record.accounts.map((account) => {
      const result = results.get(account.key);
      if (!result) return account;
      changed = true;
      return { ...account, result, checkedAt: now };
    });
    const pending = record.pendingCheck?.filter((key) => !results.has(key));
    const pendingCheck = pending && pending.length > 0 ? pending : undefined;
    if (pendingCheck?.length !== record.pendingCheck?.length) changed = true;
    return { record: changed ? { ...record, accounts, pendingCheck } : null, answer: undefined };
  });
}

/**
 * Stores a watch's run in one write: its new mark and what it found, newest first before What's new's older
 * pieces (the same interview or search account never twice).
 */
export function recordWatchRun(
  namespace: string,
  watch: WatchState,
  found: readonly WhatsNewItem[],
): Promise<void> {
  return changeAccountList(namespace, (record) => {
    const known = new Set(record.whatsNew.map(whatsNewKey));
    const fresh = found.filter((item) => !known.has(whatsNewKey(item)));
    const whatsNew = [...fresh, ...record.whatsNew].slice(0, MAX_WHATS_NEW);
    return { record: { ...record, watch, whatsNew }, answer: undefined };
  });
}

/** Marks every piece of What's new read (the rep saw it); answers how many were unread. */
export function markWhatsNewRead(namespace: string): Promise<number> {
  return changeAccountList(namespace, (record) => {
    const unread = record.whatsNew.filter((item) => !item.read).length;
    if (unread === 0) return { record: null, answer: 0 };
    return {
      record: { ...record, whatsNew: record.whatsNew.map((item) => ({ ...item, read: true })) },
      answer: unread,
    };
  });
}

/** Empties What's new (the watch's mark stays: what was told is not told again). */
export function clearWhatsNew(namespace: string): Promise<void> {
  return changeAccountList(namespace, (record) => ({
    record: record.whatsNew.length > 0 ? { ...record, whatsNew: [] } : null,
    answer: undefined,
  }));
}

/** Forgets every connection's list, for tests and a reset. */
export async function clearAccountLists(): Promise<void> {
  await clear(lists());
}
