import { useLayoutEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { TabState } from '@/lib/messaging';
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

/**
 * The background's state for a tab, kept current as the background updates it; the opening's state for
 * the opening's tab at first. undefined while reading.
 */
export function useTabState(tabId: number | null, opening: SidebarOpening): TabState | null | undefined {
  const [state, setState] = useState<{ tabId: number | null; value: TabState | null | undefined }>(() => ({
    tabId,
    value: tabId === null ? null : tabId === opening.tab?.id ? opening.tabState : undefined,
  }));
  useLayoutEffect(() => {
    if (tabId === null) return;
    let current = true;
    const key = `session:tabState:${tabId}` as const;
    // The background writes each tab's state here (lib/background/tab-state.ts); pages may read the
    // session area, content scripts may not. Watched first, then read: no change falls in between.
    const unwatch = storage.watch<TabState>(key, (value) => {
      if (current) setState({ tabId, value });
    });
    storage
      .getItem<TabState>(key)
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
