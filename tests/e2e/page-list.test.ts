import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RICH_ACCOUNT, SANDBOX_KEYS } from '../../sandbox/known-records';
import { configure, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { SidebarPage } from './pages/sidebar-page';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

// "Add the companies on this page to My accounts" in the built extension: a Salesforce list view (its rows in
// nested shadow roots) and LinkedIn's company search, served at their real URLs; the side panel offers the
// page's companies, adds them, and My accounts checks them against the sandbox over HTTP. Nothing is sent to
// the API before the rep adds them.

const LIST_VIEW_URL = 'https://sellerco.lightning.force.com/lightning/o/Account/list?filterName=AllAccounts';
const COMPANY_SEARCH_URL = 'https://www.linkedin.com/search/results/companies/?keywords=robotics';

async function serveFixture(page: Page, url: string, file: string, replace: [string, string][] = []) {
  let html = readFileSync(`tests/fixtures/pages/${file}`, 'utf8');
  for (const [from, to] of replace) html = html.replaceAll(from, to);
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(url);
}

describe('the companies on a list page, added to My accounts', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    // Marks on the rows off (tests/e2e/list-marks.test.ts has them): this file counts what the offer sends.
    await configure(bed.session.serviceWorker, {
      baseUrl: bed.sandbox.url,
      apiKey: SANDBOX_KEYS.full,
      markLists: false,
      markLinkedinLists: 'off',
    });
  });

  it("adds a Salesforce list view's accounts: each website, else its name, each once", async () => {
    screenshotOnFailure('page-list-salesforce', () => pages);
    const site = await bed.session.context.newPage();
    pages.push(site);
    // The list's first account is one the team interviewed.
    await serveFixture(site, LIST_VIEW_URL, 'salesforce/lightning-list-view-accounts.html', [
      ['acme-robotics.com', RICH_ACCOUNT.domain],
    ]);
    const requestsBefore = bed.sandbox.requests.length;
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    const offer = sidebar.page.getByTestId('page-list');
    await expect
      .poll(() => offer.locator('h3').textContent(), { timeout: 15_000 })
      .toBe('This page lists 5 companies.');
    // Read from the page only: nothing asked of the API yet.
    expect(
      bed.sandbox.requests.slice(requestsBefore).filter((r) => r.path.startsWith('/api/v1/accounts')),
    ).toEqual([]);
    await expectNoSeriousA11yViolations(sidebar.page, 'the page list offer');
    await sidebar.page.getByTestId('page-list-follow').click();
    await expect
      .poll(() => sidebar.page.getByTestId('page-list-added').textContent(), { timeout: 15_000 })
      .toBe('5 added to My accounts.');

    await sidebar.page.getByTestId('page-list-open').click();
    await sidebar.page.getByTestId('my-accounts').waitFor();
    await expect
      .poll(() => sidebar.page.locator('[data-testid="followed-row"][data-status="found"]').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await sidebar.page.getByTestId('my-accounts-summary').textContent()).toMatch(
      /^5 accounts followed/,
    );
    expect(
      await sidebar.page.locator('[data-testid="followed-row"][data-status="found"]').textContent(),
    ).toContain(RICH_ACCOUNT.name);
  });

  it("adds LinkedIn's company search results by name, and says which were there already", async () => {
    screenshotOnFailure('page-list-linkedin', () => pages);
    const site = await bed.session.context.newPage();
    pages.push(site);
    // "Initech" is on the list already (the Salesforce list view's account without a website).
    await serveFixture(site, COMPANY_SEARCH_URL, 'linkedin/company-search.html');
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    await expect
      .poll(() => sidebar.page.getByTestId('page-list').locator('h3').textContent(), { timeout: 15_000 })
      .toBe('This page lists 5 companies.');
    await sidebar.page.getByTestId('page-list-follow').click();
    await expect
      .poll(() => sidebar.page.getByTestId('page-list-added').textContent(), { timeout: 15_000 })
      .toBe('4 added to My accounts, 1 was there already.');
  });
});
