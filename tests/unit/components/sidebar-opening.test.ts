// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readSidebarOpening } from '@/components/sidebar-opening';
import type { AccountDetail } from '@/lib/api/accounts';
import type { TabState } from '@/lib/shared/messaging';

const found = (domain: string): TabState => ({
  status: 'found',
  domain,
  account: { name: 'Acme', slug: 'acme', domain, interviewCount: 12, url: 'https://app.example.com/a/acme' },
  detail: { data: { name: 'Acme', slug: 'acme' } as AccountDetail, fetchedAt: 1 },
  detection: { domain, source: 'website' },
  updatedAt: 1,
});

/** What the sidebar asked the background for, answered as the background would (the protocol is mocked). */
const asked: unknown[] = [];
vi.mock('@/lib/shared/messaging', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/shared/messaging')>()),
  sendMessage: async (type: string, data: unknown) => {
    asked.push({ type, data });
    return { ok: true, data: { name: 'Acme', slug: 'acme' } as AccountDetail, fetchedAt: 1 };
  },
}));

/** The active tab of the sidebar's window (fakeBrowser has no notion of the current window's active tab). */
function activeTab(id: number, windowId: number) {
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([
    { id, windowId, index: 0, highlighted: true, active: true, pinned: false, incognito: false },
  ]);
  return { id, windowId, incognito: false };
}

describe('the sidebar opening', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    window.history.replaceState(null, '', '/sidepanel.html');
    asked.length = 0;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads the active tab's state, with the account as its lookup fetched it, and asks the background nothing", async () => {
    const tab = activeTab(5, 3);
    await fakeBrowser.storage.session.set({ [`tabState:${tab.id}`]: found('acme.com') });

    const opening = await readSidebarOpening();
    expect(opening.tab).toEqual(tab);
    expect(opening.tabState).toMatchObject({
      status: 'found',
      domain: 'acme.com',
      detail: { data: { name: 'Acme', slug: 'acme' }, fetchedAt: 1 },
    });
    // The first view renders from the state: no message waits on a browser busy showing the panel.
    expect(asked).toEqual([]);
  });

  it('knows whether its window is private from its tab, so that no data request waits for windows.getCurrent', async () => {
    // A fresh page: whether its window is private is known once per page.
    vi.resetModules();
    const { readSidebarOpening: readFresh } = await import('@/components/sidebar-opening');
    const { backgroundClient } = await import('@/lib/ui/background-client');
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([
      { id: 5, windowId: 3, index: 0, highlighted: true, active: true, pinned: false, incognito: true },
    ]);
    const getCurrent = vi.spyOn(fakeBrowser.windows, 'getCurrent');
    expect((await readFresh()).tab).toEqual({ id: 5, windowId: 3, incognito: true });
    await backgroundClient.vendor('relaytics');
    expect(getCurrent).not.toHaveBeenCalled();
    // The private window's answers stay in the background's memory (PRIVACY.md).
    expect(asked).toEqual([{ type: 'getVendor', data: { slug: 'relaytics', privateWindow: true } }]);
  });

  it('asks for nothing when the tab has no account', async () => {
    const tab = activeTab(5, 3);
    await fakeBrowser.storage.session.set({
      [`tabState:${tab.id}`]: { status: 'no_company', detection: null, updatedAt: 1 },
    });
    const opening = await readSidebarOpening();
    expect(opening.tabState).toMatchObject({ status: 'no_company' });
    expect(asked).toEqual([]);
  });

  it("takes the popup's request for its own window only", async () => {
    const tab = activeTab(5, 3);
    const request = { route: { view: 'account', id: 'globex' }, at: Date.now() };
    await fakeBrowser.storage.session.set({ sidebarRequest: { ...request, windowId: tab.windowId } });
    expect((await readSidebarOpening()).request?.route).toEqual({ view: 'account', id: 'globex' });

    await fakeBrowser.storage.session.set({
      sidebarRequest: { ...request, windowId: 4 },
    });
    expect((await readSidebarOpening()).request).toBeNull();
  });

  it('follows the tab named in its URL (tests open the sidebar as a tab)', async () => {
    activeTab(5, 3);
    window.history.replaceState(null, '', '/sidepanel.html?tabId=77');
    await fakeBrowser.storage.session.set({ 'tabState:77': found('globex.com') });
    const opening = await readSidebarOpening();
    expect(opening.tab).toEqual({ id: 77, windowId: undefined });
    expect(opening.tabState).toMatchObject({ domain: 'globex.com' });
  });
});
