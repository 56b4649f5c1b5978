import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerPermissionCleanup } from '@/lib/background/permission-cleanup';
import type { SettingsInput } from '@/lib/schemas/settings';
import { defaultSettings, settingsItem } from '@/lib/shared/storage-items';

// What the manifest grants (wxt.config.ts): the sandbox's loopback origins and the CRM hosts.
const REQUIRED = ['http://127.0.0.1/*', 'http://localhost/*', 'https://app.hubspot.com/*'];

/** Whether a match pattern covers another (the few shapes used here: `*` hosts, hosts without a port). */
function covers(pattern: string, other: string): boolean {
  const [, scheme, host] = /^(.+?):\/\/(.+?)\/\*$/.exec(pattern) ?? [];
  const [, otherScheme, otherHost = ''] = /^(.+?):\/\/(.+?)\/\*$/.exec(other) ?? [];
  if (scheme !== otherScheme) return false;
  return host === '*' || host === otherHost || host === otherHost.replace(/:\d+$/, '');
}

/**
 * Chrome's permissions as measured in Chromium 156: `remove` refuses anything the manifest grants, and takes
 * with a pattern every granted pattern inside it (removing https://*\/* also removes https://api.example/*).
 */
function chromePermissions(optional: string[]) {
  const granted = new Set(optional);
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'Buyer Lens',
    version: '0.1.0',
    host_permissions: REQUIRED,
    optional_host_permissions: ['https://*/*'],
  });
  const remove = vi.spyOn(fakeBrowser.permissions, 'remove').mockImplementation(async ({ origins = [] }) => {
    if (origins.some((origin) => REQUIRED.some((required) => covers(required, origin)))) {
      throw new Error('You cannot remove required permissions.');
    }
    for (const origin of origins) {
      for (const held of [...granted]) if (covers(origin, held)) granted.delete(held);
    }
    return true;
  });
  return { granted, remove };
}

async function saved(settings: Partial<SettingsInput>): Promise<void> {
  await settingsItem.setValue({ ...defaultSettings, ...settings });
}

/** Lets the watcher's async work finish. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}

describe('permission cleanup', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('gives website access back when the rep turns the launcher off', async () => {
    await saved({ showLauncher: true });
    const { granted } = chromePermissions(['https://*/*']);
    registerPermissionCleanup();
    await saved({ showLauncher: false });
    await vi.waitFor(() => expect([...granted]).toEqual([]));
  });

  it('keeps it while the launcher stays on, whatever else changes', async () => {
    await saved({ showLauncher: true, theme: 'system' });
    const { granted, remove } = chromePermissions(['https://*/*']);
    registerPermissionCleanup();
    await saved({ showLauncher: true, theme: 'dark' });
    await saved({ showLauncher: true, theme: 'dark', detectionMode: 'on-request' });
    await settle();
    expect(remove).not.toHaveBeenCalled();
    expect([...granted]).toEqual(['https://*/*']);
  });

  it('gives the old API origin back when the base URL moves to another origin', async () => {
    await saved({ baseUrl: 'https://api.old.example' });
    const { granted } = chromePermissions(['https://api.old.example/*', 'https://api.new.example/*']);
    registerPermissionCleanup();
    await saved({ baseUrl: 'https://api.new.example' });
    await vi.waitFor(() => expect([...granted]).toEqual(['https://api.new.example/*']));
  });

  it('keeps an origin the base URL still uses (only its path changed)', async () => {
    await saved({ baseUrl: 'https://api.example.com' });
    const { remove } = chromePermissions(['https://api.example.com/*']);
    registerPermissionCleanup();
    await saved({ baseUrl: 'https://api.example.com/buyer-intelligence' });
    await settle();
    expect(remove).not.toHaveBeenCalled();
  });

  it.each([
    ['the sandbox', 'http://127.0.0.1:8787'],
    ['localhost on another port', 'http://localhost:9000'],
    ['a CRM host', 'https://app.hubspot.com'],
  ])('never asks to remove what the manifest grants: %s', async (_label, baseUrl) => {
    await saved({ baseUrl });
    const { remove } = chromePermissions(['https://api.example.com/*']);
    registerPermissionCleanup();
    await saved({ baseUrl: 'https://api.example.com' });
    await settle();
    expect(remove).not.toHaveBeenCalled();
  });

  it('gives back the API origin and website access saved together', async () => {
    await saved({ baseUrl: 'http://[::1]:8787', showLauncher: true });
    const { granted } = chromePermissions(['http://[::1]:8787/*', 'https://*/*']);
    registerPermissionCleanup();
    await saved({ baseUrl: 'https://api.example.com', showLauncher: false });
    await vi.waitFor(() => expect([...granted]).toEqual([]));
  });
});
