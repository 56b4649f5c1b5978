import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listTabStates, setTabState } from '@/lib/background/tab-state';
import type { TabState } from '@/lib/shared/messaging';
import {
  keyInArea,
  sidebarRequestItem,
  tabIdOfStateKey,
  tabStateItem,
  tabStateKey,
} from '@/lib/shared/storage-items';

const found: TabState = {
  status: 'found',
  domain: 'acme.com',
  account: {
    name: 'Acme',
    slug: 'acme',
    domain: 'acme.com',
    interviewCount: 3,
    url: 'https://app.example/a',
  },
  detection: { domain: 'acme.com', source: 'website' },
  updatedAt: 1,
};

describe('storage items', () => {
  beforeEach(() => fakeBrowser.reset());

  it('names each tab state once: the key, the item and the reverse lookup agree', async () => {
    expect(tabStateKey(12)).toBe('tabState:12');
    expect(tabIdOfStateKey(tabStateKey(12))).toBe(12);
    expect(tabIdOfStateKey('tabState:')).toBeNull();
    expect(tabIdOfStateKey('tabState:1x')).toBeNull();
    expect(tabIdOfStateKey('sidebarRequest')).toBeNull();
    expect(keyInArea(tabStateItem(12))).toBe(tabStateKey(12));
    expect(keyInArea(sidebarRequestItem)).toBe('sidebarRequest');
  });

  it('reads back what the background writes, per tab, from the session area', async () => {
    await setTabState(4, found);
    expect(await tabStateItem(4).getValue()).toEqual(found);
    expect(await tabStateItem(5).getValue()).toBeNull();
    expect((await fakeBrowser.storage.session.get(tabStateKey(4)))[tabStateKey(4)]).toEqual(found);
    await fakeBrowser.storage.session.set({ sidebarRequest: { at: 1 } });
    expect(await listTabStates()).toEqual([[4, found]]);
  });

  it('tells a watcher when a tab state changes', async () => {
    const seen: (TabState | null)[] = [];
    const unwatch = tabStateItem(4).watch((value) => seen.push(value));
    await setTabState(4, found);
    await setTabState(4, { ...found, status: 'looking_up' } as TabState);
    unwatch();
    expect(seen.map((state) => state?.status)).toEqual(['found', 'looking_up']);
  });
});
