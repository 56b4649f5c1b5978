import { storage } from 'wxt/utils/storage';
import type { AccountDetail } from '@/lib/api/accounts';
import type { Fetched, TabState } from '@/lib/shared/messaging';
import {
  connectionItem,
  keyInArea,
  type SidebarRequest,
  sidebarRequestItem,
  tabStateKey,
} from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { type DisplaySettings, loadDisplaySettings, toDisplaySettings } from '@/lib/ui/display-settings';
import { type FollowedTab, pinnedTabId, readFollowedTab } from '@/lib/ui/followed-tab';
import { isRequestFor, toSidebarRequest } from '@/lib/ui/sidebar-request';
import { ACCOUNT_VIEW_FIELDS } from './account-view';

// Chrome shows the side panel once this page has loaded; the budget is a cached account on screen within
// 100 ms of that (npm run bench). So everything the first view needs is asked for here, as the script
// starts, in two round trips: the tab, its state, the popup's request and the theme together, then the
// account. Each round trip while the panel opens costs 10–20 ms on a 2-core machine; reading them from
// the components' effects cost a frame each on top.

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
  /** Hands over, once, the answer for the tab's account, asked for as the sidebar opened. */
  takeAskedAccount(id: string): Promise<Fetched<AccountDetail>> | undefined;
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
  ]);
  const request = toSidebarRequest(session[keyInArea(sidebarRequestItem)]);
  const tabState = tab ? ((session[tabStateKey(tab.id)] as TabState | undefined) ?? null) : null;
  // By the tab's domain, as the lookup asked: the answer comes from the lookup's cache entry.
  const id = tabState?.status === 'found' ? tabState.domain : null;
  let asked = id ? backgroundClient.account(id, { fields: ACCOUNT_VIEW_FIELDS }) : undefined;
  return {
    tab,
    pinned: pinnedTabId() !== null,
    tabState,
    request: request && isRequestFor(request, tab?.windowId) ? request : null,
    display,
    connection: connection?.id ?? null,
    takeAskedAccount(wanted) {
      if (wanted !== id) return undefined;
      const answer = asked;
      asked = undefined;
      return answer;
    },
  };
}
