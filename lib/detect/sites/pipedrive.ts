import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues, linkedRecordNames } from '../fields';
import { pipedriveHosts } from '../site-hosts';
import { readPipedriveList } from './pipedrive-list';

// Handles Pipedrive (https://<company>.pipedrive.com):
//   /organization/<id>  → the organization's Website field
//   /person/<id>        → the person's Email (business addresses only)
//   /deal/<id>          → the name of the deal's organization (the links to that organization record); its
//                         panel's other fields and the person's are related records', not read
// Lists (/organizations/list, /persons/list), deals without an organization, pipelines, activities and the
// inbox name no company. A field is read by its data-test id first (data-test="org-field-website", the same in
// every UI language), by its label in any language of lib/detect/field-labels.ts where none carries it.

const ORGANIZATION = /^\/organization\/(\d+)(?:\/|$)/;
const PERSON = /^\/person\/\d+(?:\/|$)/;
const DEAL = /^\/deal\/\d+(?:\/|$)/;

export const pipedrive = defineSiteAdapter(pipedriveHosts, {
  find(document, url) {
    if (ORGANIZATION.test(url.pathname)) {
      const labels = labelsOf(WEBSITE_LABELS, COMPANY_DOMAIN_LABELS);
      return recordCandidate('pipedrive', 'company', valuesOfField(document, 'org-field-website', labels));
    }
    if (PERSON.test(url.pathname)) {
      return recordCandidate(
        'pipedrive',
        'person',
        valuesOfField(document, 'person-field-email', EMAIL_LABELS),
      );
    }
    if (DEAL.test(url.pathname)) {
      return recordCandidate('pipedrive', 'account', linkedRecordNames(document, url, ORGANIZATION));
    }
    return null;
  },
  list: readPipedriveList,
});

// The value shown in the field's item (its label left out), else the value beside a label.
function valuesOfField(document: Document, testId: string, labels: readonly string[]): string[] {
  return hookOrLabelValues(document, `[data-test="${testId}"]`, labels);
}
