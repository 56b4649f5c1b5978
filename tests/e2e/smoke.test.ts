import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { fingerprintOf } from './lookup-helpers';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

type AccountRow = { name: string; domain_name: string; slug: string };

describe('smoke: the built extension against the sandbox', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${bed.sandbox.url}${path}`, {
      headers: { Authorization: 'Token demo-full' },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  it('starts its service worker', () => {
    expect(bed.session.extensionId).toMatch(/^[a-p]{32}$/);
    expect(bed.session.serviceWorker.url()).toContain('background.js');
  });

  it('refuses invalid settings beside the field and saves valid ones', async () => {
    screenshotOnFailure('smoke-options', () => pages);
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);

    const refused = await options.save({ baseUrl: 'ftp://example.com', apiKey: 'demo full' });
    expect(refused).toContain('Nothing was saved');
    await expect.poll(() => options.fieldError('base-url-error').textContent()).toContain('https');
    await expect.poll(() => options.fieldError('api-key-error').textContent()).toContain('no spaces');

    expect(await options.save({ baseUrl: `${bed.sandbox.url}/`, apiKey: '  demo-full ' })).toBe('Saved.');
    const stored = await bed.session.serviceWorker.evaluate(() => chrome.storage.local.get('settings'));
    // The key itself went to the extension's IndexedDB; storage.local keeps its fingerprint.
    expect(stored.settings).toMatchObject({
      baseUrl: bed.sandbox.url,
      apiKeyFingerprint: fingerprintOf('demo-full'),
    });
    expect(stored.settings).not.toHaveProperty('apiKey');
    await keepScreenshot(options.page, 'smoke-options-saved');
  });

  it('looks up a demo domain from the popup and shows the account', async () => {
    screenshotOnFailure('smoke-popup', () => pages);
    const { data: rows } = await api<{ data: AccountRow[] }>('/api/v1/accounts?per_page=5');
    const row = rows.find((candidate) => /^[a-z0-9.-]+$/.test(candidate.domain_name));
    if (!row) throw new Error('the sandbox lists no account with a plain domain');
    const { data: account } = await api<{ data: { name: string; kpis: { interview_count: number } } }>(
      `/api/v1/accounts/${encodeURIComponent(row.domain_name)}`,
    );

    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    await popup.lookUp(`https://www.${row.domain_name}/pricing`);
    await expect.poll(() => popup.accountName.textContent()).toBe(account.name);
    expect(await popup.interviewCount.textContent()).toBe(
      account.kpis.interview_count.toLocaleString('en-US'),
    );
    await keepScreenshot(popup.page, 'smoke-popup-found');
  });

  it('says plainly when a domain is not an account', async () => {
    screenshotOnFailure('smoke-not-found', () => pages);
    const popup = await PopupPage.open(bed.session);
    pages.push(popup.page);
    await popup.lookUp('no-such-company-anywhere.com');
    await expect.poll(() => popup.error.getAttribute('data-kind')).toBe('not_found');
  });
});
