import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { freshsalesHosts } from '../site-hosts';

// Handles Freshsales (Freshworks CRM): https://<account>.myfreshworks.com/crm/sales/... today, and
// https://<account>.freshsales.io/... before the move to the Freshworks platform:
//   /crm/sales/accounts/<id>   (/accounts/<id> on freshsales.io)   → the account's Website
//   /crm/sales/contacts/<id>   (/contacts/<id>), /leads/<id>        → the contact's or lead's Email
// Views (/crm/sales/accounts/view/<id>), deals, the dashboard and settings name no company. A field is read by
// its API name first: Freshsales' sales_accounts `website` and contacts `emails`/`email`, which its inline-edit
// fields carry as data-field-rawname (data-field-rawname="emails" around .inline-edit-content; the account's
// Website as .website-field), or as data-field; else by its label ("Emails") in any language of
// lib/detect/field-labels.ts.

const RECORD = /^(?:\/crm\/sales)?\/(accounts|contacts|leads)\/(\d+)(?:\/|$)/;
const WEBSITE_HOOK = '[data-field-rawname="website"], .website-field, [data-field="website"]';
const EMAIL_HOOK = '[data-field-rawname="emails"], [data-field="emails"], [data-field="email"]';

export const freshsales = defineSiteAdapter(freshsalesHosts, {
  find(document, url) {
    const module = RECORD.exec(url.pathname)?.[1];
    if (module === 'accounts') {
      const labels = labelsOf(WEBSITE_LABELS, COMPANY_DOMAIN_LABELS);
      return recordCandidate('freshsales', 'company', hookOrLabelValues(document, WEBSITE_HOOK, labels));
    }
    if (module === 'contacts' || module === 'leads') {
      return recordCandidate('freshsales', 'person', hookOrLabelValues(document, EMAIL_HOOK, EMAIL_LABELS));
    }
    return null;
  },
});
