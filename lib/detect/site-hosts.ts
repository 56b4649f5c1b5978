// Where each site adapter answers, apart from how it reads a page: the background (the launcher's check that a
// page is on the CRM a detection came from) and the build (wxt.config.ts's host permissions, through
// ./content-matches.ts) need the hosts and none of the detectors. Each adapter in ./sites/ spreads its own entry
// (`defineSiteAdapter({ ...salesforceHosts, find })`), so this is the one place a site's hosts are written.
// Each entry is its own export, a plain literal (no call the bundler would have to prove pure): a content script
// keeps only its adapters' entries (tests/e2e/detection.test.ts checks that no other family's source or pattern is
// in its bundle).

/**
 * The content script that runs an adapter (entrypoints/<family>.content.ts), so the bundle it is in. `calendar`
 * is registered at runtime, once the rep turns calendars on and grants their hosts (lib/background/calendars.ts).
 * `engagement` (Outreach, Salesloft, Apollo) likewise, once the rep turns it on (lib/background/engagement.ts).
 * `crm-more` holds the CRMs after the first seven, so that neither CRM bundle passes 10 KB.
 */
export type SiteFamily = 'crm' | 'crm-more' | 'linkedin' | 'mail' | 'calendar' | 'engagement';

/** A site's source, content-script family, hostnames, match patterns and (where it shares hosts) paths. */
export type SiteHosts<Family extends SiteFamily = SiteFamily> = {
  /** The `source` its detections carry; the adapter's file is `sites/<source>.ts`. */
  source: string;
  /** The registry list it belongs to in lib/detect/sites/index.ts. */
  family: Family;
  /** The hostnames it answers for (lower case), end-anchored; no other adapter's hosts may claim them. */
  hosts: RegExp;
  /** Its family content script's match patterns for these hosts; every one must fall inside `hosts`. */
  matches: readonly string[];
  /**
   * The URL paths it answers for, where it shares its hosts with another adapter of its family (Outlook's
   * calendar and its mail: one app, one content script). Listed before that adapter; the two share matches.
   */
  paths?: RegExp;
};

export const salesforceHosts = {
  source: 'salesforce',
  family: 'crm',
  hosts: /(?:^|\.)(?:force\.com|salesforce\.com)$/,
  matches: ['https://*.lightning.force.com/*', 'https://*.my.salesforce.com/*'],
} as const satisfies SiteHosts;

export const hubspotHosts = {
  source: 'hubspot',
  family: 'crm',
  hosts: /^app(?:-[a-z0-9]+)?\.hubspot\.com$/,
  matches: [
    'https://app.hubspot.com/*',
    'https://app-eu1.hubspot.com/*',
    'https://app-na2.hubspot.com/*',
    'https://app-na3.hubspot.com/*',
    'https://app-ap1.hubspot.com/*',
  ],
} as const satisfies SiteHosts;

export const pipedriveHosts = {
  source: 'pipedrive',
  family: 'crm',
  hosts: /^[a-z0-9-]+\.pipedrive\.com$/,
  matches: ['https://*.pipedrive.com/*'],
} as const satisfies SiteHosts;

export const dynamicsHosts = {
  source: 'dynamics',
  family: 'crm',
  hosts: /^[a-z0-9-]+\.crm\d*\.dynamics\.com$/,
  // One pattern per region's crm<N> host (match patterns cannot say "crm<N>"). Written out: a computed list
  // would stay in the other families' bundles.
  matches: [
    'https://*.crm.dynamics.com/*',
    'https://*.crm2.dynamics.com/*',
    'https://*.crm3.dynamics.com/*',
    'https://*.crm4.dynamics.com/*',
    'https://*.crm5.dynamics.com/*',
    'https://*.crm6.dynamics.com/*',
    'https://*.crm7.dynamics.com/*',
    'https://*.crm8.dynamics.com/*',
    'https://*.crm9.dynamics.com/*',
    'https://*.crm10.dynamics.com/*',
    'https://*.crm11.dynamics.com/*',
    'https://*.crm12.dynamics.com/*',
    'https://*.crm13.dynamics.com/*',
    'https://*.crm14.dynamics.com/*',
    'https://*.crm15.dynamics.com/*',
    'https://*.crm16.dynamics.com/*',
    'https://*.crm17.dynamics.com/*',
    'https://*.crm19.dynamics.com/*',
    'https://*.crm20.dynamics.com/*',
    'https://*.crm21.dynamics.com/*',
  ],
} as const satisfies SiteHosts;

export const zohoHosts = {
  source: 'zoho',
  family: 'crm',
  hosts: /^crm\.(?:zoho\.(?:com|eu|in|com\.au|jp|com\.cn|sa|uk)|zohocloud\.ca)$/,
  // One pattern per data centre's domain.
  matches: [
    'https://crm.zoho.com/*',
    'https://crm.zoho.eu/*',
    'https://crm.zoho.in/*',
    'https://crm.zoho.com.au/*',
    'https://crm.zoho.jp/*',
    'https://crm.zoho.com.cn/*',
    'https://crm.zoho.sa/*',
    'https://crm.zoho.uk/*',
    'https://crm.zohocloud.ca/*',
  ],
} as const satisfies SiteHosts;

