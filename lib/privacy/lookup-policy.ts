import { isBlockedDomain, PERSONAL_MAIL_DOMAINS } from '../detect/domain';
import type { Settings } from '../schemas/settings';
import type { SkipReason } from '../shared/skip-reasons';
import { isConsumerSite } from './consumer-sites';

// The reasons and their sentences live apart so that the pages can show them without the detector's
// Public Suffix List (lib/privacy/skip-reasons.ts).
export { describeSkip, type SkipReason } from '../shared/skip-reasons';

export type LookupDecision = { lookup: true } | { lookup: false; reason: SkipReason };

export type LookupContext = {
  /** The registrable domain to look up. */
  domain: string;
  /** Where it came from: `website` for an ordinary tab, or the CRM, LinkedIn or mail surface. */
  source: string;
  settings: Pick<Settings, 'detectionMode' | 'allowedSites' | 'disabledSites' | 'lookUpInPrivateWindows'>;
  incognito: boolean;
  /** The rep asked for this lookup (toolbar, shortcut, context menu, "look up anyway"). */
  requested: boolean;
};

/** Decides whether a domain may be sent to the API, before any request is made. */
export function decideLookup(context: LookupContext): LookupDecision {
  const { domain, source, settings, incognito, requested } = context;
  // Never sent, even on request: these say where the rep browses and name no prospect.
  if (isBlockedDomain(domain) || isConsumerSite(domain)) return { lookup: false, reason: 'denied-site' };
  if (PERSONAL_MAIL_DOMAINS.has(domain)) return { lookup: false, reason: 'personal-mail' };
  if (requested) return { lookup: true };
  if (incognito && !settings.lookUpInPrivateWindows) return { lookup: false, reason: 'private-window' };
  if (matchesSite(domain, settings.disabledSites)) return { lookup: false, reason: 'disabled-site' };
  switch (settings.detectionMode) {
    case 'automatic':
      return { lookup: true };
    case 'work-surfaces':
      return source !== 'website' || matchesSite(domain, settings.allowedSites)
        ? { lookup: true }
        : { lookup: false, reason: 'work-surfaces-only' };
    case 'on-request':
      return { lookup: false, reason: 'on-request-only' };
  }
}

/** True when a domain is one of the listed sites or under one. */
export function matchesSite(domain: string, sites: readonly string[]): boolean {
  return sites.some((site) => domain === site || domain.endsWith(`.${site}`) || site.endsWith(`.${domain}`));
}
