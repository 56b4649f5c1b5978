import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readApiKey } from '@/lib/private-storage/api-key-store';
import { loadManagedSettings, loadSettings, saveSettings } from '@/lib/schemas/settings';
import { toDisplaySettings } from '@/lib/ui/display-settings';

import { resetBrowserAndPolicy, setPolicy } from '../policy-fixture';

describe('settings set by policy (storage.managed)', () => {
  beforeEach(resetBrowserAndPolicy);

  it("win over the rep's own", async () => {
    await saveSettings({ baseUrl: 'https://rep.example.com', apiKey: 'rep-key', detectionMode: 'automatic' });
    await setPolicy({
      baseUrl: 'https://api.corp.example/',
      apiKey: ' corp-key ',
      detectionMode: 'work-surfaces',
    });
    expect(await loadSettings()).toMatchObject({
      baseUrl: 'https://api.corp.example',
      apiKey: 'corp-key',
      detectionMode: 'work-surfaces',
    });
  });

  it("are never stored as the rep's, and a change to a managed field is dropped", async () => {
    await setPolicy({ baseUrl: 'https://api.corp.example', apiKey: 'corp-key' });
    const result = await saveSettings({ apiKey: 'typed-key', theme: 'dark' });
    expect(result).toMatchObject({ ok: true, settings: { apiKey: 'corp-key', theme: 'dark' } });
    expect(await readApiKey()).not.toBe('corp-key');
    expect((await fakeBrowser.storage.local.get('settings')).settings).toMatchObject({ theme: 'dark' });
    // Once the policy goes, the rep's own settings are theirs again.
    await fakeBrowser.storage.managed.clear();
    expect((await loadSettings()).apiKey).not.toBe('corp-key');
  });

  it("says which of the policy's values cannot be used, and applies the rep's there", async () => {
    await saveSettings({ baseUrl: 'https://rep.example.com', apiKey: 'rep-key' });
    await setPolicy({ baseUrl: 'http://api.corp.example', detectionMode: 'sometimes' });
    expect(await loadManagedSettings()).toEqual({ values: {}, invalid: ['baseUrl', 'detectionMode'] });
    expect(await loadSettings()).toMatchObject({
      baseUrl: 'https://rep.example.com',
      detectionMode: 'automatic',
    });
  });

  it('count as configured in the light pages', () => {
    expect(toDisplaySettings({}, { baseUrl: 'https://api.corp.example', apiKey: 'corp-key' })).toMatchObject({
      configured: true,
      baseUrl: 'https://api.corp.example',
    });
    expect(toDisplaySettings({}, { theme: 'dark', apiKey: 7 })).toMatchObject({
      configured: false,
      theme: 'system',
    });
  });

  // Security review, finding 6: a policy's key without a policy's address went wherever the rep pointed Buyer
  // Lens, and "Test connection" sent it to any typed address.
  it('use a key only with an address from the same policy, and say so', async () => {
    await saveSettings({ baseUrl: 'https://rep.example.com', apiKey: 'rep-key' });
    await setPolicy({ apiKey: 'corp-key', detectionMode: 'work-surfaces' });
    expect(await loadManagedSettings()).toEqual({
      values: { detectionMode: 'work-surfaces' },
      invalid: [],
      keyWithoutAddress: true,
    });
    expect(await loadSettings()).toMatchObject({ baseUrl: 'https://rep.example.com', apiKey: 'rep-key' });
    expect(toDisplaySettings({}, { apiKey: 'corp-key' })).toMatchObject({ configured: false });
  });
});
