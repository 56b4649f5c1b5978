import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_VENDOR, RICH_ACCOUNT, VENDOR_WITH_LIKES } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { PopupPage } from './pages/popup-page';
import { SidebarPage } from './pages/sidebar-page';
import { companyPage, expectNoSeriousA11yViolations, expectTablesFit, serveSite } from './pages/ui-helpers';

type VendorItem = { name: string; slug: string; domain_name: string };

/**
 * A vendor whose website is no account, asked of the sandbox (its reference list against account lookups):
 * the vendor with likes (its profile is the richest) when its domain is no account, else the first that is.
 */
async function vendorWebsiteThatIsNoAccount(baseUrl: string): Promise<VendorItem> {
  const headers = { Authorization: 'Token demo-full' };
  const list = (await (await fetch(`${baseUrl}/api/v1/vendors`, { headers })).json()) as {
    data: VendorItem[];
  };
  const candidates = [...list.data].sort(
    (a, b) => Number(b.slug === VENDOR_WITH_LIKES) - Number(a.slug === VENDOR_WITH_LIKES),
  );
  for (const vendor of candidates) {
    const answer = await fetch(`${baseUrl}/api/v1/accounts/${vendor.domain_name}`, { headers });
    if (answer.status === 404) return vendor;
  }
  throw new Error("every vendor's website is an account in the sandbox's data");
}

