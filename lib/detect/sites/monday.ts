import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { mondayHosts } from '../site-hosts';

// Handles monday sales CRM (https://<account>.monday.com, every data region), whose records are board items:
//   /boards/<board>/pulses/<item>, /boards/<board>/views/<view>/pulses/<item>
//                                   → the item card open on an Accounts or Contacts board (over the board or one
//                                     of its views): an Email column's address (a contact), else a Link column's
//                                     web address (an account)
// The board itself (/boards/<board>, its views), dashboards and the inbox name no company. A column is read by
// its type, which monday names in every UI language (data-column-type="email", "link"), then by its title in
// any language of lib/detect/field-labels.ts.

const ITEM = /^\/boards\/\d+(?:\/views\/\d+)?\/pulses\/(\d+)(?:\/|$)/;

export const monday = defineSiteAdapter(mondayHosts, {
  find(document, url) {
    if (!ITEM.test(url.pathname)) return null;
    const emails = hookOrLabelValues(document, '[data-column-type="email"]', EMAIL_LABELS);
    if (emails.length > 0) return recordCandidate('monday', 'person', emails);
    const labels = labelsOf(WEBSITE_LABELS, COMPANY_DOMAIN_LABELS);
    return recordCandidate(
      'monday',
      'company',
      hookOrLabelValues(document, '[data-column-type="link"]', labels),
    );
  },
});
