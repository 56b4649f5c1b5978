import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type StorageItemKey, storage } from 'wxt/utils/storage';
import { keyFingerprint } from '@/lib/cache/cache-key';
import { readApiKey } from '@/lib/private-storage/api-key-store';
import { isConfigured, loadSettings, saveSettings, upgradeStoredSettings } from '@/lib/schemas/settings';
import { defaultSettings, settingsItem } from '@/lib/shared/storage-items';

describe('settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts on the sandbox defaults, unconfigured without a build-time key', async () => {
    const settings = await loadSettings();
    expect(settings).toEqual(defaultSettings);
    expect(settings.baseUrl).toBe('http://127.0.0.1:8787');
    expect(isConfigured({ ...settings, apiKey: '' })).toBe(false);
  });

  it('keeps both of two saves made at once (a site list left while a mode is clicked; seen in e2e)', async () => {
    await Promise.all([
      saveSettings({ allowedSites: ['acme.com'] }),
      saveSettings({ detectionMode: 'work-surfaces' }),
      saveSettings({ theme: 'dark' }),
    ]);
    expect(await loadSettings()).toMatchObject({
      allowedSites: ['acme.com'],
      detectionMode: 'work-surfaces',
      theme: 'dark',
    });
  });

  it('saves trimmed values and drops the trailing slash of the base URL', async () => {
    const result = await saveSettings({ baseUrl: ' https://api.example.com/v/ ', apiKey: '  abc123 ' });
    expect(result).toMatchObject({
      ok: true,
      settings: { baseUrl: 'https://api.example.com/v', apiKey: 'abc123' },
    });
    expect(await loadSettings()).toMatchObject({ baseUrl: 'https://api.example.com/v', apiKey: 'abc123' });
  });

  it.each([
    ['http://api.example.com', 'https'],
    ['ftp://api.example.com', 'https'],
    ['not a url', 'not a web address'],
    ['https://user:pw@api.example.com', 'user names'],
    ['https://api.example.com/?token=1', 'query strings'],
    ['', 'Enter the API address'],
  ])('refuses the base URL %j with a message beside the field', async (baseUrl, message) => {
    const result = await saveSettings({ baseUrl, apiKey: 'abc' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.baseUrl).toContain(message);
  });

  it('allows plain http only on this machine', async () => {
    for (const baseUrl of ['http://localhost:8787', 'http://127.0.0.1:9000', 'http://[::1]:8787']) {
      expect((await saveSettings({ baseUrl, apiKey: 'k' })).ok).toBe(true);
    }
  });

  it('refuses a key with inner white space and keeps what was stored before', async () => {
    await saveSettings({ baseUrl: 'https://api.example.com', apiKey: 'good-key' });
    const result = await saveSettings({ baseUrl: 'https://api.example.com', apiKey: 'bad key' });
    expect(result).toEqual({ ok: false, errors: { apiKey: expect.stringContaining('no spaces') } });
    expect((await loadSettings()).apiKey).toBe('good-key');
  });

  it('keeps the valid fields of a damaged stored record', async () => {
    await settingsItem.setValue({ baseUrl: 'javascript:alert(1)', apiKey: 'kept-key' });
    expect(await loadSettings()).toEqual({ ...defaultSettings, apiKey: 'kept-key' });
  });
});

describe('settings: the rep choices', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves one section without touching the others', async () => {
    await saveSettings({ apiKey: 'team-key' });
    const result = await saveSettings({
      detectionMode: 'on-request',
      disabledSites: ['https://www.Acme.com/x'],
    });
    expect(result.ok).toBe(true);
    expect(await loadSettings()).toMatchObject({
      apiKey: 'team-key',
      detectionMode: 'on-request',
      disabledSites: ['acme.com'],
    });
  });

  it('names the field of an invalid choice', async () => {
    expect(await saveSettings({ detectionMode: 'sometimes' })).toMatchObject({
      ok: false,
      errors: { detectionMode: expect.any(String) },
    });
    expect(await saveSettings({ allowedSites: ['not a site'] })).toEqual({
      ok: false,
      errors: { allowedSites: 'Enter a site like acme.com.' },
    });
  });

  it('falls back per field when a stored choice is damaged', async () => {
    await settingsItem.setValue({ apiKey: 'k', detectionMode: 'bogus' as never, allowedSites: ['acme.com'] });
    expect(await loadSettings()).toMatchObject({
      apiKey: 'k',
      detectionMode: 'automatic',
      allowedSites: ['acme.com'],
    });
  });
});

