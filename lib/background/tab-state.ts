import { browser } from 'wxt/browser';
import type { TabState } from '../shared/messaging';
import { tabIdOfStateKey, tabStateItem } from '../shared/storage-items';

/** The stored state of one tab, or null when nothing was recorded for it. */
export function getTabState(tabId: number): Promise<TabState | null> {
  return tabStateItem(tabId).getValue();
}

/** Replaces the state of one tab. */
export async function setTabState(tabId: number, state: TabState): Promise<void> {
  await tabStateItem(tabId).setValue(state);
}

/** Forgets a closed tab. */
export async function clearTabState(tabId: number): Promise<void> {
  await tabStateItem(tabId).removeValue();
}

/** Every tab state stored this session, by tab id. */
export async function listTabStates(): Promise<[number, TabState][]> {
  const all = await browser.storage.session.get(null);
  const states: [number, TabState][] = [];
  for (const [key, value] of Object.entries(all)) {
    const tabId = tabIdOfStateKey(key);
    if (tabId !== null && value !== null && typeof value === 'object')
      states.push([tabId, value as TabState]);
  }
  return states;
}
