import { storage } from 'wxt/utils/storage';
import type { TabState } from '../messaging';

// Session storage outlives the service worker's sleep but not the browser session, and content
// scripts cannot read it (Chrome's default access level for the session area).
const tabStateKey = (tabId: number) => `session:tabState:${tabId}` as const;

/** The stored state of one tab, or null when nothing was recorded for it. */
export function getTabState(tabId: number): Promise<TabState | null> {
  return storage.getItem<TabState>(tabStateKey(tabId));
}

/** Replaces the state of one tab. */
export async function setTabState(tabId: number, state: TabState): Promise<void> {
  await storage.setItem(tabStateKey(tabId), state);
}

/** Forgets a closed tab. */
export async function clearTabState(tabId: number): Promise<void> {
  await storage.removeItem(tabStateKey(tabId));
}
