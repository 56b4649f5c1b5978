import { defineSiteAdapter, recordCandidate } from '../adapter';
import { COMPANY_DOMAIN_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { salesloftHosts } from '../site-hosts';
import { readSalesloftList } from './salesloft-list';

// Handles Salesloft (https://app.salesloft.com):
//   /app/accounts/<id>, /app/company/<id>   → the account's Domain, else its Website
//   /app/people/<id>(/emails ...), /app/people/details/<id>, /app/person/<id>, a person opened from a cadence
//   (/app/cadences/<cadence>/people/<id>), and the same routes in the hash (/app#/people/<id>)
//                                           → the person's email (a business address; a personal mailbox gives
//                                             nothing)
// People and account lists (/app/people, /app/people/list, /app/accounts), cadences and the rhythm page name no
// company. A field
// is read by its API field name first (accounts `domain` and `website`, people `email_address`, carried on the
// field as data-field), by its label in any language of lib/detect/field-labels.ts where none carries it. Runs in
// the engagement content script, registered only once the rep turned it on in Options.

const ACCOUNT = /^\/app\/(?:accounts|company)\/(\d+)(?:\/|$)/;
const PERSON = /^\/app\/(?:cadences\/\d+\/)?(?:people\/(?:details\/)?|person\/)(\d+)(?:\/|$)/;

export const salesloft = defineSiteAdapter(salesloftHosts, {
  find(document, url) {
    const route = routeOf(url);
    if (ACCOUNT.test(route)) {
      const domain = hookOrLabelValues(document, '[data-field="domain"]', labelsOf(COMPANY_DOMAIN_LABELS));
      const values =
        domain.length > 0
          ? domain
          : hookOrLabelValues(document, '[data-field="website"]', labelsOf(WEBSITE_LABELS));
      return recordCandidate('salesloft', 'company', values);
    }
    if (PERSON.test(route)) {
      const values = hookOrLabelValues(document, '[data-field="email_address"]', EMAIL_LABELS);
      return recordCandidate('salesloft', 'person', values);
    }
    return null;
  },
  list: readSalesloftList,
});

// The page's route: its path, or under /app the route its hash carries (/app#/people/<id> reads /app/people/<id>).
function routeOf(url: URL): string {
  return url.pathname.replace(/\/$/, '') === '/app' && url.hash.startsWith('#/')
    ? `/app${url.hash.slice(1).split('?')[0]}`
    : url.pathname;
}
