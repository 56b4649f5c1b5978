import { SITE_ADAPTERS } from './sites';
import { website } from './sites/website';
import type { DetectionCandidate } from './types';

/**
 * The raw candidate for a page, from the adapter registered for its host or the website rule; null when the
 * page shows no single company. No Public Suffix List here: content scripts import this.
 */
export function findCandidate(document: Document, url: string): DetectionCandidate | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const host = parsed.hostname.toLowerCase();
    const entry = SITE_ADAPTERS.find(({ hosts }) => hosts.test(host));
    return (entry?.adapter ?? website).find(document, parsed);
  } catch {
    // A page can hold anything; a detector that throws would stop the content script.
    return null;
  }
}
