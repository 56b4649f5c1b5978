import { candidateToDetection } from './domain';
import { findCandidate } from './find';
import { surfaceMissingPublicSuffix } from './public-suffix';
import type { Detection } from './types';

export { findCandidate } from './find';
export type { Detection, DetectionCandidate } from './types';

/**
 * The one buyer company a page shows, as its registrable domain and the surface it was read from (or, where a
 * CRM record shows its account only by name, that `companyName`: never a domain guessed from it); null when
 * the page shows none or several. Pure and synchronous. Never throws, except that a Public Suffix List that is
 * not loaded throws PublicSuffixMissingError in development and tests (logged once in production, then null).
 */
export function detectCompany(document: Document, url: string): Detection | null {
  try {
    const candidate = findCandidate(document, url);
    return candidate ? candidateToDetection(candidate) : null;
  } catch (error) {
    surfaceMissingPublicSuffix(error);
    return null;
  }
}
