import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import { ARRIVING_ACCOUNT, RICH_ACCOUNT, SANDBOX_KEYS } from '../../sandbox/known-records';
import { listPageWithRows, listRowId, sandboxListCompanies } from '../fixtures/pages/list-rows';
import { interviewsOf } from '../fixtures/sandbox-client';
import { type FirefoxSession, keepFirefoxScreenshot, launchFirefox } from './firefox/firefox';
import { FirefoxOptionsPage, FirefoxPopupPage, textOfTestId, typeInto } from './firefox/pages';

// The core journeys in real Firefox (Debian's firefox-esr, headless, WebDriver BiDi), against the real sandbox.
// Where Firefox differs from Chromium:
// - No `sidePanel`: the sidebar is `sidebar_action`, the same sidepanel.html, opened here as a tab that follows
//   a given tab (as the Chromium tests open it too).
// - Manifest V3 here as in Chrome (docs/admin-guide.md, "Firefox"): `action` for the badge, host permissions granted at
//   install, `optional_host_permissions` for the API's origin. The background is an event page, not a worker:
//   the test talks to the extension through one of its pages.
// - Permission prompts: headless Firefox shows none, so the test profile grants optional requests without one
//   (tests/e2e/firefox/firefox.ts); Options' request for the sandbox's origin goes through that.

const PAGES_DIR = resolve('tests/fixtures/pages');
const PROSPECT_URL = `https://www.${RICH_ACCOUNT.domain}/`;
const PROSPECT_PAGE = `<!doctype html><html lang="en"><head><title>${RICH_ACCOUNT.name}</title></head>
<body><h1>${RICH_ACCOUNT.name}</h1><p>Freight that arrives when we said it would.</p></body></html>`;
const LIST_VIEW_URL = 'https://sellerco.lightning.force.com/lightning/o/Account/list?filterName=AllAccounts';
const CRM_OPPORTUNITY = {
  file: 'salesforce/lightning-opportunity.html',
  url: 'https://sellerco.lightning.force.com/lightning/r/Opportunity/0065g00000GlobxOAA/view',
};

/** The tab showing `url`, and its toolbar badge and title, as the extension's own pages read them. */
async function toolbarOf(firefox: FirefoxSession, url: string) {
  return firefox.inExtension(async (target) => {
    const api = (globalThis as unknown as { browser: typeof chrome }).browser;
    const tab = (await api.tabs.query({})).find((candidate) => candidate.url === target);
    if (tab?.id === undefined) return null;
    return {
      tabId: tab.id,
      badge: await api.action.getBadgeText({ tabId: tab.id }),
      title: await api.action.getTitle({ tabId: tab.id }),
    };
  }, url);
}

