import { clear, createStore, delMany, entries, getMany, setMany, type UseStore } from 'idb-keyval';
import type { CacheStorageArea } from '../cache/response-cache';

// The response cache's storage: the team's answers (accounts, stacks, interviews) are kept where content scripts
// cannot read them on any browser, the extension origin's IndexedDB, rather than `storage.local`, which Firefox
// lets content scripts read.

let store: UseStore | null = null;
function responses(): UseStore {
  store ??= createStore('buyer-lens-cache', 'responses');
  return store;
}

/** The cache's storage area over IndexedDB, with the `storage.local` shape the cache expects. */
export function createPrivateCacheArea(): CacheStorageArea {
  return {
    async get(keys) {
      if (keys === null) return Object.fromEntries((await entries(responses())) as [string, unknown][]);
      const list = typeof keys === 'string' ? [keys] : keys;
      const values = await getMany(list, responses());
      const found: Record<string, unknown> = {};
      list.forEach((key, index) => {
        if (values[index] !== undefined) found[key] = values[index];
      });
      return found;
    },
    async set(items) {
      await setMany(Object.entries(items), responses());
    },
    async remove(keys) {
      await delMany(typeof keys === 'string' ? [keys] : keys, responses());
    },
  };
}

/** Empties the cache's storage, for tests. */
export async function clearPrivateCacheArea(): Promise<void> {
  await clear(responses());
}
