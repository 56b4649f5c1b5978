import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDataset } from '../../sandbox/dataset';
import { RICH_ACCOUNT, VENDOR_WITH_LIKES } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { attachToTarget } from './pages/browser-target';
import { PopupPage } from './pages/popup-page';
import { closeSidePanel, openSidePanelProbe, readSidePanel, windowIdOf } from './pages/side-panel';
import { SidebarPage } from './pages/sidebar-page';
import { companyPage, expectNoSeriousA11yViolations, serveSite } from './pages/ui-helpers';

// The popup's lookup box reaches beyond accounts: a vendor named by name or domain offers its profile, and
// "Search accounts…" / "Search interviews for …" open Research, each in Chrome's real side panel (a click in
// the popup is a user gesture) or in a sidebar already open.

const vendor = getDataset().vendors.find((candidate) => candidate.slug === VENDOR_WITH_LIKES);
if (!vendor) throw new Error(`the sandbox has no vendor ${VENDOR_WITH_LIKES}`);

describe('journey: from the popup to a vendor and to Research', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];
  let site: Page;
  let probe: Page;

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    const origin = `https://www.${RICH_ACCOUNT.domain}`;
    await serveSite(bed.session.context, origin, companyPage(RICH_ACCOUNT.name));
    site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`${origin}/`);
    probe = await openSidePanelProbe(bed.session.context, bed.session.extensionId);
    pages.push(probe);
  });

  /** The popup as the toolbar opens it (in a window of its own, so that closing itself changes no tab). */
  async function openPopup() {
    const tabId = await tabIdOf(bed.session.serviceWorker, site.url());
    const popup = await PopupPage.openInOwnWindow(bed.session, `?tabId=${tabId}`);
    pages.push(popup.page);
    return popup;
  }

  const now = () => probe.evaluate(() => performance.timeOrigin + performance.now());

  /** The side panel that opened after `since`, once `ready` holds for what it reads. */
  async function sidePanel(
    since: number,
    ready: (panel: Awaited<ReturnType<typeof readSidePanel>>) => boolean,
  ) {
    await expect.poll(async () => ready(await readSidePanel(probe, since)), { timeout: 15_000 }).toBe(true);
    const panel = await readSidePanel(probe, since);
    if (!panel) throw new Error('the side panel went');
    return panel;
  }

  it("a vendor's name typed in the box offers its profile, which opens in the side panel", async () => {
    screenshotOnFailure('popup-vendor', () => pages);
    const popup = await openPopup();
    await popup.lookUp(vendor.name);
    const offer = popup.page.getByTestId('vendor-offer');
    await expect.poll(() => offer.getAttribute('data-slug'), { timeout: 15_000 }).toBe(vendor.slug);
    expect(await offer.textContent()).toContain(vendor.name);
    await keepScreenshot(popup.page, 'popup-vendor-offer');
    await expectNoSeriousA11yViolations(popup.page, 'popup with a vendor offer');

    const since = await now();
    await offer.getByTestId('open-vendor-offer').click();
    const panel = await sidePanel(since, (reading) => reading?.view === 'vendor');
    expect(panel.fragment).toBe(`#vendor/${VENDOR_WITH_LIKES}`);
    const target = await attachToTarget(bed.session.context, (url) =>
      url.startsWith(`chrome-extension://${bed.session.extensionId}/sidepanel.html#vendor/`),
    );
    await expect.poll(() => target.text(), { timeout: 15_000 }).toContain(vendor.name);
    await target.screenshot('popup-vendor-side-panel');
    await target.detach();
    await closeSidePanel(probe, await windowIdOf(probe, site.url()));
  });

  it("a vendor's web address offers it too, and a company that is no vendor offers none", async () => {
    screenshotOnFailure('popup-vendor-domain', () => pages);
    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    await popup.lookUp(`https://www.${vendor.domain}/pricing`);
    const offer = popup.page.getByTestId('vendor-offer');
    await expect.poll(() => offer.getAttribute('data-slug'), { timeout: 15_000 }).toBe(vendor.slug);

    await popup.lookUp(RICH_ACCOUNT.domain);
    await expect.poll(() => popup.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    expect(await offer.count()).toBe(0);
  });

  it('"Search accounts…" opens Research › Accounts in the side panel, searching for the typed words', async () => {
    screenshotOnFailure('popup-search-accounts', () => pages);
    const popup = await openPopup();
    await popup.page.getByLabel('Look up a company').fill('route optimisation');
    const since = await now();
    await popup.page.getByRole('button', { name: 'Search accounts…' }).click();
    const panel = await sidePanel(since, (reading) => reading?.researchTab === 'accounts');
    expect(panel.view).toBe('research');
    expect(panel.fragment).toBe('#research/accounts?q=route+optimisation');
    await closeSidePanel(probe, await windowIdOf(probe, site.url()));
  });

  it('"Search interviews for …" opens Research › Interviews in a sidebar already open', async () => {
    screenshotOnFailure('popup-search-interviews', () => pages);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    await sidebar.accountName.waitFor({ timeout: 15_000 });
    const popup = await openPopup();
    await popup.page.getByLabel('Look up a company').fill('churn');
    await popup.page.getByRole('button', { name: 'Search interviews for ‘churn’' }).click();
    await sidebar.page
      .locator('[data-testid="research"][data-tab="interviews"]')
      .waitFor({ timeout: 15_000 });
    expect(new URL(sidebar.page.url()).hash).toBe('#research/interviews?q=churn');
    await keepScreenshot(sidebar.page, 'popup-search-interviews');
    // Back leads to the tab's account, where the sidebar was.
    await sidebar.back();
    await expect.poll(() => sidebar.accountName.textContent()).toBe(RICH_ACCOUNT.name);
  });

  it('an email address or a web address offers interviews about the company found, never the address', async () => {
    screenshotOnFailure('popup-search-interviews-address', () => pages);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    await sidebar.accountName.waitFor({ timeout: 15_000 });
    const popup = await openPopup();
    const offers = () =>
      popup.page
        .getByRole('list', { name: 'Research' })
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons.map((button) => `${button.textContent} ${(button as HTMLElement).title}`),
        );

    for (const typed of [
      `jane.doe@${RICH_ACCOUNT.domain}`,
      `https://www.${RICH_ACCOUNT.domain}/careers/jobs?ref=jane.doe%40mail.example`,
    ]) {
      await popup.page.getByLabel('Look up a company').fill(typed);
      // Typed but not looked up yet: the address is not offered as interview words.
      for (const offer of await offers()) expect(offer).not.toMatch(/@|\/\/|careers/);
      await popup.page.getByLabel('Look up a company').press('Enter');
      // The lookup's answer (the tab's own account is shown above it too).
      await expect
        .poll(() => popup.page.getByTestId('account-name').allTextContents(), { timeout: 15_000 })
        .toEqual([RICH_ACCOUNT.name, RICH_ACCOUNT.name]);
      await expect
        .poll(() => popup.page.getByRole('button', { name: /^Search interviews for/ }).allTextContents())
        .toEqual([`Search interviews for ‘${RICH_ACCOUNT.name}’`]);
      for (const offer of await offers()) expect(offer).not.toMatch(/@|\/\/|careers/);
    }
    await popup.page.getByRole('button', { name: `Search interviews for ‘${RICH_ACCOUNT.name}’` }).click();
    await expect
      .poll(() => new URL(sidebar.page.url()).hash, { timeout: 15_000 })
      .toBe(`#research/interviews?${new URLSearchParams({ q: RICH_ACCOUNT.name })}`);

    // An address whose company has no account: its registrable domain, not the address.
    const other = await openPopup();
    await other.lookUp('jane.doe@mail.unknown-prospect.co.uk');
    await other.error.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => other.page.getByRole('button', { name: /^Search interviews for/ }).allTextContents())
      .toEqual(['Search interviews for ‘unknown-prospect.co.uk’']);
  });
});
