import { defineSiteAdapter, recordCandidate } from '../adapter';
import { EMAIL_LABELS, fieldValues } from '../fields';

// Handles Zoho CRM (https://crm.zoho.com and the regional crm.zoho.eu, .in, .com.au, .jp, .com.cn,
// crm.zohocloud.ca, crm.zoho.sa, crm.zoho.uk):
//   /crm/<org>/tab/Accounts/<id>          → the account's Website
//   /crm/<org>/tab/Contacts|Leads/<id>    → the Email
// Custom views (/tab/Accounts/custom-view/...), the home tab and reports name no company.

const RECORD = /^\/crm\/(?:[^/]+\/)?tab\/(Accounts|Contacts|Leads)\/(\d{6,})(?:\/|$)/i;

export const zoho = defineSiteAdapter({
  source: 'zoho',
  family: 'crm',
  hosts: /^crm\.(?:zoho\.(?:com|eu|in|com\.au|jp|com\.cn|sa|uk)|zohocloud\.ca)$/,
  // One pattern per data centre's domain.
  matches: [
    'https://crm.zoho.com/*',
    'https://crm.zoho.eu/*',
    'https://crm.zoho.in/*',
    'https://crm.zoho.com.au/*',
    'https://crm.zoho.jp/*',
    'https://crm.zoho.com.cn/*',
    'https://crm.zoho.sa/*',
    'https://crm.zoho.uk/*',
    'https://crm.zohocloud.ca/*',
  ],
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
});
