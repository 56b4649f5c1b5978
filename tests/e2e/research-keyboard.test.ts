import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { type FocusedElement, focused, focusLandsOn, tabTo } from './pages/keyboard';
import { OptionsPage } from './pages/options-page';
import { ResearchPage } from './pages/research-page';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

// Research and Options with the keyboard alone: after every step, where focus lands (never the body, never an
// empty Tab stop), what the live regions say, and axe with no serious violation and no heading skipped.

/** Runs a check and records its failure without ending the journey, so one run names every misstep. */
async function softly(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    expect.soft(String(error)).toBe('');
  }
}

const named =
  (name: string, tag?: string) =>
  (element: FocusedElement): boolean =>
    element.name === name && (tag === undefined || element.tag === tag);

describe('journey: Research and Options by keyboard alone', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
  });

  async function openResearch(fragment: string): Promise<Page> {
    const research = await ResearchPage.open(bed.session, fragment);
    pages.push(research.page);
    await research.page.bringToFront();
    return research.page;
  }

  it('Accounts: pick, search, page, open a result and come Back to it', async () => {
    screenshotOnFailure('keyboard-accounts', () => pages);
    const page = await openResearch('#research/accounts');
    await page.getByTestId('account-results').waitFor({ timeout: 15_000 });

    // A pick by keyboard: the list closes, focus stays in the field, and Tab goes on to the next control.
    await tabTo(page, named('Products in their stack', 'input'));
    await page.keyboard.type('Relaytics CRM');
    await page
      .getByRole('option', { name: /^Relaytics CRM/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    const picked = await focused(page);
    expect(picked.name).toBe('Products in their stack');
    expect(
      await page.getByRole('combobox', { name: 'Products in their stack' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await tabTo(page, named('Lowest', 'select'), { max: 1 });

    await tabTo(page, named('Search', 'button'));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => location.hash), { timeout: 15_000 })
      .toMatch(/products(%5B%5D|\[\])=Relaytics\+CRM/);
    await page.getByTestId('account-row').first().waitFor({ timeout: 15_000 });
    expect((await focused(page)).lost).toBe(false);
    await softly(() => expectNoSeriousA11yViolations(page, 'account results by keyboard', ['heading-order']));

    // Next: focus goes to the results' heading, and the live region says the page.
    await tabTo(page, named('Next', 'button'));
    await page.keyboard.press('Enter');
    const heading = await focusLandsOn(page, (element) => element.viewHeading, "the results' heading");
    expect.soft(heading.tag).toBe('h2');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('page=2');
    await page.getByTestId('account-row').first().waitFor({ timeout: 15_000 });
    expect.soft(await page.getByTestId('results-summary').textContent()).toMatch(/page 2 of \d+/);
    expect(await page.getByTestId('results-summary').getAttribute('role')).toBe('status');

    // A result opened: focus on the account's heading; Back: focus on the row that was opened.
    const row = await tabTo(page, (element) => element.testId === 'account-open');
    expect(row.item).toBeTruthy();
    await page.keyboard.press('Enter');
    const accountHeading = await focusLandsOn(
      page,
      (element) => element.viewHeading && element.testId === 'account-name',
      "the account's heading",
    );
    expect.soft(accountHeading.tag).toBe('h2');
    await softly(() => expectNoSeriousA11yViolations(page, 'account opened by keyboard'));
    await page.keyboard.press('Alt+ArrowLeft');
    await focusLandsOn(
      page,
      (element) => element.testId === 'account-open' && element.item === row.item,
      'the row the rep opened',
    );
    expect(page.url()).toContain('page=2');
    await keepScreenshot(page, 'keyboard-accounts-back');
  });

  it('Interviews: pick, search, open a transcript, find, and come Back to the result', async () => {
    screenshotOnFailure('keyboard-interviews', () => pages);
    const page = await openResearch('#research/interviews');
    await page.getByTestId('interview-form').waitFor();

    await tabTo(page, named('Words in the interview', 'input'));
    await page.keyboard.type('northbeam funnels');
    // Through the pickers: no empty stop after any of them.
    await tabTo(page, named('Vendors in their stack', 'input'));
    await page.keyboard.type('Relaytics');
    await page
      .getByRole('option', { name: /^Relaytics\b/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('Vendors in their stack');
    await tabTo(page, named('Products in their stack', 'input'), { max: 1 });
    await tabTo(page, named('Search', 'button'), { backwards: true });
    await page.keyboard.press('Enter');

    // The search ran: focus on the results' heading, one polite region for the list.
    await focusLandsOn(page, (element) => element.viewHeading, "the interview results' heading");
    await page.getByTestId('interview-result').first().waitFor({ timeout: 15_000 });
    const regions = await page
      .getByTestId('interview-results')
      .locator('[role="status"], [aria-live="polite"], [aria-live="assertive"]')
      .count();
    expect.soft(regions).toBe(1);
    await softly(() =>
      expectNoSeriousA11yViolations(page, 'interview results by keyboard', ['heading-order']),
    );

    // A transcript opened: focus on its heading; from the find box, Tab goes straight to Previous match.
    const result = await tabTo(page, (element) => element.testId === 'interview-result-title');
    await page.keyboard.press('Enter');
    await focusLandsOn(
      page,
      (element) => element.viewHeading && element.testId === 'transcript-title',
      "the transcript's heading",
    );
    await tabTo(page, named('Find in transcript', 'input'));
    await tabTo(page, named('Previous match', 'button'), { max: 1 });
    await softly(() => expectNoSeriousA11yViolations(page, 'transcript by keyboard', ['heading-order']));

    await page.keyboard.press('Alt+ArrowLeft');
    await focusLandsOn(
      page,
      (element) => element.testId === 'interview-result-title' && element.item === result.item,
      'the interview the rep opened',
    );
  });

  it('Vendors: find one, open its profile and come Back to it', async () => {
    screenshotOnFailure('keyboard-vendors', () => pages);
    const page = await openResearch('#research/vendors');
    await focusLandsOn(page, named('Find a vendor', 'input'), 'the vendor search box');
    await page.keyboard.type('Relay');
    await page.getByTestId('vendor-row').first().waitFor({ timeout: 15_000 });
    const row = await tabTo(page, (element) => element.tag === 'button' && element.item !== null);
    await page.keyboard.press('Enter');
    await focusLandsOn(
      page,
      (element) => element.viewHeading && element.testId === 'vendor-name',
      "the vendor's heading",
    );
    await softly(() => expectNoSeriousA11yViolations(page, 'vendor opened by keyboard', ['heading-order']));
    await page.keyboard.press('Alt+ArrowLeft');
    await focusLandsOn(
      page,
      (element) => element.tag === 'button' && element.item === row.item,
      'the vendor the rep opened',
    );
  });

  it('Options: a failed save puts focus on the first field to fix', async () => {
    screenshotOnFailure('keyboard-options', () => pages);
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    const page = options.page;
    await page.getByLabel('API key').waitFor();
    await expect.poll(() => page.getByLabel('API key').inputValue()).toBe('demo-full');
    // Two fields to fix: a key with a space in it, and an address that is none.
    await tabTo(page, named('API key', 'input'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('demo full');
    await tabTo(page, named('API address', 'input'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('not an address');
    await tabTo(page, named('Save', 'button'));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('settings-status').textContent(), { timeout: 15_000 })
      .toContain('Nothing was saved');
    const first = await focusLandsOn(
      page,
      (element) => element.ariaInvalid === 'true',
      'the first field marked invalid',
    );
    expect.soft(first.name).toBe('API key');
    await softly(() => expectNoSeriousA11yViolations(page, 'options after a failed save'));
  });
});
