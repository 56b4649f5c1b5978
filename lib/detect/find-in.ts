import type { SiteAdapter } from './adapter';
import type { RegisteredAdapter } from './sites';
import type { DetectionCandidate } from './types';

/**
 * The raw candidate for a page from the first of `sites` registered for its host (else `fallback`); null
 * when the page shows no single company. Never throws. Content scripts pass their family's sites only, so
 * that each bundle carries only the adapters its hosts need.
 */
export function findCandidateIn(
  sites: readonly RegisteredAdapter[],
  document: Document,
  url: string,
  fallback?: SiteAdapter,
): DetectionCandidate | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const host = parsed.hostname.toLowerCase();
    const adapter = sites.find(({ hosts }) => hosts.test(host))?.adapter ?? fallback;
    return adapter ? adapter.find(document, parsed) : null;
  } catch {
    // A page can hold anything; a detector that throws would stop the content script.
    return null;
  }
}
