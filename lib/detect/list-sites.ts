import type { ListSite } from './find';
import {
  apolloHosts,
  gmailHosts,
  hubspotHosts,
  linkedinHosts,
  outreachHosts,
  pipedriveHosts,
  salesforceHosts,
  salesloftHosts,
} from './site-hosts';
import { readApolloList } from './sites/apollo-list';
import { readGmailList } from './sites/gmail-list';
import { readHubspotList } from './sites/hubspot-list';
import { readLinkedinList } from './sites/linkedin-list';
import { readOutreachList } from './sites/outreach-list';
import { readPipedriveList } from './sites/pipedrive-list';
import { readSalesforceList } from './sites/salesforce-list';
import { readSalesloftList } from './sites/salesloft-list';

// The surfaces whose lists get marks (lib/list-marks), each its hosts and its list reader: the marks' content
// script (entrypoints/list-marks.content.ts) carries these readers and none of the record detectors. The same
// readers as the adapters' `list` (tests/unit/detect/adapters.test.ts holds the two lists together).

export const LIST_SITES: readonly ListSite[] = [
  { ...salesforceHosts, list: readSalesforceList },
  { ...hubspotHosts, list: readHubspotList },
  { ...pipedriveHosts, list: readPipedriveList },
  { ...linkedinHosts, list: readLinkedinList },
  { ...gmailHosts, list: readGmailList },
  { ...outreachHosts, list: readOutreachList },
  { ...salesloftHosts, list: readSalesloftList },
  { ...apolloHosts, list: readApolloList },
];