describe("journey: vendors, from a vendor's own website, Research › Vendors and an account's stack", () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];
  let vendor: VendorItem;

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    vendor = await vendorWebsiteThatIsNoAccount(bed.sandbox.url);
  });

  const vendorListRequests = () =>
    bed.sandbox.requests.filter((request) => request.path === '/api/v1/vendors').length;

  async function visit(
    domain: string,
    title: string,
  ): Promise<{ site: Page; tabId: number; sidebar: SidebarPage }> {
    const origin = `https://www.${domain}`;
    await serveSite(bed.session.context, origin, companyPage(title));
    const site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`${origin}/`);
    const tabId = await tabIdOf(bed.session.serviceWorker, site.url());
    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    return { site, tabId, sidebar };
  }

  it('says when the vendor list cannot be had, and Retry brings it', async () => {
    screenshotOnFailure('ui-vendor-search-error', () => pages);
    const { sidebar } = await visit(RICH_ACCOUNT.domain, RICH_ACCOUNT.name);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    // Before anything asked for the list, so that the background has none cached.
    bed.sandbox.setFault('status=500@/api/v1/vendors');
    try {
      await sidebar.openResearch('Vendors');
      await sidebar.errorNotice.waitFor({ timeout: 15_000 });
      expect(await sidebar.errorNotice.getAttribute('data-kind')).toBe('server');
      await keepScreenshot(sidebar.page, 'ui-vendor-search-error');
    } finally {
      bed.sandbox.setFault(null);
    }
    await sidebar.errorNotice.getByRole('button', { name: 'Retry' }).click();
    await sidebar.vendorRows.first().waitFor({ timeout: 15_000 });
    expect(await sidebar.errorNotice.count()).toBe(0);
  });

  it("offers the vendor's profile on its own website, in the sidebar and the popup, from one vendor list", async () => {
    screenshotOnFailure('ui-vendor-website', () => pages);
    bed.sandbox.requests.length = 0;
    const { tabId, sidebar } = await visit(vendor.domain_name, vendor.name);
    await expect
      .poll(() => sidebar.tabStatus.getAttribute('data-status'), { timeout: 15_000 })
      .toBe('not_found');
    await sidebar.vendorOffer.waitFor();
    expect(await sidebar.vendorOffer.getAttribute('data-slug')).toBe(vendor.slug);
    expect(await sidebar.tabStatus.textContent()).toContain(
      `No interviews with ${vendor.domain_name} as a buyer`,
    );
    expect(await sidebar.vendorOffer.textContent()).toMatch(
      /is a vendor in your buyers' stacks: \d+ buyers?, \d+/,
    );
    await keepScreenshot(sidebar.page, 'ui-vendor-website');
    await expectNoSeriousA11yViolations(sidebar.page, "a vendor's website");

    // The popup says the same for the tab, and its lookup box offers the vendor for the domain typed.
    const popup = await PopupPage.open(bed.session, `?tabId=${tabId}`);
    pages.push(popup.page);
    await popup.vendorOffer.waitFor();
    expect(await popup.vendorOffer.getAttribute('data-slug')).toBe(vendor.slug);
    await popup.lookUp(`https://www.${vendor.domain_name}/pricing`);
    await popup.error.waitFor();
    await expect
      .poll(() => popup.error.getByTestId('vendor-offer').getAttribute('data-slug'))
      .toBe(vendor.slug);
    await keepScreenshot(popup.page, 'ui-vendor-website-popup');
    await expectNoSeriousA11yViolations(popup.page, 'the popup on a vendor website');
    // The list is a cached reference list: the tab, the popup and its lookup box share one answer (none at
    // all when Research fetched it before).
    expect(vendorListRequests()).toBeLessThanOrEqual(1);

    // The popup's offer opens the profile in the sidebar (the popup closes itself).
    await popup.page
      .getByTestId('popup-tab')
      .getByRole('button', { name: /vendor profile/ })
      .click();
    await expect
      .poll(() => sidebar.page.getByTestId('sidebar').getAttribute('data-view'), { timeout: 15_000 })
      .toBe('vendor');
    await sidebar.vendorProfile.waitFor();
    expect(await sidebar.vendorName.textContent()).toBe(vendor.name);
    await sidebar.back();

    // And so does the sidebar's own.
    await sidebar.vendorOffer.getByRole('button', { name: /vendor profile/ }).click();
    await sidebar.vendorProfile.waitFor();
    expect(await sidebar.vendorName.textContent()).toBe(vendor.name);
    expect(new URL(sidebar.page.url()).hash).toBe(`#vendor/${vendor.slug}`);
    await keepScreenshot(sidebar.page, 'ui-vendor-website-profile');
    await sidebar.back();
    await sidebar.vendorOffer.waitFor();
  });

  it('finds a vendor in Research › Vendors as the rep types, keeps the search in the URL, and opens it', async () => {
    screenshotOnFailure('ui-vendor-search', () => pages);
    const { sidebar } = await visit(RICH_ACCOUNT.domain, RICH_ACCOUNT.name);
    await sidebar.openResearch('Vendors');
    await sidebar.vendorRows.first().waitFor({ timeout: 15_000 });
    // Nothing typed: every vendor, most buyers first.
    const buyers = await sidebar.vendorRows.evaluateAll((rows) =>
      rows.map((row) => Number(row.querySelectorAll('td.num')[0]?.textContent?.replace(/,/g, ''))),
    );
    expect(buyers.length).toBeGreaterThan(5);
    expect(buyers).toEqual([...buyers].sort((a, b) => b - a));

    // Part of the name, typed in another case: the vendor comes first.
    const typed = vendor.name.split(' ')[0]?.slice(0, 5).toUpperCase() ?? '';
    await sidebar.typeVendorSearch(typed);
    await expect.poll(() => sidebar.vendorRows.first().getAttribute('data-slug')).toBe(vendor.slug);
    // By its website too.
    await sidebar.typeVendorSearch(vendor.domain_name);
    await expect.poll(() => sidebar.vendorRows.first().getAttribute('data-slug')).toBe(vendor.slug);
    await sidebar.vendorSearchBox.press('Enter');
    await expect
      .poll(() => new URL(sidebar.page.url()).hash)
      .toBe(`#research/vendors?q=${encodeURIComponent(vendor.domain_name)}`);
    await keepScreenshot(sidebar.page, 'ui-vendor-search');
    await expectNoSeriousA11yViolations(sidebar.page, 'Research › Vendors');

    // A reload (or a copied link) restores the search exactly.
    await sidebar.page.reload();
    await sidebar.vendorRows.first().waitFor();
    expect(await sidebar.vendorSearchBox.inputValue()).toBe(vendor.domain_name);
    expect(await sidebar.vendorRows.first().getAttribute('data-slug')).toBe(vendor.slug);

    // Every vendor, and a hostile one, fits 320–500 px and renders as text.
    await sidebar.typeVendorSearch('');
    await sidebar.vendorRows.nth(20).waitFor();
    await expectTablesFit(sidebar.page, 'the vendor list');
    await sidebar.typeVendorSearch('xploit');
    await expect.poll(() => sidebar.vendorRows.first().getAttribute('data-slug')).toBe(HOSTILE_VENDOR);
    expect(await sidebar.vendorRows.first().locator('button').textContent()).toContain('<script>');
    expect(await sidebar.page.locator('main script, main img').count()).toBe(0);

    await sidebar.typeVendorSearch(vendor.name.toLowerCase());
    await sidebar.openVendorRow(vendor.slug);
    await sidebar.vendorProfile.waitFor();
    expect(await sidebar.vendorName.textContent()).toBe(vendor.name);
    // Back returns to the list as the rep left it.
    await sidebar.back();
    await sidebar.vendorRows.first().waitFor();
    expect(await sidebar.vendorSearchBox.inputValue()).toBe(vendor.name.toLowerCase());
  });

  it("opens a stack row's vendor narrowed to its product, shows the filter, and removes it", async () => {
    screenshotOnFailure('ui-vendor-filtered', () => pages);
    const { sidebar } = await visit(RICH_ACCOUNT.domain, RICH_ACCOUNT.name);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    const product = await sidebar.stackProductOf('Northbeam Analytics');
    expect(product).not.toBe('');
    await sidebar.expandVendor('Northbeam Analytics');
    await sidebar.page
      .getByRole('button', { name: `Open the Northbeam Analytics profile for ${product}`, exact: true })
      .click();
    await sidebar.vendorProfile.waitFor();
    expect(await sidebar.vendorFilter('product').textContent()).toContain(`Filtered to ${product}`);
    expect(await sidebar.page.getByLabel('Product', { exact: true }).inputValue()).toBe(product);
    expect(await sidebar.page.getByLabel('Product', { exact: true }).locator('option').count()).toBe(2);
    expect(
      bed.sandbox.requests.some(
        (request) =>
          request.path === `/api/v1/vendors/${VENDOR_WITH_LIKES}` &&
          new URLSearchParams(request.search).get('product') === product,
      ),
    ).toBe(true);

    // Buyers say what they think, and how they rate the vendor's products, not only who they are.
    await sidebar.buyerPerspectives.first().waitFor();
    expect((await sidebar.buyerPerspectives.first().textContent())?.length).toBeGreaterThan(40);
    expect(await sidebar.relevantStacks.first().textContent()).toMatch(
      new RegExp(`${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} rated \\d\\.\\d/5`),
    );
    await keepScreenshot(sidebar.page, 'ui-vendor-filtered');
    await expectNoSeriousA11yViolations(sidebar.page, 'a filtered vendor profile');
    // Names such as "Peoplepoint" in the also-buy table used to break mid-word at 320 px.
    await expectTablesFit(sidebar.page, 'a filtered vendor profile');

    await sidebar.removeVendorFilter('product');
    await expect.poll(() => sidebar.vendorFilter('product').count()).toBe(0);
    await sidebar.vendorProfile.waitFor();
    expect(await sidebar.page.getByLabel('Product', { exact: true }).inputValue()).toBe('');
    expect(new URL(sidebar.page.url()).hash).toBe(`#vendor/${VENDOR_WITH_LIKES}`);
    // The whole profile again (from the cache when it was seen before): every product to pick from.
    expect(
      await sidebar.page.getByLabel('Product', { exact: true }).locator('option').count(),
    ).toBeGreaterThan(2);
    await keepScreenshot(sidebar.page, 'ui-vendor-unfiltered');
    await expectTablesFit(sidebar.page, 'a vendor profile');

    // A use case picked on the profile is said and removable the same way.
    const useCaseSelect = sidebar.page.getByLabel('Use case', { exact: true });
    const useCase = (await useCaseSelect.locator('option').nth(1).textContent()) ?? '';
    await useCaseSelect.selectOption(useCase);
    await expect
      .poll(() => sidebar.vendorFilter('useCase').textContent())
      .toContain(`Filtered to use case ${useCase}`);
    await sidebar.removeVendorFilter('useCase');
    await expect.poll(() => sidebar.vendorFilter('useCase').count()).toBe(0);
    expect(await sidebar.page.getByLabel('Use case', { exact: true }).inputValue()).toBe('');

    // A buyer's interview opens the transcript view; Back returns to the profile, then to the filtered one.
    const interview = sidebar.page.getByTestId('buyer-transcript').first();
    const title = (await interview.textContent()) ?? '';
    await interview.click();
    await sidebar.page.getByTestId('transcript-view').waitFor();
    expect(await sidebar.page.getByTestId('transcript-title').textContent()).toBe(title);
    await sidebar.back();
    await sidebar.vendorProfile.waitFor();
    await sidebar.back();
    await sidebar.vendorFilter('useCase').waitFor();
    await sidebar.back();
    await sidebar.back();
    await sidebar.vendorFilter('product').waitFor();
  });
});
