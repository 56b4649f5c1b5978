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

/** An adapter and the hosts it answers for; the first entry whose pattern matches the page's host wins. */
export type RegisteredAdapter = { adapter: SiteAdapter; hosts: RegExp };

/**
 * Every surface Buyer Lens reads, in one list. Pages on other hosts fall to the website rule
 * (lib/detect/sites/website.ts). Keep in step with the content script's `matches`
 * (entrypoints/work-surfaces.content.ts); tests/unit/detect/adapters.test.ts checks both.
 */
export const SITE_ADAPTERS: readonly RegisteredAdapter[] = [
  { adapter: salesforce, hosts: /(?:^|\.)(?:force\.com|salesforce\.com)$/ },
  { adapter: hubspot, hosts: /^app(?:-[a-z0-9]+)?\.hubspot\.com$/ },
  { adapter: pipedrive, hosts: /^[a-z0-9-]+\.pipedrive\.com$/ },
  { adapter: dynamics, hosts: /^[a-z0-9-]+\.crm\d*\.dynamics\.com$/ },
  { adapter: zoho, hosts: /^crm\.(?:zoho\.(?:com|eu|in|com\.au|jp|com\.cn|sa|uk)|zohocloud\.ca)$/ },
  { adapter: attio, hosts: /^app\.attio\.com$/ },
  { adapter: close, hosts: /^app\.close\.com$/ },
  { adapter: linkedin, hosts: /^(?:www\.)?linkedin\.com$/ },
  { adapter: gmail, hosts: /^mail\.google\.com$/ },
  { adapter: outlook, hosts: /^outlook\.(?:office|office365|live)\.com$/ },
];
