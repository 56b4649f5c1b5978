import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Detection } from '@/lib/detect/types';
import { RICH_ACCOUNT } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { PopupPage } from './pages/popup-page';
import { SidebarPage } from './pages/sidebar-page';

// A Salesforce opportunity shows its account only by name (Account Name); the fixture names a sandbox account
// (RICH_ACCOUNT, "Pinecrest Logistics"). Served at its real URL, the CRM content script reads the name, the
// background checks it and looks the account up by that exact name (docs/api.md 4.5).

const PAGES_DIR = resolve('tests/fixtures/pages');
const FILE = 'salesforce/lightning-opportunity.html';
const manifest = JSON.parse(readFileSync(join(PAGES_DIR, 'manifest.json'), 'utf8')) as {
  file: string;
  url: string;
  expected: Detection | null;
}[];
const opportunity = manifest.find((page) => page.file === FILE);

describe('journey: a CRM opportunity that shows its account only by name', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    const html = readFileSync(join(PAGES_DIR, FILE), 'utf8');
    // The document only: the page's stylesheets and scripts are not part of the snapshot.
    await bed.session.context.route(
      (url) => url.href === opportunity?.url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
  });

  it('finds the account by its name, says "matched by name", and sends nothing but that name', async () => {
    screenshotOnFailure('ui-crm-by-name', () => pages);
    expect(opportunity?.expected).toEqual({ companyName: RICH_ACCOUNT.name, source: 'salesforce' });
    if (!opportunity) return;
    bed.sandbox.requests.length = 0;
    const crm = await bed.session.context.newPage();
    pages.push(crm);
    await crm.goto(opportunity.url);
    const tabId = await tabIdOf(bed.session.serviceWorker, crm.url());

    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    expect(await sidebar.matchedByName.textContent()).toMatch(/^Matched by name/);
    expect(await sidebar.matchedByName.isVisible()).toBe(true);
    await keepScreenshot(sidebar.page, 'ui-crm-by-name-sidebar');

    const state = await bed.session.serviceWorker.evaluate(async (id) => {
      const key = `tabState:${id}`;
      return (await chrome.storage.session.get(key))[key] as { status: string; detection: Detection };
    }, tabId);
    expect(state).toMatchObject({
      status: 'found',
      detection: { companyName: RICH_ACCOUNT.name, source: 'salesforce' },
    });
    expect(
      await bed.session.serviceWorker.evaluate((id) => chrome.action.getTitle({ tabId: id }), tabId),
    ).toBe(`Buyer Lens: ${RICH_ACCOUNT.name}, 48 interviews (matched by name)`);

    const popup = await PopupPage.open(bed.session, `?tabId=${tabId}`);
    pages.push(popup.page);
    const thisTab = popup.page.getByTestId('popup-tab');
    await expect.poll(() => thisTab.getByTestId('account-name').textContent()).toBe(RICH_ACCOUNT.name);
    expect(await thisTab.getByTestId('matched-by-name').isVisible()).toBe(true);

    // What left the browser: the account name, never the opportunity's name or its Next Step's address.
    const accountIds = bed.sandbox.requests
      .filter((request) => request.path.startsWith('/api/v1/accounts'))
      .map((request) => decodeURIComponent(request.path.slice('/api/v1/accounts/'.length)));
    expect(accountIds.length).toBeGreaterThan(0);
    expect(new Set(accountIds)).toEqual(new Set([RICH_ACCOUNT.name]));
  });
});
