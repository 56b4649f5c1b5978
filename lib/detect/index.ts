import { candidateToDetection } from './domain';
import { findCandidate } from './find';
import type { Detection } from './types';

export { findCandidate } from './find';
export type { Detection, DetectionCandidate } from './types';

/**
 * The one buyer company a page shows, as its registrable domain and the surface it was read from (or, where a
 * CRM record shows its account only by name, that `companyName`: never a domain guessed from it); null when
 * the page shows none or several. Pure, synchronous, never throws.
 */
export function detectCompany(document: Document, url: string): Detection | null {
  try {
    const candidate = findCandidate(document, url);
    return candidate ? candidateToDetection(candidate) : null;
  } catch {
    return null;
  }
}
