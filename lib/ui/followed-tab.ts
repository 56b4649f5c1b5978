import { browser } from 'wxt/browser';

/** The tab a popup or sidebar answers for, and its window (a sidebar and a popup request belong to one). */
export type FollowedTab = {
  id: number;
  windowId: number | undefined;
  /** Whether the tab is in a private window (unknown when the browser could not name the tab). */
  incognito?: boolean;
};

/**
 * The tab id named in a page's URL (`?tabId=`): tests open the sidebar and popup as tabs that follow
 * another tab. null when none is named.
 */
export function pinnedTabId(search: string = location.search): number | null {
  const value = new URLSearchParams(search).get('tabId');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** The pinned tab, else the active tab of the page's window; null when there is none. Never rejects. */
export async function readFollowedTab(search: string = location.search): Promise<FollowedTab | null> {
  const pinned = pinnedTabId(search);
  const tab = await (pinned !== null
    ? browser.tabs.get(pinned)
    : browser.tabs.query({ active: true, currentWindow: true }).then(([active]) => active)
  ).catch(() => undefined);
  if (tab?.id !== undefined) return { id: tab.id, windowId: tab.windowId, incognito: tab.incognito };
  // A pinned tab the browser cannot name (closed, or a test's fake browser) is still the one followed.
  return pinned !== null ? { id: pinned, windowId: undefined } : null;
}
