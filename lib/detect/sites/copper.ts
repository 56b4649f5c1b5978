import { defineSiteAdapter, recordCandidate } from '../adapter';
import { isVisible } from '../dom';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { copperHosts } from '../site-hosts';

// Handles Copper (formerly ProsperWorks), a single-page app whose record is in the hash:
//   https://app.copper.com/companies/<account>/app#/organization/<id>   → the company's Website, else its Email
//                                                                          Domain
//   https://app.copper.com/companies/<account>/app#/person/<id>         → the person's Email
//   https://app.copper.com/companies/<account>/app#/lead/<id>           → the lead's Email
//   .../app#/browse/list/<companies|people|leads>/<view>?fullProfile=<companies|people|leads>-<id>
//                                                                        → the same, for the record's full profile
//                                                                          open over a list (the URL stays on the
//                                                                          list): the record wins, the list is not read
// The feed (#/feed), boards and lists without a record open (#/browse/...) and settings name no company. A field
// is read by Copper's API field name first (`websites`, `email_domain`, `emails`, carried on the field as
// data-field), else by what names it in any language of lib/detect/field-labels.ts: its label, or the full
// profile's inputs, named by their placeholders ("Add Website", "Add Email Domain", "Add Email").

const RECORD = /^#\/(organization|person|lead)\/(\d+)(?:\/|$)/;
const FULL_PROFILE = /^#\/browse\/[^?]*\?(?:[^#]*&)?fullProfile=(companies|people|leads)-(\d+)(?:&|$)/;
const KIND_BY_PROFILE: Record<string, string> = {
  companies: 'organization',
  people: 'person',
  leads: 'lead',
};
// The panel a full profile opens in, over the list.
const PROFILE_PANEL = '[role="dialog"], [aria-modal="true"]';

export const copper = defineSiteAdapter(copperHosts, {
  find(document, url) {
    const profile = FULL_PROFILE.exec(url.hash)?.[1];
    const record = profile ? KIND_BY_PROFILE[profile] : RECORD.exec(url.hash)?.[1];
    // A full profile's fields are in its panel; the list behind it shows other records' values.
    const panels = profile ? [...document.querySelectorAll(PROFILE_PANEL)].filter(isVisible) : [];
    const options = panels.length > 0 ? { within: panels } : {};
    if (record === 'organization') {
      const website = hookOrLabelValues(
        document,
        '[data-field="websites"]',
        labelsOf(WEBSITE_LABELS),
        options,
      );
      const values =
        website.length > 0
          ? website
          : hookOrLabelValues(
              document,
              '[data-field="email_domain"]',
              labelsOf(COMPANY_DOMAIN_LABELS),
              options,
            );
      return recordCandidate('copper', 'company', values);
    }
    if (record === 'person' || record === 'lead') {
      const values = hookOrLabelValues(document, '[data-field="emails"]', EMAIL_LABELS, options);
      return recordCandidate('copper', 'person', values);
    }
    return null;
  },
});
