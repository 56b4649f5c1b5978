import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARRIVING_ACCOUNT,
  EMOJI_ACCOUNT,
  LONG_NAME_ACCOUNT,
  NOT_AN_ACCOUNT_DOMAIN,
  RICH_ACCOUNT,
  RTL_ACCOUNT,
  SMALL_MISSING_ACCOUNT,
  VENDOR_WITH_LIKES,
} from '../../sandbox/known-records';
import { type CalendarBed, startCalendarBed } from './calendar-session';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { expectTextFits } from './pages/language-check';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { ResearchPage } from './pages/research-page';
import { SidebarPage } from './pages/sidebar-page';

// The proof that every view speaks from the catalogue and leaves room for longer languages: the
// pseudo-locale (en-XA: each message accented, 40% longer, bracketed) on every view at 320, 400 and 500 px.

/** Every section tab of a tab list, each selected in turn, with the check after each. */
async function eachTab(page: Page, list: string, label: string): Promise<void> {
  const tabs = page.getByRole('tablist', { name: list }).getByRole('tab');
  const count = await tabs.count();
  expect(count, `${label}: its tabs`).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    await tabs.nth(index).click();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expectTextFits(page, `${label}, tab ${index + 1}`);
  }
}

describe('the pseudo-locale on every view', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  async function sidebarOnAccount(): Promise<SidebarPage> {
    const { site, sidebar } = await SidebarPage.besideWebsite(
      bed.session,
      RICH_ACCOUNT.domain,
      RICH_ACCOUNT.name,
    );
    pages.push(site, sidebar.page);
    return sidebar;
  }

  it('onboards in the pseudo-locale', async () => {
    screenshotOnFailure('i18n-pseudo-onboarding', () => pages);
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: '', language: 'en-XA' });
    const sidebar = await sidebarOnAccount();
    await sidebar.page.getByTestId('onboarding').waitFor({ timeout: 15_000 });
    expect(await sidebar.page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await keepScreenshot(sidebar.page, 'i18n-pseudo-onboarding');
    await expectTextFits(sidebar.page, 'onboarding');
  });

  it('shows an account and each of its sections', async () => {
    screenshotOnFailure('i18n-pseudo-account', () => pages);
    await configure(bed.session.serviceWorker, {
      baseUrl: bed.sandbox.url,
      apiKey: 'demo-full',
      language: 'en-XA',
    });
    const sidebar = await sidebarOnAccount();
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    await keepScreenshot(sidebar.page, 'i18n-pseudo-account');
    await expectTextFits(sidebar.page, 'account');
    await sidebar.expandVendor('Relaytics');
    await sidebar.page.getByTestId('vendor-sentiment').waitFor();
    await expectTextFits(sidebar.page, 'account, a vendor’s sentiment');
    await eachTab(sidebar.page, await sectionList(sidebar.page), 'account');

    // The views an account opens onto: a vendor's profile, and a buyer's transcript from it.
    await sidebar.page.evaluate((slug) => {
      location.hash = `#vendor/${slug}`;
    }, VENDOR_WITH_LIKES);
    await sidebar.page.getByTestId('vendor-profile').waitFor({ timeout: 15_000 });
    await sidebar.page.getByTestId('buyer-transcript').first().waitFor({ timeout: 15_000 });
    await expectTextFits(sidebar.page, 'vendor profile');
    await sidebar.page.getByTestId('buyer-transcript').first().click();
    await sidebar.page.getByTestId('transcript-view').waitFor({ timeout: 15_000 });
    await sidebar.page.getByTestId('transcript-title').waitFor({ timeout: 15_000 });
    await expectTextFits(sidebar.page, 'transcript');
  });

  it('shows "Your product here" on an account, for a rep who set Your company', async () => {
    screenshotOnFailure('i18n-pseudo-your-product', () => pages);
    await configure(bed.session.serviceWorker, {
      baseUrl: bed.sandbox.url,
      apiKey: 'demo-full',
      language: 'en-XA',
    });
    await bed.session.serviceWorker.evaluate(async () => {
      const { connection } = await chrome.storage.local.get('connection');
      await chrome.storage.local.set({
        yourCompany: [
          {
            connection: (connection as { id: string }).id,
            vendor: { slug: 'cadencia', name: 'Cadencia' },
            products: [],
          },
        ],
      });
    });
    try {
      const { page: sidebar } = await SidebarPage.onAccount(bed.session, RICH_ACCOUNT.slug);
      pages.push(sidebar);
      const section = sidebar.getByTestId('our-product');
      await section.waitFor({ timeout: 15_000 });
      await section.getByTestId('our-product-competitor').first().waitFor({ timeout: 15_000 });
      await keepScreenshot(sidebar, 'i18n-pseudo-your-product');
      await expectTextFits(sidebar, 'your product here');
    } finally {
      await bed.session.serviceWorker.evaluate(() => chrome.storage.local.remove('yourCompany'));
    }
  });

  it('runs Research searches with results', async () => {
    screenshotOnFailure('i18n-pseudo-research', () => pages);
    const accounts = await ResearchPage.open(
      bed.session,
      '#research/accounts?products%5B%5D=Relaytics%20CRM',
    );
    pages.push(accounts.page);
    await accounts.page.getByTestId('account-row').first().waitFor({ timeout: 15_000 });
    await keepScreenshot(accounts.page, 'i18n-pseudo-research-accounts');
    await expectTextFits(accounts.page, 'account search');
    for (const route of ['#research/interviews', '#research/vendors']) {
      await accounts.page.goto(`chrome-extension://${bed.session.extensionId}/sidepanel.html${route}`);
      await accounts.page.getByTestId('research').waitFor();
      await accounts.page.waitForLoadState('networkidle').catch(() => undefined);
      await expectTextFits(accounts.page, route);
    }
  });

  it('lists saved searches, and says why a run failed', async () => {
    screenshotOnFailure('i18n-pseudo-saved-searches', () => pages);
    await configure(bed.session.serviceWorker, {
      baseUrl: bed.sandbox.url,
      apiKey: 'demo-full',
      language: 'en-XA',
    });
    const research = await ResearchPage.open(
      bed.session,
      '#research/accounts?products%5B%5D=Relaytics%20CRM',
    );
    pages.push(research.page);
    await research.page.getByTestId('account-row').first().waitFor({ timeout: 15_000 });
    await research.page.getByTestId('save-search').click();
    const naming = research.page.locator('form.save-bar');
    await naming.locator('input').fill('Relaytics CRM buyers');
    await naming.locator('button[type="submit"]').click();
    await research.page.getByTestId('saved-as').waitFor({ timeout: 15_000 });
    await research.savedSearches.locator('summary').click();
    const entry = research.savedSearches.getByTestId('saved-search').first();
    await entry.waitFor();
    await keepScreenshot(research.page, 'i18n-pseudo-saved-searches');
    await expectTextFits(research.page, 'saved searches');

    // A run that fails: the saved-as bar and the list say why, in the rep's language.
    bed.sandbox.setFault('status=500@/api/v1/accounts');
    try {
      await entry.locator('.row button').first().click();
      await research.savedSearches.locator('.field-error').waitFor({ timeout: 30_000 });
      await expectTextFits(research.page, 'a saved search that failed');
    } finally {
      bed.sandbox.setFault(null);
    }
  });

  it('shows My accounts: the import preview, the list and What’s new', async () => {
    screenshotOnFailure('i18n-pseudo-my-accounts', () => pages);
    await configure(bed.session.serviceWorker, {
      baseUrl: bed.sandbox.url,
      apiKey: 'demo-full',
      language: 'en-XA',
    });
    const today = bed.sandbox.clock();
    // Followed three days ago, so that the prospect's interviews since are news today.
    bed.sandbox.advanceClock(-3);
    try {
      const panel = await bed.session.context.newPage();
      pages.push(panel);
      await panel.goto(`chrome-extension://${bed.session.extensionId}/sidepanel.html#my-accounts`);
      await panel.getByTestId('my-accounts').waitFor();
      await panel
        .getByTestId('import-text')
        .fill(`${RICH_ACCOUNT.domain}\n${ARRIVING_ACCOUNT.domain}\nN/A\npat.lee@gmail.com`);
      await panel.getByTestId('import-preview').waitFor({ timeout: 10_000 });
      await expectTextFits(panel, 'the import preview');
      await panel.getByTestId('import-add').click();
      await panel.getByTestId('check-outcome').waitFor({ timeout: 30_000 });
      await expectTextFits(panel, 'the list of followed accounts');
      bed.sandbox.setClock(today);
      await panel.getByTestId('whats-new-check').click();
      await panel.getByTestId('whats-new-interview').first().waitFor({ timeout: 20_000 });
      await keepScreenshot(panel, 'i18n-pseudo-my-accounts');
      await expectTextFits(panel, 'What’s new');
    } finally {
      bed.sandbox.setClock(today);
    }
  });

  it('looks up from the popup and shows Options', async () => {
    screenshotOnFailure('i18n-pseudo-popup-options', () => pages);
    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    await popup.page.locator('#lookup-query').fill(RICH_ACCOUNT.domain);
    await popup.page.locator('#lookup-query').press('Enter');
    await expect.poll(() => popup.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    // The popup is 360 px wide whatever the window (components/popup-app.tsx): from there up.
    await expectTextFits(popup.page, 'popup', [360, 400, 500]);
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    await options.page.locator('main').waitFor();
    // Its later sections load after the first view (components/lazy-options-sections.tsx): walked once in.
    await expect.poll(() => options.page.locator('.skeleton').count(), { timeout: 15_000 }).toBe(0);
    await keepScreenshot(options.page, 'i18n-pseudo-options');
    await expectTextFits(options.page, 'options');
  });

  it('says each error state in the pseudo-locale', async () => {
    screenshotOnFailure('i18n-pseudo-errors', () => pages);
    const errorShown = async (domain: string, kind: string) => {
      const { site, sidebar } = await SidebarPage.besideWebsite(bed.session, domain);
      pages.push(site, sidebar.page);
      await expect
        .poll(() => sidebar.errorNotice.first().getAttribute('data-kind'), { timeout: 20_000 })
        .toBe(kind);
      await expectTextFits(sidebar.page, `error: ${kind}`);
    };
    // A rate limit and a server error hold later requests back; each new key is a new connection, which
    // starts without the backoff (lib/background/settings-changes.ts), so each state is its own. The first
    // key differs from the last test's, whose failed run left a backoff.
    await configure(bed.session.serviceWorker, {
      baseUrl: bed.sandbox.url,
      apiKey: 'demo-no-accounts',
      language: 'en-XA',
    });
    await errorShown(RTL_ACCOUNT.domain, 'forbidden');
    await configure(bed.session.serviceWorker, { apiKey: 'not-a-real-key' });
    await errorShown(EMOJI_ACCOUNT.domain, 'unauthorized');
    await configure(bed.session.serviceWorker, { apiKey: 'demo-full' });
    bed.sandbox.setFault('rate-limit=4@/api/v1/accounts');
    try {
      await errorShown(SMALL_MISSING_ACCOUNT.domain, 'rate_limited');
    } finally {
      bed.sandbox.setFault(null);
    }
    await configure(bed.session.serviceWorker, { apiKey: 'demo-no-vendors' });
    bed.sandbox.setFault('status=500@/api/v1/accounts');
    try {
      await errorShown(LONG_NAME_ACCOUNT.domain, 'server');
    } finally {
      bed.sandbox.setFault(null);
    }
    await configure(bed.session.serviceWorker, { apiKey: 'demo-full' });

    // A domain that is not an account: not found, with the accounts it may have meant.
    const { site, sidebar } = await SidebarPage.besideWebsite(bed.session, NOT_AN_ACCOUNT_DOMAIN);
    pages.push(site, sidebar.page);
    await sidebar.page.getByTestId('suggestions').waitFor({ timeout: 15_000 });
    await keepScreenshot(sidebar.page, 'i18n-pseudo-not-found');
    await expectTextFits(sidebar.page, 'not found, with suggestions');

    // A Research filter value the API does not know, with the value it may have meant.
    const research = await ResearchPage.open(bed.session, '#research/accounts?products%5B%5D=Relaytix');
    pages.push(research.page);
    await research.invalidFilters.waitFor({ timeout: 15_000 });
    await keepScreenshot(research.page, 'i18n-pseudo-unknown-filter');
    await expectTextFits(research.page, 'an unknown filter value');
  }, 120_000);
});

