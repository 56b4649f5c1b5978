import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Sender } from '@/lib/background/sender-guards';
import { createBackgroundServices } from '@/lib/background/services';
import { settleCacheWrites } from '@/lib/cache/queued-writes';
import type { CacheStorageArea } from '@/lib/cache/response-cache';
import { saveSettings } from '@/lib/schemas/settings';
import { accountDetail, fakeApi } from './fake-api-client';

// Security review, finding 4: a page in a private window (its popup or side panel) asked for data like any
// other, and its answers were written to the persistent cache. Such a page says so (`privateWindow: true`,
// lib/ui/private-window.ts) and the background keeps its answers in memory only.

/** A cache area in memory that records every key written to it. */
function recordingArea(): CacheStorageArea & { written: string[] } {
  const items = new Map<string, unknown>();
  const written: string[] = [];
  return {
    written,
    async get(keys) {
      const wanted = keys === null ? [...items.keys()] : Array.isArray(keys) ? keys : [keys];
      return Object.fromEntries(wanted.filter((key) => items.has(key)).map((key) => [key, items.get(key)]));
    },
    async set(entries) {
      for (const [key, value] of Object.entries(entries)) {
        written.push(key);
        items.set(key, value);
      }
    },
    async remove(keys) {
      for (const key of Array.isArray(keys) ? keys : [keys]) items.delete(key);
    },
  };
}

function setup() {
  const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 12) } });
  const storage = recordingArea();
  const services = createBackgroundServices({
    createClient: api.createClient,
    hasHostAccess: async () => true,
    cache: { storage },
  });
  const page: Sender = { id: browser.runtime.id, url: browser.runtime.getURL('/sidepanel.html') };
  return { ...services, storage, page };
}

/** Lets the cache's writes, which may follow the answer, land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Cache entries written, less the cache's own index. */
const answersWritten = (written: string[]) => written.filter((key) => key.includes('acme'));

describe('a page in a private window', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
  });

  it('gets its account from the API and leaves nothing in the persistent cache', async () => {
    const { handlers, storage, page } = setup();
    const answer = await handlers.getAccount({ id: 'acme.com', privateWindow: true }, page);
    expect(answer).toMatchObject({ ok: true, data: { name: 'Acme' } });
    await settle();
    expect(answersWritten(storage.written)).toEqual([]);
  });

  it('looks up what the rep typed and leaves nothing in the persistent cache', async () => {
    const { handlers, storage, page } = setup();
    const answer = await handlers.lookupAccount({ query: 'jane@acme.com', privateWindow: true }, page);
    expect(answer).toMatchObject({ ok: true, data: { name: 'Acme' } });
    await handlers.lookupAccount({ query: 'globex.io', privateWindow: true }, page);
    await settle();
    expect(answersWritten(storage.written)).toEqual([]);
  });

  it('an ordinary window still keeps its answers (the counter counts)', async () => {
    const { handlers, storage, page } = setup();
    await handlers.getAccount({ id: 'acme.com' }, page);
    await handlers.lookupAccount({ query: 'acme.com' }, page);
    // Written with the cache's index, a second on (or now, when the test settles them).
    await settleCacheWrites();
    expect(answersWritten(storage.written).length).toBeGreaterThan(0);
  });

  it('follows nothing: an import, a fix and a follow add nothing to My accounts', async () => {
    const { handlers, page } = setup();
    const refused = await handlers.followAccounts({ text: 'acme.com\nglobex.io', privateWindow: true }, page);
    expect(refused).toMatchObject({ ok: false, error: { sentence: { code: 'privateWindowFollow' } } });
    expect(await handlers.myAccounts({}, page)).toMatchObject({ ok: true, data: { accounts: [] } });

    // The same list in a normal window, then a fix asked from a private one: the row stays as it was.
    await handlers.followAccounts({ text: 'Acme' }, page);
    const before = await handlers.myAccounts({}, page);
    const key = (before as { data: { accounts: { key: string }[] } }).data.accounts[0]?.key ?? '';
    const fix = await handlers.fixFollowedAccount({ key, text: 'acme.com', privateWindow: true }, page);
    expect(fix).toMatchObject({ ok: false, error: { sentence: { code: 'privateWindowFollow' } } });
    const after = await handlers.myAccounts({}, page);
    expect((after as { data: unknown }).data).toEqual((before as { data: unknown }).data);
  });
});
