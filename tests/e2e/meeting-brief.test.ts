import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMOJI_ACCOUNT, RICH_ACCOUNT } from '../../sandbox/known-records';
import { type CalendarBed, startCalendarBed } from './calendar-session';
import { keepScreenshot, screenshotOnFailure, tabIdOf } from './harness';
import { SidebarPage } from './pages/sidebar-page';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

// The meeting brief through the built extension against the sandbox, on Google Calendar fixture pages: the
// side panel's "This meeting" brief for an event with one outside company, with two companies and the organizer's colleagues
// and a personal address among the guests (nothing but the two domains asked for), with Your company set, and
// its Copy and Print.

const ONE_COMPANY = 'https://calendar.google.com/calendar/u/0/r/week/2026/11/26';
const TEAM_AND_BUYERS = 'https://calendar.google.com/calendar/u/0/r/day/2026/11/27';

describe('journey: the brief for the meeting in ten minutes', () => {
  let bed: CalendarBed;
  const pages: Page[] = [];

  beforeAll(async () => {
    bed = await startCalendarBed([
      { prefix: TEAM_AND_BUYERS, file: 'google-calendar/event-dialog-team-and-buyers.html' },
      { prefix: ONE_COMPANY, file: 'google-calendar/event-dialog-one-company.html' },
    ]);
    await bed.session.serviceWorker.evaluate(() => chrome.storage.local.set({ calendarsOn: true }));
    await bed.session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  afterAll(async () => {
    await bed?.close();
  });

  /** Opens the calendar page, once the calendar script is registered, and the side panel following it. */
  async function briefFor(url: string): Promise<SidebarPage> {
    await expect
      .poll(
        () =>
          bed.session.serviceWorker.evaluate(
            async () => (await chrome.scripting.getRegisteredContentScripts()).length,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    const calendar = await bed.session.context.newPage();
    pages.push(calendar);
    await calendar.goto(url);
    const tabId = await tabIdOf(bed.session.serviceWorker, calendar.url());
    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    await sidebar.page.getByTestId('meeting-brief').waitFor({ timeout: 15_000 });
    return sidebar;
  }

  it('briefs on an event with one outside company: stack, priorities, a perspective and Q&A', async () => {
    screenshotOnFailure('meeting-brief-one', () => pages);
    const sidebar = await briefFor(ONE_COMPANY);
    const page = sidebar.page;
    await expect(page.getByTestId('this-tab').textContent()).resolves.toBe('This meeting');
    const company = page.getByTestId('meeting-company-brief');
    await expect.poll(() => company.count()).toBe(1);
    await expect
      .poll(() => company.getByTestId('brief-account-name').textContent(), { timeout: 15_000 })
      .toBe(RICH_ACCOUNT.name);
    await expect(company.getByTestId('account-kpis').isVisible()).resolves.toBe(true);
    // The stack, unhappy first.
    const statuses = await company
      .getByTestId('brief-stack')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    expect(statuses.length).toBeGreaterThan(0);
    const firstHappy = statuses.findIndex((row) => !row.includes('Unhappy'));
    expect(statuses.slice(firstHappy).some((row) => row.includes('Unhappy with'))).toBe(false);
    // What its buyers named, each with its interview; the newest perspectives; the Q&A with confidence.
    await company.getByTestId('brief-perspectives').waitFor({ timeout: 15_000 });
    await expect(company.getByTestId('talking-point').count()).resolves.toBeGreaterThan(0);
    await expect(company.getByTestId('brief-perspective').count()).resolves.toBeGreaterThan(0);
    await expect(company.getByTestId('brief-qa').textContent()).resolves.toContain('confidence');
    await expectNoSeriousA11yViolations(page, 'meeting brief, one company');
    await keepScreenshot(page, 'meeting-brief-one-company');

    // "Read the interview" opens it in the side panel.
    await company.getByRole('button', { name: 'Read the interview' }).first().click();
    await page.getByTestId('transcript-title').waitFor({ timeout: 15_000 });
  });

  it('briefs on two companies in guest order, counts the others in one line, and asks for nothing but the two domains', async () => {
    screenshotOnFailure('meeting-brief-two', () => pages);
    const before = bed.sandbox.requests.length;
    const sidebar = await briefFor(TEAM_AND_BUYERS);
    const page = sidebar.page;
    const sections = page.getByTestId('meeting-company-brief');
    await expect
      .poll(() => sections.evaluateAll((all) => all.map((section) => section.getAttribute('data-domain'))), {
        timeout: 15_000,
      })
      .toEqual([RICH_ACCOUNT.domain, EMOJI_ACCOUNT.domain]);
    await expect(page.getByTestId('meeting-guests').textContent()).resolves.toBe(
      '2 internal guests and 1 personal address not looked up',
    );
    await expect
      .poll(() => page.getByTestId('brief-account-name').allTextContents(), { timeout: 15_000 })
      .toEqual([RICH_ACCOUNT.name, EMOJI_ACCOUNT.name]);
    await sections.nth(0).getByTestId('brief-perspectives').waitFor({ timeout: 15_000 });
    // Interviews are read for the companies on screen only: the second, below the fold, once scrolled to.
    const searched = () =>
      new Set(
        bed.sandbox.requests
          .slice(before)
          .filter((request) => request.path === '/api/v1/transcripts')
          .map((request) => new URLSearchParams(request.search).get('accounts[]')),
      ).size;
    expect(
      await sections.nth(1).evaluate((section) => section.getBoundingClientRect().top > innerHeight),
    ).toBe(true);
    // The first company's may come from the cache (the first journey read them).
    const onScreen = searched();
    expect(onScreen).toBeLessThanOrEqual(1);
    await sections.nth(1).scrollIntoViewIfNeeded();
    await sections.nth(1).getByTestId('brief-use-cases').waitFor({ timeout: 15_000 });
    expect(searched()).toBe(onScreen + 1);
    // Two companies' sections side by side on one page: no duplicate id, no heading skipped.
    await expectNoSeriousA11yViolations(page, 'meeting brief, two companies');
    await keepScreenshot(page, 'meeting-brief-two-companies');

    const asked = bed.sandbox.requests
      .slice(before)
      .map((request) => decodeURIComponent(`${request.path}${request.search}`));
    // Account requests name one of the two domains only (the first company's may come from the cache).
    const accounts = asked.filter((path) => path.startsWith('/api/v1/accounts'));
    expect(accounts.length).toBeGreaterThan(0);
    for (const path of accounts)
      expect([
        `/api/v1/accounts/${RICH_ACCOUNT.domain}`,
        `/api/v1/accounts/${EMOJI_ACCOUNT.domain}`,
      ]).toContain(path.split('?')[0]);
    // Never a guest's name or address, the organizer's company, nor the event's text.
    for (const path of asked)
      expect(path).not.toMatch(/roadmap|renewal|mia|chen|dana|sam\.|jamie|sellerco|gmail|@/i);
  });

  it('says how they use your product, the competitors they use and what buyers dislike about them', async () => {
    screenshotOnFailure('meeting-brief-your-company', () => pages);
    await bed.session.serviceWorker.evaluate(async () => {
      const stored = await chrome.storage.local.get('connection');
      const connection = stored.connection as { id: string };
      await chrome.storage.local.set({
        yourCompany: [
          { connection: connection.id, vendor: { slug: 'cadencia', name: 'Cadencia' }, products: [] },
        ],
      });
    });
    const sidebar = await briefFor(ONE_COMPANY);
    const ours = sidebar.page.getByTestId('meeting-company-brief').getByTestId('our-product');
    await expect.poll(() => ours.textContent(), { timeout: 15_000 }).toContain('Cadencia');
    await expect
      .poll(() => ours.getByTestId('our-product-competitor').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => ours.getByTestId('our-product-dislikes').locator('li').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
  });

  it('copies the whole brief as Markdown and plain text, and prints it on a clean page', async () => {
    screenshotOnFailure('meeting-brief-share', () => pages);
    const sidebar = await briefFor(TEAM_AND_BUYERS);
    const page = sidebar.page;
    await page.getByTestId('copy-meeting-markdown').click();
    await expect
      .poll(() => page.getByTestId('meeting-brief-status').textContent(), { timeout: 15_000 })
      .toBe('Brief copied as Markdown.');
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# Meeting brief: Joint roadmap review/);
    expect(markdown).toContain(`## ${RICH_ACCOUNT.name}`);
    expect(markdown).toContain(EMOJI_ACCOUNT.domain);
    expect(markdown).toContain('2 internal guests and 1 personal address not looked up');
    expect(markdown).toContain('### What their buyers said');
    expect(markdown).toMatch(/\nBuyer Lens, \w{3} \d{1,2}, \d{4}\n$/);

    await page.getByTestId('copy-meeting-text').click();
    await expect
      .poll(() => page.getByTestId('meeting-brief-status').textContent(), { timeout: 15_000 })
      .toBe('Brief copied as plain text.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain(RICH_ACCOUNT.name);
    expect(text).not.toMatch(/^#|\*\*/m);

    const printed = bed.session.context.waitForEvent('page');
    await page.getByTestId('print-meeting').click();
    const sheet = await printed;
    pages.push(sheet);
    await sheet.getByTestId('brief-document').waitFor({ timeout: 15_000 });
    expect(new URL(sheet.url()).pathname).toBe('/brief.html');
    await expect(sheet.getByTestId('brief-company').count()).resolves.toBe(2);
    await expect(sheet.getByTestId('brief-footer').textContent()).resolves.toMatch(
      /^Buyer Lens, \w{3} \d{1,2}, \d{4}$/,
    );
    await sheet.emulateMedia({ media: 'print' });
    await expect(sheet.locator('button:visible').count()).resolves.toBe(0);
    await keepScreenshot(sheet, 'meeting-brief-print');
  });
});
