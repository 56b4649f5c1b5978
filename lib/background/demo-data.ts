import type { ApiClient, ApiClientOptions } from '../api/client';
import { DEMO_BASE_URL } from '../shared/storage-items';

// "Demo data" (README): the sandbox's handler answers the demo address inside the background
// (lib/background/demo-handler.ts). It is a script of its own (entrypoints/demo-data.ts → /demo-data.js), loaded
// on the first demo request: bundled in, Hono and the generator were 30 KB gzip of the background's 166 KB and
// parsed at every worker start (issue 19). Chrome's service worker cannot `import()`, and its `importScripts()`
// takes after installation only the scripts it imported during installation, so the worker imports the file
// once as it installs (registerDemoDataScript) and again, from that copy, when demo data is first asked for
// (checked in Chromium 156: a script not imported at install is refused, "importScripts() of new scripts after
// service worker installation is not allowed"). Firefox's background is a page: a script element loads it.

/** Where the demo data's script leaves its `fetch` (entrypoints/demo-data.ts). */
export const DEMO_FETCH_GLOBAL = 'buyerLensDemoFetch';

const DEMO_SCRIPT_PATH = '/demo-data.js';

type WorkerScope = {
  importScripts?: (...urls: string[]) => void;
  addEventListener?: (type: string, listener: () => void) => void;
};

/** Loads the demo data's handler once: the worker's copy from its installation, else a script element. */
async function loadDemoScript(): Promise<typeof fetch> {
  const scope = globalThis as unknown as WorkerScope & Record<string, unknown>;
  if (typeof scope[DEMO_FETCH_GLOBAL] !== 'function') {
    if (typeof scope.importScripts === 'function') scope.importScripts(DEMO_SCRIPT_PATH);
    else
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = DEMO_SCRIPT_PATH;
        script.onload = () => resolve();
        script.onerror = () => reject(new TypeError('Buyer Lens could not load its demo data.'));
        document.head.append(script);
      });
  }
  return scope[DEMO_FETCH_GLOBAL] as typeof fetch;
}

/**
 * In Chrome's service worker: imports the demo data's script while the worker installs, so that it may be
 * imported again later (see above). Call synchronously at the worker's start.
 */
export function registerDemoDataScript(): void {
  const scope = globalThis as unknown as WorkerScope;
  if (typeof scope.importScripts !== 'function' || typeof scope.addEventListener !== 'function') return;
  scope.addEventListener('install', () => {
    try {
      scope.importScripts?.(DEMO_SCRIPT_PATH);
    } catch (error) {
      console.error('Buyer Lens: the demo data script did not load at install', error);
    }
  });
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
