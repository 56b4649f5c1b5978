import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { AccountDetail, AccountField } from '@/lib/api/accounts';
import { type Fetched, sendMessage, type TabState } from '@/lib/messaging';
import { pinnedTabId } from './use-followed-tab';
import { ask } from './use-remote';

// The sidebar's first answers are asked for as its script starts, while Preact renders the skeleton:
// the cached-account budget (100 ms from opening) has no room for render → effect → message in series.

/** The fields the account view asks for first. */
export const ACCOUNT_VIEW_FIELDS: AccountField[] = ['kpis', 'tech_stack'];

const pending = new Map<string, Promise<unknown>>();

/** Hands over a prefetched answer once; later calls ask afresh. */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const found = pending.get(key) as Promise<T> | undefined;
  pending.delete(key);
  return found;
}

/** Keys under which the prefetched answers wait. */
export const prefetchKeys = {
  tabState: (tabId: number) => `tabState:${tabId}`,
  account: (id: string) => `account:${id}`,
};

/** Starts reading the followed tab's state and, when it names an account, that account. */
export function startSidebarPrefetch(): void {
  const pinned = pinnedTabId();
  const tabId =
    pinned !== null
      ? Promise.resolve(pinned)
      : browser.tabs.query({ active: true, currentWindow: true }).then(([tab]) => tab?.id ?? null);
  void tabId.then((id) => {
    if (id === null) return;
    // Straight from session storage, where the background keeps it (lib/background/tab-state.ts): one hop
    // fewer than asking the background, which would read the same item.
    const state = storage.getItem<TabState>(`session:tabState:${id}`).catch(() => null);
    pending.set(prefetchKeys.tabState(id), state);
    void state.then((value: TabState | null) => {
      if (value?.status !== 'found') return;
      const slug = value.account.slug;
      const account: Promise<Fetched<AccountDetail>> = ask(() =>
        sendMessage('getAccount', { id: slug, fields: ACCOUNT_VIEW_FIELDS }),
      );
      pending.set(prefetchKeys.account(slug), account);
    });
  });
}
