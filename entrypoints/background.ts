import { defineBackground } from 'wxt/utils/define-background';
import { backgroundLoaded, loadBackground } from '@/lib/background/background-script';
import { IGNORED_UNTIL_LOADED, RELAYED_EVENTS, relayEvents } from '@/lib/background/event-relay';
import { canImportScripts, importAtInstall, WORKER_SCRIPTS } from '@/lib/shared/worker-scripts';

// Chrome's worker: the events' relay, and the scripts it keeps as it installs; the background itself loads with
// the first event (lib/background/event-relay.ts). Firefox's background page ran the background already
// (wxt.config.ts lists its script first).
export default defineBackground(() => {
  if (!canImportScripts()) return;
  // chrome's events are also browser's (and webextension-polyfill's wrap them): one relay serves all three.
  relayEvents(
    (globalThis as { chrome?: unknown }).chrome,
    RELAYED_EVENTS,
    { loaded: backgroundLoaded, load: loadBackground },
    IGNORED_UNTIL_LOADED,
  );
  importAtInstall(Object.values(WORKER_SCRIPTS));
});
