import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createOmnibox } from '@/lib/background/omnibox';
import type { OmniboxSuggestion } from '@/lib/background/omnibox-suggestions';
import type { CatalogList, ReferenceCatalog } from '@/lib/background/reference-catalog';
import { reloadBackgroundMessages } from '@/lib/background/ui-language';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { createReferenceIndex } from '@/lib/research/reference-filter';
import { saveSettings } from '@/lib/schemas/settings';
import { sidebarRequestItem } from '@/lib/shared/storage-items';
import { HOSTILE_VENDOR, INDUSTRIES, MARKETS, PRODUCTS, VENDORS } from './reference-fixtures';

// The omnibox's handlers, as its listeners call them. The side panel is faked (fakeBrowser has none): what
// matters is that Enter asks for it before anything else, since Chrome honours the gesture only until the
// listener's first await (measured in tests/e2e/omnibox.test.ts's real omnibox).

const INDEXES = {
  vendors: createReferenceIndex([...VENDORS, HOSTILE_VENDOR]),
  markets: createReferenceIndex(MARKETS),
  products: createReferenceIndex(PRODUCTS),
  industries: createReferenceIndex(INDUSTRIES),
};

/** A catalog over fixed lists that records which lists were asked for. */
function fakeCatalog(missing: CatalogList[] = []) {
  const asked: CatalogList[] = [];
  const catalog = {
    async index(list: CatalogList) {
      asked.push(list);
      return missing.includes(list) ? null : INDEXES[list];
    },
  } as unknown as ReferenceCatalog;
  return { catalog, asked };
}

/** A side panel that opens (or is refused), recording each call and whether the listener had awaited yet. */
function fakeSidePanel(opens: boolean) {
  const calls: (number | undefined)[] = [];
  return {
    calls,
    open: vi.fn(async (windowId?: number) => {
      calls.push(windowId);
      return opens;
    }),
  };
}

const NOW = 1_700_000_000_000;
const chromeStyle = { markup: true };

/** The omnibox as the background makes it, over the fake catalog unless one is given, at NOW, Chrome's markup. */
function omniboxWith(
  openSidebar: ReturnType<typeof fakeSidePanel>['open'],
  catalog: ReferenceCatalog = fakeCatalog().catalog,
) {
  return createOmnibox({ catalog, now: () => NOW, style: chromeStyle, openSidebar });
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.restoreAllMocks());

describe('Enter (omnibox.onInputEntered)', () => {
  it('opens the side panel before any await, then hands it the account the domain names', async () => {
    const panel = fakeSidePanel(true);
    const omnibox = omniboxWith(panel.open);
    const entered = omnibox.inputEntered('pinecrestlogistics.com', 'currentTab');
    // Synchronously, within the gesture: nothing was awaited before the call.
    expect(panel.open).toHaveBeenCalledTimes(1);
    expect(await entered).toBe('side-panel');
    expect(await sidebarRequestItem.getValue()).toEqual({
      route: { view: 'account', id: 'pinecrestlogistics.com' },
      at: NOW,
    });
  });

  it('opens the sidebar of the window the rep typed in, and names it in the request', async () => {
    vi.spyOn(browser.windows, 'getLastFocused').mockResolvedValue({ id: 7 } as never);
    const panel = fakeSidePanel(true);
    const omnibox = omniboxWith(panel.open);
    await omnibox.inputStarted();
    const entered = omnibox.inputEntered('vendor relaytics', 'currentTab');
    expect(panel.calls).toEqual([7]);
    await entered;
    expect(await sidebarRequestItem.getValue()).toEqual({
      route: { view: 'vendor', slug: 'relaytics' },
      at: NOW,
      windowId: 7,
    });
  });

  it.each([
    ['vendor Relaytics', { view: 'vendor', slug: 'relaytics' }],
    ['vendor xploitlabs.com', { view: 'vendor', slug: 'xploit-labs' }],
    ['vendor relay', { view: 'research', tab: 'vendors', query: 'q=relay' }],
    [
      'market sales engagement',
      { view: 'research', tab: 'interviews', query: 'in_market_for%5B%5D=Sales+Engagement' },
    ],
    ['churn risk', { view: 'research', tab: 'interviews', query: 'q=churn+risk' }],
    ['account Pinecrest Logistics', { view: 'account', id: 'Pinecrest Logistics' }],
  ])('%j opens %j', async (text, route) => {
    const omnibox = omniboxWith(fakeSidePanel(true).open);
    expect(await omnibox.inputEntered(text, 'currentTab')).toBe('side-panel');
    expect((await sidebarRequestItem.getValue())?.route).toEqual(route);
  });

  it('opens the sidebar page in the current tab when no side panel opens, and leaves no request behind', async () => {
    const tab = await browser.tabs.create({ url: 'https://www.example.com/', active: true });
    vi.spyOn(browser.windows, 'getLastFocused').mockResolvedValue({ id: tab.windowId } as never);
    // fakeBrowser keeps no active tab per window: the window's active tab is this one.
    const query = vi.spyOn(browser.tabs, 'query').mockResolvedValue([tab] as never);
    const omnibox = omniboxWith(fakeSidePanel(false).open);
    await omnibox.inputStarted();
    expect(await omnibox.inputEntered('churn', 'currentTab')).toBe('tab');
    expect(query).toHaveBeenCalledWith({ active: true, windowId: tab.windowId });
    const url = browser.runtime.getURL('/sidepanel.html');
    expect((await browser.tabs.get(tab.id as number)).url).toBe(`${url}#research/interviews?q=churn`);
    expect(await sidebarRequestItem.getValue()).toBeNull();
  });

  it.each([
    ['newForegroundTab', true],
    ['newBackgroundTab', false],
  ])('%s opens a new tab on the route (active: %s), and no side panel', async (disposition, active) => {
    const panel = fakeSidePanel(true);
    const omnibox = omniboxWith(panel.open);
    const created = vi.spyOn(browser.tabs, 'create');
    expect(await omnibox.inputEntered('pinecrestlogistics.com', disposition)).toBe('tab');
    expect(created).toHaveBeenCalledWith({
      url: `${browser.runtime.getURL('/sidepanel.html')}#account/pinecrestlogistics.com`,
      active,
    });
    expect(panel.open).not.toHaveBeenCalled();
  });

  it.each([
    [42, 'currentTab'],
    ['   ', 'currentTab'],
    ['x'.repeat(301), 'currentTab'],
    ['acme.com\u0000', 'currentTab'],
  ])('does nothing with text that is no lookup or search (%j)', async (text, disposition) => {
    const panel = fakeSidePanel(true);
    const omnibox = omniboxWith(panel.open);
    expect(await omnibox.inputEntered(text, disposition)).toBe('nothing');
    expect(panel.open).not.toHaveBeenCalled();
    expect(await sidebarRequestItem.getValue()).toBeNull();
  });

  it('treats an unknown disposition as Enter', async () => {
    const panel = fakeSidePanel(true);
    const omnibox = omniboxWith(panel.open);
    expect(await omnibox.inputEntered('acme.com', { evil: true })).toBe('side-panel');
  });
});

