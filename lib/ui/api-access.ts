import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/catalogue';
import { LAUNCHER_WEBSITE_ORIGINS } from '../launcher/launcher-data';
import { apiOriginPermission, grantedByManifest } from '../shared/api-origin';

/**
 * Runs `turnOff` (the save that turns the launcher off) and keeps the API reachable. The background then
 * gives website access back (lib/background/permission-cleanup.ts), and Chrome drops with `https://*\/*` every
 * origin inside it, the API's own included. So this waits (at most `waitMs`) until website access is gone and
 * asks for the API's origin again, which Chrome grants without a prompt since the rep granted it before.
 * Call it from the rep's click: a permission request needs that gesture, and Chrome keeps it for a few seconds.
 */
export async function turnLauncherOffKeepingApiAccess(
  baseUrl: string,
  turnOff: () => Promise<unknown>,
  waitMs = 3000,
): Promise<void> {
  const api = apiOriginPermission(baseUrl);
  const held = await browser.permissions.contains({ origins: LAUNCHER_WEBSITE_ORIGINS }).catch(() => false);
  // Listening before the save: the background may give website access back before the save resolves.
  const gone = api && held ? websiteAccessGone(waitMs) : null;
  await turnOff();
  if (!api || !gone || !(await gone)) return;
  if (await browser.permissions.contains({ origins: [api] }).catch(() => true)) return;
  await browser.permissions.request({ origins: [api] }).catch(() => false);
}

/** Resolves true once website access is removed, false after `waitMs` without that. */
function websiteAccessGone(waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const listener = (removed: { origins?: string[] }) => {
      if (removed.origins?.some((origin) => LAUNCHER_WEBSITE_ORIGINS.includes(origin))) done(true);
    };
    const timer = setTimeout(() => done(false), waitMs);
    function done(gone: boolean) {
      clearTimeout(timer);
      browser.permissions.onRemoved.removeListener(listener);
      resolve(gone);
    }
    browser.permissions.onRemoved.addListener(listener);
  });
}

/**
 * Asks for access to the API host; answers true at once when the manifest already grants it (Firefox prompts
 * for a port of a host the manifest grants: lib/shared/api-origin.ts). Call it before any other await: the
 * browser only honours the request inside the rep's click.
 */
export function requestHostAccess(baseUrl: string): Promise<boolean> {
  if (!buildReaches(baseUrl)) return Promise.resolve(false);
  const origin = apiOriginPermission(baseUrl);
  if (grantedByManifest(baseUrl, browser.runtime.getManifest().host_permissions ?? []))
    return Promise.resolve(true);
  return origin
    ? browser.permissions.request({ origins: [origin] }).catch(() => false)
    : Promise.resolve(false);
}

/**
 * Whether this build can reach an address at all: https anywhere (asked for when saved); plain http only where
 * the manifest grants it, which a development build does for the sandbox on this machine and a store package
 * never does (wxt.config.ts).
 */
export function buildReaches(baseUrl: string): boolean {
  if (baseUrl.startsWith('https://')) return true;
  return grantedByManifest(baseUrl, browser.runtime.getManifest().host_permissions ?? []);
}

/** Why an address this build cannot reach is refused, in the words Options shows, in the rep's language. */
export function httpsOnlyMessage(): string {
  return t('common.apiAccess.httpsOnly');
}
