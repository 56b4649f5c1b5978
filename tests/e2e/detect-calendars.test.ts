import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_ORIGINS, CALENDAR_SCRIPT_ID } from '../../lib/shared/calendars';
import type { RunningSandbox } from '../../sandbox/app';
import { EMOJI_ACCOUNT, RICH_ACCOUNT } from '../../sandbox/known-records';
import {
  configure,
  EXTENSION_DIR,
  type ExtensionSession,
  launchExtension,
  screenshotOnFailure,
  startTestSandbox,
  tabIdOf,
} from './harness';
import { PopupPage } from './pages/popup-page';
import { SidebarPage } from './pages/sidebar-page';

// Issue 17, section 2, in the built extension against the sandbox: a Google Calendar event with one outside
// company (the badge and the side panel show its account) and with two (no company of the tab's own; the side
// panel and popup say "This meeting: A, B" and open each). The calendar content script is registered at runtime
// once the rep turned Google Calendar on; headless Chromium cannot show the optional permission prompt Options
// raises, so this profile's copy of the extension has calendar.google.com in its manifest: the grant is given,
// the rep's switch is not, and the script must wait for the switch.

const PAGES_DIR = 'tests/fixtures/pages';
const WEEK = 'https://calendar.google.com/calendar/u/0/r/week/2026/11/26';
const TWO_COMPANIES = 'https://calendar.google.com/calendar/u/0/r/day/2026/11/26';

describe('journey: a Google Calendar event names its outside companies', () => {
  let sandbox: RunningSandbox;
  let session: ExtensionSession;
  let extensionDir: string;
  const pages: Page[] = [];

  beforeAll(async () => {
    extensionDir = mkdtempSync(join(tmpdir(), 'buyer-lens-calendars-'));
    cpSync(EXTENSION_DIR, extensionDir, { recursive: true });
    const manifestPath = join(extensionDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions?: string[] };
    manifest.host_permissions = [...(manifest.host_permissions ?? []), ...CALENDAR_ORIGINS];
    writeFileSync(manifestPath, JSON.stringify(manifest));
    sandbox = await startTestSandbox();
    session = await launchExtension({ extensionDir });
    await configure(session.serviceWorker, { baseUrl: sandbox.url, apiKey: 'demo-full' });
    const serve = (file: string) => readFileSync(join(PAGES_DIR, file), 'utf8');
    await session.context.route('https://calendar.google.com/**', (route) => {
      const url = route.request().url();
      if (!route.request().isNavigationRequest()) return route.abort();
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: serve(
          url.startsWith(TWO_COMPANIES)
            ? 'google-calendar/event-dialog-two-companies.html'
            : 'google-calendar/event-dialog-one-company.html',
        ),
      });
    });
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
    if (extensionDir) rmSync(extensionDir, { recursive: true, force: true });
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

  it('shows the account of an event with one outside company, on the badge and in the side panel', async () => {
    screenshotOnFailure('detect-calendar-one', () => pages);
    const calendar = await open(WEEK);
    const tabId = await tabIdOf(session.serviceWorker, calendar.url());
    const sidebar = await SidebarPage.open(session, tabId);
    pages.push(sidebar.page);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    await expect(sidebar.page.getByTestId('meeting').locator('h2').textContent()).resolves.toBe(
      `This meeting: ${RICH_ACCOUNT.domain}`,
    );
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
    const heading = sidebar.page.getByTestId('meeting').locator('h2');
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toBe(expected);
    await expect(sidebar.page.getByTestId('meeting').locator('p').textContent()).resolves.toContain(
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
    const buttons = sidebar.page.getByTestId('meeting-company');
    await expect(buttons.allTextContents()).resolves.toEqual([
      `Open ${RICH_ACCOUNT.domain}`,
      `Open ${EMOJI_ACCOUNT.domain}`,
    ]);
    await buttons.nth(1).click();
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
    expect(asked).toContain(`/api/v1/accounts/${EMOJI_ACCOUNT.domain}`);
    for (const url of asked) expect(url).not.toMatch(/roadmap|renewal|mia|chen|%40|@/i);
  });
});
