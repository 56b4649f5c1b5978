import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '../../sandbox/known-records';
import { keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { OptionsPage } from './pages/options-page';

// Options' settings file, in the real page: exported through a real download, imported through the file
// field; a bad file is refused with its reason and nothing changes.

describe('Options: export and import settings', () => {
  const bed = useExtensionTestBed();

  it('exports without the key, imports the file back, and refuses a bad one', async () => {
    const options = await OptionsPage.open(bed.session);
    const { page } = options;
    screenshotOnFailure('settings-transfer', () => [page]);
    expect(await options.save({ baseUrl: bed.sandbox.url, apiKey: SANDBOX_KEYS.full })).toContain('Saved');
    await page.getByLabel('Always look up these sites').fill('acme.com\nglobex.io');
    await page.getByLabel('Always look up these sites').blur();
    await page.getByText('Work pages only').click();
    const status = page.getByTestId('settings-transfer-status');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export settings' }).click();
    const path = await (await download).path();
    const exported = JSON.parse(readFileSync(path, 'utf8'));
    expect(exported).toMatchObject({
      kind: 'buyer-lens-settings',
      settings: {
        baseUrl: bed.sandbox.url,
        detectionMode: 'work-surfaces',
        allowedSites: ['acme.com', 'globex.io'],
      },
    });
    expect(exported.settings).not.toHaveProperty('apiKey');

    // A bad file: its reason, and nothing changed.
    const bad = { ...exported, settings: { ...exported.settings, allowedSites: ['acme.com', 'not a site'] } };
    await page.getByLabel('Import settings from a file').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await expect.poll(() => status.textContent()).toContain('Enter a site like acme.com');
    await page.getByLabel('Import settings from a file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"kind":'),
    });
    await expect.poll(() => status.textContent()).toContain('not JSON');
    expect(await page.getByLabel('Always look up these sites').inputValue()).toBe('acme.com\nglobex.io');

    // The exported file, back in after a change: the change is undone, the key stays.
    await page.getByText('Automatic', { exact: true }).click();
    await page.getByLabel('Import settings from a file').setInputFiles(path);
    await expect.poll(() => status.textContent()).toMatch(/Imported \d+ settings/);
    await expect
      .poll(() => page.locator('input[name="detectionMode"]:checked').getAttribute('value'))
      .toBe('work-surfaces');
    const connection = await page.evaluate(() => chrome.storage.local.get('connection'));
    expect(JSON.stringify(connection)).toContain(bed.sandbox.url);
    await keepScreenshot(page, 'settings-transfer');
  });
});
