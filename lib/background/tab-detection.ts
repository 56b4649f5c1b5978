import { browser } from 'wxt/browser';
import { registrableDomain } from '../detect/domain';
import type { Detection } from '../detect/types';
import type { TabInfo } from './tab-lookup';

/**
 * What an ordinary website tab shows: its registrable domain, read from the tab's URL (no content script).
 * CRM, LinkedIn and mail hosts are on the detector's deny list, so they give null here and their content
 * scripts report the company instead.
 */
export function detectionFromUrl(url: string | undefined): Detection | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const domain = registrableDomain(parsed.hostname);
  return domain ? { domain, source: 'website' } : null;
}

/**
 * The tab's id, window kind, focus and top document, or null when it closed meanwhile. `documentId` when the
 * caller knows it (a committed navigation names its document): then the frame is not asked for.
 */
export async function tabInfo(
  tabId: number,
  known: { documentId?: string | undefined } = {},
): Promise<(TabInfo & { url?: string }) | null> {
  try {
    const [tab, documentId] = await Promise.all([
      browser.tabs.get(tabId),
      known.documentId ??
        (async () => (await browser.webNavigation.getFrame({ tabId, frameId: 0 }))?.documentId)().catch(
          () => undefined,
        ),
    ]);
    return { id: tabId, incognito: tab.incognito, active: tab.active, url: tab.url, documentId };
  } catch {
    return null;
  }
}
