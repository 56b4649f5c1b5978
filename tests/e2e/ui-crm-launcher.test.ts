import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_AN_ACCOUNT_DOMAIN, RICH_ACCOUNT } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { probeLauncher } from './pages/launcher-probe';
import {
  closeSidePanel,
  openSidePanelProbe,
  readSidePanel,
  watchNextClick,
  windowIdOf,
} from './pages/side-panel';
import { SidebarPage } from './pages/sidebar-page';
import {
  companyPage,
  expectNoSeriousA11yViolations,
  HUBSPOT_RECORD_URL,
  serveHubspotRecord,
  serveSite,
} from './pages/ui-helpers';

describe('journey: a CRM record, and the in-page launcher', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    await serveHubspotRecord(bed.session.context, RICH_ACCOUNT.domain);
  });

  async function open(url: string): Promise<Page> {
    const page = await bed.session.context.newPage();
    pages.push(page);
    await page.goto(url);
    return page;
  }

  it('shows the account of a HubSpot company record in the sidebar, with the launcher on the record', async () => {
    screenshotOnFailure('ui-crm', () => pages);
    const crm = await open(HUBSPOT_RECORD_URL);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, crm.url()));
    pages.push(sidebar.page);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    await keepScreenshot(sidebar.page, 'ui-crm-sidebar');
    await expectNoSeriousA11yViolations(sidebar.page, 'CRM sidebar');

    await expect
      .poll(async () => (await probeLauncher(crm))?.text ?? null, { timeout: 10_000 })
      .toBe(`BL${RICH_ACCOUNT.name} · 48 interviews`);
    await keepScreenshot(crm, 'ui-crm-launcher');
    // The page's own controls stay clickable: the pill sits clear of them.
    const launcher = await probeLauncher(crm);
    const under = await crm.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button, input, textarea')?.outerHTML ?? null,
      launcher?.open ?? { x: 0, y: 0 },
    );
    expect(under).toBeNull();
  });

  it("opens Chrome's side panel on the account when the rep clicks the pill, and it follows the active tab", async () => {
    screenshotOnFailure('ui-launcher-opens-panel', () => pages);
    const crm = await open(HUBSPOT_RECORD_URL);
    await expect.poll(() => probeLauncher(crm), { timeout: 10_000 }).not.toBeNull();
    const probe = await openSidePanelProbe(bed.session.context, bed.session.extensionId);
    pages.push(probe);
    const launcher = await probeLauncher(crm);
    if (!launcher) throw new Error('no launcher');

    const clickedAt = await watchNextClick(crm);
    await crm.mouse.click(launcher.open.x, launcher.open.y);
    const since = await clickedAt();
    await expect
      .poll(async () => (await readSidePanel(probe, since))?.accountName ?? null, { timeout: 10_000 })
      .toBe(RICH_ACCOUNT.name);
    const panels = await bed.session.serviceWorker.evaluate(async () =>
      (await chrome.runtime.getContexts({})).filter((context) => context.contextType === 'SIDE_PANEL'),
    );
    expect(panels).toHaveLength(1);

    // The rep switches to another tab of the window, a website that is no account, and back.
    const shown = async () => {
      const panel = await readSidePanel(probe, since);
      return panel && { tabStatus: panel.tabStatus, accountName: panel.accountName };
    };
    const origin = `https://www.${NOT_AN_ACCOUNT_DOMAIN}`;
    await serveSite(bed.session.context, origin, companyPage(NOT_AN_ACCOUNT_DOMAIN));
    const other = await open(`${origin}/`);
    await other.bringToFront();
    await expect.poll(shown, { timeout: 10_000 }).toEqual({ tabStatus: 'not_found', accountName: null });
    await crm.bringToFront();
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual({ tabStatus: null, accountName: RICH_ACCOUNT.name });
    await closeSidePanel(probe, await windowIdOf(probe, crm.url()));
  });

  it('stays off websites until the rep grants access, and leaves a CRM record on navigation away', async () => {
    screenshotOnFailure('ui-launcher-website', () => pages);
    // Headless Chromium cannot show the optional permission prompt, so websites stay ungranted here.
    expect(
      await bed.session.serviceWorker.evaluate(() =>
        chrome.permissions.contains({ origins: ['https://*/*'] }),
      ),
    ).toBe(false);
    const origin = `https://www.${RICH_ACCOUNT.domain}`;
    await serveSite(bed.session.context, origin, companyPage(RICH_ACCOUNT.name));
    const site = await open(`${origin}/`);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    expect(await site.evaluate(() => document.querySelector('buyer-lens-launcher') !== null)).toBe(false);

    const crm = await open(HUBSPOT_RECORD_URL);
    await expect.poll(() => probeLauncher(crm), { timeout: 10_000 }).not.toBeNull();
    // An in-app navigation to a list (no company): the pill goes and does not come back.
    await crm.evaluate(() => history.pushState({}, '', '/contacts/4412345/objects/0-2/views/all/list'));
    await expect.poll(() => probeLauncher(crm)).toBeNull();
  });

  it('is absent on a website that is not an account, and stays away once dismissed', async () => {
    screenshotOnFailure('ui-launcher-absent', () => pages);
    const origin = `https://www.${NOT_AN_ACCOUNT_DOMAIN}`;
    await serveSite(bed.session.context, origin, companyPage(NOT_AN_ACCOUNT_DOMAIN));
    const site = await open(`${origin}/`);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    await expect
      .poll(() => sidebar.tabStatus.getAttribute('data-status'), { timeout: 15_000 })
      .toBe('not_found');
    expect(await probeLauncher(site)).toBeNull();
    const injected = await site.evaluate(() => document.querySelector('buyer-lens-launcher') !== null);
    expect(injected).toBe(false);

    // Dismissed on the CRM host: gone at once and not shown again on the next record.
    const crm = await open(HUBSPOT_RECORD_URL);
    await expect.poll(() => probeLauncher(crm), { timeout: 10_000 }).not.toBeNull();
    const launcher = await probeLauncher(crm);
    if (!launcher) throw new Error('no launcher');
    await crm.mouse.click(launcher.dismiss.x, launcher.dismiss.y);
    await expect.poll(() => probeLauncher(crm)).toBeNull();
    const dismissed = () =>
      bed.session.serviceWorker.evaluate(
        async () => (await chrome.storage.local.get('launcherDismissedSites')).launcherDismissedSites,
      );
    await expect.poll(dismissed).toEqual(['app.hubspot.com']);
    await crm.reload();
    const again = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, crm.url()));
    pages.push(again.page);
    await expect.poll(() => again.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    await crm.waitForTimeout(500);
    expect(await probeLauncher(crm)).toBeNull();
  });
});
