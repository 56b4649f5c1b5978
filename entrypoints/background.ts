import { defineBackground } from 'wxt/utils/define-background';
import { createApiClient } from '@/lib/api/client';
import { registerCalendars } from '@/lib/background/calendars';
import { registerDemoDataScript, withDemoData } from '@/lib/background/demo-data';
import { registerEngagement } from '@/lib/background/engagement';
import { registerEntryPoints } from '@/lib/background/entry-points';
import { registerLauncher } from '@/lib/background/launcher';
import { registerMessageHandlers } from '@/lib/background/message-handlers';
import { createOmnibox, registerOmnibox } from '@/lib/background/omnibox';
import { registerPermissionCleanup } from '@/lib/background/permission-cleanup';
import { createBackgroundServices } from '@/lib/background/services';
import {
  redecideAllTabs,
  registerSettingsChanges,
  switchConnection,
} from '@/lib/background/settings-changes';
import { protectStorage } from '@/lib/background/storage-protection';
import { registerTabEvents, repaintAllBadges, resumeTabs } from '@/lib/background/tab-events';
import { registerUpgrade } from '@/lib/background/upgrade';
import { registerPublicSuffixScript } from '@/lib/detect/public-suffix';
import { upgradeStoredSettings } from '@/lib/schemas/settings';

export default defineBackground(() => {
  // Plain objects made synchronously: nothing here awaits before the listeners exist.
  const { cache, scheduler, tabs, catalog, handlers } = createBackgroundServices({
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
  registerSettingsChanges({ tabs, cache, scheduler });
  registerLauncher();
  // Google Calendar: its content script while the rep has calendars on and its host granted.
  registerCalendars();
  // Outreach, Salesloft and Apollo: their content script while the rep has them on and their hosts granted.
  registerEngagement();
  registerPermissionCleanup();
  registerUpgrade(cache);
  registerDemoDataScript();
  registerPublicSuffixScript();

  // Storage areas readable by the extension only, where the browser can (and settings an older version stored
  // take this version's shape: a key kept in the record moves to IndexedDB, out of every content script's reach).
  void protectStorage();
  void upgradeStoredSettings();
  // Expired answers go, rather than waiting for the LRU to push them out (a worker starts often: this is regular).
  void cache.sweep();
  // The toolbar keeps per-tab badges, but a browser restart with restored tabs or an extension reload does not.
  // Then the lookups the last worker left in flight, and the websites that were open before it listened.
  void repaintAllBadges().then(() => resumeTabs(tabs));
  // Settings may have changed while no worker listened: the views learn which connection they show, and the
  // tabs are looked up again under it.
  void switchConnection({ cache, scheduler }).then((switched) =>
    switched ? redecideAllTabs(tabs) : undefined,
  );
});
