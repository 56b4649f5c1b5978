import type { RequestScheduler } from '../cache/request-scheduler';
import type { ResponseCache } from '../cache/response-cache';
import { type Settings, upgradeStoredSettings } from '../schemas/settings';
import { redecideAllTabs, switchConnection } from './settings-changes';
import { protectStorage } from './storage-protection';
import { resumeTabs } from './tab-events';
import type { TabLookupService } from './tab-lookup';

/**
 * How long a start's own work waits: the event that woke the worker (most often a navigation) is dispatched once
 * the script's top level ends, and its lookup goes first rather than behind the start's storage reads and writes
 * and its tab query (whose synchronous part would lengthen the top level). Chrome keeps a woken worker
 * 30 s at least.
 */
export const START_WORK_DELAY_MS = 100;

/**
 * What a worker does each time it starts, once its listeners exist (entrypoints/background.ts). It starts
 * often (Chrome stops it after 30 s idle), so this is kept to what a start needs. Not painting badges: the
 * browser keeps each tab's while the worker sleeps, and a browser restart or an extension reload empties
 * storage.session with them (painting each open tab's badge again would be three browser calls a tab). Only
 * the storage's protection comes at once; the rest waits START_WORK_DELAY_MS.
 */
export function startWorker({
  settings,
  cache,
  scheduler,
  tabs,
}: {
  /** The services' settings, read once and kept (lib/background/services.ts). */
  settings: () => Promise<Settings>;
  cache: ResponseCache;
  scheduler: RequestScheduler;
  tabs: TabLookupService;
}): Promise<unknown> {
  // Storage areas readable by the extension only, where the browser can.
  const protecting = protectStorage();
  const rest = new Promise((resolve) => setTimeout(resolve, START_WORK_DELAY_MS)).then(() =>
    Promise.all([
      // Settings an older version stored take this version's shape: a key kept in the record moves to IndexedDB,
      // out of every content script's reach.
      upgradeStoredSettings(),
      // Expired answers go, rather than waiting for the LRU to push them out (a worker starts often: this is
      // regular).
      cache.sweep(),
      // The lookups the last worker left in flight, and the websites that were open before it listened (a browser
      // restart's restored tabs, an extension reload).
      resumeTabs(tabs),
      // Settings may have changed while no worker listened: the views learn which connection they show, and the
      // tabs are looked up again under it. Read through the services' copy: the navigation that woke the worker
      // finds them read, or on their way (they were read twice before, one after the other).
      switchConnection({ settings, cache, scheduler }).then((switched) =>
        switched ? redecideAllTabs(tabs) : undefined,
      ),
    ]),
  );
  return Promise.all([protecting, rest]);
}
