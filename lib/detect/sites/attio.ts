import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf } from '../field-labels';
import { EMAIL_LABELS, fieldValues } from '../fields';
import { attioHosts } from '../site-hosts';

// Handles Attio (https://app.attio.com):
//   /<workspace>/company/<uuid>/...  → the company's Domains (several values that must agree)
//   /<workspace>/person/<uuid>/...   → the person's Email addresses (business ones)
// Collections, lists, the companies and people index views and the inbox name no company.

// /<workspace>/company/<uuid>, and the generic /<workspace>/record/companies/<uuid> form.
const RECORD =
  /^\/[^/]+\/(?:record\/)?(company|person|companies|people)\/(?!view\b)([A-Za-z0-9-]{6,})(?:\/|$)/i;

export const attio = defineSiteAdapter(attioHosts, {
  find(document, url) {
    const object = RECORD.exec(url.pathname)?.[1]?.toLowerCase();
    if (object === 'company' || object === 'companies') {
      return recordCandidate('attio', 'company', fieldValues(document, labelsOf(COMPANY_DOMAIN_LABELS)));
    }
    if (object === 'person' || object === 'people') {
      return recordCandidate('attio', 'person', fieldValues(document, EMAIL_LABELS));
    }
    return null;
  },
});
