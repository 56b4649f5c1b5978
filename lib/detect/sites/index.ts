import type { HostedSiteAdapter } from '../adapter';
import { apollo } from './apollo';
import { attio } from './attio';
import { close } from './close';
import { copper } from './copper';
import { dynamics } from './dynamics';
import { freshsales } from './freshsales';
import { gmail } from './gmail';
import { googleCalendar } from './google-calendar';
import { hubspot } from './hubspot';
import { insightly } from './insightly';
import { linkedin } from './linkedin';
import { monday } from './monday';
import { outlook } from './outlook';
import { outlookCalendar } from './outlook-calendar';
import { outreach } from './outreach';
import { pipedrive } from './pipedrive';
import { salesforce } from './salesforce';
import { salesloft } from './salesloft';
import { sugarcrm } from './sugarcrm';
import { zendesksell } from './zendesksell';
import { zoho } from './zoho';

// The registry: each adapter declares its source, family, hosts and match patterns in its own file
// (defineSiteAdapter) and is listed here once, in its family's list. One list per content script
// (entrypoints/crm|linkedin|mail.content.ts), so that each bundle carries only its own adapters; the types
// refuse an adapter in another family's list. No two adapters claim a host their patterns reach, so the order
// never decides. Pages on other hosts fall to the website rule (./website.ts). README: "Add a site in four
// steps"; tests/unit/detect/adapters.test.ts checks all of this.

/** The CRMs: company and person records. */
export const CRM_SITES: readonly HostedSiteAdapter<'crm'>[] = [
  salesforce,
  hubspot,
  pipedrive,
  dynamics,
  zoho,
  attio,
  close,
];

/**
 * More CRMs, in a content script of their own (entrypoints/crm-more.content.ts): with the CRMs above in one
 * bundle, it would pass the 10 KB budget a content script keeps. Hosts granted at install, like the CRMs above.
 */
export const MORE_CRM_SITES: readonly HostedSiteAdapter<'crm-more'>[] = [
  freshsales,
  monday,
  copper,
  insightly,
  sugarcrm,
  zendesksell,
];

/** LinkedIn company pages and Sales Navigator accounts. */
export const LINKEDIN_SITES: readonly HostedSiteAdapter<'linkedin'>[] = [linkedin];

/**
 * Webmail: the open thread's newest outside sender; Outlook's calendar (the open event's outside companies)
 * shares Outlook's hosts and content script, and is listed before the mail adapter, which has the other paths.
 */
export const MAIL_SITES: readonly HostedSiteAdapter<'mail'>[] = [gmail, outlookCalendar, outlook];

/**
 * Calendars on hosts of their own: the open event's outside companies. Their content script is registered at
 * runtime, once the rep turns calendars on and grants their hosts (lib/background/calendars.ts).
 */
export const CALENDAR_SITES: readonly HostedSiteAdapter<'calendar'>[] = [googleCalendar];

/**
 * Sales engagement: account and prospect pages. Their content script is registered at runtime, only once the rep
 * turns them on in Options and grants their hosts (lib/background/engagement.ts): no install warning for them.
 */
export const ENGAGEMENT_SITES: readonly HostedSiteAdapter<'engagement'>[] = [outreach, salesloft, apollo];

/** Every surface Buyer Lens reads, in one list (tests/unit/detect/adapters.test.ts checks it whole). */
export const SITE_ADAPTERS: readonly HostedSiteAdapter[] = /* @__PURE__ */ ([] as HostedSiteAdapter[]).concat(
  CRM_SITES,
  MORE_CRM_SITES,
  LINKEDIN_SITES,
  MAIL_SITES,
  ENGAGEMENT_SITES,
  CALENDAR_SITES,
);
