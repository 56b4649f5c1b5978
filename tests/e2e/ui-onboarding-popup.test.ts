import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMOJI_ACCOUNT,
  LONG_NAME_ACCOUNT,
  RICH_ACCOUNT,
  SMALL_MISSING_ACCOUNT,
} from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { fingerprintOf, tabStateOf } from './lookup-helpers';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { closeSidePanel, openSidePanelProbe, readSidePanel, windowIdOf } from './pages/side-panel';
import { SidebarPage } from './pages/sidebar-page';
import { companyPage, expectNoSeriousA11yViolations, serveSite } from './pages/ui-helpers';

describe('journey: first run, onboarding, the popup lookup and the options page', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    // A fresh install of a build whose embedded sandbox is this one: no key yet.
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: '' });
  });

  it('onboards a new user on the sandbox and reaches vendor sentiment without documentation', async () => {
    screenshotOnFailure('ui-onboarding', () => pages);
    const origin = `https://www.${RICH_ACCOUNT.domain}`;
    await serveSite(bed.session.context, origin, companyPage(RICH_ACCOUNT.name));
    const site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`${origin}/`);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);

    const onboarding = sidebar.page.getByTestId('onboarding');
    await onboarding.waitFor({ timeout: 15_000 });
    expect(await onboarding.getByRole('button', { name: 'Enter an API key' }).isVisible()).toBe(true);
    await keepScreenshot(sidebar.page, 'ui-onboarding');
    await expectNoSeriousA11yViolations(sidebar.page, 'onboarding');

    await onboarding.getByRole('button', { name: 'Try the sandbox' }).click();
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    // The demo key lands in the settings record, and the background moves it out of storage.local at once.
    const stored = () => bed.session.serviceWorker.evaluate(() => chrome.storage.local.get('settings'));
    await expect
      .poll(async () => (await stored()).settings, { timeout: 5_000 })
      .toEqual(
        expect.objectContaining({ baseUrl: bed.sandbox.url, apiKeyFingerprint: fingerprintOf('demo-full') }),
      );
    expect((await stored()).settings).not.toHaveProperty('apiKey');
    await sidebar.expandVendor('Relaytics');
    await sidebar.page.getByTestId('vendor-sentiment').waitFor();
    await keepScreenshot(sidebar.page, 'ui-onboarding-sentiment');
  });

  it('looks an account up from the popup by email address and by company name, keeping recent lookups', async () => {
    screenshotOnFailure('ui-popup', () => pages);
    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    // Keyboard first: the box has focus as the popup opens.
    await expect.poll(() => popup.page.evaluate(() => document.activeElement?.id)).toBe('lookup-query');
    await popup.page.keyboard.type(`jane.doe@${RICH_ACCOUNT.domain}`);
    await popup.page.keyboard.press('Enter');
    await expect.poll(() => popup.accountName.textContent()).toBe(RICH_ACCOUNT.name);
    expect(await popup.interviewCount.textContent()).toBe('48');
    await keepScreenshot(popup.page, 'ui-popup-email');
    await expectNoSeriousA11yViolations(popup.page, 'popup');

    await popup.lookUp(RICH_ACCOUNT.alternativeName);
    await expect.poll(() => popup.accountName.textContent()).toBe(RICH_ACCOUNT.name);

    // A partial name is no exact match: accounts whose interviews mention it are offered instead.
    await popup.lookUp('Pinecrest');
    await expect.poll(() => popup.error.getAttribute('data-kind')).toBe('not_found');
    await popup.suggestions.waitFor();
    await popup.suggestions.getByRole('button', { name: RICH_ACCOUNT.name }).click();
    await expect.poll(() => popup.accountName.textContent()).toBe(RICH_ACCOUNT.name);
    await keepScreenshot(popup.page, 'ui-popup-name');

    const reopened = await PopupPage.open(bed.session);
    pages.push(reopened.page);
    await reopened.recent.waitFor();
    expect(await reopened.recent.getByRole('button').allTextContents()).toEqual([RICH_ACCOUNT.name]);
  });

  it('answers the latest lookup when the rep asks again before the first answer came', async () => {
    screenshotOnFailure('ui-popup-latest', () => pages);
    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    // The first question's answer is slow; the second is asked while it is on its way.
    bed.sandbox.setFault(`latency=1500@/api/v1/accounts/${EMOJI_ACCOUNT.domain}`);
    try {
      await popup.lookUp(EMOJI_ACCOUNT.domain);
      await popup.lookUp(RICH_ACCOUNT.domain);
      await expect.poll(() => popup.accountName.textContent(), { timeout: 10_000 }).toBe(RICH_ACCOUNT.name);
      // The slow answer, when it comes, does not replace the latest one.
      await popup.page.waitForTimeout(2_000);
      expect(await popup.accountName.textContent()).toBe(RICH_ACCOUNT.name);
    } finally {
      bed.sandbox.setFault(null);
    }
  });

  it('clamps a very long name in the Recent list to two lines, with the whole name as its title', async () => {
    screenshotOnFailure('ui-popup-long-name', () => pages);
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    await popup.lookUp(LONG_NAME_ACCOUNT.domain);
    await expect
      .poll(() => popup.accountName.textContent(), { timeout: 10_000 })
      .toBe(LONG_NAME_ACCOUNT.name);
    const reopened = await PopupPage.open(bed.session);
    pages.push(reopened.page);
    const button = reopened.recent.getByRole('button', { name: LONG_NAME_ACCOUNT.name });
    await button.waitFor({ timeout: 10_000 });
    expect(await button.getAttribute('title')).toBe(LONG_NAME_ACCOUNT.name);
    const { height, lineHeight } = await button.evaluate((element) => {
      const text = element.querySelector('span') ?? element;
      return {
        height: text.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(text).lineHeight),
      };
    });
    expect(height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await keepScreenshot(reopened.page, 'ui-popup-long-name');
  });

  it("follows the tab's lookup live: a popup opened while it runs shows the answer when it lands", async () => {
    screenshotOnFailure('ui-popup-in-flight', () => pages);
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    const origin = `https://www.${SMALL_MISSING_ACCOUNT.domain}`;
    await serveSite(bed.session.context, origin, companyPage(SMALL_MISSING_ACCOUNT.name));
    bed.sandbox.setFault(`latency=2500@/api/v1/accounts/${SMALL_MISSING_ACCOUNT.domain}`);
    try {
      const site = await bed.session.context.newPage();
      pages.push(site);
      await site.goto(`${origin}/`);
      const tabId = await tabIdOf(bed.session.serviceWorker, site.url());
      const stateOf = async () => (await tabStateOf(bed.session.serviceWorker, tabId))?.status;
      await expect.poll(stateOf, { timeout: 10_000 }).toBe('looking_up');

      const popup = await PopupPage.open(bed.session, `?tabId=${tabId}`);
      pages.push(popup.page);
      const thisTab = popup.page.getByTestId('popup-tab');
      await expect.poll(() => thisTab.getByTestId('skeleton').isVisible()).toBe(true);
      await expect
        .poll(() => popup.accountName.textContent(), { timeout: 10_000 })
        .toBe(SMALL_MISSING_ACCOUNT.name);
    } finally {
      bed.sandbox.setFault(null);
    }
  });

  it("shows the current tab's answer in the popup, and opens it in the sidebar", async () => {
    screenshotOnFailure('ui-popup-tab', () => pages);
    const site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`https://www.${RICH_ACCOUNT.domain}/pricing`);
    const tabId = await tabIdOf(bed.session.serviceWorker, site.url());
    const popup = await PopupPage.open(bed.session, `?tabId=${tabId}`);
    pages.push(popup.page);
    const current = popup.page.getByTestId('popup-tab');
    await expect
      .poll(() => current.getByTestId('account-name').textContent(), { timeout: 15_000 })
      .toBe(RICH_ACCOUNT.name);
    // "Open in sidebar" on a looked-up account opens Chrome's side panel on that account. Sidebars the
    // earlier tests opened as tabs would take the request first: they go.
    for (const page of bed.session.context.pages())
      if (page.url().includes('/sidepanel.html')) await page.close();
    const probe = await openSidePanelProbe(bed.session.context, bed.session.extensionId);
    pages.push(probe);
    const openInSidebar = async (from: PopupPage) => {
      await from.lookUp(RICH_ACCOUNT.domain);
      // The lookup's own answer, not the tab's (the same account): clicked before the lookup answered, `.last()`
      // was the tab's card, which opens the sidebar on the tab and asks for no view.
      await from.page
        .locator('[data-testid="account-summary"]:not([data-testid="popup-tab"] *)')
        .getByRole('button', { name: 'Open in sidebar' })
        .click();
    };
    // As the real popup, which is no tab: closing itself does not change the window's active tab.
    const ownWindowPopup = await PopupPage.openInOwnWindow(bed.session, `?tabId=${tabId}`);
    pages.push(ownWindowPopup.page);
    // The popup closes itself once it has opened the sidebar: the time is read before the click.
    const since = await probe.evaluate(() => performance.timeOrigin + performance.now());
    await openInSidebar(ownWindowPopup);
    await expect
      .poll(async () => {
        const panel = await readSidePanel(probe, since);
        return panel && { view: panel.view, accountName: panel.accountName };
      })
      .toEqual({ view: 'account', accountName: RICH_ACCOUNT.name });
    await closeSidePanel(probe, await windowIdOf(probe, site.url()));

    // A sidebar already open follows the request too.
    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    await sidebar.accountName.waitFor();
    const again = await PopupPage.open(bed.session, `?tabId=${tabId}`);
    pages.push(again.page);
    await openInSidebar(again);
    await expect
      .poll(() => sidebar.page.getByTestId('sidebar').getAttribute('data-view'), { timeout: 15_000 })
      .toBe('account');
  });

  it('tests the connection, validates beside each field and applies the theme at once', async () => {
    screenshotOnFailure('ui-options', () => pages);
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    await options.page.getByLabel('API key').fill('demo-no-vendors');
    await options.page.getByLabel('API address').fill(bed.sandbox.url);
    await options.page.getByRole('button', { name: 'Test connection' }).click();
    const report = options.page.getByTestId('connection-report');
    await expect.poll(() => report.textContent()).toContain('Connected.');
    expect(await report.textContent()).toContain('Account pages: yes');
    expect(await report.textContent()).toContain('Vendor profiles: not on your plan');

    await options.page.getByLabel('API key').fill('not-a-key');
    await options.page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => report.textContent()).toContain('The API key was not accepted');

    // The key is masked until shown.
    expect(await options.page.getByLabel('API key').getAttribute('type')).toBe('password');
    await options.page.getByRole('button', { name: 'Show the key' }).click();
    expect(await options.page.getByLabel('API key').getAttribute('type')).toBe('text');

    const sites = options.page.getByLabel('Never look up these sites');
    await sites.fill('acme.com\nnot a site');
    await sites.blur();
    await expect
      .poll(() => options.page.locator('#disabled-sites-error').textContent())
      .toContain('acme.com');

    await options.page.getByLabel('Dark').check();
    await expect.poll(() => options.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    await expect.poll(() => popup.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await keepScreenshot(options.page, 'ui-options-dark');
    await expectNoSeriousA11yViolations(options.page, 'options (dark)');
    await keepScreenshot(popup.page, 'ui-popup-dark');
    await expectNoSeriousA11yViolations(popup.page, 'popup (dark)');
  });
});
