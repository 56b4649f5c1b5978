import { browser } from 'wxt/browser';
import { apiOriginPermission } from '../shared/api-origin';
import { DEMO_BASE_URL } from '../shared/storage-items';

// The background fetches only where the rep allowed it: the API's origin must be a granted host (the sandbox's
// loopback origins are granted by the manifest; any other is asked for when the rep saves it in Options).

const granted = new Map<string, Promise<boolean>>();
let listening = false;

/** The patterns that grant an API origin: with its port, and without (a grant without a port covers all). */
function patternsFor(baseUrl: string): string[] {
  const origin = apiOriginPermission(baseUrl);
  if (!origin) return [];
  const url = new URL(baseUrl);
  return [origin, `${url.protocol}//${url.hostname}/*`];
}

/**
 * Whether the rep allowed Buyer Lens to reach this base URL's origin; false when it cannot be told (fail
 * closed). Remembered until permissions change.
 */
export function hasHostAccess(baseUrl: string): Promise<boolean> {
  // The demo data never leaves the background: nothing to allow.
  if (baseUrl === DEMO_BASE_URL) return Promise.resolve(true);
  if (!listening) {
    listening = true;
    const forget = () => granted.clear();
    browser.permissions.onAdded.addListener(forget);
    browser.permissions.onRemoved.addListener(forget);
  }
  let answer = granted.get(baseUrl);
  if (!answer) {
    answer = (async () => {
      for (const pattern of patternsFor(baseUrl))
        if (await browser.permissions.contains({ origins: [pattern] })) return true;
      return false;
    })().catch(() => false);
    granted.set(baseUrl, answer);
  }
  return answer;
}
