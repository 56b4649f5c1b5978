import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ACCOUNT_DETAIL_TTL, NOT_FOUND_TTL, REFERENCE_LIST_TTL, VENDOR_TTL } from '@/lib/api/lifetimes';
import { settleCacheWrites } from '@/lib/cache/queued-writes';
import {
  CACHE_SCHEMA_VERSION,
  createResponseCache,
  type ResponseCacheOptions,
} from '@/lib/cache/response-cache';

const MINUTE = 60_000;

function setup(options: Partial<ResponseCacheOptions> = {}) {
  const clock = { now: 1_000_000 };
  const calls: string[] = [];
  // storage.local's shape, as fakeBrowser gives it: the cache's logic does not depend on where it stores.
  const make = () =>
    createResponseCache({ now: () => clock.now, storage: fakeBrowser.storage.local, ...options });
  const fetcher = <T = unknown>(key: string, value: T | string = `value of ${key}`) => {
    return async () => {
      calls.push(key);
      return value as T;
    };
  };
  return { clock, calls, cache: make(), make, fetcher };
}

describe('response cache', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('serves an account from the cache for 10 minutes, then stale while it revalidates', async () => {
    const { cache, clock, calls, fetcher } = setup();
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 1))).toMatchObject({
      value: 1,
      fromCache: false,
    });
    clock.now += 10 * MINUTE - 1;
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 2))).toMatchObject({
      value: 1,
      stale: false,
    });
    expect(calls).toEqual(['k']);

    clock.now += 1;
    // Past its lifetime: the old value at once, a fresh one fetched behind it for the next reader.
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 2))).toMatchObject({
      value: 1,
      stale: true,
    });
    expect(calls).toEqual(['k', 'k']);
    await cache.stats();
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 3))).toMatchObject({
      value: 2,
      stale: false,
    });
  });

  it('keeps reference lists and vendor profiles for an hour', async () => {
    const { cache, clock, calls, fetcher } = setup();
    await cache.load('markets', REFERENCE_LIST_TTL, fetcher('markets'));
    await cache.load('vendor', VENDOR_TTL, fetcher('vendor'));
    clock.now += 60 * MINUTE - 1;
    await cache.load('markets', REFERENCE_LIST_TTL, fetcher('markets'));
    await cache.load('vendor', VENDOR_TTL, fetcher('vendor'));
    expect(calls).toEqual(['markets', 'vendor']);
  });

  it('keeps a not-found answer 10 minutes and then asks again before answering', async () => {
    const { cache, clock, calls, fetcher } = setup();
    const lifetime = (answer: { found: boolean }) => (answer.found ? ACCOUNT_DETAIL_TTL : NOT_FOUND_TTL);
    await cache.load('nope', lifetime, fetcher('nope', { found: false }));
    clock.now += 10 * MINUTE - 1;
    expect(await cache.load('nope', lifetime, fetcher('nope', { found: true }))).toMatchObject({
      value: { found: false },
    });
    clock.now += 1;
    // No stale window for a 404: an account that appeared is shown at once.
    expect(await cache.load('nope', lifetime, fetcher('nope', { found: true }))).toMatchObject({
      value: { found: true },
      fromCache: false,
    });
    expect(calls).toEqual(['nope', 'nope']);
  });

  it('survives a restart of the service worker (storage, not memory)', async () => {
    const { cache, make, calls, fetcher } = setup();
    await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 'kept'));
    await settleCacheWrites();
    const woken = make();
    expect(await woken.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 'new'))).toMatchObject({
      value: 'kept',
      fromCache: true,
    });
    expect(calls).toEqual(['k']);
  });

  it('writes its answers with the index, in one write a second on: never an entry the index does not list', async () => {
    const { cache, calls, fetcher } = setup();
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    for (const key of ['a', 'b']) await cache.load(key, ACCOUNT_DETAIL_TTL, fetcher(key));
    expect(set).not.toHaveBeenCalled();
    // Read back before the write: from what waits for it.
    expect(await cache.load('a', ACCOUNT_DETAIL_TTL, fetcher('a'))).toMatchObject({ fromCache: true });
    expect(calls).toEqual(['a', 'b']);
    await settleCacheWrites();
    expect(set).toHaveBeenCalledOnce();
    expect(Object.keys(set.mock.calls[0]?.[0] ?? {}).sort()).toEqual([
      'responseCache:a',
      'responseCache:b',
      'responseCacheIndex',
      'responseCacheIndexBehind',
    ]);
  });

  it("a previous version's worker stopped before its index was written: the next lists what it stored", async () => {
    const { clock, make, calls, fetcher } = setup();
    // Earlier builds wrote each entry at once, flagged, and their index a second later; one stopped
    // in between ('a' was evicted, 'b' and 'c' stored).
    const entry = (value: string) => ({
      format: CACHE_SCHEMA_VERSION,
      value,
      storedAt: clock.now,
      freshUntil: clock.now + 10 * MINUTE,
      staleUntil: clock.now + 60 * MINUTE,
    });
    await fakeBrowser.storage.local.set({
      'responseCache:b': entry('value of b'),
      'responseCache:c': entry('value of c'),
      responseCacheIndexBehind: true,
    });
    const woken = make();
    expect(await woken.stats()).toEqual({ entries: 2, bytes: expect.any(Number) });
    // It wrote the index it rebuilt: a third worker reads it without catching up again.
    const stored = await fakeBrowser.storage.local.get(['responseCacheIndex', 'responseCacheIndexBehind']);
    expect(Object.keys((stored.responseCacheIndex as { rows: object }).rows).sort()).toEqual(['b', 'c']);
    expect(stored.responseCacheIndexBehind).toBe(false);
    calls.length = 0;
    for (const key of ['b', 'c']) await woken.load(key, ACCOUNT_DETAIL_TTL, fetcher(key, 'new'));
    expect(calls).toEqual([]);
    await woken.load('a', ACCOUNT_DETAIL_TTL, fetcher('a'));
    expect(calls).toEqual(['a']);
  });

  it('bypasses itself on refresh and stores the fresh answer', async () => {
    const { cache, calls, fetcher } = setup();
    await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 1));
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 2), { refresh: true })).toMatchObject({
      value: 2,
    });
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 3))).toMatchObject({ value: 2 });
    expect(calls).toEqual(['k', 'k']);
  });

  it('shares one fetch between concurrent loads of a key', async () => {
    const { cache, calls, fetcher } = setup();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 'one'))),
    );
    expect(answers.map((answer) => answer.value)).toEqual(['one', 'one', 'one', 'one', 'one']);
    expect(calls).toEqual(['k']);
  });

  it('does not keep a failure', async () => {
    const { cache, calls, fetcher } = setup();
    const failing = async () => {
      calls.push('fail');
      throw new Error('down');
    };
    await expect(cache.load('k', ACCOUNT_DETAIL_TTL, failing)).rejects.toThrow('down');
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 'ok'))).toMatchObject({ value: 'ok' });
    expect(calls).toEqual(['fail', 'k']);
  });

  it('evicts the least recently used entry beyond its entry bound', async () => {
    const { cache, clock, calls, fetcher } = setup({ maxEntries: 3, memoryEntries: 1 });
    for (const key of ['a', 'b', 'c']) {
      await cache.load(key, ACCOUNT_DETAIL_TTL, fetcher(key));
      clock.now += 1;
    }
    await cache.load('a', ACCOUNT_DETAIL_TTL, fetcher('a'));
    clock.now += 1;
    await cache.load('d', ACCOUNT_DETAIL_TTL, fetcher('d'));
    expect(await cache.stats()).toMatchObject({ entries: 3 });
    calls.length = 0;
    for (const key of ['a', 'c', 'd', 'b']) await cache.load(key, ACCOUNT_DETAIL_TTL, fetcher(key));
    // b was the least recently used: the only one fetched again.
    expect(calls).toEqual(['b']);
    // Writes follow the answers (off the caller's path): read storage once they landed.
    await settleCacheWrites();
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored).filter((key) => key.startsWith('responseCache:')).length).toBeLessThanOrEqual(
      3,
    );
  });

  it('stays within its byte bound and refuses an entry larger than all of it', async () => {
    const { cache, clock, fetcher } = setup({ maxBytes: 2_000 });
    for (let index = 0; index < 10; index += 1) {
      await cache.load(`k${index}`, ACCOUNT_DETAIL_TTL, fetcher(`k${index}`, 'x'.repeat(500)));
      clock.now += 1;
    }
    const { bytes, entries } = await cache.stats();
    expect(bytes).toBeLessThanOrEqual(2_000);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(10);
    await cache.load('huge', ACCOUNT_DETAIL_TTL, fetcher('huge', 'x'.repeat(5_000)));
    expect((await cache.stats()).bytes).toBeLessThanOrEqual(2_000);
  });

  it('keeps only one namespace when told, and clears everything', async () => {
    const { cache, make, calls, fetcher } = setup();
    await cache.load('https://api#aaaa /api/v1/accounts/x', ACCOUNT_DETAIL_TTL, fetcher('old'));
    await cache.load('https://api#bbbb /api/v1/accounts/x', ACCOUNT_DETAIL_TTL, fetcher('new'));
    await cache.retainNamespace('https://api#bbbb');
    await settleCacheWrites();
    const woken = make();
    await woken.load('https://api#aaaa /api/v1/accounts/x', ACCOUNT_DETAIL_TTL, fetcher('old'));
    await woken.load('https://api#bbbb /api/v1/accounts/x', ACCOUNT_DETAIL_TTL, fetcher('new'));
    expect(calls).toEqual(['old', 'new', 'old']);
    await woken.clear();
    expect(await woken.stats()).toEqual({ entries: 0, bytes: 0 });
    expect(
      Object.keys(await fakeBrowser.storage.local.get(null)).some((key) => key.startsWith('responseCache:')),
    ).toBe(false);
  });

  it('never writes back an answer that was in flight when the cache was cleared', async () => {
    const { cache, calls, fetcher } = setup();
    let release: (value: string) => void = () => {};
    const slow = cache.load(
      'k',
      ACCOUNT_DETAIL_TTL,
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cache.clear();
    release('old team');
    await slow;
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, fetcher('k', 'new team'))).toMatchObject({
      value: 'new team',
    });
    expect(calls).toEqual(['k']);
  });

  it("keeps a private window's answer in memory only: it never reaches storage, and is served from memory", async () => {
    const { cache, calls, fetcher } = setup();
    await cache.load('private', ACCOUNT_DETAIL_TTL, fetcher('private', 7), { persist: false });
    const stored = await fakeBrowser.storage.local.get(null);
    expect(JSON.stringify(stored)).not.toContain('private');
    expect(await cache.load('private', ACCOUNT_DETAIL_TTL, fetcher('private', 8))).toMatchObject({
      value: 7,
      fromCache: true,
    });
    expect(calls).toEqual(['private']);
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('removes expired entries from storage, not only pushes them out with the LRU', async () => {
    const { cache, clock, fetcher } = setup();
    await cache.load('short', NOT_FOUND_TTL, fetcher('short'));
    await cache.load('long', VENDOR_TTL, fetcher('long'));
    await settleCacheWrites();
    // Nothing expired: nothing written (every worker start sweeps).
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    expect(await cache.sweep()).toBe(0);
    await settleCacheWrites();
    expect(set).not.toHaveBeenCalled();
    clock.now += NOT_FOUND_TTL.freshMs + NOT_FOUND_TTL.staleMs;
    expect(await cache.sweep()).toBe(1);
    expect(await cache.stats()).toMatchObject({ entries: 1 });
    const keys = Object.keys(await fakeBrowser.storage.local.get(null));
    expect(keys.some((key) => key.endsWith('short'))).toBe(false);
    expect(keys.some((key) => key.endsWith('long'))).toBe(true);
  });

  it("answers the rep's refresh with a fetch of its own, never by waiting on one that may hang", async () => {
    const { cache } = setup();
    const hung = new Promise<string>(() => undefined);
    void cache.load('k', ACCOUNT_DETAIL_TTL, () => hung);
    const refreshed = await cache.load('k', ACCOUNT_DETAIL_TTL, async () => 'fresh', { refresh: true });
    expect(refreshed).toMatchObject({ value: 'fresh', fromCache: false });
    expect(await cache.load('k', ACCOUNT_DETAIL_TTL, async () => 'later')).toMatchObject({ value: 'fresh' });
  });

  it('keeps, after an update, only the entries whose value still parses', async () => {
    const { cache, make, fetcher } = setup();
    await cache.load('current', ACCOUNT_DETAIL_TTL, fetcher('current', { name: 'Acme' }));
    await cache.load('renamed', ACCOUNT_DETAIL_TTL, fetcher('renamed', { title: 'Acme' }));
    await settleCacheWrites();
    const updated = make();
    const isCurrent = (_key: string, value: unknown) =>
      typeof value === 'object' && value !== null && 'name' in value;
    expect(await updated.retainParsing(isCurrent)).toEqual({ kept: 1, dropped: 1 });
    const keys = Object.keys(await fakeBrowser.storage.local.get(null));
    expect(keys.filter((key) => key.startsWith('responseCache:'))).toEqual(['responseCache:current']);
    expect(
      await updated.load('renamed', ACCOUNT_DETAIL_TTL, fetcher('renamed', { name: 'Acme' })),
    ).toMatchObject({
      fromCache: false,
    });
  });

  it('drops every entry of an index of another version (stored by an earlier one), which nothing else could find', async () => {
    await fakeBrowser.storage.local.set({
      responseCacheIndex: { old: { bytes: 10, usedAt: 1, expiresAt: 2_000_000 } },
      'responseCache:orphan': { format: 2, value: 'unindexed', storedAt: 1, freshUntil: 2, staleUntil: 2 },
      'responseCache:old': {
        format: 2,
        value: 'old shape',
        storedAt: 1,
        freshUntil: 2_000_000,
        staleUntil: 2_000_000,
      },
    });
    const { cache, calls, fetcher } = setup();
    expect(await cache.load('old', ACCOUNT_DETAIL_TTL, fetcher('old', 'new shape'))).toMatchObject({
      value: 'new shape',
    });
    expect(calls).toEqual(['old']);
    // The index is written a second after the entry.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await settleCacheWrites();
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored.responseCacheIndex).toMatchObject({ schemaVersion: CACHE_SCHEMA_VERSION });
    expect(Object.keys(stored).sort()).toEqual([
      'responseCache:old',
      'responseCacheIndex',
      'responseCacheIndexBehind',
    ]);
    expect(stored.responseCacheIndexBehind).toBe(false);
    expect(stored['responseCache:old']).toMatchObject({ value: 'new shape' });
  });
});