describe('settings: the key out of storage.local', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the key in the extension’s IndexedDB, and only its fingerprint in the record', async () => {
    await saveSettings({ apiKey: 'team-key', baseUrl: 'https://api.example.com' });
    const record = await settingsItem.getValue();
    expect(record).not.toHaveProperty('apiKey');
    expect(record.apiKeyFingerprint).toBe(await keyFingerprint('team-key'));
    expect(await readApiKey()).toBe('team-key');
    expect((await loadSettings()).apiKey).toBe('team-key');
  });

  it('moves a key written into the record (an older version, the sandbox button) out of it', async () => {
    await settingsItem.setValue({ apiKey: 'demo-full', theme: 'dark' });
    await upgradeStoredSettings();
    expect(await settingsItem.getValue()).toEqual({
      theme: 'dark',
      apiKeyFingerprint: await keyFingerprint('demo-full'),
      schemaVersion: 2,
    });
    expect((await loadSettings()).apiKey).toBe('demo-full');
  });

  it('never loses a key saved while an older one is being moved out', async () => {
    await settingsItem.setValue({ apiKey: 'key-one' });
    // A page saves key-two just after the background read the record holding key-one.
    const read = storage.getItem.bind(storage);
    let reads = 0;
    const spy = vi.spyOn(storage, 'getItem').mockImplementation(async (key: StorageItemKey) => {
      const value = await read(key);
      if (++reads === 1) await settingsItem.setValue({ apiKey: 'key-two', theme: 'dark' });
      return value;
    });
    await upgradeStoredSettings();
    spy.mockRestore();
    expect((await loadSettings()).apiKey).toBe('key-two');
    await upgradeStoredSettings();
    expect(await settingsItem.getValue()).not.toHaveProperty('apiKey');
    expect((await loadSettings()).apiKey).toBe('key-two');
  });

  it("never rewrites a fresh profile's record, so a first save made as the worker starts is kept (seen in e2e)", async () => {
    // The test's configure() (or a page's first save) lands just before any write the start-up move makes.
    const firstSave = { baseUrl: 'https://api.example.com', apiKey: 'fresh-key' };
    const write = settingsItem.setValue.bind(settingsItem);
    let saved = false;
    const spy = vi.spyOn(settingsItem, 'setValue').mockImplementation(async (value) => {
      if (!saved) {
        saved = true;
        await fakeBrowser.storage.local.set({ settings: firstSave });
      }
      return write(value);
    });
    await upgradeStoredSettings();
    spy.mockRestore();
    if (!saved) await fakeBrowser.storage.local.set({ settings: firstSave });
    // The watcher's move, for the save.
    await upgradeStoredSettings();
    expect(await loadSettings()).toMatchObject(firstSave);
  });

  it('moves keys in the order they were written, however the changes that ask for it overlap (seen in e2e)', async () => {
    await settingsItem.setValue({ baseUrl: 'https://api.example.com' });
    const first = upgradeStoredSettings();
    await settingsItem.setValue({ baseUrl: 'https://api.example.com', apiKey: 'key-two' });
    const second = upgradeStoredSettings();
    await Promise.all([first, second]);
    expect(await readApiKey()).toBe('key-two');
    expect(await settingsItem.getValue()).not.toHaveProperty('apiKey');
    expect((await loadSettings()).apiKey).toBe('key-two');
  });
});
