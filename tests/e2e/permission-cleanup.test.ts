import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, screenshotOnFailure, useExtensionTestBed } from './harness';
import { OptionsPage } from './pages/options-page';

const API = 'https://api.example.test';
const WEBSITES = 'https://*/*';

/**
 * Marks host permissions as granted before, as when the rep accepted Chrome's prompt once: Chrome then grants
 * a request for them without a prompt (headless Chromium cannot show one). chrome://extensions records this
 * through its private API; it adds nothing the extension can use until the extension asks.
 */
async function grantedBefore(session: ExtensionSession, origins: string[]): Promise<void> {
  const page = await session.context.newPage();
  try {
    await page.goto('chrome://extensions');
    await page.evaluate(
      async ({ id, patterns }) => {
        const api = (
          chrome as unknown as {
            developerPrivate: { addHostPermission(id: string, host: string): Promise<void> };
          }
        ).developerPrivate;
        for (const pattern of patterns) await api.addHostPermission(id, pattern);
      },
      { id: session.extensionId, patterns: origins },
    );
  } finally {
    await page.close();
  }
}

/** The host permissions the extension holds now, as an extension page reads them. */
function grantedOrigins(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await chrome.permissions.getAll()).origins ?? []);
}

describe('permissions given back when no longer used', () => {
  const bed = useExtensionTestBed();
  let options: OptionsPage;

  beforeAll(async () => {
    await grantedBefore(bed.session, [WEBSITES, `${API}/*`]);
    options = await OptionsPage.open(bed.session);
  });

  it("gives website access back when the rep turns the launcher off, and keeps the API's origin", async () => {
    screenshotOnFailure('permissions-launcher-off', () => [options.page]);
    expect(await options.save({ baseUrl: API, apiKey: 'demo-full' })).toBe('Saved.');
    expect(await grantedOrigins(options.page)).toContain(`${API}/*`);

    const launcher = options.page.getByRole('checkbox', { name: /Show a small Buyer Lens button/ });
    const onWebsites = options.page.getByRole('checkbox', { name: /Also on prospects' websites/ });
    await launcher.click();
    await expect.poll(() => launcher.isChecked()).toBe(false);
    await launcher.click();
    await expect.poll(() => launcher.isChecked()).toBe(true);
    // Back on, the launcher stays off websites until the rep asks for them too.
    expect(await onWebsites.isChecked()).toBe(false);
    await onWebsites.click();
    await expect.poll(() => grantedOrigins(options.page)).toContain(WEBSITES);
    await expect.poll(() => onWebsites.isChecked()).toBe(true);
    // Off websites alone: their access goes, the API's origin stays.
    await onWebsites.click();
    await expect.poll(() => grantedOrigins(options.page), { timeout: 5_000 }).not.toContain(WEBSITES);
    await expect.poll(() => grantedOrigins(options.page), { timeout: 5_000 }).toContain(`${API}/*`);
    await onWebsites.click();
    await expect.poll(() => grantedOrigins(options.page)).toContain(WEBSITES);

    await launcher.click();
    await expect.poll(() => launcher.isChecked()).toBe(false);
    await expect.poll(() => grantedOrigins(options.page), { timeout: 5_000 }).not.toContain(WEBSITES);
    // Chrome takes every origin inside https://*/* with it, the API's own too: the options page asks for that
    // one again inside the rep's click, which Chrome grants without a prompt.
    await expect.poll(() => grantedOrigins(options.page), { timeout: 5_000 }).toContain(`${API}/*`);
  });

  it('gives the old API origin back when the address moves to another origin, never a required one', async () => {
    screenshotOnFailure('permissions-api-moved', () => [options.page]);
    expect(await grantedOrigins(options.page)).toContain(`${API}/*`);
    expect(await options.save({ baseUrl: bed.sandbox.url, apiKey: 'demo-full' })).toBe('Saved.');
    await expect.poll(() => grantedOrigins(options.page), { timeout: 5_000 }).not.toContain(`${API}/*`);

    // Back to the sandbox and away again: its loopback origins are the manifest's, and stay.
    expect(await options.save({ baseUrl: API, apiKey: 'demo-full' })).toBe('Saved.');
    await expect.poll(() => grantedOrigins(options.page)).toContain(`${API}/*`);
    const origins = await grantedOrigins(options.page);
    expect(origins).toEqual(expect.arrayContaining(['http://127.0.0.1/*', 'http://localhost/*']));
  });
});
