import { browser } from 'wxt/browser';
import type { TabState } from '../shared/messaging';
import { pageListKey, tabIdOfStateKey, tabStateItem, tabStateKey } from '../shared/storage-items';

// One storage item per tab, kept for the worker's life: WXT reads an item's value as it is defined, so defining
// it again for every state written cost a storage.session read per lookup. A tab's item goes with
// the tab.
const items = new Map<number, ReturnType<typeof tabStateItem>>();

function itemOf(tabId: number): ReturnType<typeof tabStateItem> {
  let item = items.get(tabId);
  if (!item) {
    item = tabStateItem(tabId);
    items.set(tabId, item);
  }
  return item;
}

/** The stored state of one tab, or null when nothing was recorded for it. */
export function getTabState(tabId: number): Promise<TabState | null> {
  return itemOf(tabId).getValue();
}

/** Replaces the state of one tab. */
export async function setTabState(tabId: number, state: TabState): Promise<void> {
  await itemOf(tabId).setValue(state);
}

/** Forgets a closed tab: its state and the list its page showed, in one call. */
export async function clearTabState(tabId: number): Promise<void> {
  items.delete(tabId);
  await browser.storage.session.remove([tabStateKey(tabId), pageListKey(tabId)]);
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
