import { storage } from 'wxt/utils/storage';
import type { TabState } from '@/lib/shared/messaging';
import {
  connectionItem,
  keyInArea,
  type SidebarRequest,
  sidebarRequestItem,
  tabStateKey,
} from '@/lib/shared/storage-items';
import { type DisplaySettings, loadDisplaySettings, toDisplaySettings } from '@/lib/ui/display-settings';
import { type FollowedTab, pinnedTabId, readFollowedTab } from '@/lib/ui/followed-tab';
import { inPrivateWindow } from '@/lib/ui/private-window';
import { isRequestFor, toSidebarRequest } from '@/lib/ui/sidebar-request';

// Chrome shows the side panel once this page has loaded; the budget is a cached account on screen within
// 100 ms of that (npm run bench). So everything the first view needs is read here, as the script starts, in
// one round trip: the tab, its state (which carries the account as the lookup fetched it), the popup's
// request, the theme and the window's privacy together. Each round trip while the panel opens costs 10–20 ms
// on a 2-core machine (asking the background for the account cost 20–35 ms more, its message going through
// a browser busy showing the panel); reading them from the components' effects cost a frame each on top.

/** What the sidebar knows as it opens. */
export type SidebarOpening = {
  /** The followed tab: the pinned one, else the active tab of the sidebar's window (null: none). */
  tab: FollowedTab | null;
  /** Whether the tab came from `?tabId=` (tests open the sidebar as a tab following another). */
  pinned: boolean;
  tabState: TabState | null;
  /** What the popup asked the sidebar to open ("open in sidebar"), while fresh. */
  request: SidebarRequest | null;
  display: DisplaySettings;
  /** The connection the background answers on (`connectionItem`): the sidebar reloads when it changes. */
  connection: string | null;
};

/** Reads what the first view needs. Never rejects: anything unreadable comes back empty. */
export async function readSidebarOpening(): Promise<SidebarOpening> {
  const [tab, session, display, connection] = await Promise.all([
    readFollowedTab(),
    // One read of the whole session area (tab states and the popup's request, a few hundred bytes a tab)
    // instead of one item at a time (lib/shared/storage-items.ts declares both).
    storage.snapshot('session').catch((): Record<string, unknown> => ({})),
    loadDisplaySettings().catch(() => toDisplaySettings(null)),
    connectionItem.getValue().catch(() => null),
    // Every data request says whether the page is in a private window (lib/ui/private-window.ts): asked here,
    // beside the rest, the account's request below goes out without another browser round trip first (it
    // waited 15 ms for windows.getCurrent while the panel opened, issue 19).
    inPrivateWindow(),
  ]);
  performance.mark('buyer-lens:sidebar-opening-read');
  const request = toSidebarRequest(session[keyInArea(sidebarRequestItem)]);
  const tabState = tab ? ((session[tabStateKey(tab.id)] as TabState | undefined) ?? null) : null;
  return {
    tab,
    pinned: pinnedTabId() !== null,
    tabState,
    request: request && isRequestFor(request, tab?.windowId) ? request : null,
    display,
    connection: connection?.id ?? null,
  };
}
