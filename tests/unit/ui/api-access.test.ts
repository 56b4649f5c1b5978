import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { apiOriginPermission } from '@/lib/shared/api-origin';
import { turnLauncherOffKeepingApiAccess } from '@/lib/ui/api-access';

const API = 'https://api.example.com/*';

/**
 * Chrome's optional host permissions as measured in Chromium 156: removing https://*\/* also removes every
 * granted origin inside it, and tells every page so through permissions.onRemoved.
 */
function chromePermissions(optional: string[], required: string[] = ['http://127.0.0.1/*']) {
  const granted = new Set(optional);
  const listeners = new Set<(removed: { origins?: string[] }) => void>();
  const inside = (pattern: string, origin: string) =>
    pattern === origin || (pattern === 'https://*/*' && origin.startsWith('https://'));
  vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation((listener) => {
    listeners.add(listener);
  });
  vi.spyOn(fakeBrowser.permissions.onRemoved, 'removeListener').mockImplementation((listener) => {
    listeners.delete(listener);
  });
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((origin) =>
      [...granted, ...required].some((held) => inside(held, origin) || origin.startsWith(held.slice(0, -2))),
    ),
  );
  const request = vi
    .spyOn(fakeBrowser.permissions, 'request')
    .mockImplementation(async ({ origins = [] }) => {
      for (const origin of origins) granted.add(origin);
      return true;
    });
  /** What the background does when the launcher is turned off. */
  const giveBackWebsiteAccess = async () => {
    const removed = [...granted].filter((origin) => inside('https://*/*', origin));
    for (const origin of removed) granted.delete(origin);
    for (const listener of [...listeners]) listener({ origins: removed });
  };
  return { granted, request, giveBackWebsiteAccess, listeners };
}

describe('turning the launcher off keeps the API reachable', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it("asks for the API's origin again once giving website access back took it along", async () => {
    const chrome = chromePermissions(['https://*/*', API]);
    await turnLauncherOffKeepingApiAccess('https://api.example.com', chrome.giveBackWebsiteAccess);
    expect(chrome.request).toHaveBeenCalledWith({ origins: [API] });
    expect([...chrome.granted]).toEqual([API]);
    expect(chrome.listeners.size).toBe(0);
  });

  it('waits for the background, which may give website access back after the save resolved', async () => {
    const chrome = chromePermissions(['https://*/*', API]);
    await turnLauncherOffKeepingApiAccess('https://api.example.com', async () => {
      setTimeout(() => void chrome.giveBackWebsiteAccess(), 30);
    });
    expect(chrome.request).toHaveBeenCalledWith({ origins: [API] });
  });

  it('asks nothing for an API origin the manifest grants (the sandbox)', async () => {
    const chrome = chromePermissions(['https://*/*']);
    await turnLauncherOffKeepingApiAccess('http://127.0.0.1:8787', chrome.giveBackWebsiteAccess);
    expect(chrome.request).not.toHaveBeenCalled();
  });

  it('neither waits nor asks when website access was never granted', async () => {
    const chrome = chromePermissions([API]);
    const turnOff = vi.fn(async () => undefined);
    await turnLauncherOffKeepingApiAccess('https://api.example.com', turnOff, 60_000);
    expect(turnOff).toHaveBeenCalledOnce();
    expect(chrome.request).not.toHaveBeenCalled();
  });

  it('names the permission of a base URL', () => {
    expect(apiOriginPermission('https://api.example.com/buyer-intelligence')).toBe(API);
    expect(apiOriginPermission('not a url')).toBeNull();
  });
});
