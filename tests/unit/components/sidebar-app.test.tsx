// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidebarApp } from '@/components/sidebar-app';
import type { SidebarOpening } from '@/components/sidebar-opening';
import { createApiClient } from '@/lib/api/client';
import { demoFetch } from '@/lib/background/demo-handler';
import type { TabState } from '@/lib/shared/messaging';
import { DEMO_BASE_URL, SANDBOX_DEMO_KEY } from '@/lib/shared/storage-items';
import { toDisplaySettings } from '@/lib/ui/display-settings';

// The sidebar goes back to its tab's answer when the rep turns to another tab or page, and only then: a view
// the rep (or the popup, or a link) opened stays while that page's lookup moves on or its state is first read.

// The vendor list and profiles come from the sandbox's real records through the real client; every other
// question to the background waits: these tests are about which view shows and where focus is.
const client = createApiClient({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY, fetch: demoFetch });
vi.mock('@/lib/shared/messaging', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/shared/messaging')>()),
  sendMessage: async (type: string, data: { list?: string; slug?: string }) => {
    if (type === 'getReferenceList' && data.list === 'vendors')
      return { ok: true, data: await client.listVendors(), fetchedAt: 0 };
    if (type === 'getVendor' && data.slug) {
      const profile = await client.getVendor(data.slug);
      // A profile takes a moment, as from the API: the view's heading comes after its effects ran.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { ok: true, data: profile, fetchedAt: 0 };
    }
    return new Promise(() => undefined);
  },
}));

const TAB = { id: 5, windowId: 3 };
const state = (lookup: Partial<TabState> & { status: TabState['status'] }): TabState =>
  ({ detection: null, updatedAt: Date.now(), ...lookup }) as TabState;
const lookingUp = (domain: string) => state({ status: 'looking_up', domain });
const found = (domain: string) =>
  state({
    status: 'found',
    domain,
    account: { name: 'Acme', slug: 'acme', domain, interviewCount: 3, url: 'https://app.example.com/a/acme' },
  });

function opening(overrides: Partial<SidebarOpening> = {}): SidebarOpening {
  return {
    tab: TAB,
    pinned: true,
    tabState: null,
    request: null,
    display: toDisplaySettings(null),
    connection: null,
    ...overrides,
  };
}

const setTabState = (value: TabState | null) =>
  fakeBrowser.storage.session.set({ [`tabState:${TAB.id}`]: value });

describe('which view the sidebar shows as its tab changes', () => {
  let root: HTMLElement;
  const view = () => root.querySelector('main')?.getAttribute('data-view');
  // Storage answers and watchers run on later tasks: a view that must change is waited for; one that must stay
  // is checked after a few turns, time for every one of them to land.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeEach(() => {
    fakeBrowser.reset();
    window.history.replaceState(null, '', '/sidepanel.html');
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it("keeps the popup's account open while the tab's lookup finishes for the same page", async () => {
    await setTabState(lookingUp('acme.com'));
    render(
      <SidebarApp
        opening={opening({
          tabState: lookingUp('acme.com'),
          request: { route: { view: 'account', id: 'globex' }, at: Date.now(), windowId: TAB.windowId },
        })}
      />,
      root,
    );
    await settle();
    expect(view()).toBe('account');

    await setTabState(found('acme.com'));
    await settle();
    expect(view()).toBe('account');
  });

  it('keeps a linked view while the tab state is first read and first written', async () => {
    window.history.replaceState(null, '', '/sidepanel.html#research/vendors');
    render(<SidebarApp opening={opening({ tabState: null })} />, root);
    await settle();
    expect(view()).toBe('research');

    // The rep opens a vendor; the background then records the page (an extension page: no company).
    window.location.hash = '#vendor/relaytics';
    await vi.waitFor(() => expect(view()).toBe('vendor'));
    await setTabState(state({ status: 'no_company' }));
    await settle();
    expect(view()).toBe('vendor');
  });

  it('opens a link put in its fragment as it starts, before its effects ran', async () => {
    render(<SidebarApp opening={opening({ tabState: null })} />, root);
    // Set in the same task as the first render (a test, or a page linking to the sidebar as it opens).
    window.location.hash = '#vendor/relaytics';
    await vi.waitFor(() => expect(view()).toBe('vendor'));
  });

  it("opens the popup's request written as it starts, after its opening was read", async () => {
    render(<SidebarApp opening={opening({ tabState: null })} />, root);
    // Written after the opening's read of storage, before the sidebar listens for requests.
    await fakeBrowser.storage.session.set({
      sidebarRequest: { route: { view: 'account', id: 'globex' }, at: Date.now(), windowId: TAB.windowId },
    });
    await vi.waitFor(() => expect(view()).toBe('account'));
  });

  it("goes back to the tab's answer on a new page in the tab", async () => {
    await setTabState(found('acme.com'));
    render(
      <SidebarApp
        opening={opening({
          tabState: found('acme.com'),
          request: { route: { view: 'account', id: 'globex' }, at: Date.now(), windowId: TAB.windowId },
        })}
      />,
      root,
    );
    await settle();
    expect(view()).toBe('account');

    await setTabState(lookingUp('initech.com'));
    await vi.waitFor(() => expect(view()).toBe('tab'));
  });
});

describe('where focus goes as the rep moves between views', () => {
  let root: HTMLElement;
  beforeEach(() => {
    fakeBrowser.reset();
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  const until = async (found: () => Element | null | undefined, what: string): Promise<Element> => {
    for (let turn = 0; turn < 200; turn++) {
      const element = found();
      if (element) return element;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`never: ${what}`);
  };

  it("puts focus on the vendor's heading when a vendor is opened right after its search was written", async () => {
    window.history.replaceState(null, '', '/sidepanel.html#research/vendors');
    render(<SidebarApp opening={opening({ tabState: null })} />, root);
    const input = (await until(
      () => root.querySelector('#vendor-search-text'),
      'the vendor search',
    )) as HTMLInputElement;
    input.focus();
    input.value = 'Relay';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const row = await until(
      () => root.querySelector('[data-testid="vendor-row"][data-slug="relaytics"] button'),
      'Relaytics found',
    );

    // Tab: the box writes its search (a route of its own) as it loses focus; its effects are still to run
    // when Enter opens the vendor.
    (row as HTMLElement).focus();
    // Rendered on a microtask; its effects wait for the next frame.
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    (row as HTMLElement).click();

    const heading = await until(
      () => root.querySelector('[data-view-heading][data-testid="vendor-name"]'),
      "the vendor's heading",
    );
    await until(
      () => (document.activeElement === heading ? heading : null),
      "focus on the vendor's heading",
    ).catch(() => undefined);
    expect(document.activeElement).toBe(heading);
  });
});
