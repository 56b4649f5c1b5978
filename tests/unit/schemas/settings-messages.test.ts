import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from 'wxt/utils/storage';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { testConnectionRequestSchema } from '@/lib/schemas/messages';
import {
  loadManagedSettings,
  loadSettings,
  saveSettings,
  settingsStore,
  upgradeStoredSettings,
} from '@/lib/schemas/settings';
import { settingsItem } from '@/lib/shared/storage-items';
import { resetBrowserAndPolicy, setPolicy } from '../policy-fixture';

// The settings' refusals are Options' messages, but the background parses settings too (stored
// records, policies, "Test connection") with only its own messages loaded. There a refusal stays a key: no
// message is looked up, nothing throws, and reading and saving settings work as before.

describe('settings where only the background speaks', () => {
  beforeEach(async () => {
    resetBrowserAndPolicy();
    await loadMessages(['background'], 'de');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await loadMessages(MESSAGE_AREAS, 'en');
  });

  it('reads a stored record with a bad field and a policy with bad values, without looking up a message', async () => {
    const error = vi.spyOn(console, 'error');
    await storage.setItem(settingsItem.key, { theme: 'dark', allowedSites: ['acme.com', 'not a site'] });
    await upgradeStoredSettings();
    await setPolicy({ baseUrl: 'http://api.corp.example', apiKey: 'has a space' });
    expect(await loadManagedSettings()).toEqual({ values: {}, invalid: ['baseUrl', 'apiKey'] });
    expect(await loadSettings()).toMatchObject({ theme: 'dark', allowedSites: ['acme.com'] });
    expect((await saveSettings({ detectionMode: 'on-request' })).ok).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it("refuses a bad value with the refusal's key, which Options turns into words", async () => {
    const request = testConnectionRequestSchema.safeParse({ baseUrl: 'ftp://x.example', apiKey: 'k' });
    expect(request.success ? '' : request.error.issues[0]?.message).toBe(
      'options.settingsSchema.baseUrlHttps',
    );

    await loadMessages(['common', 'options'], 'de');
    expect(settingsStore.checkBaseUrl('ftp://x.example')).toEqual({
      ok: false,
      message: 'Verwenden Sie https (einfaches http ist nur für localhost erlaubt).',
    });
    expect(settingsStore.checkApiKey('a b')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Leerzeichen'),
    });
  });
});
