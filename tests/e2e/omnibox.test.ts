import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/app';
import { HOSTILE_VENDOR, RICH_ACCOUNT } from '../../sandbox/known-records';
import { type ConsoleWatch, watchConsoleErrors } from './console-watch';
import {
  configure,
  type ExtensionSession,
  keepScreenshot,
  launchExtension,
  screenshotOnFailure,
  startTestSandbox,
} from './harness';
import { attachToTarget } from './pages/browser-target';
import { Omnibox } from './pages/omnibox';
import { closeSidePanel, openSidePanelProbe, readSidePanel, windowIdOf } from './pages/side-panel';
import { companyPage, serveSite } from './pages/ui-helpers';
import { startVirtualDisplay, type VirtualDisplay } from './virtual-display';

// The `bl` keyword typed into Chrome's real address bar, as a rep does: a headed Chromium on an X server of
// this file's own, real key events (xdotool). Chrome counts Enter in the omnibox as a user gesture for the
// listener's synchronous part, so it opens the real side panel (read by a probe page, as in the popup's test).

/** Chrome's omnibox drop-down, a WebUI page of the browser's own. */
const OMNIBOX_POPUP = 'chrome://omnibox-popup.top-chrome/';

describe('journey: the omnibox keyword bl', () => {
  let display: VirtualDisplay | undefined;
  let sandbox: RunningSandbox | undefined;
  let session: ExtensionSession | undefined;
  let omnibox: Omnibox;
  let probe: Page;
  let site: Page;
  let errors: ConsoleWatch;
  const pages: Page[] = [];

  beforeAll(async () => {
    display = await startVirtualDisplay();
    sandbox = await startTestSandbox();
    session = await launchExtension({ display: display.display });
    await configure(session.serviceWorker, { baseUrl: sandbox.url, apiKey: 'demo-full' });
    errors = await watchConsoleErrors(session);
    omnibox = await Omnibox.attach(display.display, session.serviceWorker);
    // A page the rep is on, and a probe in a window of its own that reads (and closes) that window's side panel.
    const origin = 'https://www.some-prospect-news.com';
    await serveSite(session.context, origin, companyPage('Some Prospect News'));
    site = session.context.pages()[0] ?? (await session.context.newPage());
    pages.push(site);
    await site.goto(`${origin}/`);
    probe = await openSidePanelProbe(session.context, session.extensionId);
    pages.push(probe);
  });

  afterAll(async () => {
    await errors?.stop();
    await session?.close();
    await sandbox?.close();
    await display?.stop();
  });

  /** Types `bl <text>` in the site's window and presses the keys; resolves with what Chrome handed over. */
  async function enter(text: string, ...keys: string[]) {
    await type(text);
    for (const key of keys) await omnibox.press(key);
    return omnibox.entered();
  }

  async function type(text: string) {
    await omnibox.type(text, () => site.bringToFront());
  }

  /**
   * Types `text` and attaches to Chrome's drop-down once it shows `line`. Once in CI (2 cores, the whole suite
   * running) the extension heard the last key and Chrome's drop-down kept the line before it, with no
   * suggestions: typed again once, saying so in the log; a second miss fails.
   */
  async function typeUntilDropDownShows(text: string, line: string) {
    for (let attempt = 1; ; attempt++) {
      await type(text);
      const dropDown = await attachToTarget(
        (session as ExtensionSession).context,
        (url) => url === OMNIBOX_POPUP,
      );
      const shown = expect.poll(() => dropDown.text(), { timeout: 10_000 }).toContain(line);
      if (attempt === 2) {
        await shown;
        return dropDown;
      }
      if (
        await shown.then(
          () => true,
          () => false,
        )
      )
        return dropDown;
      console.warn(`omnibox: the drop-down showed "${await dropDown.text()}" (attempt 1 of 2); typing again`);
      await dropDown.detach();
    }
  }

  /** The side panel's page, for its screenshot (Playwright does not attach to it). */
  const screenshotSidePanel = async (name: string) => {
    const prefix = `chrome-extension://${session?.extensionId}/sidepanel.html`;
    const panel = await attachToTarget((session as ExtensionSession).context, (url) =>
      url.startsWith(prefix),
    );
    await panel.screenshot(name);
    await panel.detach();
  };

  /** The side panel that opened after `since`, once it shows `view`. */
  async function sidePanelShowing(since: number, view: string) {
    await expect
      .poll(async () => (await readSidePanel(probe, since))?.view ?? null, { timeout: 15_000 })
      .toBe(view);
    const reading = await readSidePanel(probe, since);
    if (!reading) throw new Error('the side panel went');
    return reading;
  }

  const now = () => probe.evaluate(() => performance.timeOrigin + performance.now());
  const closePanel = async () => closeSidePanel(probe, await windowIdOf(probe, site.url()));

  it('bl <domain> ⏎ opens the side panel on the account', async () => {
    screenshotOnFailure('omnibox-account', () => pages);
    const mark = errors.mark();
    const since = await now();
    expect(await enter(RICH_ACCOUNT.domain, 'Return')).toEqual({
      text: RICH_ACCOUNT.domain,
      disposition: 'currentTab',
    });
    await expect
      .poll(async () => (await readSidePanel(probe, since))?.accountName ?? null, { timeout: 15_000 })
      .toBe(RICH_ACCOUNT.name);
    const panel = await sidePanelShowing(since, 'account');
    expect(panel.fragment).toBe(`#account/${RICH_ACCOUNT.domain}`);
    await screenshotSidePanel('omnibox-side-panel-account');
    // The page the rep was on stays where it was.
    expect(site.url()).toBe('https://www.some-prospect-news.com/');
    expect(errors.since(mark)).toEqual([]);
    await closePanel();
  });

  it("offers a hostile vendor's name escaped: Chrome takes the line (it drops a batch that is not XML)", async () => {
    screenshotOnFailure('omnibox-vendor', () => pages);
    const mark = errors.mark();
    const since = await now();
    // Chrome's drop-down (its own WebUI page) shows the vendor's name as the text it is.
    const line = 'Vendor: Xploit Labs <script>alert(1)</script> · xploitlabs.com';
    const dropDown = await typeUntilDropDownShows('vendor xploit', line);
    await dropDown.screenshot('omnibox-suggestions');
    await dropDown.detach();
    // The first line is the text as typed; the next is the vendor the cached list offers.
    await omnibox.press('Down');
    await omnibox.press('Return');
    const entered = await omnibox.entered();
    expect(entered).toEqual({ text: `vendor ${HOSTILE_VENDOR}`, disposition: 'currentTab' });
    const panel = await sidePanelShowing(since, 'vendor');
    expect(panel.fragment).toBe(`#vendor/${HOSTILE_VENDOR}`);
    expect(errors.since(mark)).toEqual([]);
    await closePanel();
  });

  it('bl <words> ⏎ runs an interview search in Research', async () => {
    screenshotOnFailure('omnibox-search', () => pages);
    const since = await now();
    await enter('churn risk', 'Return');
    const panel = await sidePanelShowing(since, 'research');
    expect(panel.fragment).toBe('#research/interviews?q=churn+risk');
    await expect
      .poll(async () => (await readSidePanel(probe, since))?.researchTab ?? null, { timeout: 10_000 })
      .toBe('interviews');
    await closePanel();
  });

  it('Alt+⏎ opens the account in a new tab, as Chrome does for any address', async () => {
    screenshotOnFailure('omnibox-new-tab', () => pages);
    const opened = session?.context.waitForEvent('page', { timeout: 15_000 });
    expect(await enter(RICH_ACCOUNT.domain, 'alt+Return')).toEqual({
      text: RICH_ACCOUNT.domain,
      disposition: 'newForegroundTab',
    });
    const tab = await opened;
    if (!tab) throw new Error('no tab opened');
    pages.push(tab);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(
      `chrome-extension://${session?.extensionId}/sidepanel.html#account/${RICH_ACCOUNT.domain}`,
    );
    await expect
      .poll(() => tab.getByTestId('account-name').textContent(), { timeout: 15_000 })
      .toBe(RICH_ACCOUNT.name);
    await keepScreenshot(tab, 'omnibox-account');
  });

  it('without a gesture Chrome refuses the side panel: the current tab shows the route instead', async () => {
    screenshotOnFailure('omnibox-no-gesture', () => pages);
    // The worker fires its own onInputEntered (the event object's dispatch): our listener runs, but no rep
    // pressed a key, so sidePanel.open() is refused, as it would be for any call outside a gesture.
    await site.bringToFront();
    await session?.serviceWorker.evaluate(() => {
      (chrome.omnibox.onInputEntered as unknown as { dispatch(...args: unknown[]): void }).dispatch(
        'churn',
        'currentTab',
      );
    });
    const extensionPage = `chrome-extension://${session?.extensionId}/sidepanel.html#research/interviews?q=churn`;
    await expect.poll(() => site.url(), { timeout: 15_000 }).toBe(extensionPage);
    await site.locator('[data-testid="research"][data-tab="interviews"]').waitFor({ timeout: 15_000 });
    // And no request is left for a sidebar that opens later.
    const stored = await session?.serviceWorker.evaluate(() => chrome.storage.session.get('sidebarRequest'));
    expect(stored?.sidebarRequest ?? null).toBeNull();
  });
});
