import { browser } from 'wxt/browser';
import type { ResponseCache } from '../cache/response-cache';
import { upgradeStoredSettings } from '../schemas/settings';
import { cachedAnswerIsCurrent } from './cached-answers';

/**
 * After an update of the extension: the stored settings are brought to this version's shape (never losing the
 * key or the site lists), and the cache keeps only the answers this version's schemas still read.
 */
export async function upgradeAfterUpdate(cache: ResponseCache): Promise<void> {
  await upgradeStoredSettings();
  await cache.retainParsing(cachedAnswerIsCurrent);
}

/** Runs the upgrade when the browser updates the extension (registered synchronously, at start-up). */
export function registerUpgrade(cache: ResponseCache): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'update') void upgradeAfterUpdate(cache);
  });
}