/** The account's section tab list's accessible name, whatever the language. */
async function sectionList(page: Page): Promise<string> {
  const list = page.getByRole('tablist').first();
  return (await list.getAttribute('aria-label')) ?? '';
}

describe('the pseudo-locale on a meeting’s brief', () => {
  const TEAM_AND_BUYERS = 'https://calendar.google.com/calendar/u/0/r/day/2026/11/27';
  let bed: CalendarBed | undefined;
  const pages: Page[] = [];

  beforeAll(async () => {
    bed = await startCalendarBed([
      { prefix: TEAM_AND_BUYERS, file: 'google-calendar/event-dialog-team-and-buyers.html' },
    ]);
    await bed.session.serviceWorker.evaluate(() => chrome.storage.local.set({ calendarsOn: true }));
    await configure(bed.session.serviceWorker, { language: 'en-XA' });
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('briefs on an event with two companies and the organizer’s colleagues', async () => {
    screenshotOnFailure('i18n-pseudo-meeting', () => pages);
    const { session } = bed as CalendarBed;
    await expect
      .poll(
        () =>
          session.serviceWorker.evaluate(
            async () => (await chrome.scripting.getRegisteredContentScripts()).length,
          ),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
    const calendar = await session.context.newPage();
    pages.push(calendar);
    await calendar.goto(TEAM_AND_BUYERS);
    const sidebar = await SidebarPage.open(session, await tabIdOf(session.serviceWorker, calendar.url()));
    pages.push(sidebar.page);
    await sidebar.page.getByTestId('meeting-brief').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => sidebar.page.getByTestId('meeting-company-brief').count(), { timeout: 15_000 })
      .toBe(2);
    await sidebar.page.getByTestId('brief-perspectives').first().waitFor({ timeout: 15_000 });
    await keepScreenshot(sidebar.page, 'i18n-pseudo-meeting-brief');
    await expectTextFits(sidebar.page, 'meeting brief');

    // The brief's printed page (brief.html), on screen and as printed.
    const printed = session.context.waitForEvent('page');
    await sidebar.page.getByTestId('print-meeting').click();
    const sheet = await printed;
    pages.push(sheet);
    await sheet.getByTestId('brief-document').waitFor({ timeout: 15_000 });
    await keepScreenshot(sheet, 'i18n-pseudo-printed-brief');
    await expectTextFits(sheet, 'printed brief');
    await sheet.emulateMedia({ media: 'print' });
    await expectTextFits(sheet, 'printed brief, print media');
  });
});
