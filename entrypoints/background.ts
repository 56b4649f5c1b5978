import { defineBackground } from 'wxt/utils/define-background';
import { createApiClient } from '@/lib/api/client';
import { registerCalendars } from '@/lib/background/calendars';
import { registerDemoDataScript, withDemoData } from '@/lib/background/demo-data';
import { registerEngagement } from '@/lib/background/engagement';
import { registerEntryPoints } from '@/lib/background/entry-points';
import { registerLauncher } from '@/lib/background/launcher';
import { registerMessageHandlers } from '@/lib/background/message-handlers';
import { registerMyAccountsEvents } from '@/lib/background/my-accounts-events';
import { registerMyAccountsScript } from '@/lib/background/my-accounts-script';
import { createOmnibox, registerOmnibox } from '@/lib/background/omnibox';
import { registerPermissionCleanup } from '@/lib/background/permission-cleanup';
import { createBackgroundServices } from '@/lib/background/services';
import { registerSettingsChanges } from '@/lib/background/settings-changes';
import { registerTabEvents } from '@/lib/background/tab-events';
import { registerUpgrade } from '@/lib/background/upgrade';
import { startWorker } from '@/lib/background/worker-start';
import { registerPublicSuffixScript } from '@/lib/detect/public-suffix';

export default defineBackground(() => {
  // Plain objects made synchronously: nothing here awaits before the listeners exist.
  const { settings, cache, scheduler, tabs, catalog, myAccountsParts, handlers } = createBackgroundServices({
    // "Demo data" is answered by the sandbox's handler inside this background, loaded on first use
    // (lib/background/demo-data.ts).
    createClient: withDemoData(createApiClient),
  });
  // Chrome reads omnibox descriptions as XML; Firefox shows them as plain text.
  const omnibox = createOmnibox({ catalog, now: Date.now, style: { markup: !import.meta.env.FIREFOX } });

  // Listeners first and synchronously: the event that woke the worker is dispatched right after this.
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
  registerMyAccountsScript();
  registerDemoDataScript();
  registerPublicSuffixScript();

  // Then what each start does (lib/background/worker-start.ts).
  void startWorker({ settings, cache, scheduler, tabs });
});
