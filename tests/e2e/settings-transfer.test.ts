import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/app';
import { SANDBOX_KEYS } from '../../sandbox/known-records';
import { keepScreenshot, screenshotOnFailure, startTestSandbox, useExtensionTestBed } from './harness';
import { openProbe, openTab, serveWebsites, waitForConnection, waitForStatus } from './lookup-helpers';
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
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect.poll(() => status.textContent()).toMatch(/Imported 1 setting from/);
    await expect
      .poll(() => page.locator('input[name="detectionMode"]:checked').getAttribute('value'))
      .toBe('work-surfaces');
    const connection = await page.evaluate(() => chrome.storage.local.get('connection'));
    expect(JSON.stringify(connection)).toContain(bed.sandbox.url);
    await keepScreenshot(page, 'settings-transfer');
  });

  // Security review, finding 1: a file naming another address took the saved key there, with no prompt for a
  // loopback address, and "Imported 1 settings" was all the rep saw.
  describe('a file that moves the API address', () => {
    let elsewhere: RunningSandbox | undefined;
    afterAll(() => elsewhere?.close());

    it('lists each change, applies nothing until confirmed, and never sends the saved key to the new address', async () => {
      elsewhere = await startTestSandbox();
      const options = await OptionsPage.open(bed.session);
      const { page } = options;
      screenshotOnFailure('settings-import-review', () => [page]);
      expect(await options.save({ baseUrl: bed.sandbox.url, apiKey: SANDBOX_KEYS.full })).toContain('Saved');
      await waitForConnection(page, { baseUrl: bed.sandbox.url, apiKey: SANDBOX_KEYS.full });
      await page.getByText('Work pages only').click();
      await expect
        .poll(() => page.locator('input[name="detectionMode"]:checked').getAttribute('value'))
        .toBe('work-surfaces');
      const file = {
        name: 'shared-settings.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            kind: 'buyer-lens-settings',
            version: 1,
            settings: { baseUrl: elsewhere.url, detectionMode: 'automatic', lookUpInPrivateWindows: true },
          }),
        ),
      };
      const storedConnection = async () =>
        JSON.stringify(await page.evaluate(() => chrome.storage.local.get('connection')));
      const before = await storedConnection();

      // Chosen, then cancelled: listed, nothing changed.
      await page.getByLabel('Import settings from a file').setInputFiles(file);
      const review = page.getByTestId('settings-import-review');
      await review.waitFor();
      expect(await review.locator('li').allTextContents()).toEqual([
        `API address: ${bed.sandbox.url} → ${elsewhere.url}`,
        `API key: a key ending in ${SANDBOX_KEYS.full.slice(-4)} → removed: it was for ${bed.sandbox.url}; enter the key for the new address`,
        'Looking pages up: Work pages only → Automatic',
        'Look pages up in private windows too: Off → On',
      ]);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('settings-import-title');
      await keepScreenshot(page, 'settings-import-review');
      expect(await storedConnection()).toBe(before);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect
        .poll(() => page.getByTestId('settings-transfer-status').textContent())
        .toContain('nothing changed');
      expect(await storedConnection()).toBe(before);

      // Chosen and applied: the new address, and no key for it.
      await page.getByLabel('Import settings from a file').setInputFiles(file);
      await page.getByRole('button', { name: 'Apply these changes' }).click();
      await expect
        .poll(() => page.getByTestId('settings-transfer-status').textContent())
        .toContain(
          'Imported 4 settings from shared-settings.json. Enter the API key for the new address above.',
        );
      await expect.poll(() => page.getByLabel('API address').inputValue()).toBe(elsewhere.url);
      expect(await page.getByLabel('API key').inputValue()).toBe('');

      // A prospect's page afterwards: nothing reaches the file's address with the saved key.
      await serveWebsites(bed.session.context);
      const probe = await openProbe(bed.session);
      const { page: prospect, tabId } = await openTab(
        bed.session.context,
        probe,
        'https://www.pinecrestlogistics.com/',
      );
      expect(
        (await waitForStatus(probe, tabId, ['not_configured', 'found', 'not_found', 'error'])).status,
      ).toBe('not_configured');
      expect(elsewhere.requests.filter((request) => request.authorization !== null)).toEqual([]);
      expect(JSON.stringify(elsewhere.requests)).not.toContain(SANDBOX_KEYS.full);
      await prospect.close();
      await probe.close();
    });
  });
});
