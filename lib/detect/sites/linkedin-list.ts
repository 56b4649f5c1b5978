import { type ListRow, listRow } from '../adapter';
import { deepText, isVisible } from '../dom';
import {
  COMPANY_LABELS,
  CURRENT_POSITION_LABELS,
  labelsIn,
  labelsOf,
  POSITION_AT_LABELS,
} from '../field-labels';
import { normalizeLabel } from '../fields';
import { cellText, cellUnder, headerWith } from '../list-table';

// Handles LinkedIn's company search results and Sales Navigator's account searches and lists, row by row: each
// result's company by the name its link shows (a search shows no website; the name is looked up exactly).
//   /search/results/companies/?keywords=…           → a[href*="/company/<slug>/"] in each result
//   /sales/search/company?…, /sales/lists/company/…   → a[data-anonymize="company-name"] (Sales Navigator)
// And the people lists, each person's current company by name (see readLeads and readPeopleSearch below):
//   /sales/lists/people/<id>, /sales/search/people?…  → a lead's company (Sales Navigator)
//   /search/results/people/?keywords=…                → a result's current position's company
// The company link is the one hook every era of the results has had ("reusable-search" cards with
// data-chameleon-result-urn, data-view-name="search-entity-result-universal-template" cards, and the 2026
// role="listitem" cards): classes are generated and change. A result's logo links to the same page without a
// name, and a result may link twice: one row a company page.
// Evidence: userscripts, scrapers and extensions reading these pages (andybrandt/LiSeSca 2026,
// gupsammy/LinkedinProfileScraper, aristotle-malichetty/salesnav-scrape 2025, Hoda-Al-1/get-gfm-donors).

