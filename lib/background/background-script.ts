import { importOnce, WORKER_SCRIPTS } from '../shared/worker-scripts';

// The background (lib/background/background-main.ts) as a script of its own (entrypoints/background-main.ts →
// /background-main.js). Chrome's worker imports it on the first event its relay hands on (lib/background/
// event-relay.ts), from the copy made as the worker installed (lib/shared/worker-scripts.ts); Firefox's
// background page lists it before background.js (wxt.config.ts), so it runs before any event there.

/** Set by the script once it ran: a second import would add every listener twice. */
export const BACKGROUND_MAIN_GLOBAL = 'buyerLensBackground';

const scope = globalThis as unknown as Record<string, unknown>;

/** Whether the background's script ran in this worker (or page). */
export function backgroundLoaded(): boolean {
  return scope[BACKGROUND_MAIN_GLOBAL] === true;
}

/** Marks the background's script as run (entrypoints/background-main.ts, before it runs the background). */
export function markBackgroundLoaded(): void {
  scope[BACKGROUND_MAIN_GLOBAL] = true;
}

/** Runs the background's script unless it ran; throws where it cannot (a missing script is a packaging error). */
export function loadBackground(): void {
  if (!importOnce(WORKER_SCRIPTS.background, backgroundLoaded))
    throw new Error(`Buyer Lens: the background's script (${WORKER_SCRIPTS.background}) did not load`);
}
