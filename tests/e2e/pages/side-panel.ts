import type { BrowserContext, Page } from 'playwright-core';

// Chrome's real side panel opens only from a user gesture. Playwright's clicks are trusted input, so a
// click on the launcher pill opens it, as it does for a rep. Playwright does not attach to the panel,
// so a probe (an extension page in a window of its own) reads it through chrome.extension.getViews().

/** What a probe reads of the side panel that opened after a moment. */
export type SidePanelReading = {
  /** Epoch ms of the panel's navigation start. */
  openedAt: number;
  /** The sidebar's view (`tab`, `account`, …), the tab's status when it shows no account, and the account name. */
  view: string | null;
  tabStatus: string | null;
  accountName: string | null;
  /** The page's URL fragment: the route it shows (`#account/acme.com`, `#research/interviews?q=churn`). */
  fragment: string;
  /** The Research view shown (`accounts`, `interviews`, `vendors`), or null outside Research. */
  researchTab: string | null;
  /** From navigation start: the sidebar's script starting, and its load event. */
  scriptStartMs: number | null;
  loadedMs: number | null;
  /** From navigation start: the panel's first frame on screen (first-paint), and the account name's. */
  firstPaintMs: number | null;
  accountPaintMs: number | null;
  /** Every `buyer-lens:*` performance mark of the page, from navigation start (the sidebar marks its steps). */
  marks: Record<string, number>;
};

/**
 * Opens a page in a window of its own, in the background: closing it, or anything it does to its own
 * window, leaves the tabs of the window under test alone (as for the toolbar popup, which is no tab).
 */
export async function openInOwnWindow(context: BrowserContext, url: string): Promise<Page> {
  const opened = context.waitForEvent('page');
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('the extension has no service worker');
  await worker.evaluate((url) => chrome.windows.create({ url, focused: false }), url);
  const page = await opened;
  await page.waitForLoadState();
  return page;
}

/** An extension page in a window of its own, to read and close the side panel of another window. */
export function openSidePanelProbe(context: BrowserContext, extensionId: string): Promise<Page> {
  return openInOwnWindow(context, `chrome-extension://${extensionId}/options.html`);
}

/** Epoch ms of the next click on a page, as the page saw it. Call before clicking. */
export async function watchNextClick(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { buyerLensClickAt?: number };
    state.buyerLensClickAt = undefined;
    window.addEventListener(
      'click',
      (event) => {
        state.buyerLensClickAt = performance.timeOrigin + event.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  return async () => {
    const at = await page.evaluate(
      () => (window as unknown as { buyerLensClickAt?: number }).buyerLensClickAt ?? null,
    );
    if (at === null) throw new Error('the page saw no click');
    return at;
  };
}

/** The side panel whose page started after `since` (epoch ms), or null when there is none yet. */
export async function readSidePanel(probe: Page, since: number): Promise<SidePanelReading | null> {
  return probe.evaluate(async (since) => {
    const view = (chrome.extension.getViews() as (typeof globalThis)[]).find(
      (candidate) =>
        // Tests also open sidepanel.html as tabs, with ?tabId=; the side panel has no query.
        candidate.location.pathname === '/sidepanel.html' &&
        candidate.location.search === '' &&
        candidate.performance.timeOrigin >= since,
    );
    if (!view) return null;
    const painted = await new Promise<PerformanceEntry[]>((resolve) => {
      new view.PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'element',
        buffered: true,
      });
      setTimeout(() => resolve([]), 100);
    });
    const name = painted.find(
      (entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === 'account-name',
    ) as (PerformanceEntry & { renderTime: number; loadTime: number }) | undefined;
    return {
      openedAt: view.performance.timeOrigin,
      view: view.document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-view') ?? null,
      tabStatus:
        view.document.querySelector('[data-testid="tab-status"]')?.getAttribute('data-status') ?? null,
      accountName: view.document.querySelector('[data-testid="account-name"]')?.textContent ?? null,
      fragment: view.location.hash,
      researchTab: view.document.querySelector('[data-testid="research"]')?.getAttribute('data-tab') ?? null,
      scriptStartMs: view.performance.getEntriesByName('buyer-lens:sidebar-start')[0]?.startTime ?? null,
      loadedMs:
        (view.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventEnd || null,
      firstPaintMs: view.performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      accountPaintMs: name ? name.renderTime || name.loadTime : null,
      marks: Object.fromEntries(
        view.performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name.startsWith('buyer-lens:'))
          .map((mark) => [mark.name, mark.startTime]),
      ),
    };
  }, since);
}

/** Closes the side panel of a window (Chrome 141+), and waits until its page is gone. */
export async function closeSidePanel(probe: Page, windowId: number): Promise<void> {
  await probe.evaluate(async (windowId) => {
    const sidePanel = chrome.sidePanel as unknown as { close(options: { windowId: number }): Promise<void> };
    await sidePanel.close({ windowId });
    for (let tries = 0; tries < 100; tries++) {
      const panels = await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as never] });
      if (panels.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the side panel did not close');
  }, windowId);
}

/** The window a page's tab is in. */
export async function windowIdOf(probe: Page, url: string): Promise<number> {
  return probe.evaluate(async (url) => {
    const tabs = await chrome.tabs.query({});
    const tab = tabs.find((candidate) => candidate.url === url);
    if (tab?.windowId === undefined) throw new Error(`no tab at ${url}`);
    return tab.windowId;
  }, url);
}
