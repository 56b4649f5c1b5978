import { browser } from 'wxt/browser';
import { LAUNCHER_WEBSITE_ORIGINS } from '../launcher/launcher-data';
import { apiOriginPermission } from '../shared/api-origin';
import { defaultSettings, type StoredSettings, settingsItem } from '../shared/storage-items';

/**
 * Gives optional host permissions back as soon as the settings stop using them: website access (asked for when
 * the rep turned the launcher on, components/preferences-form.tsx) when the launcher is turned off, and the old
 * API origin (asked for on save, components/settings-form.tsx) when the base URL moves to another origin.
 * Never asks to remove what the manifest grants: Chrome refuses that. Register synchronously at start-up:
 * a change to the settings item wakes the worker.
 */
export function registerPermissionCleanup(): void {
  settingsItem.watch((next, previous) => {
    const unused = unusedOrigins(next, previous, manifestHostPatterns());
    // Removing an origin that was never granted is a no-op, in Chrome and Firefox alike.
    if (unused.length > 0) void browser.permissions.remove({ origins: unused }).catch(() => undefined);
  });
}

/**
 * The optional host permissions a settings change leaves unused. Chrome also drops every granted origin
 * inside a removed pattern (removing `https://*\/*` takes `https://api.example.com/*` with it, measured in
 * Chromium 156): the options page asks for the API's origin again in the rep's click (lib/ui/api-access.ts).
 */
export function unusedOrigins(
  next: StoredSettings | null,
  previous: StoredSettings | null,
  manifestPatterns: readonly string[],
): string[] {
  const unused: string[] = [];
  if (launcherOn(previous) && !launcherOn(next)) unused.push(...LAUNCHER_WEBSITE_ORIGINS);
  const before = apiOrigin(previous);
  if (before && before.origin !== apiOrigin(next)?.origin) {
    if (!manifestPatterns.some((pattern) => patternCovers(pattern, before)))
      unused.push(apiOriginPermission(before.href) ?? `${before.origin}/*`);
  }
  return unused;
}

function launcherOn(settings: StoredSettings | null): boolean {
  return (settings?.showLauncher ?? defaultSettings.showLauncher) !== false;
}

function apiOrigin(settings: StoredSettings | null): URL | null {
  try {
    const url = new URL(settings?.baseUrl ?? defaultSettings.baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Every host pattern the manifest grants: MV3 `host_permissions`, MV2 host `permissions`, content scripts. */
function manifestHostPatterns(): string[] {
  const manifest = browser.runtime.getManifest() as {
    host_permissions?: string[];
    permissions?: unknown[];
    content_scripts?: { matches?: string[] }[];
  };
  return [
    ...(manifest.host_permissions ?? []),
    ...(manifest.permissions ?? []).filter(
      (permission): permission is string => typeof permission === 'string' && permission.includes('://'),
    ),
    ...(manifest.content_scripts ?? []).flatMap((script) => script.matches ?? []),
  ];
}

/** Whether a match pattern (`https://*.example.com/*`, `http://127.0.0.1/*`) reaches a URL's origin. */
export function patternCovers(pattern: string, url: URL): boolean {
  if (pattern === '<all_urls>') return true;
  const parts = /^([^:/]+):\/\/([^/]*)\//.exec(pattern);
  const address = /^(.*?)(?::(\d+|\*))?$/.exec(parts?.[2] ?? '');
  if (!parts || !address) return false;
  const [, scheme] = parts;
  const [, host = '', port] = address;
  if (scheme === '*' ? url.protocol !== 'https:' && url.protocol !== 'http:' : `${scheme}:` !== url.protocol)
    return false;
  // A pattern without a port reaches every port (http://127.0.0.1/* covers the sandbox on :8787).
  if (port && port !== '*' && port !== url.port) return false;
  if (host === '*') return true;
  if (host.startsWith('*.')) return url.hostname === host.slice(2) || url.hostname.endsWith(host.slice(1));
  return url.hostname === host;
}
