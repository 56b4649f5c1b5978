import { useLayoutEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { TabState } from '@/lib/shared/messaging';
import { tabStateItem } from '@/lib/shared/storage-items';
import type { SidebarOpening } from './sidebar-opening';

/**
 * The tab the sidebar follows: the pinned one, else the active tab of the sidebar's window, following
 * the rep as they switch tabs. Starts from the tab read as the sidebar opened.
 */
export function useFollowedTabId(opening: SidebarOpening): number | null {
  const [tabId, setTabId] = useState<number | null>(opening.tab?.id ?? null);
  // A layout effect listens from the first render on: a plain effect waits for the next frame.
  useLayoutEffect(() => {
    if (opening.pinned) return;
    const windowId = opening.tab?.windowId;
    const onActivated = (info: { tabId: number; windowId: number }) => {
      if (windowId === undefined || info.windowId === windowId) setTabId(info.tabId);
    };
    browser.tabs.onActivated.addListener(onActivated);
    return () => browser.tabs.onActivated.removeListener(onActivated);
  }, [opening]);
  return tabId;
}

/** A tab's state already read (the sidebar reads it with everything else as it opens). */
export type KnownTabState = { tabId: number; state: TabState | null };

/**
 * The background's state for a tab, kept current as the background updates it (its storage item is watched,
 * never read once): `known` at first when it is for this tab. undefined while reading; null: nothing recorded.
 */
export function useTabState(tabId: number | null, known?: KnownTabState): TabState | null | undefined {
  const [state, setState] = useState<{ tabId: number | null; value: TabState | null | undefined }>(() => ({
    tabId,
    value: tabId === null ? null : tabId === known?.tabId ? known.state : undefined,
  }));
  useLayoutEffect(() => {
    if (tabId === null) return;
    let current = true;
    const item = tabStateItem(tabId);
    // Watched first, then read: no change falls in between.
    const unwatch = item.watch((value) => {
      if (current) setState({ tabId, value });
    });
    item
      .getValue()
      .then((value) => current && setState({ tabId, value }))
      .catch(() => current && setState({ tabId, value: null }));
    return () => {
      current = false;
      unwatch();
    };
  }, [tabId]);
  // Another tab shows a skeleton while its state is read, never the last tab's answer.
  if (state.tabId === tabId) return state.value;
  return tabId === null ? null : undefined;
}
