import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListRow } from '../../lib/api/accounts';
import { HOSTILE_VENDOR, RICH_ACCOUNT } from '../../sandbox/known-records';
import { type ConsoleWatch, extensionErrors, watchConsoleErrors } from './console-watch';
import { configure, keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { OptionsPage } from './pages/options-page';
import { ResearchPage } from './pages/research-page';
import { SidebarPage } from './pages/sidebar-page';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

// Your company through the built extension against the sandbox: the rep sets Your company in Options
// (Cadencia, a sales-engagement vendor), the rich account's view says how it uses Cadencia and which
// competitors it uses with their dislikes, and Research › Accounts runs "Accounts unhappy with a competitor of
// ours" in one click as an ordinary route. What each step should show is asked of the sandbox itself.

describe('journey: Your company', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];
  let watch: ConsoleWatch;

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    watch = await watchConsoleErrors(bed.session);
  });
  afterAll(async () => {
    expect(extensionErrors(watch.entries, [bed.sandbox.url])).toEqual([]);
    await watch.stop();
  });

  async function ask<T>(path: string, params: [string, string][] = []): Promise<T> {
    const url = `${bed.sandbox.url}/api/v1/${path}${params.length ? `?${new URLSearchParams(params)}` : ''}`;
    const response = await fetch(url, { headers: { Authorization: 'Token demo-full' } });
    return (await response.json()) as T;
  }

  it('is picked in Options from the vendor list and shows "Your product here" on an account', async () => {
    screenshotOnFailure('your-company-account', () => pages);
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    const box = options.page.getByRole('combobox', { name: 'Your company (vendor)', exact: true });
    await box.fill('Cadencia');
    await options.page
      .getByRole('option', { name: /^Cadencia\b/ })
      .first()
      .click();
    await expect
      .poll(() => options.page.getByTestId('your-company-status').textContent())
      .toBe('Saved: Cadencia.');
    await keepScreenshot(options.page, 'your-company-options');

    const { page: sidebar } = await SidebarPage.onAccount(bed.session, RICH_ACCOUNT.slug);
    pages.push(sidebar);
    const section = sidebar.getByTestId('our-product');
    await section.waitFor({ timeout: 15_000 });
    expect(await section.getByRole('heading', { level: 3 }).textContent()).toBe('Your product here');

    // The account's own stack says what the section must: Cadencia's rows, then its competitors'.
    const { data: account } = await ask<{
      data: { tech_stack: { product: string; vendor_slug: string | null; status: string; rating: number }[] };
    }>(`accounts/${RICH_ACCOUNT.slug}`);
    const cadencia = account.tech_stack.filter((row) => row.vendor_slug === 'cadencia');
    expect(cadencia.length).toBeGreaterThan(0);
    const usage = await section.getByTestId('our-product-usage').textContent();
    for (const row of cadencia) expect(usage).toContain(`Uses ${row.product}:`);

    const competitors = section.getByTestId('our-product-competitor');
    await expect.poll(() => competitors.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const { data: profile } = await ask<{ data: { similar_vendors_by_use_case: { slug: string }[] } }>(
      'vendors/cadencia',
    );
    const similar = new Set(profile.similar_vendors_by_use_case.map((vendor) => vendor.slug));
    const inStack = account.tech_stack.filter((row) => row.vendor_slug && similar.has(row.vendor_slug));
    expect(inStack.length).toBeGreaterThan(0);
    const text = (await section.textContent()) ?? '';
    for (const row of inStack) expect(text).toContain(row.product);
    // The unhappy competitor leads.
    expect(await competitors.first().getAttribute('data-status')).toBe('unhappy_with');

    // The hostile vendor's dislike is shown as its text: no markup from the API becomes an element.
    const { data: hostile } = await ask<{ data: { dislikes: { headline: string }[] } }>(
      `vendors/${HOSTILE_VENDOR}`,
    );
    const headline = hostile.dislikes[0]?.headline ?? '';
    await expect.poll(() => section.textContent(), { timeout: 10_000 }).toContain(headline);
    expect(await section.locator('a, img, script').count()).toBe(0);
    await keepScreenshot(sidebar, 'your-company-account-section');
    await expectNoSeriousA11yViolations(sidebar, 'account view with Your product here');
    await expectNoSeriousA11yViolations(options.page, 'options with Your company');

    // A competitor's profile opens in the side panel.
    await section.getByRole('button', { name: /^Dialwell's profile$/ }).click();
    await expect.poll(() => sidebar.evaluate(() => location.hash)).toBe('#vendor/dialwell');
  });

  it('runs "Accounts unhappy with a competitor of ours" in one click, as a route Back leaves', async () => {
    screenshotOnFailure('your-company-research', () => pages);
    const research = await ResearchPage.open(bed.session);
    pages.push(research.page);
    const before = await research.fragment();
    await research.page.getByRole('button', { name: 'Accounts unhappy with a competitor of ours' }).click();
    await expect.poll(() => research.fragment(), { timeout: 10_000 }).not.toBe(before);

    const params = await research.routeParams();
    expect(params).toContainEqual(['max_rating', '5']);
    expect(params).toContainEqual(['in_market_for[]', 'Sales Engagement']);
    const products = params.filter(([name]) => name === 'products[]').map(([, value]) => value);
    expect(products).toContain('Dialwell Dialer');
    expect(products.some((product) => product.startsWith('Cadencia'))).toBe(false);

    // The rows are the API's answer to the same query.
    const expected = await ask<{ data: AccountListRow[] }>('accounts', params);
    expect(expected.data.length).toBeGreaterThan(0);
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    await keepScreenshot(research.page, 'your-company-research');

    // The search is a link like any other: a new page at the same fragment shows the same rows.
    const copy = await ResearchPage.open(bed.session, `#${await research.fragment()}`);
    pages.push(copy.page);
    await expect
      .poll(() => copy.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));

    // The side panel's Back leaves it for the search before.
    await research.page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => research.fragment()).toBe(before);
  });

  it("goes with the key: another team's key shows no choice, and the first key's comes back", async () => {
    screenshotOnFailure('your-company-key-switch', () => pages);
    const chosen = (page: Page) => page.getByRole('list', { name: 'Your company (vendor): chosen' });
    await configure(bed.session.serviceWorker, { apiKey: 'demo-small' });
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    await options.page.getByRole('combobox', { name: 'Your company (vendor)', exact: true }).waitFor();
    expect(await chosen(options.page).count()).toBe(0);
    const research = await ResearchPage.open(bed.session);
    pages.push(research.page);
    await research.page.getByTestId('account-results').waitFor({ timeout: 15_000 });
    expect(await research.page.getByTestId('competitor-search').count()).toBe(0);

    await configure(bed.session.serviceWorker, { apiKey: 'demo-full' });
    await expect.poll(() => chosen(options.page).textContent(), { timeout: 10_000 }).toContain('Cadencia');
    // The open Research page reloads on the switch and offers the lens again: it was absent, not slow.
    await research.page.getByTestId('competitor-search').waitFor({ timeout: 15_000 });
  });
});
