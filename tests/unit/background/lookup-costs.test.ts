import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackgroundServices } from '@/lib/background/services';
import { startWorker } from '@/lib/background/worker-start';
import { settleCacheWrites } from '@/lib/cache/queued-writes';
import { saveSettings } from '@/lib/schemas/settings';
import { accountDetail, fakeApi } from './fake-api-client';

// What one lookup costs the worker, counted, not timed: IndexedDB transactions, storage reads and
// writes, permission checks and API requests per cached lookup, per uncached lookup and per ignored site, each
// at its budget. A change that adds one fails here with the counter's name, before any benchmark would see it.

type Costs = {
  apiRequests: number;
  indexedDbTransactions: number;
  storageReads: number;
  storageWrites: number;
  permissionChecks: number;
  /** JSON characters of what IndexedDB was given to store: a write's copy grows with it. */
  indexedDbCharactersWritten: number;
};

const tab = (id: number) => ({ id, incognito: false, active: true });
const website = (domain: string) => ({ domain, source: 'website' });

function setup() {
  const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 12) } });
  // The real permission check (lib/background/host-access.ts), its browser call counted.
  const contains = vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
  const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
  const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
  const areas = [fakeBrowser.storage.local, fakeBrowser.storage.session, fakeBrowser.storage.managed];
  const reads = areas.map((area) => vi.spyOn(area, 'get'));
  const writes = areas.flatMap((area) => [vi.spyOn(area, 'set'), vi.spyOn(area, 'remove')]);
  const services = createBackgroundServices({ createClient: api.createClient });
  const count = (): Costs => ({
    apiRequests: api.calls.length,
    indexedDbTransactions: transactions.mock.calls.length,
    storageReads: reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    storageWrites: writes.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    permissionChecks: contains.mock.calls.length,
    indexedDbCharactersWritten: puts.mock.calls.reduce(
      (sum, [value]) => sum + JSON.stringify(value).length,
      0,
    ),
  });
  /**
   * What `run` costs, including the writes it left for after its answer: the cache's, which wait a second to go
   * with the index in one transaction, are made at once here.
   */
  async function costOf(run: () => Promise<unknown>): Promise<Costs> {
    await settleCacheWrites();
    const before = count();
    await run();
    await settleCacheWrites();
    const after = count();
    return Object.fromEntries(
      Object.entries(after).map(([name, value]) => [name, value - before[name as keyof Costs]]),
    ) as Costs;
  }
  return { ...services, costOf };
}

/** Each counter at or under its budget; a failure names the counter and the lookup. */
function expectWithin(costs: Costs, budget: Costs, lookup: string): void {
  for (const [counter, limit] of Object.entries(budget)) {
    expect(costs[counter as keyof Costs], `${counter} per ${lookup}`).toBeLessThanOrEqual(limit);
  }
}

/** An ignored site, or an account answered from memory: the tab's state written, nothing else. */
const ONE_STATE_WRITE: Costs = {
  apiRequests: 0,
  indexedDbTransactions: 0,
  storageReads: 0,
  storageWrites: 1,
  permissionChecks: 0,
  indexedDbCharactersWritten: 0,
};

/**
 * An uncached miss: the lookup alone, its answer stored with the index in one transaction. Its suggestions wait
 * for a view to show the miss; asking them with every miss doubled its requests and transactions.
 */
const UNCACHED_MISS: Costs = {
  apiRequests: 1,
  indexedDbTransactions: 1,
  storageReads: 0,
  storageWrites: 1,
  permissionChecks: 0,
  indexedDbCharactersWritten: 1_000,
};

