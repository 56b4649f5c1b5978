import { defineSiteAdapter, recordCandidate } from '../adapter';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { sugarcrmHosts } from '../site-hosts';

// Handles SugarCRM's cloud (Sugar Sell), a single-page app whose record is in the hash:
//   https://<instance>.sugarondemand.com/#Accounts/<id>           → the account's Website
//   https://<instance>.sugarondemand.com/#Contacts/<id>, #Leads/  → the Email
// and the same on <instance>.sugaropencloud.eu and .uk. List views (#Accounts), the home dashboard
// (#Home) and #Accounts/create name no company. Sugar's record view names each field by its vardef name in
// every UI language (data-fieldname="website", data-fieldname="email" on the field's cell); the label, in any
// language of lib/detect/field-labels.ts, is the fallback.

const RECORD = /^#(Accounts|Contacts|Leads)\/([0-9a-f]{8}-[0-9a-f-]{27,})(?:\/|$)/;

export const sugarcrm = defineSiteAdapter(sugarcrmHosts, {
  find(document, url) {
    const module = RECORD.exec(url.hash)?.[1];
    if (module === 'Accounts') {
      const values = hookOrLabelValues(document, '[data-fieldname="website"]', labelsOf(WEBSITE_LABELS));
      return recordCandidate('sugarcrm', 'company', values);
    }
    if (module === 'Contacts' || module === 'Leads') {
      const selector = '[data-fieldname="email"], [data-fieldname="email1"]';
      return recordCandidate('sugarcrm', 'person', hookOrLabelValues(document, selector, EMAIL_LABELS));
    }
    return null;
  },
});
