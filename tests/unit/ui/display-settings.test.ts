import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings } from '@/lib/schemas/settings';
import { switchToSandbox, toDisplaySettings } from '@/lib/ui/display-settings';

describe('display settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads the theme and whether a key is set, defaulting anything malformed', () => {
    expect(toDisplaySettings({ theme: 'dark', apiKey: 'k' })).toEqual({
      theme: 'dark',
      configured: true,
      baseUrl: null,
    });
    expect(toDisplaySettings({ theme: 'neon', apiKey: '  ' })).toMatchObject({
      theme: 'system',
      configured: false,
    });
    expect(toDisplaySettings('junk')).toMatchObject({ theme: 'system', configured: false });
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