describe('what a lookup costs the worker', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
  });
  afterEach(() => vi.restoreAllMocks());

  /**
   * A worker that has looked up a site in tab 1: its settings, API session and permission answer are in
   * memory (the first lookup of a worker reads them once).
   */
  async function warmWorker() {
    const worker = setup();
    await worker.tabs.detected(tab(1), website('warm-up.io'));
    // The settings saved before it are announced (storage.onChanged) after a moment: let them land.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.tabs.detected(tab(1), website('warm-up.io'));
    return worker;
  }

  it("a worker's start and its lookups never make My accounts' services or open its list's database", async () => {
    const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 12) } });
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
    const opened = vi.spyOn(indexedDB, 'open');
    const loadMyAccounts = vi.fn(async () => {
      throw new Error('My accounts loaded');
    });
    const services = createBackgroundServices({ createClient: api.createClient, loadMyAccounts });
    await startWorker(services);
    await services.tabs.detected(tab(1), website('acme.com'));
    await services.tabs.detected(tab(2), website('amazon.com'));
    await services.tabs.detected(tab(1), website('acme.com'));
    await settleCacheWrites();
    expect(loadMyAccounts).not.toHaveBeenCalled();
    expect(opened.mock.calls.map(([name]) => name)).not.toContain('buyer-lens-lists');
  });

  it('an ignored site: one tab-state write, nothing else', async () => {
    const { tabs, costOf } = await warmWorker();
    const costs = await costOf(() => tabs.detected(tab(1), website('amazon.com')));
    expectWithin(costs, ONE_STATE_WRITE, 'ignored site');
  });

  it('an uncached account: one request, one IndexedDB transaction (the entry with the index)', async () => {
    const { tabs, costOf } = await warmWorker();
    const costs = await costOf(() => tabs.detected(tab(1), website('acme.com')));
    expectWithin(
      costs,
      {
        apiRequests: 1,
        indexedDbTransactions: 1,
        storageReads: 0,
        storageWrites: 1,
        permissionChecks: 0,
        indexedDbCharactersWritten: 1_000,
      },
      'uncached lookup',
    );
  });

  it('an uncached miss: the lookup alone, the vendor list from memory', async () => {
    const { tabs, costOf } = await warmWorker();
    const costs = await costOf(() => tabs.detected(tab(1), website('nobody.io')));
    expectWithin(costs, UNCACHED_MISS, 'uncached miss');
  });

  it('a cached account: answered from memory, no request; its recency at most one transaction', async () => {
    const { tabs, costOf } = await warmWorker();
    await tabs.detected(tab(1), website('acme.com'));
    await tabs.detected(tab(1), website('warm-up.io'));
    const costs = await costOf(() => tabs.detected(tab(1), website('acme.com')));
    // The recency is the index's, written a second on for every lookup of that second (counted here as one).
    expectWithin(
      costs,
      { ...ONE_STATE_WRITE, indexedDbTransactions: 1, indexedDbCharactersWritten: 1_000 },
      'cached lookup',
    );
  });

  it('ten uncached misses beside a hundred cached answers: one transaction, the index copied once', async () => {
    const { tabs, costOf } = await warmWorker();
    for (let i = 0; i < 100; i++) await tabs.detected(tab(1), website(`seen-${i}.io`));
    const costs = await costOf(async () => {
      for (let i = 0; i < 10; i++) await tabs.detected(tab(1), website(`nobody-${i}.io`));
    });
    // The index (about 14,000 characters with its hundred rows) goes once with the ten entries; it was copied
    // twice into IndexedDB with each miss before (57,254 characters a miss), then once a second beside one
    // transaction per entry.
    expectWithin(
      costs,
      {
        apiRequests: 10,
        indexedDbTransactions: 1,
        storageReads: 0,
        storageWrites: 10,
        permissionChecks: 0,
        indexedDbCharactersWritten: 25_000,
      },
      'ten uncached misses beside a hundred cached answers',
    );
  });

  it('ten cached lookups write their recency once, a second later, not once each', async () => {
    const { tabs, costOf } = await warmWorker();
    await tabs.detected(tab(1), website('acme.com'));
    // The least-recently-used order is flushed a second after a read: the warm-up's flush goes first.
    const flushed = () => new Promise((resolve) => setTimeout(resolve, 1_100));
    await flushed();
    const costs = await costOf(async () => {
      for (let i = 0; i < 10; i++) await tabs.detected(tab(1), website('acme.com'));
      await flushed();
    });
    expectWithin(
      costs,
      {
        apiRequests: 0,
        indexedDbTransactions: 1,
        storageReads: 0,
        storageWrites: 10,
        permissionChecks: 0,
        indexedDbCharactersWritten: 1_000,
      },
      'ten cached lookups',
    );
  });
});
