import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageArea } from '../../lib/i18n/message-keys';
import { RICH_ACCOUNT } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { OptionsPage } from './pages/options-page';
import { ResearchPage } from './pages/research-page';
import { SidebarPage } from './pages/sidebar-page';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

// The journeys in German and in Hebrew (right to left): onboarding, a prospect's account, a Research
// search with results and Options, each with its screenshot kept and axe finding nothing serious.

function messages(language: string, area: MessageArea): Record<string, string> {
  return JSON.parse(readFileSync(`public/i18n/${language}/${area}.json`, 'utf8'));
}

/** The language's words for what English says `english` with (the same key), e.g. a button's caption. */
function say(language: string, area: MessageArea, english: string): string {
  const key = Object.entries(messages('en', area)).find(([, text]) => text === english)?.[0];
  if (key === undefined) throw new Error(`no English message "${english}" in ${area}`);
  const translated = messages(language, area)[key];
  if (translated === undefined) throw new Error(`${language}/${area}.json lacks "${key}"`);
  expect(translated, `${language} translates "${english}"`).not.toBe(english);
  return translated;
}

const JOURNEYS = [
  { language: 'de', direction: 'ltr', revenue: /2,4\sMrd\.\s\$/ },
  { language: 'he', direction: 'rtl', revenue: /2\.4/ },
] as const;

describe.each(JOURNEYS)('journey in $language', ({ language, direction, revenue }) => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  it('onboards on the sandbox and shows the prospect’s account in the language, laid out its way', async () => {
    screenshotOnFailure(`i18n-${language}-account`, () => pages);
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: '', language });
    const { site, sidebar } = await SidebarPage.besideWebsite(
      bed.session,
      RICH_ACCOUNT.domain,
      RICH_ACCOUNT.name,
    );
    pages.push(site, sidebar.page);

    const onboarding = sidebar.page.getByTestId('onboarding');
    await onboarding.waitFor({ timeout: 15_000 });
    expect(
      await sidebar.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual([language, direction]);
    await keepScreenshot(sidebar.page, `i18n-${language}-onboarding`);
    await expectNoSeriousA11yViolations(sidebar.page, `${language} onboarding`);
    await onboarding.getByRole('button', { name: say(language, 'panel', 'Try the sandbox') }).click();

    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    // Money the language's way, data as it is.
    expect(await sidebar.page.getByTestId('account-revenue').textContent()).toMatch(revenue);
    expect(await sidebar.page.getByTestId('account-revenue').textContent()).not.toContain('$2.4B');
    // Right to left: the account's name starts at the right edge, as Hebrew reads.
    const name = await sidebar.accountName.boundingBox();
    const width = sidebar.page.viewportSize()?.width ?? 400;
    if (direction === 'rtl') expect((name?.x ?? 0) + (name?.width ?? 0)).toBeGreaterThan(width * 0.75);
    else expect(name?.x ?? width).toBeLessThan(width * 0.25);
    await keepScreenshot(sidebar.page, `i18n-${language}-account`);
    await expectNoSeriousA11yViolations(sidebar.page, `${language} account`);
  });

  it('runs a Research search with results', async () => {
    screenshotOnFailure(`i18n-${language}-research`, () => pages);
    const research = await ResearchPage.open(
      bed.session,
      '#research/accounts?products%5B%5D=Relaytics%20CRM',
    );
    pages.push(research.page);
    await research.page.getByTestId('account-row').first().waitFor({ timeout: 15_000 });
    expect(await research.page.getByRole('form').first().getAttribute('aria-label')).toBe(
      say(language, 'research', 'Account search'),
    );
    await keepScreenshot(research.page, `i18n-${language}-research`);
    await expectNoSeriousA11yViolations(research.page, `${language} research`);
  });

  it('follows accounts in My accounts: the list, its check and What’s new in the language', async () => {
    screenshotOnFailure(`i18n-${language}-my-accounts`, () => pages);
    const panel = await bed.session.context.newPage();
    pages.push(panel);
    await panel.setViewportSize({ width: 400, height: 900 });
    await panel.goto(`chrome-extension://${bed.session.extensionId}/sidepanel.html#my-accounts`);
    await panel.getByTestId('import-text').fill(`${RICH_ACCOUNT.domain}\nnot-an-account-yet.example`);
    await panel.getByTestId('import-add').click();
    await expect
      .poll(() => panel.getByTestId('check-outcome').textContent(), { timeout: 30_000 })
      .not.toBe('');
    expect(await panel.getByTestId('check-outcome').textContent()).not.toMatch(/accounts checked/);
    await expect
      .poll(() => panel.locator('#whats-new-title').textContent())
      .toBe(say(language, 'myAccounts', "What's new"));
    await keepScreenshot(panel, `i18n-${language}-my-accounts`);
    await expectNoSeriousA11yViolations(panel, `${language} my accounts`);
  });

  it('shows Options with the language chosen', async () => {
    screenshotOnFailure(`i18n-${language}-options`, () => pages);
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    await options.page.locator('main').waitFor();
    expect(await options.page.locator('h1').textContent()).toBe(
      say(language, 'options', 'Buyer Lens options'),
    );
    await keepScreenshot(options.page, `i18n-${language}-options`);
    await expectNoSeriousA11yViolations(options.page, `${language} options`);
  });
});
