import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_ORIGINS, CALENDAR_SCRIPT_ID } from '../../lib/shared/calendars';
import type { RunningSandbox } from '../../sandbox/app';
import { EMOJI_ACCOUNT, RICH_ACCOUNT } from '../../sandbox/known-records';
import { type CalendarBed, startCalendarBed } from './calendar-session';
import { type ExtensionSession, screenshotOnFailure, tabIdOf } from './harness';
import { PopupPage } from './pages/popup-page';
import { SidebarPage } from './pages/sidebar-page';

// Calendars in the built extension against the sandbox: a Google Calendar event with one outside
// company (the badge shows its account; the side panel briefs on it) and with two (no company of the tab's own;
// the side panel briefs on each and the popup says "This meeting: A, B" and opens each). The calendar content
// script is registered at runtime once the rep turned Google Calendar on (calendar-session.ts: the grant is
// given, the rep's switch is not, and the script must wait for the switch). The brief itself: meeting-brief.test.ts.

const WEEK = 'https://calendar.google.com/calendar/u/0/r/week/2026/11/26';
const TWO_COMPANIES = 'https://calendar.google.com/calendar/u/0/r/day/2026/11/26';

describe('journey: a Google Calendar event names its outside companies', () => {
  let bed: CalendarBed;
  let sandbox: RunningSandbox;
  let session: ExtensionSession;
  const pages: Page[] = [];

  beforeAll(async () => {
    bed = await startCalendarBed([
      { prefix: TWO_COMPANIES, file: 'google-calendar/event-dialog-two-companies.html' },
      { prefix: WEEK, file: 'google-calendar/event-dialog-one-company.html' },
    ]);
    ({ sandbox, session } = bed);
  });

  afterAll(async () => {
    await bed?.close();
  });

  const registered = () =>
    session.serviceWorker.evaluate(async (id) => {
      const scripts = await chrome.scripting.getRegisteredContentScripts({ ids: [id] });
      return scripts.map((script) => ({ id: script.id, matches: [...(script.matches ?? [])].sort() }));
    }, CALENDAR_SCRIPT_ID);

  async function open(url: string): Promise<Page> {
    const page = await session.context.newPage();
    pages.push(page);
    await page.goto(url);
    return page;
  }

  it('registers the calendar content script only once the rep turns Google Calendar on', async () => {
    screenshotOnFailure('detect-calendar-switch', () => pages);
    // Granted but not turned on: no calendar script.
    expect(await registered()).toEqual([]);
    await session.serviceWorker.evaluate(() => chrome.storage.local.set({ calendarsOn: true }));
    await expect
      .poll(registered, { timeout: 10_000 })
      .toEqual([{ id: CALENDAR_SCRIPT_ID, matches: [...CALENDAR_ORIGINS].sort() }]);
  });

  it('shows the account of an event with one outside company, on the badge and in the side panel brief', async () => {
    screenshotOnFailure('detect-calendar-one', () => pages);
    const calendar = await open(WEEK);
    const tabId = await tabIdOf(session.serviceWorker, calendar.url());
    const sidebar = await SidebarPage.open(session, tabId);
    pages.push(sidebar.page);
    const name = sidebar.page.getByTestId('brief-account-name');
    await expect.poll(() => name.allTextContents(), { timeout: 15_000 }).toEqual([RICH_ACCOUNT.name]);
    await expect(sidebar.page.getByTestId('this-tab').textContent()).resolves.toBe('This meeting');
    const badge = await session.serviceWorker.evaluate(
      (id) => chrome.action.getBadgeText({ tabId: id }),
      tabId,
    );
    expect(badge).toMatch(/^\d+$/);
  });

  it('says "This meeting: A, B" for two outside companies and opens each, in the side panel and the popup', async () => {
    screenshotOnFailure('detect-calendar-two', () => pages);
    const calendar = await open(TWO_COMPANIES);
    const tabId = await tabIdOf(session.serviceWorker, calendar.url());
    const expected = `This meeting: ${RICH_ACCOUNT.domain}, ${EMOJI_ACCOUNT.domain}`;

    const sidebar = await SidebarPage.open(session, tabId);
    pages.push(sidebar.page);
    const sections = sidebar.page.getByTestId('meeting-company-brief');
    await expect
      .poll(() => sections.evaluateAll((all) => all.map((section) => section.getAttribute('data-domain'))), {
        timeout: 15_000,
      })
      .toEqual([RICH_ACCOUNT.domain, EMOJI_ACCOUNT.domain]);
    await expect(sidebar.page.getByTestId('meeting-title').textContent()).resolves.toBe(
      'Joint roadmap review',
    );
    // No company of the tab's own: nothing looked up, no count on the badge.
    const state = await session.serviceWorker.evaluate(
      async (id) => (await chrome.storage.session.get(`tabState:${id}`))[`tabState:${id}`],
      tabId,
    );
    expect(state).toMatchObject({ status: 'no_company', detection: null });
    const badge = await session.serviceWorker.evaluate(
      (id) => chrome.action.getBadgeText({ tabId: id }),
      tabId,
    );
    expect(badge).not.toMatch(/^\d+$/);
    await sections
      .nth(1)
      .getByRole('button', { name: `Open ${EMOJI_ACCOUNT.name}` })
      .click();
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(EMOJI_ACCOUNT.name);

    const popup = await PopupPage.open(session, `?tabId=${tabId}`);
    pages.push(popup.page);
    await expect
      .poll(() => popup.page.getByTestId('meeting').locator('h2').textContent(), { timeout: 10_000 })
      .toBe(expected);
    await expect(popup.page.getByTestId('meeting-company').count()).resolves.toBe(2);

    // Only registrable domains went to the API: never a title, a name or an address.
    const asked = sandbox.requests.map((request) => `${request.path}${request.search}`);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.map((url) => url.split('?')[0])).toContain(`/api/v1/accounts/${EMOJI_ACCOUNT.domain}`);
    for (const url of asked) expect(url).not.toMatch(/roadmap|renewal|mia|chen|%40|@/i);
  });
});
