import type { ElementHandle, Page } from 'puppeteer-core';

// The Chromium journeys' page objects (tests/e2e/pages) are written against Playwright, which drives only
// its own patched Firefox; these read the same views by the same test ids and labels through puppeteer-core.

/** The text of the first element with this test id, once it has some. */
export async function textOfTestId(page: Page, testId: string, timeout = 15_000): Promise<string> {
  const handle = await page.waitForFunction(
    (id) => {
      const text = document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
      return text ? text : false;
    },
    { timeout },
    testId,
  );
  return (await handle.jsonValue()) as string;
}

/** Types into a field as a rep does (trusted key events), replacing what was there. */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  // A field the page has not filled yet is read-only (the options form while it reads the stored settings).
  await page.waitForSelector(`${selector}:not([readonly]):not([disabled])`);
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

/** The popup (a tab: a test cannot click Firefox's toolbar). */
export class FirefoxPopupPage {
  constructor(readonly page: Page) {}

  async lookUp(query: string): Promise<void> {
    await typeInto(this.page, '#lookup-query', query);
    await this.page.keyboard.press('Enter');
  }

  accountName(): Promise<string> {
    return textOfTestId(this.page, 'account-name');
  }
}

/** The options page, through its form. */
export class FirefoxOptionsPage {
  constructor(readonly page: Page) {}

  async save(settings: { baseUrl: string; apiKey: string }): Promise<string> {
    await typeInto(this.page, '#api-key', settings.apiKey);
    await typeInto(this.page, '#base-url', settings.baseUrl);
    await this.clickButton('Save');
    return textOfTestId(this.page, 'settings-status');
  }

  /** The connection test's report, once it has ended (not "Testing…"). */
  async testConnection(): Promise<string> {
    await this.clickButton('Test connection');
    const report = await this.page.waitForFunction(
      () => {
        const text = document.querySelector('[data-testid="connection-report"]')?.textContent?.trim() ?? '';
        return text && !text.startsWith('Testing') ? text : false;
      },
      { timeout: 20_000 },
    );
    return (await report.jsonValue()) as string;
  }

  /** A trusted click (input.performActions at the button's centre): `el.click()` is no user gesture. */
  private async clickButton(name: string): Promise<void> {
    const button = await this.page.waitForFunction(
      (label) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label),
      {},
      name,
    );
    await (button.asElement() as ElementHandle<Element> | null)?.click();
  }
}
