import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { apolloHosts } from '../site-hosts';
import { readApolloList } from './apollo-list';

// Handles Apollo.io (https://app.apollo.io), a single-page app whose page is in the hash:
//   #/accounts/<id>, #/organizations/<id>   → the company's website (API `website_url`, else `primary_domain`)
//   #/people/<id>, #/contacts/<id>          → the person's email (a business address; a personal mailbox gives
//                                             nothing)
// Searches (#/people, #/companies), sequences (#/sequences) and the home page name no company. A field is read
// by its API field name first (carried on the field as data-field), else by what names it in any language of
// lib/detect/field-labels.ts: its label, or the company page's icon link named aria-label="website link". Runs
// in the engagement content script, registered only once the rep turned it on in Options.

const COMPANY = /^#\/(?:accounts|organizations)\/([0-9a-f]{6,})(?:[/?]|$)/;
const PERSON = /^#\/(?:people|contacts)\/([0-9a-f]{6,})(?:[/?]|$)/;

export const apollo = defineSiteAdapter(apolloHosts, {
  find(document, url) {
    if (COMPANY.test(url.hash)) {
      const selector = '[data-field="website_url"], [data-field="primary_domain"]';
      const values = hookOrLabelValues(document, selector, labelsOf(WEBSITE_LABELS, COMPANY_DOMAIN_LABELS));
      return recordCandidate('apollo', 'company', values);
    }
    if (PERSON.test(url.hash)) {
      return recordCandidate(
        'apollo',
        'person',
        hookOrLabelValues(document, '[data-field="email"]', EMAIL_LABELS),
      );
    }
    return null;
  },
  list: readApolloList,
});