export const attioHosts = {
  source: 'attio',
  family: 'crm',
  hosts: /^app\.attio\.com$/,
  matches: ['https://app.attio.com/*'],
} as const satisfies SiteHosts;

export const closeHosts = {
  source: 'close',
  family: 'crm',
  hosts: /^app\.close\.com$/,
  matches: ['https://app.close.com/*'],
} as const satisfies SiteHosts;

export const freshsalesHosts = {
  source: 'freshsales',
  family: 'crm-more',
  hosts: /^[a-z0-9-]+\.(?:myfreshworks\.com|freshsales\.io)$/,
  matches: ['https://*.myfreshworks.com/*', 'https://*.freshsales.io/*'],
} as const satisfies SiteHosts;

export const mondayHosts = {
  source: 'monday',
  family: 'crm-more',
  hosts: /^[a-z0-9-]+\.monday\.com$/,
  matches: ['https://*.monday.com/*'],
} as const satisfies SiteHosts;

export const copperHosts = {
  source: 'copper',
  family: 'crm-more',
  hosts: /^app\.(?:copper|prosperworks)\.com$/,
  matches: ['https://app.copper.com/*', 'https://app.prosperworks.com/*'],
} as const satisfies SiteHosts;

export const insightlyHosts = {
  source: 'insightly',
  family: 'crm-more',
  hosts: /(?:^|\.)insightly\.com$/,
  matches: ['https://*.insightly.com/*'],
} as const satisfies SiteHosts;

export const sugarcrmHosts = {
  source: 'sugarcrm',
  family: 'crm-more',
  hosts: /\.(?:sugarondemand\.com|sugaropencloud\.(?:eu|uk))$/,
  matches: [
    'https://*.sugarondemand.com/*',
    'https://*.sugaropencloud.eu/*',
    'https://*.sugaropencloud.uk/*',
  ],
} as const satisfies SiteHosts;

export const zendesksellHosts = {
  source: 'zendesksell',
  family: 'crm-more',
  // Sell's own host, and Sell inside a Zendesk account (<subdomain>.zendesk.com/sales/...): only its /sales/
  // pages there, never Zendesk Support's.
  hosts: /^(?:app\.futuresimple\.com|[a-z0-9-]+\.zendesk\.com)$/,
  matches: ['https://app.futuresimple.com/*', 'https://*.zendesk.com/sales/*'],
} as const satisfies SiteHosts;

export const linkedinHosts = {
  source: 'linkedin',
  family: 'linkedin',
  hosts: /(?:^|\.)linkedin\.com$/,
  // Every country subdomain (uk., de., fr., ... about a hundred): one pattern, narrowed by the adapter's COMPANY_HOST.
  matches: ['https://*.linkedin.com/*'],
} as const satisfies SiteHosts;

export const gmailHosts = {
  source: 'gmail',
  family: 'mail',
  hosts: /^mail\.google\.com$/,
  matches: ['https://mail.google.com/*'],
} as const satisfies SiteHosts;

export const outlookCalendarHosts = {
  source: 'outlook-calendar',
  family: 'mail',
  hosts: /^outlook\.(?:office|office365|live)\.com$/,
  paths: /^\/calendar(?:\/|$)/,
  matches: ['https://outlook.office.com/*', 'https://outlook.office365.com/*', 'https://outlook.live.com/*'],
} as const satisfies SiteHosts;

export const outlookHosts = {
  source: 'outlook',
  family: 'mail',
  hosts: /^outlook\.(?:office|office365|live)\.com$/,
  matches: ['https://outlook.office.com/*', 'https://outlook.office365.com/*', 'https://outlook.live.com/*'],
} as const satisfies SiteHosts;

export const outreachHosts = {
  source: 'outreach',
  family: 'engagement',
  hosts: /(?:^|\.)outreach\.io$/,
  matches: ['https://*.outreach.io/*'],
} as const satisfies SiteHosts;

export const salesloftHosts = {
  source: 'salesloft',
  family: 'engagement',
  hosts: /(?:^|\.)salesloft\.com$/,
  matches: ['https://app.salesloft.com/*'],
} as const satisfies SiteHosts;

export const apolloHosts = {
  source: 'apollo',
  family: 'engagement',
  hosts: /(?:^|\.)apollo\.io$/,
  matches: ['https://app.apollo.io/*'],
} as const satisfies SiteHosts;

export const googleCalendarHosts = {
  source: 'google-calendar',
  family: 'calendar',
  hosts: /^calendar\.google\.com$/,
  matches: ['https://calendar.google.com/*'],
} as const satisfies SiteHosts;

/**
 * Every site's hosts, in the order of the registry's SITE_ADAPTERS (lib/detect/sites/index.ts;
 * tests/unit/detect/adapters.test.ts checks that the two agree, entry for entry).
 */
export const SITE_HOSTS: readonly SiteHosts[] = [
  salesforceHosts,
  hubspotHosts,
  pipedriveHosts,
  dynamicsHosts,
  zohoHosts,
  attioHosts,
  closeHosts,
  freshsalesHosts,
  mondayHosts,
  copperHosts,
  insightlyHosts,
  sugarcrmHosts,
  zendesksellHosts,
  linkedinHosts,
  gmailHosts,
  outlookCalendarHosts,
  outlookHosts,
  outreachHosts,
  salesloftHosts,
  apolloHosts,
  googleCalendarHosts,
];
