import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../harness';

/** The options page, driven the way a rep uses it. */
export class OptionsPage {
  private constructor(readonly page: Page) {}

  static async open(session: ExtensionSession): Promise<OptionsPage> {
    return new OptionsPage(await session.openPage('options.html'));
  }

  /** An options page the extension opened itself (an error's "Open options" button). */
  static of(page: Page): OptionsPage {
    return new OptionsPage(page);
  }

  async save(settings: { baseUrl: string; apiKey: string }): Promise<string> {
    await this.page.getByLabel('API key').fill(settings.apiKey);
    await this.page.getByLabel('API address').fill(settings.baseUrl);
    await this.page.getByRole('button', { name: 'Save' }).click();
    const status = this.page.getByTestId('settings-status');
    await status.filter({ hasText: /./ }).waitFor();
    return (await status.textContent()) ?? '';
  }

  fieldError(id: 'api-key-error' | 'base-url-error') {
    return this.page.locator(`#${id}`);
  }
}
