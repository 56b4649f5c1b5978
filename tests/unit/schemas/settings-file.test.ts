import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings, saveSettings, settingsStore } from '@/lib/schemas/settings';

describe('settings files (export and import in Options)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({
      baseUrl: 'https://api.buyer-intel.example',
      apiKey: 'team-key',
      detectionMode: 'work-surfaces',
      allowedSites: ['acme.com', 'globex.io'],
      theme: 'dark',
    });
  });

  it('exports every setting but the key unless asked', async () => {
    const without = JSON.parse(await settingsStore.exportFile(false));
    expect(without).toMatchObject({
      kind: 'buyer-lens-settings',
      version: 1,
      settings: { baseUrl: 'https://api.buyer-intel.example', allowedSites: ['acme.com', 'globex.io'] },
    });
    expect(without.settings).not.toHaveProperty('apiKey');
    expect(JSON.parse(await settingsStore.exportFile(true)).settings.apiKey).toBe('team-key');
  });

  it("imports a file into another profile, keeping that profile's key when the file has none", async () => {
    const file = await settingsStore.exportFile(false);
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'other-key' });
    expect(await settingsStore.importFile(file)).toMatchObject({ ok: true });
    expect(await loadSettings()).toMatchObject({
      apiKey: 'other-key',
      baseUrl: 'https://api.buyer-intel.example',
      detectionMode: 'work-surfaces',
      allowedSites: ['acme.com', 'globex.io'],
      theme: 'dark',
    });
  });

  it.each([
    ['not JSON', '{"kind": ', /not JSON/],
    [
      'another kind of file',
      JSON.stringify({ name: 'buyer-lens', version: '1.0.0' }),
      /not a Buyer Lens settings file/,
    ],
    [
      'a newer version',
      JSON.stringify({ kind: 'buyer-lens-settings', version: 2, settings: {} }),
      /newer Buyer Lens \(settings file version 2\)/,
    ],
    [
      'an unknown setting',
      JSON.stringify({ kind: 'buyer-lens-settings', version: 1, settings: { colour: 'blue' } }),
      /does not know: colour/,
    ],
    [
      'a site that is none',
      JSON.stringify({
        kind: 'buyer-lens-settings',
        version: 1,
        settings: { theme: 'light', allowedSites: ['not a site'] },
      }),
      /Nothing was imported: "Always look up these sites" in the file: Enter a site like acme.com/,
    ],
    [
      'an http address off this machine',
      JSON.stringify({
        kind: 'buyer-lens-settings',
        version: 1,
        settings: { baseUrl: 'http://api.example.com' },
      }),
      /the API address in the file: Use https/,
    ],
  ])('refuses %s with a clear message and changes nothing', async (_name, text, message) => {
    const before = await loadSettings();
    const result = await settingsStore.importFile(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
    expect(await loadSettings()).toEqual(before);
  });
});