describe('suggestions (omnibox.onInputChanged)', () => {
  function typing(missing: CatalogList[] = []) {
    const { catalog, asked } = fakeCatalog(missing);
    const defaults: string[] = [];
    vi.spyOn(browser.omnibox, 'setDefaultSuggestion').mockImplementation(async ({ description }) => {
      defaults.push(description);
    });
    const omnibox = omniboxWith(fakeSidePanel(true).open, catalog);
    const type = async (text: unknown) => {
      let lines: OmniboxSuggestion[] | undefined;
      await omnibox.inputChanged(text, (suggestions) => {
        lines = suggestions;
      });
      return lines;
    };
    return { type, asked, defaults };
  }

  it('says what Enter does, and offers values from only the lists the text needs', async () => {
    const { type, asked, defaults } = typing();
    expect((await type('vendor xpl'))?.map((line) => line.content)).toEqual(['vendor xploit-labs']);
    expect(asked).toEqual(['vendors']);
    expect(defaults).toEqual(['Open the vendor <match>xpl</match>']);
  });

  it('escapes a hostile vendor name for Chrome', async () => {
    const { type } = typing();
    const [line] = (await type('vendor xploit')) ?? [];
    expect(line?.description).not.toContain('<script>');
    expect(line?.description).toContain('&lt;script&gt;');
  });

  it('still suggests from the lists it has when one cannot be had', async () => {
    const { type } = typing(['vendors']);
    expect((await type('engagement'))?.map((line) => line.content)).toEqual(['market Sales Engagement']);
  });

  it('offers nothing for text that is no lookup or search', async () => {
    const { type, asked } = typing();
    expect(await type({ text: 'acme.com' })).toEqual([]);
    expect(await type('\u0007')).toEqual([]);
    expect(asked).toEqual([]);
  });
});

describe("in the rep's language (German)", () => {
  beforeEach(async () => {
    await saveSettings({ language: 'de' });
    await reloadBackgroundMessages();
  });
  afterEach(async () => {
    // Back to English for the next test, every area loaded (tests/unit/setup-i18n.ts).
    await saveSettings({ language: 'browser' });
    await reloadBackgroundMessages();
    await loadMessages(MESSAGE_AREAS, 'en');
  });

  it('suggests with the German word, and Enter on the suggestion opens the vendor', async () => {
    const defaults: string[] = [];
    vi.spyOn(browser.omnibox, 'setDefaultSuggestion').mockImplementation(async ({ description }) => {
      defaults.push(description);
    });
    const omnibox = omniboxWith(fakeSidePanel(true).open);
    let lines: OmniboxSuggestion[] = [];
    await omnibox.inputChanged('anbieter rel', (suggestions) => {
      lines = suggestions;
    });
    expect(defaults).toEqual(['Anbieter <match>rel</match> öffnen']);
    expect(lines.map((line) => line.content)).toEqual(['anbieter relaytics']);
    expect(await omnibox.inputEntered('anbieter relaytics', 'currentTab')).toBe('side-panel');
    expect((await sidebarRequestItem.getValue())?.route).toEqual({ view: 'vendor', slug: 'relaytics' });
  });

  it.each([
    ['vendor relaytics', { view: 'vendor', slug: 'relaytics' }],
    ['Anbieter Relaytics', { view: 'vendor', slug: 'relaytics' }],
    [
      'markt sales engagement',
      { view: 'research', tab: 'interviews', query: 'in_market_for%5B%5D=Sales+Engagement' },
    ],
  ])('%j opens %j', async (text, route) => {
    const panel = fakeSidePanel(true);
    const omnibox = omniboxWith(panel.open);
    const entered = omnibox.inputEntered(text, 'currentTab');
    expect(panel.open).toHaveBeenCalledTimes(1);
    expect(await entered).toBe('side-panel');
    expect((await sidebarRequestItem.getValue())?.route).toEqual(route);
  });
});
