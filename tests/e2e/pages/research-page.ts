import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../harness';

/** The sidebar's Research views, opened as a tab at a route's fragment (`#research/accounts?…`). */
export class ResearchPage {
  private constructor(readonly page: Page) {}

  /** Opens the sidebar page at a fragment, 400 px wide (Chrome's side panel by default). */
  static async open(session: ExtensionSession, fragment = '#research/accounts'): Promise<ResearchPage> {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 400, height: 900 });
    await page.goto(`chrome-extension://${session.extensionId}/sidepanel.html${fragment}`);
    await page.getByTestId('research').waitFor();
    return new ResearchPage(page);
  }

  /** The route the page's URL names: its fragment, without `#`. */
  fragment(): Promise<string> {
    return this.page.evaluate(() => location.hash.slice(1));
  }

  /** The account search's query string as the fragment holds it, read as parameters. */
  async routeParams(): Promise<[string, string][]> {
    const fragment = await this.fragment();
    const query = fragment.includes('?') ? fragment.slice(fragment.indexOf('?') + 1) : '';
    return [...new URLSearchParams(query)].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  }

  get form() {
    return this.page.getByRole('form', { name: 'Account search' });
  }

  get results() {
    return this.page.getByTestId('account-results');
  }

  get rows() {
    return this.page.getByTestId('account-row');
  }

  get summary() {
    return this.page.getByTestId('results-summary');
  }

  get invalidFilters() {
    return this.page.getByTestId('invalid-filters');
  }

  get savedSearches() {
    return this.page.getByTestId('saved-searches');
  }

  /** The names of the rows shown, in order. */
  rowNames(): Promise<string[]> {
    return this.page
      .getByTestId('account-open')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title') ?? ''));
  }

  /** Picks a value in a reference picker (a combobox fed by a reference list) by typing it and choosing it. */
  async pick(label: string, value: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label, exact: true });
    await box.fill(value);
    await this.page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(value)}\\b`) })
      .first()
      .click();
  }

  /** Types a value into a picker and keeps it as typed (Enter), even when the list does not hold it. */
  async typeValue(label: string, value: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label, exact: true });
    await box.fill(value);
    await box.press('Escape');
    await box.press('Enter');
  }

  async select(label: string, value: string): Promise<void> {
    await this.form.getByLabel(label, { exact: true }).selectOption(value);
  }

  async fill(label: string, value: string): Promise<void> {
    await this.form.getByLabel(label, { exact: true }).fill(value);
  }

  async search(): Promise<void> {
    await this.form.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** Waits for the results (or a 422's notice) of the search the route names. */
  async settled(): Promise<void> {
    await this.page
      .locator('[data-testid="account-results"], [data-testid="invalid-filters"]')
      .first()
      .waitFor();
  }

  /** How far the page and each table stick out at the current width (<= 0: no horizontal scroll). */
  overflow(): Promise<{ page: number; tables: number[] }> {
    return this.page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      tables: [...document.querySelectorAll('table')].map((table) => table.scrollWidth - table.clientWidth),
    }));
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
