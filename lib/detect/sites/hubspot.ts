import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues, linkedRecordNames } from '../fields';
import { hubspotHosts } from '../site-hosts';
import { readHubspotList } from './hubspot-list';

// Handles HubSpot CRM records (app.hubspot.com and regional app-<region>.hubspot.com):
//   /contacts/<portal>/record/0-2/<id>  and the older /contacts/<portal>/company/<id>  → Company domain name
//   /contacts/<portal>/record/0-1/<id>  and the older /contacts/<portal>/contact/<id>  → the contact's Email
//   /contacts/<portal>/record/0-3/<id>  and the older /contacts/<portal>/deal/<id>     → the name of the one
//     company the deal is associated with (its association card links that company record)
// Index views (/contacts/<portal>/objects/0-2/views/...), deals with several or no companies, dashboards and
// the home page name no company.

const COMPANY_RECORD = /^\/contacts\/\d+\/(?:record\/0-2|company)\/(\d+)(?:\/|$)/;
const CONTACT_RECORD = /^\/contacts\/\d+\/(?:record\/0-1|contact)\/\d+(?:\/|$)/;
const DEAL_RECORD = /^\/contacts\/\d+\/(?:record\/0-3|deal)\/\d+(?:\/|$)/;

export const hubspot = defineSiteAdapter(hubspotHosts, {
  find(document, url) {
    if (COMPANY_RECORD.test(url.pathname)) {
      // The primary domain property decides; the free-form Website URL only when it is empty.
      const domain = propertyValues(document, 'domain', labelsOf(COMPANY_DOMAIN_LABELS));
      const values =
        domain.length > 0 ? domain : propertyValues(document, 'website', labelsOf(WEBSITE_LABELS));
      return recordCandidate('hubspot', 'company', values);
    }
    if (CONTACT_RECORD.test(url.pathname)) {
      return recordCandidate('hubspot', 'person', propertyValues(document, 'email', EMAIL_LABELS));
    }
    if (DEAL_RECORD.test(url.pathname)) {
      return recordCandidate('hubspot', 'account', linkedRecordNames(document, url, COMPANY_RECORD));
    }
    return null;
  },
  list: readHubspotList,
});

// HubSpot marks each property's input with data-selenium-test="property-input-<name>" in every UI language; the
// label, in any language of lib/detect/field-labels.ts, is the fallback.
function propertyValues(document: Document, property: string, labels: readonly string[]): string[] {
  return hookOrLabelValues(document, `[data-selenium-test="property-input-${property}"]`, labels);
}
