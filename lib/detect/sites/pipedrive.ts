import { defineSiteAdapter, recordCandidate } from '../adapter';
import { EMAIL_LABELS, fieldValues, linkedRecordNames } from '../fields';

// Handles Pipedrive (https://<company>.pipedrive.com):
//   /organization/<id>  → the organization's Website field
//   /person/<id>        → the person's Email (business addresses only)
//   /deal/<id>          → the name of the deal's organization (the links to that organization record); its
//                         panel's other fields and the person's are related records', not read
// Lists (/organizations/list, /persons/list), deals without an organization, pipelines, activities and the
// inbox name no company.

const ORGANIZATION = /^\/organization\/(\d+)(?:\/|$)/;
const PERSON = /^\/person\/\d+(?:\/|$)/;
const DEAL = /^\/deal\/\d+(?:\/|$)/;

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
    if (DEAL.test(url.pathname)) {
      return recordCandidate('pipedrive', 'account', linkedRecordNames(document, url, ORGANIZATION));
    }
    return null;
  },
});
