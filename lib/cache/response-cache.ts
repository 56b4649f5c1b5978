import type { Lifetime } from '../api/lifetimes';
import { z } from '../api/zod';
import { lazySchema } from '../schemas/lazy-schema';
import { oneAtATime } from '../shared/one-at-a-time';
import { RESPONSE_CACHE_KEYS } from '../shared/storage-items';
import { inNamespace } from './cache-key';
import { holdWrites, trackWrite } from './queued-writes';

// Hand-written rather than webext-storage-cache (fregante, 6.x): that library stores with a max age and can
// revalidate, but it has no bound on entries or bytes (storage.local has a 10 MB quota that transcripts fill
// fast), hence no least-recently-used eviction, and no way to drop one namespace when the rep switches key.
// This one: storage.local (survives the worker's restarts) behind a small in-memory layer, bounded by entries
// and bytes with LRU eviction, stale-while-revalidate, shared in-flight loads, and a `refresh` that bypasses it.

/** Where the cache keeps its entries: `storage.local`'s shape (the product's is IndexedDB, lib/private-storage). */
export type CacheStorageArea = {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
};

export type ResponseCacheOptions = {
  storage: CacheStorageArea;
  now?: () => number;
  /** Most entries kept in storage; default 400. */
  maxEntries?: number;
  /** Most bytes (UTF-8 of the stored JSON) kept in storage; default 4 MB of storage.local's 10 MB. */
  maxBytes?: number;
  /** Entries also kept in memory for hot reads; default 64. */
  memoryEntries?: number;
};

/** What `load` answers: the value, when the API gave it, and whether it came from the cache. */
export type Loaded<T> = { value: T; fetchedAt: number; stale: boolean; fromCache: boolean };

/**
 * `refresh` skips the cache; `persist: false` keeps the answer in memory only (a lookup in a private window
 * must not outlive it on disk).
 */
export type LoadOptions = { refresh?: boolean; persist?: boolean };

export interface ResponseCache {
  /**
   * The value for a key: fresh from the cache, or stale from the cache while a background fetch refreshes it,
   * or fetched now (shared with any fetch of the same key already in flight). `refresh` skips the cache.
   */
  load<T>(
    key: string,
    lifetime: Lifetime | ((value: T) => Lifetime),
    fetcher: () => Promise<T>,
    options?: LoadOptions,
  ): Promise<Loaded<T>>;
  /** Reads the index of what is stored, once: a lookup about to come finds it read (lib/background/tab-lookup). */
  warm(): Promise<void>;
  /** Forgets every entry. */
  clear(): Promise<void>;
  /** Forgets every entry outside this namespace (the rep switched base URL or key). */
  retainNamespace(namespace: string): Promise<void>;
  /** Removes every stored entry past its stale lifetime (not only pushed out by the LRU); how many went. */
  sweep(): Promise<number>;
  /**
   * Keeps the stored entries whose value `isCurrent` still accepts, drops the others (after an update: the
   * new code's schemas may read an answer differently); how many stayed and went.
   */
  retainParsing(
    isCurrent: (key: string, value: unknown) => boolean,
  ): Promise<{ kept: number; dropped: number }>;
  /** How much is stored, for tests and the options page. */
  stats(): Promise<{ entries: number; bytes: number }>;
}

const { entryPrefix: ENTRY_PREFIX, index: INDEX_KEY, indexBehind: INDEX_BEHIND_KEY } = RESPONSE_CACHE_KEYS;

/**
 * The shape of what the cache stores (entries and index). 3: the index carries it. An entry of another
 * version is not served (fetched again and overwritten); an index of another is dropped with every entry
 * (nothing else could find them to evict them).
 */
export const CACHE_SCHEMA_VERSION = 3;

const entrySchema = lazySchema(() =>
  z.object({
    format: z.literal(CACHE_SCHEMA_VERSION),
    value: z.unknown(),
    storedAt: z.number(),
    freshUntil: z.number(),
    staleUntil: z.number(),
  }),
);
type Entry = z.infer<typeof entrySchema>;

