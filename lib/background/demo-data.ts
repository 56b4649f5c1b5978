import type { ApiClient, ApiClientOptions } from '../api/client';
import { DEMO_BASE_URL } from '../shared/storage-items';
import { loadWorkerScript, WORKER_SCRIPTS } from '../shared/worker-scripts';

// "Demo data" (docs/architecture.md): the sandbox's handler answers the demo address inside the background
// (lib/background/demo-handler.ts). It is a script of its own (entrypoints/demo-data.ts → /demo-data.js), loaded
// on the first demo request: bundled in, Hono and the generator would be a large part of background.js, parsed
// at every worker start. Chrome's worker imports it from the copy it made as it installed
// (lib/shared/worker-scripts.ts); Firefox's background is a page: a script element loads it.

/** Where the demo data's script leaves its `fetch` (entrypoints/demo-data.ts). */
export const DEMO_FETCH_GLOBAL = 'buyerLensDemoFetch';

/** Loads the demo data's handler once: the worker's installed copy, else a script element. */
async function loadDemoScript(): Promise<typeof fetch> {
  const scope = globalThis as unknown as Record<string, unknown>;
  await loadWorkerScript(WORKER_SCRIPTS.demoData, () => typeof scope[DEMO_FETCH_GLOBAL] === 'function');
  return scope[DEMO_FETCH_GLOBAL] as typeof fetch;
}

/**
 * Wraps the client factory: a client for the demo data's address talks to the sandbox's handler, loaded on
 * its first request (`loadDemoFetch`: tests pass lib/background/demo-handler.ts's `demoFetch` directly).
 */
export function withDemoData(
  createClient: (options: ApiClientOptions) => ApiClient,
  loadDemoFetch: () => Promise<typeof fetch> = loadDemoScript,
) {
  let loading: Promise<typeof fetch> | null = null;
  const demoFetch: typeof fetch = async (input, init) => {
    loading ??= loadDemoFetch();
    loading.catch(() => {
      loading = null;
    });
    return (await loading)(input, init);
  };
  return (options: ApiClientOptions): ApiClient =>
    createClient(options.baseUrl === DEMO_BASE_URL ? { ...options, fetch: demoFetch } : options);
}
