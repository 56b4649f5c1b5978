import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { TabState } from '../messaging';

// Session storage outlives the service worker's sleep but not the browser session, and content
// scripts cannot read it (Chrome's default access level for the session area).
const TAB_STATE_PREFIX = 'tabState:';
const tabStateKey = (tabId: number) => `session:${TAB_STATE_PREFIX}${tabId}` as const;

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

/** Every tab state stored this session, by tab id. */
export async function listTabStates(): Promise<[number, TabState][]> {
  const all = await browser.storage.session.get(null);
  const states: [number, TabState][] = [];
  for (const [key, value] of Object.entries(all)) {
    if (!key.startsWith(TAB_STATE_PREFIX) || value === null || typeof value !== 'object') continue;
    const tabId = Number(key.slice(TAB_STATE_PREFIX.length));
    if (Number.isInteger(tabId)) states.push([tabId, value as TabState]);
  }
  return states;
}
