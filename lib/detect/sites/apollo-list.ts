import type { ListRow } from '../adapter';
import { readRecordRows } from '../list-records';

// Handles Apollo.io's searches (https://app.apollo.io, the page in the hash), row by row:
//   #/people?...     → each person's email where shown (Apollo hides most behind "Access email"), else the
//                      company's website link, else the company's name (its link to /accounts/ or /organizations/)
//   #/companies?...  → each company's website link, else its name
// One record a [role="row"] of the results' treegrid (its cells positional: Apollo's classes are generated and
// change); the person's link #/people/<id>, the company's #/accounts/<id> or #/organizations/<id>, its website
// a[aria-label="website link"] (else the first outside link that is no social profile). Approximated: one scraper (Dec 2024) shows the people table; no source shows the
// companies table, read as the people table's company columns are (/work/wip/list-evidence-2.md section 5).

const PEOPLE = /^#\/people\/?(?:\?|$)/;
const COMPANIES = /^#\/(?:companies|organizations)\/?(?:\?|$)/;
const COMPANY_LINK = /#\/(?:accounts|organizations|companies)\/[0-9a-f]{6,}/;
// The row's website link, else (its label gone) its first link out of Apollo that is no social profile.
const SOCIAL =
  /^https?:\/\/(?:[a-z0-9-]+\.)*(?:linkedin\.com|facebook\.com|twitter\.com|x\.com|apollo\.io)(?:[/:?#]|$)/i;
const WEBSITE = (row: Element) =>
  row.querySelector('a[aria-label="website link"]') ??
  [...row.querySelectorAll('a[href^="http"]')].find((link) => !SOCIAL.test(link.getAttribute('href') ?? ''));

/** The rows of the people or companies search the page shows; none on any other page. */
export function readApolloList(document: Document, url: URL): ListRow[] {
  if (PEOPLE.test(url.hash)) {
    return readRecordRows(document, {
      records: 'people',
      record: /#\/(?:people|contacts)\/[0-9a-f]{6,}/,
      company: COMPANY_LINK,
      website: WEBSITE,
    });
  }
  if (COMPANIES.test(url.hash)) {
    return readRecordRows(document, { records: 'companies', record: COMPANY_LINK, website: WEBSITE });
  }
  return [];
}
