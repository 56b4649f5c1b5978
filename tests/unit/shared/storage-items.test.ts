import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.restoreAllMocks());

  it("are read only when asked: loading them, or naming a tab's, reads no storage", async () => {
    const areas = [fakeBrowser.storage.local, fakeBrowser.storage.session, fakeBrowser.storage.managed];
    const reads = areas.map((area) => vi.spyOn(area, 'get'));
    // What every worker start and every page does: load this file, define its items and a tab's.
    vi.resetModules();
    const items = await import('@/lib/shared/storage-items');
    items.tabStateItem(7);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(0);
    // And each read is one read.
    await items.settingsItem.getValue();
    expect(reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(1);
  });

  it('report a removed value as the fallback to their watchers', async () => {
    const changes: unknown[] = [];
    const unwatch = sidebarRequestItem.watch((next, previous) => changes.push([next, previous]));
    await sidebarRequestItem.setValue({ route: { view: 'account' } as never, at: 1 });
    await sidebarRequestItem.removeValue();
    await new Promise((resolve) => setTimeout(resolve, 10));
    unwatch();
    expect(changes).toEqual([
      [{ route: { view: 'account' }, at: 1 }, null],
      [null, { route: { view: 'account' }, at: 1 }],
    ]);
    expect(await sidebarRequestItem.getValue()).toBeNull();
  });

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
