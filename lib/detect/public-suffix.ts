import type { parse } from 'tldts-icann';
import { importOnce, WORKER_SCRIPTS } from '../shared/worker-scripts';

// The Public Suffix List (tldts-icann) is a script of its own (entrypoints/public-suffix.ts → /public-suffix.js),
// loaded by the first domain the background parses. Bundled in, it would be a large share of background.js and
// of every worker start (its tables are built as it loads), though many starts parse no domain at all: a side
// panel's message, a settings change, a tab switched to (npm run bench). Chrome's worker imports it from its
// installed copy (lib/shared/worker-scripts.ts); Firefox's background page lists it before background.js
// (wxt.config.ts); unit tests install it (tests/unit/setup-public-suffix.ts).

export type ParseHost = typeof parse;

/** Where the script leaves tldts's `parse`. */
export const PUBLIC_SUFFIX_GLOBAL = 'buyerLensPublicSuffix';

const scope = globalThis as unknown as Record<string, unknown>;
const loaded = () => typeof scope[PUBLIC_SUFFIX_GLOBAL] === 'function';

/** The list's script is not loaded where a domain must be parsed: a load-order mistake, never "no company". */
export class PublicSuffixMissingError extends Error {
  constructor() {
    super(`Buyer Lens: the Public Suffix List (${WORKER_SCRIPTS.publicSuffix.slice(1)}) is not loaded`);
    this.name = 'PublicSuffixMissingError';
  }
}

/** tldts's `parse`, loading the list on first use; throws PublicSuffixMissingError where it cannot load. */
export function publicSuffixParser(): ParseHost {
  if (!importOnce(WORKER_SCRIPTS.publicSuffix, loaded)) throw new PublicSuffixMissingError();
  return scope[PUBLIC_SUFFIX_GLOBAL] as ParseHost;
}

let missingReported = false;

/**
 * Where a caller turns any failure into "no company" (detectCompany): a missing list is not one of them. In
 * development builds and tests (import.meta.env.DEV, vitest's MODE "test") it is thrown, so the wrong load order
 * fails where it is made; in production it is logged once and the caller answers as before. Other errors are
 * left to the caller.
 */
export function surfaceMissingPublicSuffix(error: unknown): void {
  if (!(error instanceof PublicSuffixMissingError)) return;
  // A bundle built without Vite (the e2e page's) has no import.meta.env: it behaves as production.
  const env = import.meta.env as ImportMetaEnv | undefined;
  if (env?.DEV || env?.MODE === 'test') throw error;
  if (missingReported) return;
  missingReported = true;
  console.error(error);
}
