import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_ACCOUNT, RICH_ACCOUNT, VENDOR_WITH_LIKES } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { SidebarPage } from './pages/sidebar-page';
import { companyPage, expectNoSeriousA11yViolations, serveSite } from './pages/ui-helpers';

/**
 * The page and every table on it fit a side panel from 320 to 500 px wide: no horizontal scroll (names wrap,
 * figures and their bars stay in their columns).
 */
async function expectFitsSidePanel(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of [320, 400, 500]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      tables: [...document.querySelectorAll('table')].map((table) => table.scrollWidth - table.clientWidth),
      charts: [...document.querySelectorAll('svg')].map(
        (chart) => chart.getBoundingClientRect().right - document.documentElement.clientWidth,
      ),
    }));
    expect(overflow.page, `${label}: page at ${width} px`).toBeLessThanOrEqual(0);
    for (const extra of overflow.tables)
      expect(extra, `${label}: a table at ${width} px`).toBeLessThanOrEqual(0);
    for (const extra of overflow.charts)
      expect(extra, `${label}: a chart at ${width} px`).toBeLessThanOrEqual(0);
  }
  if (viewport) await page.setViewportSize(viewport);
}

describe('journey: from a prospect website to the account, its vendors and a buyer interview', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
  });

  async function visit(domain: string): Promise<{ site: Page; sidebar: SidebarPage }> {
    const origin = `https://www.${domain}`;
    await serveSite(bed.session.context, origin, companyPage(domain));
    const site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`${origin}/`);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    return { site, sidebar };
  }

  it('shows the account of the website the rep is on, with KPIs and the stack unhappy first', async () => {
    screenshotOnFailure('ui-account-view', () => pages);
    const { sidebar } = await visit(RICH_ACCOUNT.domain);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    expect(await sidebar.interviewCount.textContent()).toBe('48');
    expect(await sidebar.page.getByTestId('account-revenue').textContent()).toContain('$2.4B');
    expect(await sidebar.page.getByTestId('account-headcount').textContent()).toContain('8,200');
    const statuses = await sidebar.stackRows.evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-status')),
    );
    expect(statuses.length).toBeGreaterThan(3);
    expect(statuses.slice(0, 2)).toEqual(['unhappy_with', 'unhappy_with']);
    expect(statuses.indexOf('unhappy_with')).toBe(0);
    // Pictures with their words: the status mix says the counts the table shows, every rating is a bar on 1–10.
    const mix = sidebar.page.getByRole('img', { name: /^Stack status of \d+ products: / });
    const unhappy = statuses.filter((status) => status === 'unhappy_with').length;
    expect(await mix.getAttribute('aria-label')).toBe(
      `Stack status of ${statuses.length} products: Unhappy with ${unhappy}, Satisfied ${
        statuses.filter((status) => status === 'satisfied').length
      }, Not recently mentioned ${statuses.filter((status) => status === 'not_recently_mentioned').length}`,
    );
    expect(await sidebar.page.getByTestId('stack-status-mix').locator('li').first().textContent()).toBe(
      `Unhappy with ${unhappy}`,
    );
    const ratings = sidebar.stackRows.getByRole('img', { name: /^Recency-weighted rating: / });
    expect(await ratings.count()).toBe(statuses.length);
    const rated = await ratings.evaluateAll((images) =>
      images.map((image) => [image.getAttribute('aria-label'), image.textContent]),
    );
    for (const [name, text] of rated) {
      const figure = /^(\d+\.\d)\/10$/.exec(text ?? '')?.[1];
      expect(name).toBe(
        figure ? `Recency-weighted rating: ${figure} out of 10` : 'Recency-weighted rating: not rated',
      );
    }
    // Nothing of the interviews chart is asked for the account's first view (its 100 ms budget).
    expect(bed.sandbox.requests.some((request) => request.path === '/api/v1/transcripts')).toBe(false);
    await keepScreenshot(sidebar.page, 'ui-account-view');
    await expectNoSeriousA11yViolations(sidebar.page, 'account view');
    await expectFitsSidePanel(sidebar.page, 'account view');
    await sidebar.page.emulateMedia({ colorScheme: 'dark' });
    await keepScreenshot(sidebar.page, 'ui-account-view-dark');
    await expectNoSeriousA11yViolations(sidebar.page, 'account view, dark');
    await sidebar.page.emulateMedia({ colorScheme: 'light' });

    // Sorting by product, from the keyboard: the header is a button.
    const productHeader = sidebar.page.getByRole('button', { name: /^Product/ });
    await productHeader.focus();
    await sidebar.page.keyboard.press('Enter');
    const products = await sidebar.stackRows.evaluateAll((rows) =>
      rows.map((row) => row.querySelector('strong')?.textContent ?? ''),
    );
    expect(products).toEqual(
      [...products].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en-US')),
    );
    expect(await sidebar.page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('ascending');
  });

  it('goes from the stack to vendor sentiment, the vendor profile and a buyer interview, and back', async () => {
    screenshotOnFailure('ui-vendor-journey', () => pages);
    const { sidebar } = await visit(RICH_ACCOUNT.domain);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    const vendorRequests = () =>
      bed.sandbox.requests.filter((request) => request.path.startsWith('/api/v1/vendors/')).length;
    const before = vendorRequests();

    await sidebar.expandVendor('Northbeam Analytics');
    const sentiment = sidebar.page.getByTestId('vendor-sentiment');
    await sentiment.waitFor();
    expect(await sentiment.textContent()).toMatch(/median.*average.*scale 1–5/);
    expect(await sentiment.getByRole('region', { name: 'Likes' }).locator('li').count()).toBeGreaterThan(0);
    expect(
      await sidebar.page
        .getByTestId('vendor-expander')
        .filter({ hasText: 'Northbeam' })
        .first()
        .getAttribute('aria-expanded'),
    ).toBe('true');
    // One vendor asked for, one request: nothing per row on load.
    expect(vendorRequests() - before).toBe(1);
    await keepScreenshot(sidebar.page, 'ui-vendor-sentiment');
    await expectNoSeriousA11yViolations(sidebar.page, 'vendor sentiment');

    // A vendor still being summarised says so.
    await sidebar.expandVendor('Dialwell');
    await expect.poll(() => sidebar.page.getByTestId('still-summarising').count()).toBeGreaterThan(0);

    await sidebar.expandVendor('Northbeam Analytics');
    await sidebar.page.getByRole('button', { name: /Open the .*Northbeam Analytics.* profile/ }).click();
    const profile = sidebar.page.getByTestId('vendor-profile');
    await profile.waitFor();
    expect(await sidebar.page.getByTestId('vendor-name').textContent()).toBe('Northbeam Analytics');
    expect(await sidebar.page.getByTestId('sidebar').getAttribute('data-view')).toBe('vendor');
    // From a stack row the profile opens narrowed to the row's product (ui-vendors.test.ts); widen it here.
    await sidebar.removeVendorFilter('product');
    await expect.poll(() => sidebar.vendorFilter('product').count()).toBe(0);
    // Ratings as bars on the vendors' 1–5 scale; also-buy overlap as bars on one scale for the list, said in words.
    expect(
      await sidebar.page.getByRole('img', { name: /^Median rating: \d\.\d out of 5$/ }).textContent(),
    ).toMatch(/^\d\.\d\/5$/);
    expect(await sidebar.page.getByRole('img', { name: /^Average rating: \d\.\d out of 5$/ }).count()).toBe(
      1,
    );
    const alsoBuyRows = await sidebar.page.getByTestId('also-buy').locator('tbody tr').count();
    const overlaps = sidebar.page.getByTestId('also-buy').getByRole('img', { name: /^Overlap: [\d.]+%$/ });
    expect(alsoBuyRows).toBeGreaterThan(0);
    expect(await overlaps.count()).toBe(alsoBuyRows);
    expect(await sidebar.page.getByTestId('also-buy-scale').textContent()).toMatch(
      /bars run from 0 to \d+%\.$/,
    );
    await keepScreenshot(sidebar.page, 'ui-vendor-profile');
    await expectNoSeriousA11yViolations(sidebar.page, 'vendor profile');
    // Every table fits a side panel from 320 to 500 px wide: no horizontal scroll (the also-buy table was 17 px
    // too wide at 400 px, and broke vendor names mid-word).
    await expectFitsSidePanel(sidebar.page, 'vendor profile');
    await sidebar.page.emulateMedia({ colorScheme: 'dark' });
    await keepScreenshot(sidebar.page, 'ui-vendor-profile-dark');
    await expectNoSeriousA11yViolations(sidebar.page, 'vendor profile, dark');
    await sidebar.page.emulateMedia({ colorScheme: 'light' });

    // Narrowing to one product asks the profile for it, and is a step the Back button can undo.
    const product = sidebar.page.getByLabel('Product', { exact: true });
    const firstProduct = (await product.locator('option').nth(1).textContent()) ?? '';
    await product.selectOption(firstProduct);
    await expect
      .poll(() =>
        bed.sandbox.requests.some(
          (request) =>
            request.path === `/api/v1/vendors/${VENDOR_WITH_LIKES}` &&
            new URLSearchParams(request.search).get('product') === firstProduct,
        ),
      )
      .toBe(true);
    await expect
      .poll(() => sidebar.page.getByLabel('Product', { exact: true }).inputValue())
      .toBe(firstProduct);
    await sidebar.back();
    await expect.poll(() => sidebar.page.getByLabel('Product', { exact: true }).inputValue()).toBe('');

    // Buyers page through their sub-endpoint.
    await sidebar.page.getByRole('button', { name: 'More buyers' }).click();
    await sidebar.page.getByRole('navigation', { name: 'Buyer pages' }).waitFor();
    expect(
      bed.sandbox.requests.some((request) => request.path === `/api/v1/vendors/${VENDOR_WITH_LIKES}/buyers`),
    ).toBe(true);
    // And shows as many a page as the rep picks (docs/api.md 4.7 per_page).
    await sidebar.page
      .locator('.row', { has: sidebar.page.getByRole('navigation', { name: 'Buyer pages' }) })
      .getByLabel('Per page')
      .selectOption('25');
    await expect
      .poll(() =>
        bed.sandbox.requests.some(
          (request) =>
            request.path === `/api/v1/vendors/${VENDOR_WITH_LIKES}/buyers` &&
            new URLSearchParams(request.search).get('per_page') === '25',
        ),
      )
      .toBe(true);

    const transcriptLink = sidebar.page.getByTestId('buyer-transcript').first();
    const title = (await transcriptLink.textContent()) ?? '';
    await transcriptLink.click();
    await sidebar.page.getByTestId('transcript-view').waitFor();
    expect(await sidebar.page.getByTestId('transcript-title').textContent()).toBe(title);

    // Find in text: matches are counted and stepped through.
    const find = sidebar.page.getByLabel('Find in transcript');
    await find.fill('the');
    await expect.poll(() => sidebar.page.getByTestId('find-count').textContent()).toMatch(/^1 of \d+$/);
    await find.press('Enter');
    await expect.poll(() => sidebar.page.getByTestId('find-count').textContent()).toMatch(/^2 of \d+$/);
    await keepScreenshot(sidebar.page, 'ui-transcript');
    await expectNoSeriousA11yViolations(sidebar.page, 'transcript');

    await sidebar.back();
    await profile.waitFor();
    await sidebar.back(); // the profile as it opened, narrowed to the row's product
    await sidebar.vendorFilter('product').waitFor();
    await sidebar.back();
    await sidebar.accountName.waitFor();
    expect(await sidebar.accountName.textContent()).toBe(RICH_ACCOUNT.name);
  });

  it('loads Q&A and interviews only when opened, and copies a Markdown brief', async () => {
    screenshotOnFailure('ui-account-sections', () => pages);
    const { sidebar } = await visit(RICH_ACCOUNT.domain);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    const qaRequests = () => bed.sandbox.requests.filter((request) => request.search.includes('qa')).length;
    const before = qaRequests();
    await sidebar.page.waitForTimeout(300);
    expect(qaRequests()).toBe(before);

    // Sections are tabs: arrow keys move between them.
    await sidebar.page.getByRole('tab', { name: /Tech stack/ }).focus();
    await sidebar.page.keyboard.press('ArrowRight');
    await expect
      .poll(() => sidebar.page.getByRole('tab', { name: 'Q&A' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await sidebar.page.evaluate(() => document.activeElement?.textContent)).toBe('Q&A');
    await sidebar.page.getByTestId('account-qa').waitFor();
    expect(await sidebar.page.getByTestId('qa-item').first().textContent()).toMatch(
      /Evidence in \d+ of \d+ interviews/,
    );
    expect(qaRequests()).toBe(before + 1);
    await keepScreenshot(sidebar.page, 'ui-account-qa');
    await expectNoSeriousA11yViolations(sidebar.page, 'Q&A');

    const timelineRequests = () =>
      bed.sandbox.requests.filter(
        (request) =>
          request.path === '/api/v1/transcripts' &&
          new URLSearchParams(request.search).get('per_page') === '50',
      ).length;
    expect(timelineRequests()).toBe(0);
    await sidebar.openSection('Interviews');
    await sidebar.page.getByTestId('account-interviews').waitFor();
    // Interviews per quarter: asked once the section opened (one page of 50 holds this account's 48), drawn in
    // whole years up to this quarter, every interview in one quarter's count.
    const perQuarter = sidebar.page.getByRole('img', {
      name: /^Interviews per quarter, Q1 \d{4} to Q\d \d{4}: /,
    });
    await perQuarter.waitFor();
    expect(timelineRequests()).toBe(1);
    const quarterLabel = (await perQuarter.getAttribute('aria-label')) ?? '';
    const now = new Date();
    expect(quarterLabel).toContain(`to Q${Math.floor(now.getUTCMonth() / 3) + 1} ${now.getUTCFullYear()}:`);
    const quarterCounts = [...quarterLabel.matchAll(/Q\d \d{4} (\d+|none)/g)].map((match) =>
      match[1] === 'none' ? 0 : Number(match[1]),
    );
    expect(quarterCounts.reduce((sum, count) => sum + count, 0)).toBe(48);
    expect(await sidebar.page.getByTestId('quarter-columns').locator('text.quarter-count').count()).toBe(
      quarterCounts.filter((count) => count > 0).length,
    );
    await expectFitsSidePanel(sidebar.page, 'interviews per quarter');
    const dates = await sidebar.page.getByTestId('account-interviews').locator('.hint').allTextContents();
    expect(dates.length).toBeGreaterThan(1);
    await sidebar.page
      .getByRole('navigation', { name: 'Interview pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => sidebar.page.getByText(/Page 2 of/).count()).toBe(1);
    await keepScreenshot(sidebar.page, 'ui-account-interviews');
    await expectNoSeriousA11yViolations(sidebar.page, 'interviews');
    // Paging the list asks nothing more for the chart.
    expect(timelineRequests()).toBe(1);

    await bed.session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await sidebar.page.getByTestId('copy-brief').click();
    await expect
      .poll(() => sidebar.page.getByTestId('copy-brief-status').textContent())
      .toBe('Brief copied as Markdown.');
    const brief = await sidebar.page.evaluate(() => navigator.clipboard.readText());
    expect(brief).toContain(`## ${RICH_ACCOUNT.name}`);
    expect(brief).toMatch(/Unhappy with/);
    expect(brief).toContain('Likes:');
  });

  it('renders a hostile account as inert text with only http(s) links', async () => {
    screenshotOnFailure('ui-hostile', () => pages);
    const { sidebar } = await visit(HOSTILE_ACCOUNT.domain);
    await expect
      .poll(() => sidebar.accountName.textContent(), { timeout: 15_000 })
      .toBe(HOSTILE_ACCOUNT.name);
    const dialogs: string[] = [];
    sidebar.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    expect(await sidebar.page.locator('main img, main script, main b').count()).toBe(0);
    await sidebar.openSection('Interviews');
    await sidebar.page.getByTestId('account-interviews').waitFor();
    const hostileLink = sidebar.page.locator(
      `[data-transcript-id="${HOSTILE_ACCOUNT.transcriptWithJavascriptUrl}"]`,
    );
    if ((await hostileLink.count()) === 0) {
      await sidebar.page
        .getByRole('navigation', { name: 'Interview pages' })
        .getByRole('button', { name: 'Next' })
        .click();
    }
    await hostileLink.click();
    await sidebar.page.getByTestId('transcript-view').waitFor();
    const hrefs = await sidebar.page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    expect(await sidebar.page.locator('main img, main script').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await keepScreenshot(sidebar.page, 'ui-hostile');
  });
});