// `expiresAt` (the entry's staleUntil) lets a sweep find expired entries without reading them; a row without
// it (an older format) counts as expired.
const indexRowSchema = lazySchema(() =>
  z.object({
    bytes: z.number(),
    usedAt: z.number(),
    expiresAt: z._default(z.number(), 0),
  }),
);
const indexSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(CACHE_SCHEMA_VERSION),
    rows: z.record(z.string(), indexRowSchema),
  }),
);
type IndexRow = z.infer<typeof indexRowSchema>;

/** The UTF-8 size of a stored record's JSON, which the byte bound counts. */
function recordBytes(record: Record<string, unknown>): number {
  return new TextEncoder().encode(JSON.stringify(record)).length;
}

/** Creates the one response cache of the background. */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 400;
  const maxBytes = options.maxBytes ?? 4_000_000;
  const memoryEntries = options.memoryEntries ?? 64;

  // Map order is recency order: a touched key is deleted and set again.
  const memory = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry>>();
  let index: Map<string, IndexRow> | null = null;
  let indexLoad: Promise<Map<string, IndexRow>> | null = null;
  // Storage writes run one after another so that the index never loses a concurrent update.
  const writes = oneAtATime();
  let written: Promise<unknown> = Promise.resolve();
  // Bumped by clear/retainNamespace: a fetch that started before must not write an old team's answer back.
  let epoch = 0;
  let indexDirty = false;
  // Entries stored since the last flush: written with the index, in one IndexedDB transaction, a second on.
  const pending = new Map<string, Entry>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = writes(task);
    written = run.catch(() => undefined);
    trackWrite(written);
    return run;
  }

  function loadIndex(): Promise<Map<string, IndexRow>> {
    if (index) return Promise.resolve(index);
    indexLoad ??= storage.get([INDEX_KEY, INDEX_BEHIND_KEY]).then(async (stored) => {
      const parsed = indexSchema.safeParse(stored[INDEX_KEY]);
      const foreign = !parsed.success && stored[INDEX_KEY] !== undefined;
      if (foreign) await dropEveryEntry();
      const rows = new Map(parsed.success ? Object.entries(parsed.data.rows) : []);
      // The last worker stopped before its index caught up with what it stored (a browser quit within the
      // second): the entries themselves say what the index missed.
      if (!foreign && stored[INDEX_BEHIND_KEY] === true) await catchUp(rows);
      index ??= rows;
      return index;
    });
    return indexLoad;
  }

  /** Lists every stored entry the index missed, and forgets the rows of entries no longer stored. */
  async function catchUp(rows: Map<string, IndexRow>): Promise<void> {
    const stored = await storage.get(null);
    for (const key of rows.keys()) if (!(ENTRY_PREFIX + key in stored)) rows.delete(key);
    for (const [storedKey, value] of Object.entries(stored)) {
      if (!storedKey.startsWith(ENTRY_PREFIX)) continue;
      const key = storedKey.slice(ENTRY_PREFIX.length);
      const entry = entrySchema.safeParse(value);
      if (!entry.success || rows.has(key)) continue;
      rows.set(key, {
        bytes: recordBytes({ [storedKey]: entry.data }),
        usedAt: entry.data.storedAt,
        expiresAt: entry.data.staleUntil,
      });
    }
    await persistIndex(rows);
  }

  function indexRecord(rows: Map<string, IndexRow>) {
    return { schemaVersion: CACHE_SCHEMA_VERSION, rows: Object.fromEntries(rows) };
  }

  /** Writes the index with the entries stored since the last flush: one transaction, never one behind the other. */
  function persistIndex(rows: Map<string, IndexRow>): Promise<void> {
    indexDirty = false;
    const entries = Object.fromEntries([...pending].map(([key, entry]) => [ENTRY_PREFIX + key, entry]));
    pending.clear();
    return storage.set({ ...entries, [INDEX_KEY]: indexRecord(rows), [INDEX_BEHIND_KEY]: false });
  }

  // An index of another version (or none that parses): its entries are unreachable, so they all go.
  async function dropEveryEntry(): Promise<void> {
    const stored = Object.keys(await storage.get(null)).filter((key) => key.startsWith(ENTRY_PREFIX));
    if (stored.length > 0) await storage.remove(stored);
    await storage.remove(INDEX_KEY);
  }

  // Reads move an entry up the LRU order and stores add one: the index is written a second later, once for all.
  function scheduleIndexFlush() {
    indexDirty = true;
    if (flushTimer !== undefined) return;
    flushTimer = setTimeout(flushIndex, 1_000);
    holdWrites(flushIndex);
  }

  function flushIndex(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (!indexDirty) return Promise.resolve();
    return serial(() => (index && indexDirty ? persistIndex(index) : Promise.resolve()));
  }

  function remember(key: string, entry: Entry) {
    memory.delete(key);
    memory.set(key, entry);
    while (memory.size > memoryEntries) {
      const oldest = memory.keys().next().value;
      if (oldest === undefined) break;
      memory.delete(oldest);
    }
  }

  async function read(key: string): Promise<Entry | null> {
    // Memory first: an answer kept out of storage (a private window's) is only there.
    const remembered = memory.get(key);
    if (remembered && !(await loadIndex()).has(key)) {
      remember(key, remembered);
      return remembered;
    }
    const rows = await loadIndex();
    const row = rows.get(key);
    if (!row) return null;
    let entry = memory.get(key) ?? pending.get(key) ?? null;
    if (!entry) {
      const stored = await storage.get(ENTRY_PREFIX + key);
      const parsed = entrySchema.safeParse(stored[ENTRY_PREFIX + key]);
      if (!parsed.success) return null;
      entry = parsed.data;
    }
    remember(key, entry);
    row.usedAt = now();
    scheduleIndexFlush();
    return entry;
  }

  // Queued in order behind every earlier write; a clear queued after it removes what it wrote. The entry is
  // written with the index at the next flush, a second on, in one IndexedDB transaction: the index lists every
  // entry (up to 400 rows), and copying it into IndexedDB twice per uncached miss was the largest part of the
  // worker's CPU per lookup after the network call; then each entry's own transaction was. A worker
  // stopped within that second loses the answers of its last second, which the API gives again.
  function store(key: string, entry: Entry): Promise<void> {
    return serial(async () => {
      const rows = await loadIndex();
      const record = { [ENTRY_PREFIX + key]: entry };
      const bytes = recordBytes(record);
      if (bytes > maxBytes) return;
      rows.delete(key);
      rows.set(key, { bytes, usedAt: now(), expiresAt: entry.staleUntil });
      const evicted = evictions(rows, key);
      for (const gone of evicted) {
        rows.delete(gone);
        memory.delete(gone);
        pending.delete(gone);
      }
      pending.set(key, entry);
      if (evicted.length > 0) await storage.remove(evicted.map((gone) => ENTRY_PREFIX + gone));
      scheduleIndexFlush();
    });
  }

  function evictions(rows: Map<string, IndexRow>, keep: string): string[] {
    let total = 0;
    for (const row of rows.values()) total += row.bytes;
    if (rows.size <= maxEntries && total <= maxBytes) return [];
    const oldestFirst = [...rows.entries()]
      .filter(([key]) => key !== keep)
      .sort((a, b) => a[1].usedAt - b[1].usedAt);
    const evicted: string[] = [];
    let count = rows.size;
    for (const [key, row] of oldestFirst) {
      if (count <= maxEntries && total <= maxBytes) break;
      evicted.push(key);
      count -= 1;
      total -= row.bytes;
    }
    return evicted;
  }

  function fetchAndStore<T>(
    key: string,
    lifetime: Lifetime | ((value: T) => Lifetime),
    fetcher: () => Promise<T>,
    persist = true,
    joinRunning = true,
  ) {
    // The rep's refresh never waits on a fetch already running for the key: that one may be the hang
    // the rep is retrying.
    const running = inflight.get(key);
    if (running && joinRunning) return running;
    const startedIn = epoch;
    const task = (async () => {
      const value = await fetcher();
      const storedAt = now();
      const { freshMs, staleMs } = typeof lifetime === 'function' ? lifetime(value) : lifetime;
      const entry: Entry = {
        format: CACHE_SCHEMA_VERSION,
        value,
        storedAt,
        freshUntil: storedAt + freshMs,
        staleUntil: storedAt + freshMs + staleMs,
      };
      // An answer to a request made before a clear or a key switch is not kept. Memory answers at once; the
      // write to storage follows off the caller's path (an uncached lookup's badge waited for two IndexedDB
      // writes before), queued in order with the clears.
      if (startedIn !== epoch) return entry;
      remember(key, entry);
      if (persist) void store(key, entry).catch(() => undefined);
      return entry;
    })();
    inflight.set(key, task);
    const forget = () => {
      if (inflight.get(key) === task) inflight.delete(key);
    };
    task.then(forget, forget);
    return task;
  }

  /**
   * Removes the stored entries `drop` picks. `invalidate` (a clear, a new connection) also stops fetches in
   * flight from writing what they get; a sweep of expired entries leaves them be.
   */
  async function removeWhere(
    drop: (key: string, row: IndexRow) => boolean,
    invalidate = true,
  ): Promise<number> {
    if (invalidate) {
      epoch += 1;
      inflight.clear();
    }
    return serial(async () => {
      const rows = await loadIndex();
      const gone = [...rows.entries()].filter(([key, row]) => drop(key, row)).map(([key]) => key);
      for (const key of gone) {
        rows.delete(key);
        memory.delete(key);
        pending.delete(key);
      }
      if (gone.length > 0) await storage.remove(gone.map((key) => ENTRY_PREFIX + key));
      // A sweep that found nothing expired changed nothing: every worker start sweeps, and wrote the index again.
      if (gone.length > 0 || invalidate) await persistIndex(rows);
      return gone.length;
    });
  }

  return {
    async load<T>(
      key: string,
      lifetime: Lifetime | ((value: T) => Lifetime),
      fetcher: () => Promise<T>,
      loadOptions: LoadOptions = {},
    ): Promise<Loaded<T>> {
      if (!loadOptions.refresh) {
        const entry = await read(key).catch(() => null);
        const at = now();
        if (entry && at < entry.freshUntil) {
          return { value: entry.value as T, fetchedAt: entry.storedAt, stale: false, fromCache: true };
        }
        if (entry && at < entry.staleUntil) {
          // Served at once; the fresh copy lands in the cache for the next reader. A failure keeps the stale one.
          fetchAndStore(key, lifetime, fetcher, loadOptions.persist).catch(() => undefined);
          return { value: entry.value as T, fetchedAt: entry.storedAt, stale: true, fromCache: true };
        }
      }
      const entry = await fetchAndStore(key, lifetime, fetcher, loadOptions.persist, !loadOptions.refresh);
      return { value: entry.value as T, fetchedAt: entry.storedAt, stale: false, fromCache: false };
    },

    async warm() {
      await loadIndex();
    },

    async clear() {
      memory.clear();
      await removeWhere(() => true);
    },

    sweep() {
      const at = now();
      return removeWhere((_key, row) => row.expiresAt <= at, false);
    },

    retainParsing(isCurrent) {
      return serial(async () => {
        const rows = await loadIndex();
        const keys = [...rows.keys()];
        const stored = keys.length > 0 ? await storage.get(keys.map((key) => ENTRY_PREFIX + key)) : {};
        const gone = keys.filter((key) => {
          const entry = entrySchema.safeParse(pending.get(key) ?? stored[ENTRY_PREFIX + key]);
          return !entry.success || !isCurrent(key, entry.data.value);
        });
        for (const key of gone) {
          rows.delete(key);
          memory.delete(key);
          pending.delete(key);
        }
        if (gone.length > 0) await storage.remove(gone.map((key) => ENTRY_PREFIX + key));
        await persistIndex(rows);
        return { kept: rows.size, dropped: gone.length };
      });
    },

    async retainNamespace(namespace) {
      for (const key of memory.keys()) if (!inNamespace(key, namespace)) memory.delete(key);
      await removeWhere((key) => !inNamespace(key, namespace));
    },

    async stats() {
      // Settled first: a revalidation in flight is part of what is stored.
      await Promise.allSettled([...inflight.values()]);
      await written;
      const rows = await loadIndex();
      let bytes = 0;
      for (const row of rows.values()) bytes += row.bytes;
      return { entries: rows.size, bytes };
    },
  };
}
