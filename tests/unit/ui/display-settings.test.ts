import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings, saveSettings } from '@/lib/schemas/settings';
import { DEMO_BASE_URL, settingsItem } from '@/lib/shared/storage-items';
import { switchToDemoData, switchToSandbox, toDisplaySettings } from '@/lib/ui/display-settings';

import { resetBrowserAndPolicy, setPolicy } from '../policy-fixture';

describe('display settings', () => {
  beforeEach(resetBrowserAndPolicy);

  it('reads the theme and whether a key is set, defaulting anything malformed', () => {
    expect(toDisplaySettings({ theme: 'dark', apiKey: 'k' })).toEqual({
      theme: 'dark',
      configured: true,
      baseUrl: null,
      demo: false,
    });
    expect(toDisplaySettings({ theme: 'neon', apiKey: '  ' })).toMatchObject({
      theme: 'system',
      configured: false,
    });
    expect(toDisplaySettings('junk')).toMatchObject({ theme: 'system', configured: false });
  });

  it("switches to demo data and back, keeping the rep's own address and key aside", async () => {
    await saveSettings({ baseUrl: 'https://api.example.com', apiKey: 'team-key', theme: 'dark' });
    await switchToDemoData();
    expect(toDisplaySettings(await settingsItem.getValue())).toMatchObject({ demo: true, configured: true });
    expect(await loadSettings()).toMatchObject({
      dataSource: 'demo',
      baseUrl: DEMO_BASE_URL,
      apiKey: 'demo-full',
      theme: 'dark',
    });
    await saveSettings({ dataSource: 'api' });
    expect(await loadSettings()).toMatchObject({ baseUrl: 'https://api.example.com', apiKey: 'team-key' });
    expect(toDisplaySettings(await settingsItem.getValue())).toMatchObject({ demo: false });
  });

  it('a policy naming a connection wins over demo data', async () => {
    await switchToDemoData();
    await setPolicy({ baseUrl: 'https://api.corp.example', apiKey: 'corp-key' });
    expect(await loadSettings()).toMatchObject({ baseUrl: 'https://api.corp.example', dataSource: 'api' });
    expect(
      toDisplaySettings(await settingsItem.getValue(), {
        baseUrl: 'https://api.corp.example',
        apiKey: 'corp-key',
      }),
    ).toMatchObject({ demo: false });
  });

  it('switches to the sandbox with the demo key, keeping a loopback address and other settings', async () => {
    await fakeBrowser.storage.local.set({
      settings: { baseUrl: 'http://127.0.0.1:9999', apiKey: '', theme: 'dark' },
    });
    await switchToSandbox();
    expect(await loadSettings()).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999',
      apiKey: 'demo-full',
      theme: 'dark',
    });
  });

  it('never keeps a remote address when switching to the sandbox', async () => {
    await fakeBrowser.storage.local.set({
      settings: { baseUrl: 'https://api.example.com', apiKey: 'team-key' },
    });
    await switchToSandbox();
    expect(await loadSettings()).toMatchObject({ baseUrl: 'http://127.0.0.1:8787', apiKey: 'demo-full' });
  });
});
