import { createStore, del, get, set, type UseStore } from 'idb-keyval';

// The API key lives in the extension origin's IndexedDB: the worker and the extension's own pages can read
// it, content scripts cannot (they run in the page's origin, and its IndexedDB is the page's), on every
// browser, whatever access level `storage.local` has there. `storage.local` keeps only a fingerprint of it,
// so that watchers learn when it changes (lib/schemas/settings.ts).

let store: UseStore | null = null;
function secrets(): UseStore {
  // Opened on first use: importing this module costs nothing where it is never called.
  store ??= createStore('buyer-lens-secrets', 'secrets');
  return store;
}

const API_KEY = 'apiKey';

/** The stored API key; undefined when none was ever stored here (a build's default key may apply). */
export async function readApiKey(): Promise<string | undefined> {
  const value: unknown = await get(API_KEY, secrets());
  return typeof value === 'string' ? value : undefined;
}

/** Stores the API key ('' when the rep cleared it). */
export async function writeApiKey(apiKey: string): Promise<void> {
  await set(API_KEY, apiKey, secrets());
}

/** Forgets the stored key, for tests and a reset. */
export async function forgetApiKey(): Promise<void> {
  await del(API_KEY, secrets());
}
