import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRIVING_ACCOUNT, RICH_ACCOUNT, SANDBOX_KEYS } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { type FocusedElement, focused, focusLandsOn, tabTo } from './pages/keyboard';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

// My accounts with the keyboard alone, in the built extension against the sandbox: a territory pasted as a CRM
// export, its column picked and added from the preview; the list searched and an account opened from its row,
// Back to that row; What's new checked, an interview opened from it, Back to it. After each step, where focus
// lands (never the body, never an empty Tab stop) and axe with no serious violation.

const named =
  (name: string | RegExp, tag?: string) =>
  (element: FocusedElement): boolean =>
    (typeof name === 'string' ? element.name === name : name.test(element.name)) &&
    (tag === undefined || element.tag === tag);

describe('journey: My accounts by keyboard alone', () => {
  const bed = useExtensionTestBed();
  let page: Page;
  let today = '';

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: SANDBOX_KEYS.full });
    page = await bed.session.context.newPage();
    await page.setViewportSize({ width: 420, height: 1000 });
    await page.goto(`chrome-extension://${bed.session.extensionId}/sidepanel.html#my-accounts`);
    await page.getByTestId('my-accounts').waitFor();
    // Followed three days ago, so that the interviews of the days between are news when the clock comes back.
    today = bed.sandbox.clock();
    bed.sandbox.advanceClock(-3);
  });

  afterAll(() => {
    bed.sandbox.setClock(today);
  });

  it('adds a CRM export from its preview: the column picked, Add pressed, focus kept in the form', async () => {
    screenshotOnFailure('my-accounts-keyboard-import', () => [page]);
    await tabTo(page, named('Domains, web addresses, emails or company names, one a line', 'textarea'));
    await page.keyboard.type(
      `Account Name,Website\n${RICH_ACCOUNT.name},${RICH_ACCOUNT.domain}\n${ARRIVING_ACCOUNT.name},${ARRIVING_ACCOUNT.domain}\nN/A,N/A`,
    );
    await expect
      .poll(() => page.getByTestId('import-counts').textContent(), { timeout: 10_000 })
      .toMatch(/^2 companies to add, 0 duplicates, 1 line left out/);
    // The column by keyboard: Account Name reads the names (N/A is left out either way), Website again.
    const column = page.getByTestId('import-column');
    expect(await column.inputValue()).toBe('1');
    await tabTo(page, named(/^Column to read/, 'select'));
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => column.inputValue()).toBe('0');
    await expect
      .poll(() => page.getByTestId('import-line').first().textContent())
      .toContain(`adds ${RICH_ACCOUNT.name}`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => column.inputValue()).toBe('1');
    await expectNoSeriousA11yViolations(page, 'the import preview by keyboard');

    await tabTo(page, named('Add 2 companies', 'button'));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('import-added').textContent(), { timeout: 15_000 })
      .toBe('2 companies added.');
    // The preview went with its button: focus is back in the paste box, ready for more.
    await focusLandsOn(page, named(/^Domains, web addresses/, 'textarea'), 'the paste box');
    await expect
      .poll(() => page.getByTestId('check-outcome').textContent(), { timeout: 30_000 })
      .toBe('2 accounts checked.');
    expect((await focused(page)).lost).toBe(false);
  });

  it('finds an account in the list, opens it from its row, and Back returns to that row', async () => {
    screenshotOnFailure('my-accounts-keyboard-list', () => [page]);
    await tabTo(page, named('Find in the list', 'input'));
    await page.keyboard.type(RICH_ACCOUNT.name.slice(0, 6));
    await expect.poll(() => page.getByTestId('followed-shown').textContent()).toBe('1 of 2 shown');
    await tabTo(page, named('Show', 'select'), { max: 1 });
    await tabTo(page, named('Sort by', 'select'), { max: 1 });
    await tabTo(page, named(RICH_ACCOUNT.name, 'button'), { max: 1 });
    await expectNoSeriousA11yViolations(page, 'the list by keyboard');
    await page.keyboard.press('Enter');
    await focusLandsOn(
      page,
      (element) => element.viewHeading && element.testId === 'account-name',
      "the account's heading",
    );
    await page.keyboard.press('Alt+ArrowLeft');
    await focusLandsOn(page, named(RICH_ACCOUNT.name, 'button'), 'the row the rep opened');
    await keepScreenshot(page, 'my-accounts-keyboard-back');
  });

  it("checks What's new, opens a new interview from it, and Back returns to it", async () => {
    screenshotOnFailure('my-accounts-keyboard-whats-new', () => [page]);
    // Three days on: the prospect was interviewed twice.
    bed.sandbox.setClock(today);
    await tabTo(page, named('Check for news', 'button'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('whats-new-status').textContent(), { timeout: 20_000 })
      .toMatch(/^\d+ new items?\./);
    expect((await focused(page)).name).toBe('Check for news');
    const interview = await tabTo(page, (element) => element.testId === 'whats-new-interview');
    await expectNoSeriousA11yViolations(page, "What's new by keyboard");
    await page.keyboard.press('Enter');
    await focusLandsOn(
      page,
      (element) => element.viewHeading && element.testId === 'transcript-title',
      "the transcript's heading",
    );
    await page.keyboard.press('Alt+ArrowLeft');
    await focusLandsOn(
      page,
      (element) => element.testId === 'whats-new-interview' && element.name === interview.name,
      'the interview the rep opened',
    );
  });
});
