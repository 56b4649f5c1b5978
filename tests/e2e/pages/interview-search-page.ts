import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../harness';

/** The side panel's Research › Interviews view, opened as a tab at a search's URL fragment. */
export class InterviewSearchPage {
  private constructor(readonly page: Page) {}

  /** Opens `#research/interviews?<query>` in a page `width` px wide (Chrome's side panel is 400 by default). */
  static async open(session: ExtensionSession, query = '', width = 400): Promise<InterviewSearchPage> {
    const page = await session.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(
      `chrome-extension://${session.extensionId}/sidepanel.html#research/interviews${query ? `?${query}` : ''}`,
    );
    const view = new InterviewSearchPage(page);
    await view.form.waitFor();
    return view;
  }

  get form() {
    return this.page.getByTestId('interview-form');
  }

  get words() {
    return this.page.getByLabel('Words in the interview');
  }

  /** The combobox of one of the form's pickers, by its label. */
  picker(label: string) {
    return this.page.getByRole('combobox', { name: label });
  }

  /** Types into a picker and picks the list's option whose name is `option`. */
  async pick(label: string, typed: string, option: string): Promise<void> {
    await this.picker(label).fill(typed);
    await this.page
      .getByRole('option')
      .filter({ has: this.page.locator('.picker-option-name', { hasText: new RegExp(`^${option}$`) }) })
      .first()
      .click();
  }

  /** Types a value by hand and presses Enter (no option picked). */
  async typeValue(label: string, value: string): Promise<void> {
    await this.picker(label).fill(value);
    await this.picker(label).press('Escape');
    await this.picker(label).press('Enter');
  }

  async search(): Promise<void> {
    await this.form.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** The search the page's URL names: the fragment's query string. */
  fragmentQuery(): Promise<string> {
    return this.page.evaluate(() => {
      const hash = decodeURI(location.hash);
      return hash.slice(hash.indexOf('?') + 1);
    });
  }

  get results() {
    return this.page.getByTestId('interview-result');
  }

  get count() {
    return this.page.getByTestId('interview-count');
  }

  get problems() {
    return this.page.getByTestId('filter-problems');
  }

  get notRun() {
    return this.page.getByTestId('interview-not-run');
  }

  get leftOut() {
    return this.page.getByTestId('interview-left-out');
  }

  /** The marked words of a result's passages, as shown. */
  markedWords(result = this.results.first()): Promise<string[]> {
    return result.locator('[data-testid="interview-passage"] mark').allTextContents();
  }

  /** True when the page scrolls sideways (something is wider than the panel). */
  scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }
}
