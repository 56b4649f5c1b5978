import { isBlockedDomain, PERSONAL_MAIL_DOMAINS, registrableDomain } from '../detect/domain';
import type { CompanyKey } from '../detect/types';
import type { Settings } from '../schemas/settings';
import type { SkipReason } from '../shared/skip-reasons';
import { isConsumerSite } from './consumer-sites';

// The reasons and their sentences live apart so that the pages can show them without the detector's
// Public Suffix List (lib/privacy/skip-reasons.ts).
export { describeSkip, type SkipReason } from '../shared/skip-reasons';

export type LookupDecision = { lookup: true } | { lookup: false; reason: SkipReason };

/**
 * What would be sent (a registrable domain, or the account name a CRM record shows: `CompanyKey`) and where it
 * was read. A name lookup counts as a CRM lookup: only CRM records' account fields give one.
 */
export type LookupContext = CompanyKey & {
  /** Where it came from: `website` for an ordinary tab, or the CRM, LinkedIn or mail surface. */
  source: string;
  settings: Pick<Settings, 'detectionMode' | 'allowedSites' | 'disabledSites' | 'lookUpInPrivateWindows'>;
  incognito: boolean;
  /** The rep asked for this lookup (toolbar, shortcut, context menu, "look up anyway"). */
  requested: boolean;
};

/** Decides whether a domain or a CRM record's account name may be sent to the API, before any request is made. */
export function decideLookup(context: LookupContext): LookupDecision {
  const { domain, companyName, source, settings, incognito, requested } = context;
  // Never sent, even on request: these say where the rep browses and name no prospect. (A name is no site.)
  if (domain !== undefined) {
    if (isBlockedDomain(domain) || isConsumerSite(domain)) return { lookup: false, reason: 'denied-site' };
    if (PERSONAL_MAIL_DOMAINS.has(domain)) return { lookup: false, reason: 'personal-mail' };
  }
  if (requested) return { lookup: true };
  if (incognito && !settings.lookUpInPrivateWindows) return { lookup: false, reason: 'private-window' };
  const switchedOff =
    companyName !== undefined
      ? nameMatchesSite(companyName, settings.disabledSites)
      : matchesSite(domain, settings.disabledSites);
  if (switchedOff) return { lookup: false, reason: 'disabled-site' };
  switch (settings.detectionMode) {
    case 'automatic':
      return { lookup: true };
    case 'work-surfaces':
      return companyName !== undefined || source !== 'website' || matchesSite(domain, settings.allowedSites)
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

/**
 * True when a company name names one of the listed sites' companies: its first words, run together, are the
 * site's name part (`Pinecrest Logistics` and `pinecrestlogistics.com`, `pinecrest-logistics.co.uk` or
 * `pinecrest.io`). A name lookup cannot be matched by domain before it is sent, so a switched-off site also
 * keeps names that read like it from leaving; it errs towards not sending.
 */
export function nameMatchesSite(name: string, sites: readonly string[]): boolean {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  return sites.some((site) => {
    const domain = registrableDomain(site) ?? site;
    const label = (domain.split('.')[0] ?? '').replace(/[-_]+/g, '');
    if (label === '') return false;
    let joined = '';
    for (const word of words) {
      joined += word;
      if (joined === label) return true;
      if (joined.length >= label.length) return false;
    }
    return false;
  });
}
