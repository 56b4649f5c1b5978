// Scripts Chrome's service worker loads on first use rather than reading them back at every start: the
// background itself (lib/background/background-script.ts), the demo data's handler (lib/background/demo-data.ts)
// and the Public Suffix List (lib/detect/public-suffix.ts). Chrome reads every one of them back at each start
// (their code, as it installed them): each is one the worker cannot do without on some event.
// Chrome's worker cannot `import()`, and its `importScripts()` takes, after installation, only the scripts it
// imported during installation (checked in Chromium 156: any other is refused, "importScripts() of new scripts
// after service worker installation is not allowed"). So the worker imports each once as it installs
// (importAtInstall) and again, from that copy, when it is first needed (importOnce). A synchronous call: the
// caller gets what the script defined, with no await. Firefox's background is a page with no importScripts:
// the caller loads the script another way there.

/**
 * The background's scripts besides background.js, from the extension's root, in the order a start may need
 * them: the background itself (lib/background/background-script.ts), then what it loads on first use.
 */
export const WORKER_SCRIPTS = {
  background: '/background-main.js',
  publicSuffix: '/public-suffix.js',
  demoData: '/demo-data.js',
} as const;

type WorkerScope = {
  importScripts?: (...urls: string[]) => void;
  addEventListener?: (type: string, listener: () => void) => void;
};

const scope = globalThis as unknown as WorkerScope;

/** Whether this is a worker that can import scripts (Chrome's service worker). */
export function canImportScripts(): boolean {
  return typeof scope.importScripts === 'function';
}

/**
 * In Chrome's service worker: imports `paths` while the worker installs, so that importOnce may import them
 * again later. Call synchronously at the worker's start (the install event is dispatched after it).
 */
export function importAtInstall(paths: readonly string[]): void {
  if (!canImportScripts() || typeof scope.addEventListener !== 'function') return;
  scope.addEventListener('install', () => {
    for (const path of paths) {
      try {
        scope.importScripts?.(path);
      } catch (error) {
        console.error(`Buyer Lens: ${path} did not load as the worker installed`, error);
      }
    }
  });
}

/** Imports `path` (its installed copy) unless `loaded()` already holds; false where workers cannot import. */
export function importOnce(path: string, loaded: () => boolean): boolean {
  if (loaded()) return true;
  if (!canImportScripts()) return false;
  scope.importScripts?.(path);
  return loaded();
}

/**
 * Loads a script once, where it can: Chrome's worker imports its installed copy (importOnce); Firefox's
 * background page adds a script element. Resolves once `loaded()` holds; rejects when the script cannot load.
 */
export async function loadWorkerScript(path: string, loaded: () => boolean): Promise<void> {
  if (importOnce(path, loaded)) return;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = path;
    script.onload = () => resolve();
    script.onerror = () => reject(new TypeError(`Buyer Lens could not load ${path}.`));
    document.head.append(script);
  });
  if (!loaded()) throw new TypeError(`Buyer Lens: ${path} loaded but defined nothing.`);
}
