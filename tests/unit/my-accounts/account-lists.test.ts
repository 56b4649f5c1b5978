import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { classifyEntry, entryKey } from '../../../lib/my-accounts/list-entry';
import {
  addFollowedAccounts,
  clearWhatsNew,
  MAX_FOLLOWED_ACCOUNTS,
  MAX_WHATS_NEW,
  markWhatsNewRead,
  readAccountList,
  recordCheckResults,
  recordWatchRun,
  removeFollowedAccounts,
  replaceFollowedEntry,
  startCheck,
  UnreadableAccountList,
} from '../../../lib/private-storage/account-lists';

let namespaces = 0;
/** A connection of its own for each test: lists never mix between namespaces. */
function namespace(): string {
  namespaces++;
  return `https://api.example.com#${namespaces.toString(16).padStart(16, '0')}`;
}

function addition(input: string) {
  const classified = classifyEntry(input);
  if (!classified.ok) throw new Error(input);
  return { key: entryKey(classified.entry), entry: classified.entry, input };
}

/** Writes a record as an earlier build (or a damaged profile) left it. */
async function storeRaw(key: string, value: unknown) {
  await set(key, value, createStore('buyer-lens-lists', 'lists'));
}

describe('account lists', () => {
  it('adds in order, counts those already on the list, and survives a new read', async () => {
    const team = namespace();
    expect(await addFollowedAccounts(team, [addition('acme.com'), addition('Globex')], 1)).toEqual({
      added: 2,
      alreadyOn: 0,
      overLimit: 0,
    });
    expect(
      await addFollowedAccounts(team, [addition('https://www.acme.com/'), addition('initech.com')], 2),
    ).toEqual({
      added: 1,
      alreadyOn: 1,
      overLimit: 0,
    });
    const { accounts } = await readAccountList(team);
    expect(accounts.map((account) => [account.input, account.addedAt])).toEqual([
      ['acme.com', 1],
      ['Globex', 1],
      ['initech.com', 2],
    ]);
  });

  it('keeps each connection’s list apart: another key sees its own, never the first', async () => {
    const first = namespace();
    const second = namespace();
    await addFollowedAccounts(first, [addition('acme.com')], 1);
    await addFollowedAccounts(second, [addition('globex.com')], 1);
    expect((await readAccountList(first)).accounts.map((account) => account.key)).toEqual([
      'domain:acme.com',
    ]);
    expect((await readAccountList(second)).accounts.map((account) => account.key)).toEqual([
      'domain:globex.com',
    ]);
  });

  it('holds at most 5,000 accounts and says how many did not fit', async () => {
    const team = namespace();
    const many = Array.from({ length: MAX_FOLLOWED_ACCOUNTS + 7 }, (_, index) => addition(`c${index}.com`));
    expect(await addFollowedAccounts(team, many, 1)).toEqual({
      added: MAX_FOLLOWED_ACCOUNTS,
      alreadyOn: 0,
      overLimit: 7,
    });
    expect((await readAccountList(team)).accounts).toHaveLength(MAX_FOLLOWED_ACCOUNTS);
  });

  it('two adds at once both land', async () => {
    const team = namespace();
    await Promise.all([
      addFollowedAccounts(team, [addition('a.com')], 1),
      addFollowedAccounts(team, [addition('b.com')], 1),
    ]);
    expect((await readAccountList(team)).accounts).toHaveLength(2);
  });

  it('a check’s pending keys go as their results are stored; a check cut short leaves the rest', async () => {
    const team = namespace();
    await addFollowedAccounts(team, [addition('acme.com'), addition('globex.com')], 1);
    await startCheck(team, ['domain:acme.com', 'domain:globex.com']);
    await recordCheckResults(
      team,
      new Map([['domain:acme.com', { status: 'notAccount', suggestions: [] }]]),
      5,
    );
    const record = await readAccountList(team);
    expect(record.pendingCheck).toEqual(['domain:globex.com']);
    expect(record.accounts[0]).toMatchObject({ result: { status: 'notAccount' }, checkedAt: 5 });
  });

  it('replaces a line with the suggestion picked, in its place, and forgets its old answer', async () => {
    const team = namespace();
    await addFollowedAccounts(team, [addition('Acme Corpp'), addition('globex.com')], 1);
    await recordCheckResults(
      team,
      new Map([['name:acme corpp', { status: 'notAccount', suggestions: ['Acme Corp'] }]]),
      2,
    );
    expect(await replaceFollowedEntry(team, 'name:acme corpp', addition('Acme Corp'))).toBe('replaced');
    expect(await replaceFollowedEntry(team, 'name:acme corpp', addition('Acme Corp'))).toBe('gone');
    const { accounts } = await readAccountList(team);
    expect(accounts[0]).toEqual({
      key: 'name:acme corp',
      entry: { kind: 'name', name: 'Acme Corp' },
      input: 'Acme Corp',
      addedAt: 1,
    });
    expect(await removeFollowedAccounts(team, ['name:acme corp'])).toBe(1);
    expect((await readAccountList(team)).accounts.map((account) => account.key)).toEqual([
      'domain:globex.com',
    ]);
  });

  it('a pick already on the list takes the line into that row: nothing twice, nothing lost', async () => {
    const team = namespace();
    await addFollowedAccounts(team, [addition('globex.com'), addition('Globexx')], 1);
    expect(await replaceFollowedEntry(team, 'name:globexx', addition('globex.com'))).toBe('merged');
    expect((await readAccountList(team)).accounts.map((account) => account.key)).toEqual([
      'domain:globex.com',
    ]);
  });

  it('reads a record of the first version as written by it', async () => {
    const team = namespace();
    await storeRaw(team, {
      version: 1,
      accounts: [
        {
          key: 'domain:acme.com',
          entry: { kind: 'domain', domain: 'acme.com' },
          input: 'https://acme.com',
          addedAt: 3,
        },
      ],
    });
    const upgraded = await readAccountList(team);
    expect(upgraded.accounts[0]?.input).toBe('https://acme.com');
    // Version 2: What's new beside the list, empty; no watch has run over it.
    expect(upgraded).toMatchObject({ version: 2, whatsNew: [] });
    expect(upgraded.watch).toBeUndefined();
    // And written back in this version by the next change, the line as it was.
    await addFollowedAccounts(team, [addition('globex.com')], 4);
    expect(await readAccountList(team)).toMatchObject({
      version: 2,
      accounts: [{ input: 'https://acme.com' }, { input: 'globex.com' }],
    });
  });

  it("keeps What's new newest first, each piece once, at most MAX_WHATS_NEW, and marks it read", async () => {
    const team = namespace();
    await addFollowedAccounts(team, [addition('acme.com')], 1);
    const interview = (id: string) => ({
      kind: 'interview' as const,
      id,
      accountKey: 'domain:acme.com',
      accountName: 'Acme',
      title: `Interview ${id}`,
      publishDate: '2026-11-02',
      date: 'November 2026',
      managementLevel: 'VP',
      department: 'Sales',
      foundAt: 5,
      read: false,
    });
    const watch = { mark: { since: '2026-11-02', seenOnSince: ['a'] }, searchesTold: {} };
    await recordWatchRun(team, watch, [interview('a'), interview('b')]);
    await recordWatchRun(team, watch, [interview('c'), interview('a')]);
    const stored = await readAccountList(team);
    expect(stored.whatsNew.map((item) => item.kind === 'interview' && item.id)).toEqual(['c', 'a', 'b']);
    expect(stored.watch).toEqual(watch);
    expect(await markWhatsNewRead(team)).toBe(3);
    expect(await markWhatsNewRead(team)).toBe(0);
    expect((await readAccountList(team)).whatsNew.every((item) => item.read)).toBe(true);

    const many = Array.from({ length: MAX_WHATS_NEW + 10 }, (_, index) => interview(`n${index}`));
    await recordWatchRun(team, watch, many);
    const capped = await readAccountList(team);
    expect(capped.whatsNew).toHaveLength(MAX_WHATS_NEW);
    expect(capped.whatsNew[0]).toMatchObject({ id: 'n0' });
    await clearWhatsNew(team);
    expect((await readAccountList(team)).whatsNew).toEqual([]);
    expect((await readAccountList(team)).watch).toEqual(watch);
  });

  it.each([
    ['a newer version', { version: 99, accounts: [] }],
    ['no version', { accounts: [] }],
    ['a damaged record', { version: 1, accounts: [{ key: 3 }] }],
    ['not an object', 'garbage'],
  ])('refuses %s without overwriting it', async (_what, stored) => {
    const team = namespace();
    await storeRaw(team, stored);
    await expect(readAccountList(team)).rejects.toBeInstanceOf(UnreadableAccountList);
    await expect(addFollowedAccounts(team, [addition('acme.com')], 1)).rejects.toBeInstanceOf(
      UnreadableAccountList,
    );
  });
});
