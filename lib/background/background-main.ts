import { createApiClient } from '../api/client';
import { registerCalendars } from './calendars';
import { withDemoData } from './demo-data';
import { registerEngagement } from './engagement';
import { registerEntryPoints } from './entry-points';
import { registerLauncher } from './launcher';
import { registerMessageHandlers } from './message-handlers';
import { registerMyAccountsEvents } from './my-accounts-events';
import { createOmnibox, registerOmnibox } from './omnibox';
import { registerPermissionCleanup } from './permission-cleanup';
import { createBackgroundServices } from './services';
import { registerSettingsChanges } from './settings-changes';
import { registerTabEvents } from './tab-events';
import { registerUpgrade } from './upgrade';
import { startWorker } from './worker-start';

/**
 * The background: its services, its listeners and each start's own work. Run once a worker (or Firefox's
 * background page) is up: in Chrome by the first event the worker's relay hands on (lib/background/
 * event-relay.ts, entrypoints/background-main.ts), so every listener added here is the relay's.
 */
export function runBackground(): void {
  // Plain objects made synchronously: nothing here awaits before the listeners exist.
  const { settings, cache, scheduler, tabs, catalog, myAccountsParts, handlers } = createBackgroundServices({
    // "Demo data" is answered by the sandbox's handler inside this background, loaded on first use
    // (lib/background/demo-data.ts).
    createClient: withDemoData(createApiClient),
  });
  // Chrome reads omnibox descriptions as XML; Firefox shows them as plain text.
  const omnibox = createOmnibox({ catalog, now: Date.now, style: { markup: !import.meta.env.FIREFOX } });

  // Listeners first and synchronously: the event that loaded the background is handed on right after this.
  registerMessageHandlers(handlers);
  registerTabEvents(tabs);
  registerEntryPoints(tabs);
  registerOmnibox(omnibox);
  registerSettingsChanges({
    settings,
    tabs,
    cache,
    scheduler,
    listMarks: async () => (await myAccountsParts()).listMarks,
  });
  registerLauncher();
  // Google Calendar: its content script while the rep has calendars on and its host granted.
  registerCalendars();
  // Outreach, Salesloft and Apollo: their content script while the rep has them on and their hosts granted.
  registerEngagement();
  registerPermissionCleanup();
  registerUpgrade(cache);
  // My accounts: a check's and the watch's alarms, a run missed while the browser was closed, the watch's
  // notification; its script loads only for them (and for its messages).
  registerMyAccountsEvents(myAccountsParts);

  // Then what each start does (lib/background/worker-start.ts).
  void startWorker({ settings, cache, scheduler, tabs });
}
