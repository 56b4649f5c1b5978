import type { SiteAdapter } from '../adapter';
import { attio } from './attio';
import { close } from './close';
import { dynamics } from './dynamics';
import { gmail } from './gmail';
import { hubspot } from './hubspot';
import { linkedin } from './linkedin';
import { outlook } from './outlook';
import { pipedrive } from './pipedrive';
import { salesforce } from './salesforce';
import { zoho } from './zoho';

/** An adapter, the hosts it answers for (first match wins) and the content-script match patterns for them. */
export type RegisteredAdapter = { adapter: SiteAdapter; hosts: RegExp; matches: readonly string[] };

// Dynamics 365 serves each region from its own crm<N> host; match patterns cannot say "crm<N>".
const DYNAMICS_REGIONS = [
  '',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '19',
  '20',
  '21',
];
const ZOHO_DOMAINS = [
  'zoho.com',
  'zoho.eu',
  'zoho.in',
  'zoho.com.au',
  'zoho.jp',
  'zoho.com.cn',
  'zoho.sa',
  'zoho.uk',
  'zohocloud.ca',
];

// The registry, by content-script family (entrypoints/crm|linkedin|mail.content.ts): each family's bundle
// then carries only its own adapters. Pages on other hosts fall to the website rule (./website.ts).

/** The CRMs: company and person records. */
export const CRM_SITES: readonly RegisteredAdapter[] = [
  {
    adapter: salesforce,
    hosts: /(?:^|\.)(?:force\.com|salesforce\.com)$/,
    matches: ['https://*.lightning.force.com/*', 'https://*.my.salesforce.com/*'],
  },
  {
    adapter: hubspot,
    hosts: /^app(?:-[a-z0-9]+)?\.hubspot\.com$/,
    matches: ['app', 'app-eu1', 'app-na2', 'app-na3', 'app-ap1'].map(
      (host) => `https://${host}.hubspot.com/*`,
    ),
  },
  { adapter: pipedrive, hosts: /^[a-z0-9-]+\.pipedrive\.com$/, matches: ['https://*.pipedrive.com/*'] },
  {
    adapter: dynamics,
    hosts: /^[a-z0-9-]+\.crm\d*\.dynamics\.com$/,
    matches: DYNAMICS_REGIONS.map((region) => `https://*.crm${region}.dynamics.com/*`),
  },
  {
    adapter: zoho,
    hosts: /^crm\.(?:zoho\.(?:com|eu|in|com\.au|jp|com\.cn|sa|uk)|zohocloud\.ca)$/,
    matches: ZOHO_DOMAINS.map((domain) => `https://crm.${domain}/*`),
  },
  { adapter: attio, hosts: /^app\.attio\.com$/, matches: ['https://app.attio.com/*'] },
  { adapter: close, hosts: /^app\.close\.com$/, matches: ['https://app.close.com/*'] },
];

/** LinkedIn company pages and Sales Navigator accounts. */
export const LINKEDIN_SITES: readonly RegisteredAdapter[] = [
  { adapter: linkedin, hosts: /^(?:www\.)?linkedin\.com$/, matches: ['https://www.linkedin.com/*'] },
];

/** Webmail: the open thread's newest outside sender. */
export const MAIL_SITES: readonly RegisteredAdapter[] = [
  { adapter: gmail, hosts: /^mail\.google\.com$/, matches: ['https://mail.google.com/*'] },
  {
    adapter: outlook,
    hosts: /^outlook\.(?:office|office365|live)\.com$/,
    matches: [
      'https://outlook.office.com/*',
      'https://outlook.office365.com/*',
      'https://outlook.live.com/*',
    ],
  },
];

/** Every surface Buyer Lens reads, in one list (tests/unit/detect/adapters.test.ts checks it whole). */
export const SITE_ADAPTERS: readonly RegisteredAdapter[] = /* @__PURE__ */ CRM_SITES.concat(
  LINKEDIN_SITES,
  MAIL_SITES,
);
