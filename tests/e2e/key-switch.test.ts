import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { RICH_ACCOUNT, SANDBOX_KEYS, SMALL_MISSING_ACCOUNT } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { waitForConnection } from './lookup-helpers';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { SidebarPage } from './pages/sidebar-page';
import { companyPage, serveSite } from './pages/ui-helpers';

// Seen in real Chromium: after switching the key from demo-full to demo-small in Options, an open sidebar kept
// showing demo-full's figures and accounts demo-small cannot see, and the popup's Recent list offered them.
// Each scenario switches in the options page, as a rep does, and asserts what is on screen after.
describe('a key switch: no team’s data outlives its key, in any open view', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  /** demo-small's interviews with the rich account: fewer than demo-full's 48. */
  async function interviewsFor(key: string, domain: string): Promise<number> {
    const response = await fetch(`${bed.sandbox.url}/api/v1/accounts/${domain}`, {
      headers: { Authorization: `Token ${key}` },
    });
    const body = (await response.json()) as { data: { kpis: { interview_count: number } } };
    return body.data.kpis.interview_count;
  }

  /** Saves a key in Options, as a rep does, and waits for the background to announce the new connection. */
  async function switchKey(apiKey: string): Promise<void> {
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    expect(await options.save({ baseUrl: bed.sandbox.url, apiKey })).toBe('Saved.');
    await waitForConnection(options.page, { baseUrl: bed.sandbox.url, apiKey });
    await options.page.close();
  }

  /** A prospect website in its own tab, and the sidebar following it. */
  async function visit(domain: string): Promise<{ site: Page; sidebar: SidebarPage; tabId: number }> {
    const origin = `https://www.${domain}`;
    await serveSite(bed.session.context, origin, companyPage(domain));
    const site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`${origin}/`);
    const tabId = await tabIdOf(bed.session.serviceWorker, site.url());
    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    return { site, sidebar, tabId };
  }

  beforeEach(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: SANDBOX_KEYS.full });
  });

  it("a tab on an account both keys see: the open sidebar shows the new team's figures", async () => {
    screenshotOnFailure('key-switch-both', () => pages);
    const small = await interviewsFor(SANDBOX_KEYS.small, RICH_ACCOUNT.domain);
    expect(small).toBeLessThan(48);
    const { sidebar } = await visit(RICH_ACCOUNT.domain);
    await expect.poll(() => sidebar.interviewCount.textContent(), { timeout: 15_000 }).toBe('48');

    await switchKey(SANDBOX_KEYS.small);
    await expect.poll(() => sidebar.interviewCount.textContent(), { timeout: 15_000 }).toBe(String(small));
    expect(await sidebar.accountName.textContent()).toBe(RICH_ACCOUNT.name);
    await keepScreenshot(sidebar.page, 'key-switch-both');
  });

  it('a tab on an account only the old key sees: the open sidebar says the new team has no interviews', async () => {
    screenshotOnFailure('key-switch-only-old', () => pages);
    const { sidebar } = await visit(SMALL_MISSING_ACCOUNT.domain);
    await expect
      .poll(() => sidebar.accountName.textContent(), { timeout: 15_000 })
      .toBe(SMALL_MISSING_ACCOUNT.name);

    await switchKey(SANDBOX_KEYS.small);
    await expect
      .poll(() => sidebar.tabStatus.getAttribute('data-status'), { timeout: 15_000 })
      .toBe('not_found');
    expect(await sidebar.accountName.count()).toBe(0);
    await keepScreenshot(sidebar.page, 'key-switch-only-old');
  });

  it("a sidebar opened from the popup on an account: it shows nothing of the old team's after the switch", async () => {
    screenshotOnFailure('key-switch-from-popup', () => pages);
    const { sidebar, tabId } = await visit(RICH_ACCOUNT.domain);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    // The popup looks the account up (it joins Recent) and asks the sidebar to open it, as its button does.
    const popup = await PopupPage.open(bed.session, `?tabId=${tabId}`);
    pages.push(popup.page);
    await popup.lookUp(SMALL_MISSING_ACCOUNT.domain);
    await expect.poll(() => popup.accountName.last().textContent()).toBe(SMALL_MISSING_ACCOUNT.name);
    await popup.page.evaluate(
      (id) =>
        chrome.storage.session.set({ sidebarRequest: { route: { view: 'account', id }, at: Date.now() } }),
      SMALL_MISSING_ACCOUNT.slug,
    );
    await expect
      .poll(() => sidebar.accountName.textContent(), { timeout: 15_000 })
      .toBe(SMALL_MISSING_ACCOUNT.name);

    await switchKey(SANDBOX_KEYS.small);
    // The sidebar starts again on the new team: back on its tab's account, with that team's figures.
    const small = await interviewsFor(SANDBOX_KEYS.small, RICH_ACCOUNT.domain);
    await expect.poll(() => sidebar.interviewCount.textContent(), { timeout: 15_000 }).toBe(String(small));
    expect(await sidebar.page.getByText(SMALL_MISSING_ACCOUNT.name).count()).toBe(0);
    await keepScreenshot(sidebar.page, 'key-switch-from-popup');

    // The popup's Recent list offers only what the new key can see; switching back brings the old list back.
    const reopened = await PopupPage.open(bed.session);
    pages.push(reopened.page);
    await reopened.page.getByLabel('Look up a company').waitFor();
    await reopened.page.waitForTimeout(500);
    expect(await reopened.recent.count()).toBe(0);
    await switchKey(SANDBOX_KEYS.full);
    const again = await PopupPage.open(bed.session);
    pages.push(again.page);
    await again.recent.waitFor({ timeout: 10_000 });
    expect(await again.recent.getByRole('button').allTextContents()).toContain(SMALL_MISSING_ACCOUNT.name);
  });
});