async function waitForBadge(firefox: FirefoxSession, url: string) {
  let toolbar: Awaited<ReturnType<typeof toolbarOf>> = null;
  await expect
    .poll(
      async () => {
        toolbar = await toolbarOf(firefox, url);
        return toolbar?.badge ?? '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  if (!toolbar) throw new Error(`no tab shows ${url}`);
  return toolbar as NonNullable<Awaited<ReturnType<typeof toolbarOf>>>;
}

describe('Firefox: the core journeys', () => {
  let sandbox: RunningSandbox;
  let firefox: FirefoxSession;
  const pages: Page[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    firefox = await launchFirefox();
  });
  afterAll(async () => {
    await firefox?.close();
    await sandbox?.close();
  });

  it('options saves a key through its form and tests the connection', async () => {
    const options = new FirefoxOptionsPage(
      await firefox.openPage('options.html', { width: 900, height: 900 }),
    );
    pages.push(options.page);
    expect(await options.save({ baseUrl: sandbox.url, apiKey: SANDBOX_KEYS.full })).toMatch(/saved/i);
    const report = await options.testConnection();
    expect(report).toContain('Connected.');
    expect(report).toContain('Account pages: yes');
    await keepFirefoxScreenshot(options.page, 'firefox-options');
    // The key went where content scripts cannot read it: the record keeps only its fingerprint.
    const stored = await firefox.inExtension(
      async () =>
        (await (globalThis as unknown as { browser: typeof chrome }).browser.storage.local.get('settings'))
          .settings,
      null,
    );
    expect(stored).toMatchObject({ baseUrl: sandbox.url });
    expect(stored).not.toHaveProperty('apiKey');
  });

  it("looks a prospect's website up: badge and title on its tab", async () => {
    const site = await firefox.openSite(PROSPECT_URL, PROSPECT_PAGE);
    pages.push(site);
    const toolbar = await waitForBadge(firefox, PROSPECT_URL);
    expect(toolbar.title).toBe(`Buyer Lens: ${RICH_ACCOUNT.name}, ${toolbar.badge} interviews`);
    expect(Number(toolbar.badge)).toBeGreaterThan(0);
    expect(sandbox.requests.map((request) => request.path)).toContain(
      `/api/v1/accounts/${RICH_ACCOUNT.domain}`,
    );
  });

  it('the sidebar page (sidebar_action) shows the account of the followed tab', async () => {
    const toolbar = await waitForBadge(firefox, PROSPECT_URL);
    const sidebar = await firefox.openPage(`sidepanel.html?tabId=${toolbar.tabId}`);
    pages.push(sidebar);
    expect(await textOfTestId(sidebar, 'account-name')).toBe(RICH_ACCOUNT.name);
    expect(await textOfTestId(sidebar, 'interview-count')).toContain(toolbar.badge);
    await keepFirefoxScreenshot(sidebar, 'firefox-sidebar');
  });

  it.each([
    ['a domain', RICH_ACCOUNT.domain],
    ['an email address', `Jane Doe <jane.doe@${RICH_ACCOUNT.domain}>`],
  ])('the popup looks up %s', async (kind, query) => {
    const popup = new FirefoxPopupPage(await firefox.openPage('popup.html'));
    pages.push(popup.page);
    await popup.lookUp(query);
    expect(await popup.accountName()).toBe(RICH_ACCOUNT.name);
    await keepFirefoxScreenshot(popup.page, `firefox-popup-${kind.replace(/\s+/g, '-')}`);
  });

  it("a CRM record's content script reports its company (Salesforce opportunity, by account name)", async () => {
    const html = readFileSync(resolve(PAGES_DIR, CRM_OPPORTUNITY.file), 'utf8');
    const crm = await firefox.openSite(CRM_OPPORTUNITY.url, html);
    pages.push(crm);
    const toolbar = await waitForBadge(firefox, CRM_OPPORTUNITY.url);
    const state = await firefox.inExtension(
      async (key) =>
        (await (globalThis as unknown as { browser: typeof chrome }).browser.storage.session.get(key))[key],
      `tabState:${toolbar.tabId}`,
    );
    expect(state).toMatchObject({
      status: 'found',
      detection: { companyName: RICH_ACCOUNT.name, source: 'salesforce' },
    });
    expect(toolbar.title).toContain(RICH_ACCOUNT.name);
    await keepFirefoxScreenshot(crm, 'firefox-crm-record');
  });

  it('marks the rows of a Salesforce list view that have an account, asking for the rows on screen only', async () => {
    const companies = sandboxListCompanies(5);
    const interviews = await Promise.all(companies.map((company) => interviewsOf(company.domain)));
    const before = sandbox.requests.length;
    const crm = await firefox.openSite(
      LIST_VIEW_URL,
      listPageWithRows('salesforce/lightning-list-view-accounts.html', companies),
      // Wide enough for the unstyled fixture's table not to wrap its names (Salesforce's cells never wrap).
      { width: 1500, height: 420 },
    );
    pages.push(crm);
    // What the page itself can see: its rows, and after each name link the bare host of a mark (its count is in
    // a closed shadow root, out of the page's reach) with a box when it shows one.
    const rows = () =>
      crm.evaluate(`(() => {
        const found = [];
        const visit = (root) => { for (const element of root.querySelectorAll('*')) {
          if (element.matches('a[href*="/lightning/r/Account/"]')) found.push(element);
          if (element.shadowRoot) visit(element.shadowRoot); } };
        visit(document);
        return found.map((link) => { const box = link.getBoundingClientRect(); const next = link.nextSibling;
          const mark = next && next.nodeName === 'SPAN' && next.childNodes.length === 0 ? next.getBoundingClientRect() : null;
          const line = [...link.getClientRects()].pop();
          return { href: link.getAttribute('href'), onScreen: box.bottom > 0 && box.top < innerHeight,
            marked: !!mark && mark.width > 0,
            // On the line where the name ends: a mark never wraps to a line of its own.
            onNameLine: !mark || mark.width === 0 || (!!line && (mark.top + mark.bottom) / 2 >= line.top && (mark.top + mark.bottom) / 2 <= line.bottom) }; });
      })()`) as Promise<{ href: string; onScreen: boolean; marked: boolean; onNameLine: boolean }[]>;
    const indexOf = (href: string) =>
      companies.findIndex((_, index) => href.includes(`/${listRowId(index)}/`));
    const onScreen = (await rows()).filter((row) => row.onScreen).map((row) => indexOf(row.href));
    expect(onScreen.length).toBeGreaterThan(5);
    expect(onScreen.length).toBeLessThan(30);
    const expected = onScreen.filter((index) => (interviews[index] ?? 0) > 0).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(1);
    await expect
      .poll(
        async () =>
          (await rows())
            .filter((row) => row.marked)
            .map((row) => indexOf(row.href))
            .sort((a, b) => a - b),
        { timeout: 15_000 },
      )
      .toEqual(expected);
    expect((await rows()).every((row) => row.onNameLine)).toBe(true);
    const domains = new Set(onScreen.map((index) => companies[index]?.domain));
    const asked = sandbox.requests
      .slice(before)
      .filter((request) => request.path === '/api/v1/accounts')
      .map((request) => new URLSearchParams(request.search).getAll('accounts[]'));
    expect(asked.length).toBeGreaterThan(0);
    for (const values of asked) for (const value of values) expect(domains.has(value), value).toBe(true);
    await keepFirefoxScreenshot(crm, 'firefox-list-marks');
  });

  it('My accounts: an import added and checked, then a watch run that finds the new interviews', async () => {
    const panel = await firefox.openPage('sidepanel.html#my-accounts');
    pages.push(panel);
    await typeInto(
      panel,
      '[data-testid="import-text"]',
      `${RICH_ACCOUNT.domain}\n${ARRIVING_ACCOUNT.domain}`,
    );
    expect(await textOfTestId(panel, 'import-counts')).toMatch(/^2 companies to add/);
    await (await panel.waitForSelector('[data-testid="import-add"]:not([disabled])'))?.click();
    await panel.waitForFunction(
      () => document.querySelector('[data-testid="check-outcome"]')?.textContent === '2 accounts checked.',
      { timeout: 30_000 },
    );
    // Following started the watch (its alarm, every 6 hours); three days later, a run finds the arriving
    // account's two interviews and its place in no saved search (none is saved in this profile).
    await expect
      .poll(() =>
        firefox.inExtension(
          async (name) =>
            (await (globalThis as unknown as { browser: typeof chrome }).browser.alarms.get(name))
              ?.periodInMinutes,
          'my-accounts-watch',
        ),
      )
      .toBe(360);
    sandbox.advanceClock(3);
    try {
      await (await panel.waitForSelector('[data-testid="whats-new-check"]:not([disabled])'))?.click();
      expect(await textOfTestId(panel, 'whats-new-status')).toBe('2 new items.');
      expect(await textOfTestId(panel, 'whats-new-account')).toContain(ARRIVING_ACCOUNT.name);
      expect(await panel.$$eval('[data-testid="whats-new-interview"]', (items) => items.length)).toBe(2);
      await keepFirefoxScreenshot(panel, 'firefox-my-accounts');
    } finally {
      sandbox.setClock(sandbox.today);
    }
  });
});
