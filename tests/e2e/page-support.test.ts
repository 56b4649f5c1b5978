import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMOJI_ACCOUNT, RICH_ACCOUNT } from '../../sandbox/known-records';
import { configure, type ExtensionScope, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { SidebarPage } from './pages/sidebar-page';
import { companyPage, serveSite } from './pages/ui-helpers';

// Page support in the built extension in real Chromium against the sandbox: "Not this company?" (the
// rep's pick wins, the next visit too, the tab's state says the rep corrected it, Options lists and removes it)
// and "Copy page outline for support" (the CRM page's content script answers; no record value is copied).

type StoredState = {
  status: string;
  domain?: string;
  detection?: { domain?: string; correctedByRep?: boolean };
};

async function tabState(scope: ExtensionScope, tabId: number): Promise<StoredState | undefined> {
  return scope.evaluate(
    async (id) => (await chrome.storage.session.get(`tabState:${id}`))[`tabState:${id}`] as never,
    tabId,
  );
}

describe('journey: the rep corrects the company a page shows, and copies a page outline for support', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
  });

  it('Not this company?: the picked account wins now and on the next visit, and Options removes it', async () => {
    screenshotOnFailure('page-support-correction', () => pages);
    const origin = `https://www.${RICH_ACCOUNT.domain}`;
    await serveSite(bed.session.context, origin, companyPage(RICH_ACCOUNT.domain));
    const site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`${origin}/`);
    const tabId = await tabIdOf(bed.session.serviceWorker, site.url());
    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);

    await sidebar.page.getByTestId('not-this-company').click();
    await sidebar.page.getByTestId('correction-query').fill(EMOJI_ACCOUNT.domain);
    await sidebar.page.getByRole('button', { name: 'Find' }).click();
    await sidebar.page.getByTestId('correction-pick').first().click();
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(EMOJI_ACCOUNT.name);
    await expect
      .poll(() => sidebar.page.getByTestId('company-corrected').textContent())
      .toContain(EMOJI_ACCOUNT.name);
    expect(await tabState(bed.session.serviceWorker, tabId)).toMatchObject({
      status: 'found',
      domain: EMOJI_ACCOUNT.domain,
      detection: { domain: EMOJI_ACCOUNT.domain, correctedByRep: true },
    });

    // The next visit to the website: corrected before it is looked up.
    await site.goto(`${origin}/pricing`);
    await expect
      .poll(async () => (await tabState(bed.session.serviceWorker, tabId))?.detection, { timeout: 15_000 })
      .toMatchObject({ domain: EMOJI_ACCOUNT.domain, correctedByRep: true });

    // Options lists it; Remove forgets it, and the website shows its own account again.
    const options = await bed.session.context.newPage();
    pages.push(options);
    await options.goto(`chrome-extension://${bed.session.extensionId}/options.html`);
    const entry = options.getByTestId('company-correction-entry');
    await expect.poll(() => entry.textContent()).toContain(RICH_ACCOUNT.domain);
    expect(await entry.textContent()).toContain(EMOJI_ACCOUNT.name);
    await entry.getByRole('button', { name: /Remove/ }).click();
    await options.getByTestId('no-corrections').waitFor();
    await site.goto(`${origin}/`);
    await expect
      .poll(async () => (await tabState(bed.session.serviceWorker, tabId))?.detection, { timeout: 15_000 })
      .toEqual({ domain: RICH_ACCOUNT.domain, source: 'website' });
  });

  it("Copy page outline for support: the CRM page's outline, with the hooks and labels and no record value", async () => {
    screenshotOnFailure('page-support-outline', () => pages);
    const url = 'https://sellerco.lightning.force.com/lightning/r/Account/0015g00000AcmeRbAA/view';
    const html = readFileSync('tests/fixtures/pages/salesforce/lightning-account.html', 'utf8');
    await bed.session.context.route('https://sellerco.lightning.force.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    const crm = await bed.session.context.newPage();
    pages.push(crm);
    await crm.goto(url);
    const tabId = await tabIdOf(bed.session.serviceWorker, url);
    await expect
      .poll(async () => (await tabState(bed.session.serviceWorker, tabId))?.detection?.domain, {
        timeout: 15_000,
      })
      .toBe('acme-robotics.com');
    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    // What the button puts on the clipboard, caught where the page writes it.
    await sidebar.page.evaluate(() => {
      const copied = window as unknown as { copied?: string };
      navigator.clipboard.writeText = async (text: string) => {
        copied.copied = text;
      };
    });
    await sidebar.page.getByTestId('copy-page-outline').click();
    await expect
      .poll(() => sidebar.page.getByTestId('copy-page-outline-status').textContent())
      .toContain('Page outline copied');
    const outline = await sidebar.page.evaluate(
      () => (window as unknown as { copied?: string }).copied ?? '',
    );
    expect(outline).toContain('adapter: salesforce');
    expect(outline).toContain('data-target-selection-name="sfdc:RecordField.Account.Website"');
    expect(outline).toContain('"Website"');
    expect(outline.toLowerCase()).not.toContain('acme-robotics');
    expect(outline).not.toContain('Acme Robotics');
  });
});
