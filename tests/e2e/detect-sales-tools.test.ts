import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGEMENT_ORIGINS, ENGAGEMENT_SCRIPT_ID } from '../../lib/shared/engagement';
import type { RunningSandbox } from '../../sandbox/app';
import { RICH_ACCOUNT } from '../../sandbox/known-records';
import {
  configure,
  EXTENSION_DIR,
  type ExtensionSession,
  launchExtension,
  screenshotOnFailure,
  startTestSandbox,
  tabIdOf,
} from './harness';
import { SidebarPage } from './pages/sidebar-page';

// The new surfaces in the built extension against the sandbox: an Outreach prospect (the engagement content
// script, registered at runtime once the rep turned the engagement apps on) and a Freshsales account (the
// crm-more content script, in the manifest) each show their account in the side panel and the toolbar badge, as
// do a French Salesforce account and a Japanese Salesforce contact.
// Headless Chromium cannot show the optional permission prompt Options raises, so this profile's copy of the
// extension has the engagement hosts in its manifest: the grant is given, the rep's switch is not, and the
// script must wait for the switch.

const PAGES_DIR = 'tests/fixtures/pages';

/** A fixture page pointed at the sandbox's rich account instead of the company it names. */
function fixtureFor(file: string, company: string): string {
  // Any case: a CRM shows an address as it was typed (Jane.Doe@Globex.com).
  const pattern = new RegExp(company.replaceAll('.', '\\.'), 'gi');
  return readFileSync(join(PAGES_DIR, file), 'utf8').replace(pattern, RICH_ACCOUNT.domain);
}

describe("journey: the newer surfaces' records name their account in the side panel and the badge", () => {
  let sandbox: RunningSandbox;
  let session: ExtensionSession;
  let extensionDir: string;
  const pages: Page[] = [];

  beforeAll(async () => {
    extensionDir = mkdtempSync(join(tmpdir(), 'buyer-lens-engagement-'));
    cpSync(EXTENSION_DIR, extensionDir, { recursive: true });
    const manifestPath = join(extensionDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions?: string[] };
    manifest.host_permissions = [...(manifest.host_permissions ?? []), ...ENGAGEMENT_ORIGINS];
    writeFileSync(manifestPath, JSON.stringify(manifest));
    sandbox = await startTestSandbox();
    session = await launchExtension({ extensionDir });
    await configure(session.serviceWorker, { baseUrl: sandbox.url, apiKey: 'demo-full' });
    await session.context.route('https://app.outreach.io/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: fixtureFor('outreach/prospect.html', 'globex.com'),
      }),
    );
    // The journeys in the rep's language, to the side panel (tests/e2e/detection.test.ts reads
    // the same two records' detection from storage): a French account, a Japanese contact.
    const lightning: Record<string, string> = {
      '/lightning/r/Account/0015g00000AcmeRbAA/view': fixtureFor(
        'salesforce/fr/lightning-account.html',
        'acme-robotics.com',
      ),
      '/lightning/r/Contact/0035g00000JaneDoAA/view': fixtureFor(
        'salesforce/ja/lightning-contact.html',
        'globex.com',
      ),
    };
    await session.context.route('https://sellerco.lightning.force.com/**', (route) => {
      const html = lightning[new URL(route.request().url()).pathname];
      return html
        ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
        : route.abort();
    });
    await session.context.route('https://sellerco.myfreshworks.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: fixtureFor('freshsales/account.html', 'acme-robotics.com'),
      }),
    );
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
    }, ENGAGEMENT_SCRIPT_ID);

  async function open(url: string): Promise<Page> {
    const page = await session.context.newPage();
    pages.push(page);
    await page.goto(url);
    return page;
  }

  async function expectAccount(page: Page): Promise<void> {
    const tabId = await tabIdOf(session.serviceWorker, page.url());
    const sidebar = await SidebarPage.open(session, tabId);
    pages.push(sidebar.page);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    const badge = await session.serviceWorker.evaluate(
      (id) => chrome.action.getBadgeText({ tabId: id }),
      tabId,
    );
    expect(badge).toMatch(/^\d+$/);
  }

  it('names the account of an Outreach prospect by their business email, once the rep turned Outreach on', async () => {
    screenshotOnFailure('detect-outreach', () => pages);
    // Granted but not turned on: no engagement script.
    expect(await registered()).toEqual([]);
    await session.serviceWorker.evaluate(() => chrome.storage.local.set({ engagementOn: true }));
    await expect
      .poll(registered, { timeout: 10_000 })
      .toEqual([{ id: ENGAGEMENT_SCRIPT_ID, matches: [...ENGAGEMENT_ORIGINS].sort() }]);
    const prospect = await open('https://app.outreach.io/prospects/42/overview');
    await expectAccount(prospect);
  });

  it('names the account of a Freshsales account record by its Website', async () => {
    screenshotOnFailure('detect-freshsales', () => pages);
    const account = await open('https://sellerco.myfreshworks.com/crm/sales/accounts/70000123456');
    await expectAccount(account);
  });

  it('names the account of a French Salesforce account and of a Japanese Salesforce contact', async () => {
    screenshotOnFailure('detect-salesforce-fr-ja', () => pages);
    await expectAccount(
      await open('https://sellerco.lightning.force.com/lightning/r/Account/0015g00000AcmeRbAA/view'),
    );
    await expectAccount(
      await open('https://sellerco.lightning.force.com/lightning/r/Contact/0035g00000JaneDoAA/view'),
    );
  });

  it('stops reading Outreach when the rep turns it off', async () => {
    await session.serviceWorker.evaluate(() => chrome.storage.local.set({ engagementOn: false }));
    await expect.poll(registered, { timeout: 10_000 }).toEqual([]);
  });
});
