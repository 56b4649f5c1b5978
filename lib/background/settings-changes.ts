import { browser } from 'wxt/browser';
import { cacheNamespace } from '../cache/cache-key';
import type { ResponseCache } from '../cache/response-cache';
import { loadSettings, type Settings } from '../schemas/settings';
import { settingsItem } from '../shared/storage-items';
import { detectionFromUrl } from './tab-detection';
import type { TabLookupService } from './tab-lookup';
import { getTabState } from './tab-state';

const CONNECTION_FIELDS = ['baseUrl', 'apiKey'] as const;
const POLICY_FIELDS = ['detectionMode', 'allowedSites', 'disabledSites', 'lookUpInPrivateWindows'] as const;

function changed(
  next: Partial<Settings> | null,
  previous: Partial<Settings> | null,
  fields: readonly (keyof Settings)[],
) {
  return fields.some((field) => JSON.stringify(next?.[field]) !== JSON.stringify(previous?.[field]));
}

/**
 * Reacts to saved settings: a new base URL or key drops every cached answer of the old one (so that another
 * team's data is never shown) and looks every tab up again; new privacy settings re-decide every tab (a site
 * switched off loses its badge at once).
 */
export function registerSettingsChanges(deps: { tabs: TabLookupService; cache: ResponseCache }): void {
  settingsItem.watch((next, previous) => {
    const connection = changed(next as Partial<Settings>, previous as Partial<Settings>, CONNECTION_FIELDS);
    const policy = changed(next as Partial<Settings>, previous as Partial<Settings>, POLICY_FIELDS);
    if (!connection && !policy) return;
    void (async () => {
      if (connection) {
        const settings = await loadSettings();
        if (settings.apiKey)
          await deps.cache.retainNamespace(await cacheNamespace(settings.baseUrl, settings.apiKey));
        else await deps.cache.clear();
      }
      await redecideAllTabs(deps.tabs);
    })();
  });
}

/** Looks every open tab up again under the current settings. */
async function redecideAllTabs(tabs: TabLookupService): Promise<void> {
  const open = await browser.tabs.query({});
  await Promise.all(
    open.map(async (tab) => {
      if (tab.id === undefined) return;
      const stored = await getTabState(tab.id);
      const detection =
        stored?.detection && stored.detection.source !== 'website'
          ? stored.detection
          : detectionFromUrl(tab.url);
      await tabs.detected({ id: tab.id, incognito: tab.incognito, active: tab.active }, detection);
    }),
  );
}
