import { defineSiteAdapter, recordCandidate } from '../adapter';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { copperHosts } from '../site-hosts';

// Handles Copper (formerly ProsperWorks), a single-page app whose record is in the hash:
//   https://app.copper.com/companies/<account>/app#/organization/<id>   → the company's Website
//   https://app.copper.com/companies/<account>/app#/person/<id>         → the person's Email
//   https://app.copper.com/companies/<account>/app#/lead/<id>           → the lead's Email
// The feed (#/feed), boards and lists (#/browse/...) and settings name no company. A field is read by Copper's
// API field name first (`websites`, `emails`, carried on the field as data-field), by its label in any language
// of lib/detect/field-labels.ts where none carries it.

const RECORD = /^#\/(organization|person|lead)\/(\d+)(?:\/|$)/;

export const copper = defineSiteAdapter(copperHosts, {
  find(document, url) {
    const record = RECORD.exec(url.hash)?.[1];
    if (record === 'organization') {
      const values = hookOrLabelValues(document, '[data-field="websites"]', labelsOf(WEBSITE_LABELS));
      return recordCandidate('copper', 'company', values);
    }
    if (record === 'person' || record === 'lead') {
      return recordCandidate(
        'copper',
        'person',
        hookOrLabelValues(document, '[data-field="emails"]', EMAIL_LABELS),
      );
    }
    return null;
  },
});
