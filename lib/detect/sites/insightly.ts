import { defineSiteAdapter, recordCandidate } from '../adapter';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { insightlyHosts } from '../site-hosts';

// Handles Insightly CRM on its pods (https://crm.na1.insightly.com, crm.eu1., crm.au1. ...):
//   /details/Organisation/<id>   → the organisation's Website (API field WEBSITE)
//   /details/Contact/<id>        → the contact's Email (API field EMAIL_ADDRESS)
//   /details/Lead/<id>           → the lead's Email (API field EMAIL)
// Lists (/list/Organisation/...), projects, opportunities and the dashboard name no company. A field is read by
// its API field name first (data-field="WEBSITE"), by its label in any language of lib/detect/field-labels.ts
// where none carries it.

const RECORD = /^\/details\/(organisation|organization|contact|lead)s?\/(\d+)(?:\/|$)/i;

export const insightly = defineSiteAdapter(insightlyHosts, {
  find(document, url) {
    const record = RECORD.exec(url.pathname)?.[1]?.toLowerCase();
    if (record === 'organisation' || record === 'organization') {
      const values = hookOrLabelValues(document, '[data-field="WEBSITE"]', labelsOf(WEBSITE_LABELS));
      return recordCandidate('insightly', 'company', values);
    }
    if (record === 'contact' || record === 'lead') {
      const selector = '[data-field="EMAIL_ADDRESS"], [data-field="EMAIL"]';
      return recordCandidate('insightly', 'person', hookOrLabelValues(document, selector, EMAIL_LABELS));
    }
    return null;
  },
});
