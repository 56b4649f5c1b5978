import { defineSiteAdapter, recordCandidate } from '../adapter';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { zohoHosts } from '../site-hosts';

// Handles Zoho CRM (https://crm.zoho.com and the regional crm.zoho.eu, .in, .com.au, .jp, .com.cn,
// crm.zohocloud.ca, crm.zoho.sa, crm.zoho.uk):
//   /crm/<org>/tab/Accounts/<id>          → the account's Website
//   /crm/<org>/tab/Contacts|Leads/<id>    → the Email
// Custom views (/tab/Accounts/custom-view/...), the home tab and reports name no company.
// The detail view names each value by the field's API name in every UI language (#subvalue_WEBSITE, or
// #value_WEBSITE in the older layout); the label, in any language of lib/detect/field-labels.ts, is the fallback.

const RECORD = /^\/crm\/(?:[^/]+\/)?tab\/(Accounts|Contacts|Leads)\/(\d{6,})(?:\/|$)/i;

export const zoho = defineSiteAdapter(zohoHosts, {
  find(document, url) {
    const module = RECORD.exec(url.pathname)?.[1]?.toLowerCase();
    if (module === 'accounts') {
      return recordCandidate('zoho', 'company', valuesOfField(document, 'WEBSITE', labelsOf(WEBSITE_LABELS)));
    }
    if (module === 'contacts' || module === 'leads') {
      return recordCandidate('zoho', 'person', valuesOfField(document, 'EMAIL', EMAIL_LABELS));
    }
    return null;
  },
});

// The value by its field's API name first, by its label where no element carries the name.
function valuesOfField(document: Document, apiName: string, labels: readonly string[]): string[] {
  return hookOrLabelValues(document, `[id="subvalue_${apiName}"], [id="value_${apiName}"]`, labels);
}
