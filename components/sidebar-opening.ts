import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { TabState } from '@/lib/shared/messaging';
import {
  connectionItem,
  keyInArea,
  policyPresentItem,
  type SidebarRequest,
  settingsItem,
  sidebarRequestItem,
  tabStateKey,
} from '@/lib/shared/storage-items';
import { type DisplaySettings, loadDisplaySettings, toDisplaySettings } from '@/lib/ui/display-settings';
import { type FollowedTab, pinnedTabId, readFollowedTab } from '@/lib/ui/followed-tab';
import { rememberPrivateWindow } from '@/lib/ui/private-window';
import { isRequestFor, toSidebarRequest } from '@/lib/ui/sidebar-request';

// Chrome shows the side panel once this page has loaded, and a cached account must be on screen soon after
// (its budget: docs/benchmarks.md). So everything the first view needs is read here, as the script starts, in
// one round trip: the tab, its state (which carries the account as the lookup fetched it), the popup's
// request and the theme together (and the window's privacy from the tab). Each round trip while the panel
// opens waits on a browser busy showing the panel (a message to the background for the account waits longer
// still); reading them from the components' effects would cost a frame each on top.

/** What the opening reads of storage.local: the display settings' record, the connection, the policy's flag. */
const OPENING_LOCAL_ITEMS = [settingsItem, connectionItem, policyPresentItem];

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
  const pinned = pinnedTabId() !== null;
  // Three browser calls, all at once: each one more while the panel opens waits on a busy browser.
  const [tab, session, local] = await Promise.all([
    readFollowedTab(),
    // One read of the whole session area (tab states, each with its account, and the popup's request)
    // instead of one item at a time (lib/shared/storage-items.ts declares both).
    storage.snapshot('session').catch((): Record<string, unknown> => ({})),
    // One read of storage.local for the theme, the connection and whether a policy applies.
    browser.storage.local.get(OPENING_LOCAL_ITEMS.map(keyInArea)).catch((): Record<string, unknown> => ({})),
  ]);
  performance.mark('buyer-lens:sidebar-opening-read');
  // The sidebar's window is its tab's: whether it is private needs no windows.getCurrent, which every data
  // request would wait for (lib/ui/private-window.ts). Not for a pinned tab: its page may be in another window.
  if (tab?.incognito !== undefined && !pinned) rememberPrivateWindow(tab.incognito);
  const display =
    local[keyInArea(policyPresentItem)] === true
      ? // An organisation's policy: its settings are read with the rest of the policy (a second round trip).
        await loadDisplaySettings().catch(() => toDisplaySettings(null))
      : toDisplaySettings(local[keyInArea(settingsItem)] ?? settingsItem.fallback);
  const connection = local[keyInArea(connectionItem)] as { id?: unknown } | null | undefined;
  const request = toSidebarRequest(session[keyInArea(sidebarRequestItem)]);
  const tabState = tab ? ((session[tabStateKey(tab.id)] as TabState | undefined) ?? null) : null;
  return {
    tab,
    pinned,
    tabState,
    request: request && isRequestFor(request, tab?.windowId) ? request : null,
    display,
    connection: typeof connection?.id === 'string' ? connection.id : null,
  };
}
