import { defineSiteAdapter, recordCandidate } from '../adapter';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { fieldValues } from '../fields';
import { closeHosts } from '../site-hosts';

// Handles Close (https://app.close.com):
//   /lead/lead_<id>/...  → the lead's URL (a Close lead is a company)
// Lead lists and smart views (/leads/, /search/), the inbox and reports name no company.

const LEAD = /^\/lead\/lead_[A-Za-z0-9]+(?:\/|$)/;

export const close = defineSiteAdapter(closeHosts, {
  find(document, url) {
    if (!LEAD.test(url.pathname)) return null;
    return recordCandidate('close', 'company', fieldValues(document, ['URL', ...labelsOf(WEBSITE_LABELS)]));
  },
});
