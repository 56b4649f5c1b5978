import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLAPSED } from '../../lib/launcher/mount-launcher';
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
      .toBe(`BL${RICH_ACCOUNT.name}· 48 interviews`);
    // Until the rep hovers it, the pill is one small box whatever it shows: the page can measure its box by
    // hit-testing, and a box that grew with the name told it how long the account's name was.
    expect((await probeLauncher(crm))?.size).toEqual(COLLAPSED);
    // Hovered, the name and "· 48 interviews" stand apart on screen (a flex item's leading space is not
    // rendered).
    const hovered = await probeLauncher(crm, { hover: true });
    expect(hovered?.size.width).toBeGreaterThan(COLLAPSED.width * 3);
    expect(hovered?.nameCountGap).toBeGreaterThanOrEqual(3);
    await keepScreenshot(crm, 'ui-crm-launcher');
    // The page cannot tell that a Buyer Lens user is visiting by querying its own DOM: the pill's host is a
    // bare element with no product name in a tag, id, class or attribute (the probe reads the closed root
    // through the DevTools protocol).
    const named = await crm.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((element) =>
          /buyer|lens|launcher/i.test(
            [element.localName, ...[...element.attributes].map((item) => `${item.name}=${item.value}`)].join(
              ' ',
            ),
          ),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(named).toEqual([]);
    // The page's own controls stay clickable: the pill sits clear of them.
    await crm.mouse.move(0, 0);
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
    expect(await probeLauncher(site)).toBeNull();

    const crm = await open(HUBSPOT_RECORD_URL);
    await expect.poll(() => probeLauncher(crm), { timeout: 10_000 }).not.toBeNull();
    // An in-app navigation to a list (no company): the pill goes and does not come back.
    await crm.evaluate(() => history.pushState({}, '', '/contacts/4412345/objects/0-2/views/all/list'));
    await expect.poll(() => probeLauncher(crm)).toBeNull();
  });

  it("never shows a record's pill on the next site when the tab moves on quickly", async () => {
    screenshotOnFailure('ui-launcher-fast-navigation', () => pages);
    const pipedrive = 'https://sellerco.pipedrive.com';
    await serveSite(bed.session.context, pipedrive, companyPage('Pipeline'));
    // Its own URL (the record's, with a query): other tests' tabs still show the plain record.
    const tab = await open(`${HUBSPOT_RECORD_URL}?tab=fast-navigation`);
    const key = `tabState:${await tabIdOf(bed.session.serviceWorker, tab.url())}`;
    const state = () =>
      bed.session.serviceWorker.evaluate(
        async (name) => ((await chrome.storage.session.get(name))[name] ?? null) as { status: string } | null,
        key,
      );
    await expect.poll(async () => (await state())?.status, { timeout: 15_000 }).toBe('found');
    const recordState = await state();

    // The rep moves on at once to another site the extension can reach (another CRM)...
    await tab.goto(`${pipedrive}/pipeline`);
    await expect.poll(async () => (await state())?.status, { timeout: 10_000 }).not.toBe('found');
    // ...and the record's `found` lands only now, as when its lookup ends just as the next page commits.
    await bed.session.serviceWorker.evaluate(
      async ([name, value]) => chrome.storage.session.set({ [name]: { ...value, updatedAt: Date.now() } }),
      [key, recordState] as const,
    );
    for (let look = 0; look < 8; look++) {
      expect(await probeLauncher(tab)).toBeNull();
      await tab.waitForTimeout(250);
    }
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
    // The probe sees closed shadow roots too: nothing was injected, not even hidden.
    expect(await probeLauncher(site)).toBeNull();

    // Dismissed on the CRM host: gone at once and not shown again on the next record.
    const crm = await open(HUBSPOT_RECORD_URL);
    await expect.poll(() => probeLauncher(crm), { timeout: 10_000 }).not.toBeNull();
    // The close button shows while the pill is hovered.
    const launcher = await probeLauncher(crm, { hover: true });
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
