import { browser } from 'wxt/browser';
import { ENGAGEMENT_ORIGINS, ENGAGEMENT_SCRIPT_FILE, ENGAGEMENT_SCRIPT_ID } from '../shared/engagement';
import { engagementOnItem } from '../shared/storage-items';

// Outreach, Salesloft and Apollo are optional surfaces (issue 17, section 2): their hosts are asked for in
// Options, in context, the first time the rep turns them on, so the install prompt does not grow with them. While
// the setting is on and the hosts are granted, their content script is registered; otherwise it is not.

/**
 * Registers or unregisters the engagement content script to match the setting and the grant; a newly registered
 * script is also run in the engagement tabs already open (a registered script only reaches later loads). Returns
 * whether it is registered. Never throws.
 */
export async function syncEngagementScript(): Promise<boolean> {
  try {
    const wanted =
      (await engagementOnItem.getValue()) &&
      (await browser.permissions.contains({ origins: [...ENGAGEMENT_ORIGINS] }));
    const registered = await browser.scripting.getRegisteredContentScripts({ ids: [ENGAGEMENT_SCRIPT_ID] });
    if (wanted && registered.length === 0) {
      await browser.scripting.registerContentScripts([
        {
          id: ENGAGEMENT_SCRIPT_ID,
          // Relative to the extension's root, as registerContentScripts reads it.
          js: [ENGAGEMENT_SCRIPT_FILE.slice(1)],
          matches: [...ENGAGEMENT_ORIGINS],
          runAt: 'document_idle',
          persistAcrossSessions: true,
        },
      ]);
      await runInOpenTabs();
    } else if (!wanted && registered.length > 0) {
      await browser.scripting.unregisterContentScripts({ ids: [ENGAGEMENT_SCRIPT_ID] });
    }
    return wanted;
  } catch (error) {
    console.warn('Buyer Lens: the engagement content script could not be updated', error);
    return false;
  }
}

async function runInOpenTabs(): Promise<void> {
  const tabs = await browser.tabs.query({ url: [...ENGAGEMENT_ORIGINS] });
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined
        ? undefined
        : browser.scripting
            .executeScript({ target: { tabId: tab.id }, files: [ENGAGEMENT_SCRIPT_FILE] })
            .catch(() => undefined),
    ),
  );
}

/**
 * Keeps the registration in step with the setting and the grant: when the rep turns the apps on or off, when a
 * permission is granted or given back, and at start-up. Register synchronously while the worker starts.
 */
export function registerEngagement(): void {
  engagementOnItem.watch(() => void syncEngagementScript());
  browser.permissions.onAdded.addListener(() => void syncEngagementScript());
  browser.permissions.onRemoved.addListener(() => void syncEngagementScript());
  void syncEngagementScript();
}
