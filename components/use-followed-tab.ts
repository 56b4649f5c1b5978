import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { sendMessage, type TabState } from '@/lib/messaging';
import { prefetchKeys, takePrefetched } from './sidebar-prefetch';

/** The tab id named in the page URL (`?tabId=`): tests open the sidebar as a tab that follows another. */
export function pinnedTabId(search: string = location.search): number | null {
  const value = new URLSearchParams(search).get('tabId');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The tab the sidebar follows: the pinned one, else the active tab of the sidebar's window, following
 * the rep as they switch tabs. undefined until known.
 */
export function useFollowedTabId(): number | null | undefined {
  // A pinned tab is known at once: no effect (and no frame) to wait for.
  const [tabId, setTabId] = useState<number | null | undefined>(() => pinnedTabId() ?? undefined);
  useEffect(() => {
    if (pinnedTabId() !== null) return;
    let windowId: number | undefined;
    void browser.tabs.query({ active: true, currentWindow: true }).then(([tab]) => {
      windowId = tab?.windowId;
      setTabId(tab?.id ?? null);
    });
    const onActivated = (info: { tabId: number; windowId: number }) => {
      if (windowId === undefined || info.windowId === windowId) setTabId(info.tabId);
    };
    browser.tabs.onActivated.addListener(onActivated);
    return () => browser.tabs.onActivated.removeListener(onActivated);
  }, []);
  return tabId;
}

/** The background's state for a tab, kept current as the background updates it. undefined while reading. */
export function useTabState(tabId: number | null | undefined): TabState | null | undefined {
  const [state, setState] = useState<TabState | null | undefined>(undefined);
  // A layout effect asks in the same task as the render: Preact runs plain effects after the next frame,
  // which a hidden or busy sidebar may not paint for up to 100 ms (the cached-account budget).
  useLayoutEffect(() => {
    setState(undefined);
    if (tabId === undefined) return;
    if (tabId === null) {
      setState(null);
      return;
    }
    let current = true;
    (takePrefetched<TabState | null>(prefetchKeys.tabState(tabId)) ?? sendMessage('getTabState', { tabId }))
      .then((value) => current && setState(value))
      .catch(() => current && setState(null));
    // The background writes each tab's state here (lib/background/tab-state.ts); pages may read the
    // session area, content scripts may not.
    const unwatch = storage.watch<TabState>(`session:tabState:${tabId}`, (value) => {
      if (current) setState(value);
    });
    return () => {
      current = false;
      unwatch();
    };
  }, [tabId]);
  return state;
}
