import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { outreachHosts } from '../site-hosts';
import { readOutreachList } from './outreach-list';

// Handles Outreach (https://app.outreach.io and its regional app hosts, app1a., app2a. ...):
//   /accounts/<id>(/overview ...)    → the account's Domain, else its Website
//   /prospects/<id>(/overview ...)   → the prospect's email (a business address; a personal mailbox gives nothing)
// Lists (/accounts, /prospects), sequences, the inbox and tasks name no company. A field is read by its API
// attribute name first (accounts `domain` and `websiteUrl`, prospects `emails`, carried on the field as
// data-field), by its label in any language of lib/detect/field-labels.ts where none carries it (a prospect's
// "Emails", the attribute's own name). Runs in the
// engagement content script, registered only once the rep turned Outreach, Salesloft and Apollo on in Options.

const ACCOUNT = /^\/accounts\/(\d+)(?:\/|$)/;
const PROSPECT = /^\/prospects\/(\d+)(?:\/|$)/;

export const outreach = defineSiteAdapter(outreachHosts, {
  find(document, url) {
    if (ACCOUNT.test(url.pathname)) {
      const domain = hookOrLabelValues(document, '[data-field="domain"]', labelsOf(COMPANY_DOMAIN_LABELS));
      const values =
        domain.length > 0
          ? domain
          : hookOrLabelValues(document, '[data-field="websiteUrl"]', labelsOf(WEBSITE_LABELS));
      return recordCandidate('outreach', 'company', values);
    }
    if (PROSPECT.test(url.pathname)) {
      return recordCandidate(
        'outreach',
        'person',
        hookOrLabelValues(document, '[data-field="emails"]', EMAIL_LABELS),
      );
    }
    return null;
  },
  list: readOutreachList,
});
