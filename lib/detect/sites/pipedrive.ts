import { defineSiteAdapter, recordCandidate } from '../adapter';
import { EMAIL_LABELS, fieldValues } from '../fields';

// Handles Pipedrive (https://<company>.pipedrive.com):
//   /organization/<id>  → the organization's Website field
//   /person/<id>        → the person's Email (business addresses only)
// Lists (/organizations/list, /persons/list), deals, pipelines, activities and the inbox name no company.

const ORGANIZATION = /^\/organization\/\d+(?:\/|$)/;
const PERSON = /^\/person\/\d+(?:\/|$)/;

export const pipedrive = defineSiteAdapter({
  source: 'pipedrive',
  family: 'crm',
  hosts: /^[a-z0-9-]+\.pipedrive\.com$/,
  matches: ['https://*.pipedrive.com/*'],
  find(document, url) {
    if (ORGANIZATION.test(url.pathname)) {
      return recordCandidate(
        'pipedrive',
        'company',
        fieldValues(document, ['Website', 'Web site', 'Domain']),
      );
    }
    if (PERSON.test(url.pathname)) {
      return recordCandidate('pipedrive', 'person', fieldValues(document, EMAIL_LABELS));
    }
    return null;
  },
});
