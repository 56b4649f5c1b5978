import { SITE_HOSTS, type SiteFamily } from './site-hosts';

/**
 * The match patterns of every work surface the detector's content scripts run on (CRMs, LinkedIn, webmail),
 * from the sites' hosts (lib/detect/site-hosts.ts, in the registry's order). Ordinary websites are not among them.
 */
export const WORK_SURFACE_MATCHES: readonly string[] = [
  ...new Set(SITE_HOSTS.flatMap((site) => site.matches)),
];

/**
 * The match patterns of one family's content script (entrypoints/<family>.content.ts), in registry order, each
 * once (adapters that split a host by path share its patterns).
 */
export function familyMatches(family: SiteFamily): string[] {
  return [...new Set(SITE_HOSTS.filter((site) => site.family === family).flatMap((site) => site.matches))];
}
