import type { parse } from 'tldts-icann';
import { importAtInstall, importOnce } from '../shared/worker-scripts';

// The Public Suffix List (tldts-icann) is a script of its own (entrypoints/public-suffix.ts → /public-suffix.js),
// loaded by the first domain the background parses. Bundled in, it was 87 KB of background.js's 224 and 5 ms of
// every worker start (its tables are built as it loads), though many starts parse no domain at all: a side
// panel's message, a settings change, a tab switched to (npm run bench, issue 19). Chrome's worker imports it from
// its installed copy (lib/shared/worker-scripts.ts); Firefox's background page lists it before background.js
// (wxt.config.ts); unit tests install it (tests/unit/setup-public-suffix.ts).

export type ParseHost = typeof parse;

/** Where the script leaves tldts's `parse`. */
export const PUBLIC_SUFFIX_GLOBAL = 'buyerLensPublicSuffix';

/** The script, as the manifest and `importScripts` name it. */
export const PUBLIC_SUFFIX_SCRIPT = 'public-suffix.js';

const scope = globalThis as unknown as Record<string, unknown>;
const loaded = () => typeof scope[PUBLIC_SUFFIX_GLOBAL] === 'function';

/** tldts's `parse`, loading the list on first use. */
export function publicSuffixParser(): ParseHost {
  if (!importOnce(`/${PUBLIC_SUFFIX_SCRIPT}`, loaded))
    throw new Error(`Buyer Lens: the Public Suffix List (${PUBLIC_SUFFIX_SCRIPT}) is not loaded`);
  return scope[PUBLIC_SUFFIX_GLOBAL] as ParseHost;
}

/** In Chrome's service worker: keeps a copy of the list's script as the worker installs (see above). */
export function registerPublicSuffixScript(): void {
  importAtInstall([`/${PUBLIC_SUFFIX_SCRIPT}`]);
}