const COMPANY_SEARCH = /^\/search\/results\/companies\/?$/;
const SALES_ACCOUNTS = /^\/sales\/(?:search\/company|lists\/company)\b/;
const COMPANY_LINK = /^(?:https:\/\/(?:www\.)?linkedin\.com)?\/(?:company|sales\/company)\/([^/?#]+)/;
const LEAD_LIST = /^\/sales\/lists\/people\/[^/]+/;
const LEAD_SEARCH = /^\/sales\/search\/people\b/;
const PEOPLE_SEARCH = /^\/search\/results\/people\/?$/;
// The rails beside the results ("People also viewed", ads) and the page's header are no results.
const NOT_A_RESULT = 'aside, [role="complementary"], header, nav, footer';

/** The companies of the search results or account list the page shows; none on any other page. */
export function readLinkedinList(document: Document, url: URL): ListRow[] {
  if (LEAD_LIST.test(url.pathname)) return readLeadList(document);
  if (LEAD_SEARCH.test(url.pathname)) return readLeadSearch(document);
  if (PEOPLE_SEARCH.test(url.pathname)) return readPeopleSearch(document);
  const selector = COMPANY_SEARCH.test(url.pathname)
    ? 'main a[href*="/company/"]'
    : SALES_ACCOUNTS.test(url.pathname)
      ? 'a[data-anonymize="company-name"]'
      : null;
  if (!selector) return [];
  const rows: ListRow[] = [];
  const seen = new Set<string>();
  for (const link of document.querySelectorAll(selector)) {
    const slug = COMPANY_LINK.exec(link.getAttribute('href') ?? '')?.[1]?.toLowerCase();
    if (!slug || seen.has(slug) || link.closest(NOT_A_RESULT) || !isVisible(link)) continue;
    // The name as shown (LinkedIn doubles it for screen readers in a visually hidden span).
    const shown = link.querySelector('span[aria-hidden="true"]') ?? link;
    const row = listRow(link, 'account', deepText(shown));
    if (!row) continue;
    seen.add(slug);
    rows.push(row);
  }
  return rows;
}

// Sales Navigator's lead list (2026: a table again): one lead a tr[data-x--people-list--row], its current company
// span[data-anonymize="company-name"] (text, not a link); without those hooks, a body row linking a lead and the
// cell under the header naming the company's column ("Account") in any language. The mark goes after the
// company's name. Evidence: /work/wip/list-evidence-2.md section 3 (scrapers validated on saved lists in 2026).
function readLeadList(document: Document): ListRow[] {
  const hooked = [...document.querySelectorAll('tr[data-x--people-list--row]')];
  const rows = hooked.length > 0 ? hooked : [...document.querySelectorAll('tbody tr')];
  const labels = new Set(labelsOf(COMPANY_LABELS));
  const read: ListRow[] = [];
  for (const row of rows) {
    if (!isVisible(row) || !row.querySelector('a[href*="/sales/lead/"]')) continue;
    const headers = row.closest('table')?.querySelectorAll('thead th') ?? [];
    const company =
      row.querySelector('[data-anonymize="company-name"]') ?? cellUnder(row, headerWith(headers, labels));
    const found = company && listRow(row, 'account', cellText(company), undefined, company);
    if (found) read.push(found);
  }
  return read;
}

// Sales Navigator's lead search: one lead a card ([data-x-search-result="LEAD"], else the list item around a
// lead's link), its company a[data-anonymize="company-name"] or any link to /sales/company/<id>; a company with
// no LinkedIn page is bare text after the title's separator in the card's subtitle (about one lead in five).
// Evidence: /work/wip/list-evidence.md section 3 and list-evidence-2.md section 3.
function readLeadSearch(document: Document): ListRow[] {
  const hooked = [...document.querySelectorAll('[data-x-search-result="LEAD"]')];
  const cards =
    hooked.length > 0
      ? hooked
      : [...document.querySelectorAll('main a[href*="/sales/lead/"]')].flatMap(
          (link) => link.closest('li') ?? [],
        );
  const read: ListRow[] = [];
  for (const card of new Set(cards)) {
    if (!isVisible(card) || card.closest(NOT_A_RESULT)) continue;
    const link = card.querySelector('a[data-anonymize="company-name"], a[href*="/sales/company/"]');
    if (link) {
      const found = listRow(card, 'account', deepText(link), undefined, link);
      if (found) read.push(found);
      continue;
    }
    const subtitle =
      card.querySelector('[data-anonymize="title"]')?.parentElement ??
      card.querySelector('.artdeco-entity-lockup__subtitle');
    const bare = subtitle ? textAfterSeparator(subtitle) : null;
    const found = subtitle && listRow(card, 'account', bare, undefined, subtitle);
    if (found) read.push(found);
  }
  return read;
}

/** The text after the last separator (an aria-hidden element: "CEO · Acme") in `element`, or null. */
function textAfterSeparator(element: Element): string | null {
  const separators = element.querySelectorAll('[aria-hidden="true"]');
  const separator = separators[separators.length - 1];
  if (!separator) return null;
  let text = '';
  for (let node = separator.nextSibling; node; node = node.nextSibling) text += ` ${deepText(node)}`;
  return text.replace(/\s+/g, ' ').trim() || null;
}

// LinkedIn's people search: one person a card linking /in/<slug> (2026: [role="listitem"] with
// a[data-view-name="search-result-lockup-title"]; before: li.reusable-search__result-container). Their current
// company is text, never a link: the summary's "Current: <title> at <company>" (LinkedIn's words, in the page's
// language), else the headline's "<title> at <company>" (the member's words: English or the page's language).
// A hidden profile ("LinkedIn Member") links no /in/ page: nothing. Approximated: no source shows the words
// LinkedIn uses in other languages (/work/wip/list-evidence-2.md section 4).
function readPeopleSearch(document: Document): ListRow[] {
  const lang = document.documentElement.getAttribute('lang') ?? 'en';
  const current = new Set(labelsIn(CURRENT_POSITION_LABELS, lang));
  const at = labelsIn(POSITION_AT_LABELS, lang);
  const cards = new Set(
    [...document.querySelectorAll('main a[href*="/in/"]')].flatMap(
      (link) => link.closest('[data-view-name="people-search-result"], [role="listitem"], li') ?? [],
    ),
  );
  const read: ListRow[] = [];
  for (const card of cards) {
    if (!isVisible(card) || card.closest(NOT_A_RESULT)) continue;
    const lines = [...card.querySelectorAll('p, div')].filter(
      (line) => line.childElementCount === 0 && isVisible(line),
    );
    let company: string | null = null;
    let anchor: Element | undefined;
    for (const line of lines) {
      const text = deepText(line);
      const colon = text.search(/[:：]/);
      if (colon > 0 && current.has(normalizeLabel(text.slice(0, colon)))) {
        company = companyAfter(text.slice(colon + 1), at);
        anchor = line;
        break;
      }
    }
    if (!company) {
      // The headline: the first line that names a company after a position.
      for (const line of lines) {
        company = companyAfter(deepText(line), at);
        if (company) {
          anchor = line;
          break;
        }
      }
    }
    const found = anchor && listRow(card, 'account', company, undefined, anchor);
    if (found) read.push(found);
  }
  return read;
}

/** The company in "<title> <at> <company>" (the last such word), or null where none is named. */
function companyAfter(text: string, at: readonly string[]): string | null {
  const words = text.trim().split(/\s+/);
  for (let index = words.length - 2; index > 0; index--) {
    if (at.includes((words[index] ?? '').toLowerCase())) return words.slice(index + 1).join(' ') || null;
  }
  return null;
}
