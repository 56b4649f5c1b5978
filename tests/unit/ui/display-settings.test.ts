import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings } from '@/lib/settings';
import { switchToSandbox, toDisplaySettings } from '@/lib/ui/display-settings';
import { isRequestFor, toSidebarRequest } from '@/lib/ui/sidebar-request';

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

describe('sidebar requests', () => {
  it('accepts only an account route with a time', () => {
    expect(toSidebarRequest({ route: { view: 'account', id: 'acme' }, at: 5 }, 10)).toEqual({
      route: { view: 'account', id: 'acme' },
      at: 5,
    });
    expect(toSidebarRequest({ route: { view: 'account', id: '' }, at: 5 }, 10)).toBeNull();
    expect(toSidebarRequest({ route: { view: 'vendor', slug: 'x' }, at: 5 }, 10)).toBeNull();
    expect(toSidebarRequest(null)).toBeNull();
  });

  it("is taken by its window's sidebar only", () => {
    const request = toSidebarRequest({ route: { view: 'account', id: 'acme' }, at: 5, windowId: 7 }, 10);
    if (!request) throw new Error('a valid request');
    expect(isRequestFor(request, 7)).toBe(true);
    expect(isRequestFor(request, 8)).toBe(false);
    // A sidebar opened as a tab (tests) knows no window, and a request without one goes anywhere.
    expect(isRequestFor(request, undefined)).toBe(true);
    expect(isRequestFor({ route: request.route, at: 5 }, 8)).toBe(true);
  });

  it('drops a request older than a minute: the sidebar opened long after the popup asked', () => {
    const request = { route: { view: 'account', id: 'acme' }, at: 1_000 };
    expect(toSidebarRequest(request, 60_999)).not.toBeNull();
    expect(toSidebarRequest(request, 61_000)).toBeNull();
  });
});
