import type { RunningSandbox } from '../../sandbox/app';
import { RICH_ACCOUNT } from '../../sandbox/known-records';
import { launchBrowser, summarize } from './bench-browser';

// Must match ACCOUNT_SHOWN_MARK in components/account-header.tsx (not imported: that module is a Preact view).
const ACCOUNT_SHOWN_MARK = 'buyer-lens:account-shown';
// Set by entrypoints/sidepanel/main.tsx when the sidebar's script starts.
const SIDEBAR_START_MARK = 'buyer-lens:sidebar-start';
const RUNS = 20;

/**
 * "The sidebar shows a cached account within 100 ms of opening": opens sidepanel.html (as a tab following a
 * prospect website's tab, whose account the background has cached) RUNS times, and reads the time from the
 * page's navigation start to the moment it first shows the account (a performance mark the view sets).
 */
export async function measureSidebarOpen(sandbox: RunningSandbox): Promise<{
  runs: number;
  /** From the page's navigation start: what the rep waits. */
  openToAccount: ReturnType<typeof summarize>;
  /** From the sidebar's script start: the share of it that is ours (page and module loading left out). */
  scriptToAccount: ReturnType<typeof summarize>;
  budgetMs: number;
}> {
  const browser = await launchBrowser({ withExtension: true });
  try {
    const { context, extensionId } = browser;
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate((settings) => chrome.storage.local.set({ settings }), {
      baseUrl: sandbox.url,
      apiKey: 'demo-full',
    });
    const origin = `https://www.${RICH_ACCOUNT.domain}`;
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Prospect</title><h1>Prospect</h1>',
      }),
    );
    const site = await context.newPage();
    await site.goto(`${origin}/`);
    const tabId = await worker.evaluate(async (url) => {
      const tabs = await chrome.tabs.query({});
      return tabs.find((tab) => tab.url === url)?.id ?? -1;
    }, `${origin}/`);
    const sidebar = await context.newPage();
    const url = `chrome-extension://${extensionId}/sidepanel.html?tabId=${tabId}`;
    // The first opening looks the account up and fills the cache; it is not counted.
    await sidebar.goto(url);
    await sidebar.getByTestId('account-name').waitFor({ timeout: 20_000 });

    const samples: number[] = [];
    const ownSamples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await sidebar.goto(url);
      await sidebar.getByTestId('account-name').waitFor({ timeout: 20_000 });
      const [startedAt, shownAt] = await sidebar.evaluate(
        (marks) => marks.map((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null),
        [SIDEBAR_START_MARK, ACCOUNT_SHOWN_MARK],
      );
      if (shownAt == null) continue;
      samples.push(shownAt);
      if (startedAt != null) ownSamples.push(shownAt - startedAt);
    }
    return {
      runs: RUNS,
      openToAccount: summarize(samples),
      scriptToAccount: summarize(ownSamples),
      budgetMs: 100,
    };
  } finally {
    await browser.close();
  }
}
