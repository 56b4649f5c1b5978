import { SITE_ADAPTERS } from './sites';

/**
 * The match patterns of every work surface the detector's content scripts run on (CRMs, LinkedIn, webmail),
 * from the one registry in lib/detect/sites/index.ts. Ordinary websites are not among them.
 */
export const WORK_SURFACE_MATCHES: readonly string[] = SITE_ADAPTERS.flatMap((site) => site.matches);
