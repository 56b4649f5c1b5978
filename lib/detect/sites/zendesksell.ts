import { defineSiteAdapter, recordCandidate } from '../adapter';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { zendesksellHosts } from '../site-hosts';

// Handles Zendesk Sell (formerly Base CRM) at https://app.futuresimple.com, and inside a Zendesk account at
// https://<subdomain>.zendesk.com/sales/...:
//   /crm/contacts/<id>, /sales/contacts/<id>, /sales/app/contacts/<id>
//                        → a contact, which is a company (its Website) or a person (its Email): Sell keeps both
//                          as contacts (the API's is_organization)
//   /leads/<id>, /sales/leads/<id>   → the lead's Website, else its Email
// Lists (/crm/contacts, /sales/leads/list/), deals (/sales/deals/<id>), the dashboard and Zendesk Support's own
// pages name no company. A field is read by its API field name first (`website`, `email`, carried on the field
// as data-field), by its label in any language of lib/detect/field-labels.ts where none carries it.

const RECORD = /^\/(?:crm\/|sales\/(?:app\/)?)?(?:contacts|leads)\/(\d+)(?:\/|$)/;

export const zendesksell = defineSiteAdapter(zendesksellHosts, {
  find(document, url) {
    if (!RECORD.test(url.pathname)) return null;
    // A company shows a Website; a person shows none, only an Email.
    const website = hookOrLabelValues(document, '[data-field="website"]', labelsOf(WEBSITE_LABELS));
    if (website.length > 0) return recordCandidate('zendesksell', 'company', website);
    return recordCandidate(
      'zendesksell',
      'person',
      hookOrLabelValues(document, '[data-field="email"]', EMAIL_LABELS),
    );
  },
});
