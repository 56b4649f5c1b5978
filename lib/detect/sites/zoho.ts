import { recordCandidate, type SiteAdapter } from '../adapter';
import { EMAIL_LABELS, fieldValues } from '../fields';

// Handles Zoho CRM (https://crm.zoho.com and the regional crm.zoho.eu, .in, .com.au, .jp, .com.cn,
// crm.zohocloud.ca, crm.zoho.sa):
//   /crm/<org>/tab/Accounts/<id>          → the account's Website
//   /crm/<org>/tab/Contacts|Leads/<id>    → the Email
// Custom views (/tab/Accounts/custom-view/...), the home tab and reports name no company.

const RECORD = /^\/crm\/(?:[^/]+\/)?tab\/(Accounts|Contacts|Leads)\/(\d{6,})(?:\/|$)/i;

export const zoho: SiteAdapter = {
  source: 'zoho',
  find(document, url) {
    const module = RECORD.exec(url.pathname)?.[1]?.toLowerCase();
    if (module === 'accounts') {
      return recordCandidate('zoho', 'company', fieldValues(document, ['Website']));
    }
    if (module === 'contacts' || module === 'leads') {
      return recordCandidate('zoho', 'person', fieldValues(document, EMAIL_LABELS));
    }
    return null;
  },
};
