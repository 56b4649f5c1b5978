import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { loadSettings, saveSettings } from '@/lib/schemas/settings';
import { settingsFileStore } from '@/lib/schemas/settings-transfer';

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
    const without = JSON.parse(await settingsFileStore.exportFile(false));
    expect(without).toMatchObject({
      kind: 'buyer-lens-settings',
      version: 1,
      settings: { baseUrl: 'https://api.buyer-intel.example', allowedSites: ['acme.com', 'globex.io'] },
    });
    expect(without.settings).not.toHaveProperty('apiKey');
    expect(JSON.parse(await settingsFileStore.exportFile(true)).settings.apiKey).toBe('team-key');
  });

  it("imports a file into another profile; that profile's key, not given for the file's address, goes", async () => {
    const file = await settingsFileStore.exportFile(false);
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'other-key' });
    const read = await settingsFileStore.planImport(file);
    if (!read.ok) throw new Error(read.message);
    expect(await settingsFileStore.applyImport(read.plan)).toEqual({ ok: true });
    expect(await loadSettings()).toMatchObject({
      apiKey: '',
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
      // zod's own refusal (English, as zod writes it) is said by its kind, in the page's language.
      'a theme Buyer Lens does not have',
      JSON.stringify({ kind: 'buyer-lens-settings', version: 1, settings: { theme: 'purple' } }),
      /^Nothing was imported: the theme in the file: not one of the values Buyer Lens knows$/,
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
    const result = await settingsFileStore.planImport(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
    expect(await loadSettings()).toEqual(before);
  });

  it('changes nothing until the plan is applied, and lists each change', async () => {
    const before = await loadSettings();
    const read = await settingsFileStore.planImport(
      JSON.stringify({
        kind: 'buyer-lens-settings',
        version: 1,
        settings: { detectionMode: 'automatic', lookUpInPrivateWindows: true, theme: 'dark' },
      }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.plan.changes.map(({ label, from, to }) => `${label}: ${from} → ${to}`)).toEqual([
      'Looking pages up: Work pages only → Automatic',
      'Look pages up in private windows too: Off → On',
    ]);
    expect(read.plan.origin).toBeNull();
    expect(await loadSettings()).toEqual(before);
    await settingsFileStore.applyImport(read.plan);
    expect(await loadSettings()).toMatchObject({ detectionMode: 'automatic', lookUpInPrivateWindows: true });
  });

  // Security review, finding 1: a file that only names another address took the saved key there.
  it('drops the saved key when the file moves the address and brings no key', async () => {
    const read = await settingsFileStore.planImport(
      JSON.stringify({
        kind: 'buyer-lens-settings',
        version: 1,
        settings: { baseUrl: 'http://127.0.0.1:9' },
      }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.plan.origin).toBe('http://127.0.0.1:9/*');
    expect(read.plan.changes).toEqual([
      {
        field: 'baseUrl',
        label: 'API address',
        from: 'https://api.buyer-intel.example',
        to: 'http://127.0.0.1:9',
      },
      {
        field: 'apiKey',
        label: 'API key',
        from: 'a key ending in -key',
        to: 'removed: it was for https://api.buyer-intel.example; enter the key for the new address',
      },
    ]);
    await settingsFileStore.applyImport(read.plan);
    expect(await loadSettings()).toMatchObject({ baseUrl: 'http://127.0.0.1:9', apiKey: '' });
  });

  it("keeps the file's own key with its address, and shows only the key's end", async () => {
    const read = await settingsFileStore.planImport(
      JSON.stringify({
        kind: 'buyer-lens-settings',
        version: 1,
        settings: { baseUrl: 'https://other.example', apiKey: 'their-secret-9f3a' },
      }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.plan.changes.find((change) => change.field === 'apiKey')?.to).toBe('a key ending in 9f3a');
    expect(JSON.stringify(read.plan.changes)).not.toContain('their-secret');
    await settingsFileStore.applyImport(read.plan);
    expect(await loadSettings()).toMatchObject({
      baseUrl: 'https://other.example',
      apiKey: 'their-secret-9f3a',
    });
  });

  it('keeps the key when the address in the file is the same', async () => {
    const read = await settingsFileStore.planImport(await settingsFileStore.exportFile(false));
    if (!read.ok) throw new Error(read.message);
    expect(read.plan.changes).toEqual([]);
    expect(read.plan.values).toEqual({});
  });
});

describe('a refused settings file in German', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => loadMessages(MESSAGE_AREAS, 'en'));

  it('says zod’s refusal in German too, never zod’s English', async () => {
    await loadMessages(['options', 'optionsMore'], 'de');
    const result = await settingsFileStore.planImport(
      JSON.stringify({ kind: 'buyer-lens-settings', version: 1, settings: { theme: 'purple' } }),
    );
    expect(result.ok ? '' : result.message).toMatch(/keiner der Werte, die Buyer Lens kennt/);
    expect(result.ok ? '' : result.message).not.toMatch(/Invalid|expected/);
  });
});
