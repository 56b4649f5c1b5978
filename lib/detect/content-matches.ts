import type { SiteFamily } from './adapter';
import { SITE_ADAPTERS } from './sites';

/**
 * The match patterns of every work surface the detector's content scripts run on (CRMs, LinkedIn, webmail),
 * from the one registry in lib/detect/sites/index.ts. Ordinary websites are not among them.
 */
export const WORK_SURFACE_MATCHES: readonly string[] = SITE_ADAPTERS.flatMap((site) => site.matches);

/** The match patterns of one family's content script (entrypoints/<family>.content.ts), in registry order. */
export function familyMatches(family: SiteFamily): string[] {
  return SITE_ADAPTERS.filter((site) => site.family === family).flatMap((site) => site.matches);
}
