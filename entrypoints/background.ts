import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createApiClient } from '@/lib/api/client';
import { registerEntryPoints } from '@/lib/background/entry-points';
import { registerLauncher } from '@/lib/background/launcher';
import { registerMessageHandlers } from '@/lib/background/message-handlers';
import { createBackgroundServices } from '@/lib/background/services';
import { registerSettingsChanges } from '@/lib/background/settings-changes';
import { lookUpUntrackedTabs, registerTabEvents, repaintAllBadges } from '@/lib/background/tab-events';

export default defineBackground(() => {
  // Plain objects made synchronously: nothing here awaits before the listeners exist.
  const { cache, tabs, handlers } = createBackgroundServices({ createClient: createApiClient });

  // Listeners first and synchronously: the event that woke the worker is dispatched right after this.
  registerMessageHandlers(handlers);
  registerTabEvents(tabs);
  registerEntryPoints(tabs);
  registerSettingsChanges({ tabs, cache });
  registerLauncher();

  // The API key lives in storage.local; Chrome lets content scripts read that area unless told otherwise.
  void browser.storage.local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
  // The toolbar keeps per-tab badges, but a browser restart with restored tabs or an extension reload does not.
  // Then the websites that were open before it listened.
  void repaintAllBadges().then(() => lookUpUntrackedTabs(tabs));
});
