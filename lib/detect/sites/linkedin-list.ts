import { type ListRow, listRow } from '../adapter';
import { deepText, isVisible } from '../dom';

// Handles LinkedIn's company search results and Sales Navigator's account searches and lists, row by row: each
// result's company by the name its link shows (a search shows no website; the name is looked up exactly).
//   /search/results/companies/?keywords=…           → a[href*="/company/<slug>/"] in each result
//   /sales/search/company?…, /sales/lists/company/…   → a[data-anonymize="company-name"] (Sales Navigator)
// The company link is the one hook every era of the results has had ("reusable-search" cards with
// data-chameleon-result-urn, data-view-name="search-entity-result-universal-template" cards, and the 2026
// role="listitem" cards): classes are generated and change. A result's logo links to the same page without a
// name, and a result may link twice: one row a company page.
// Evidence: userscripts, scrapers and extensions reading these pages (andybrandt/LiSeSca 2026,
// gupsammy/LinkedinProfileScraper, aristotle-malichetty/salesnav-scrape 2025, Hoda-Al-1/get-gfm-donors).

const COMPANY_SEARCH = /^\/search\/results\/companies\/?$/;
const SALES_ACCOUNTS = /^\/sales\/(?:search\/company|lists\/company)\b/;
const COMPANY_LINK = /^(?:https:\/\/(?:www\.)?linkedin\.com)?\/(?:company|sales\/company)\/([^/?#]+)/;
// The rails beside the results ("People also viewed", ads) and the page's header are no results.
const NOT_A_RESULT = 'aside, [role="complementary"], header, nav, footer';

/** The companies of the search results or account list the page shows; none on any other page. */
export function readLinkedinList(document: Document, url: URL): ListRow[] {
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
