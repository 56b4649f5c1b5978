import { findCandidateIn } from './find-in';
import { SITE_ADAPTERS } from './sites';
import { website } from './sites/website';
import type { DetectionCandidate } from './types';

/**
 * The raw candidate for a page, from the adapter registered for its host or the website rule; null when the
 * page shows no single company. No Public Suffix List here: content scripts may import this.
 */
export function findCandidate(document: Document, url: string): DetectionCandidate | null {
  return findCandidateIn(SITE_ADAPTERS, document, url, website);
}
