import { defineSiteAdapter, recordCandidate } from '../adapter';
import { deepText, isVisible } from '../dom';
import { fieldValues, normalizeLabel } from '../fields';

// Handles LinkedIn (https://www.linkedin.com):
//   /company/<slug>/ and /company/<slug>/about/ (also /life/, /posts/, /jobs/, /people/)
//     → the company's website link (the about section's Website, the top card's "Visit website")
//   /sales/company/<id> and /sales/account/<id> (Sales Navigator) → the account's website link
// Person profiles (/in/, /sales/lead/), the feed, search results, messaging and jobs name no company.
// Only links count, never free text in descriptions; LinkedIn wraps them in /redir/redirect?url=... .

const COMPANY_PAGE =
  /^\/(?:company|showcase|school)\/[^/]+(?:\/(?:about|life|posts|jobs|people|mycompany))?\/?$/;
const SALES_ACCOUNT = /^\/sales\/(?:company|account)\/[^/]+\/?$/;

// Attributes LinkedIn puts on the website link itself.
const WEBSITE_LINK_SELECTOR = [
  'a[data-test-id="about-us__website"]',
  'a[data-control-name="visit_company_website"]',
  'a[data-control-name="page_details_module_website_external_link"]',
  'a[data-anonymize="company-website"]',
  'a[data-test-topcard-website]',
].join(', ');

const WEBSITE_LINK_LABELS = new Set(['website', 'visit website', 'company website']);

export const linkedin = defineSiteAdapter({
  source: 'linkedin',
  family: 'linkedin',
  hosts: /^(?:www\.)?linkedin\.com$/,
  matches: ['https://www.linkedin.com/*'],
  find(document, url) {
    if (!COMPANY_PAGE.test(url.pathname) && !SALES_ACCOUNT.test(url.pathname)) return null;
    const values = [...websiteLinks(document), ...fieldValues(document, ['Website'])]
      .map(unwrapRedirect)
      .filter((value): value is string => value !== null && /^https?:\/\//i.test(value))
      // The company's own LinkedIn page is never its website.
      .filter((value) => !/^https?:\/\/(?:[a-z0-9-]+\.)*linkedin\.com(?:[/:?#]|$)/i.test(value));
    return recordCandidate('linkedin', 'company', values, companyName(document));
  },
});

function websiteLinks(document: Document): string[] {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => {
    if (link.matches(WEBSITE_LINK_SELECTOR)) return true;
    const label = normalizeLabel(link.getAttribute('aria-label') ?? deepText(link));
    return WEBSITE_LINK_LABELS.has(label) || /^visit website\b/.test(label);
  });
  return links.filter(isVisible).map((link) => link.getAttribute('href') ?? '');
}

/** The target of a linkedin.com/redir/redirect?url=... wrapper; other values unchanged, null if unreadable. */
function unwrapRedirect(value: string): string | null {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text, 'https://www.linkedin.com/');
  } catch {
    return text;
  }
  if (/(?:^|\.)linkedin\.com$/i.test(url.hostname) && url.pathname.startsWith('/redir/')) {
    const target = url.searchParams.get('url')?.trim();
    // The wrapped target may be a bare domain ("acme.com").
    return target ? (/^[a-z][a-z0-9+.-]*:/i.test(target) ? target : `https://${target}`) : null;
  }
  return /^https?:\/\//i.test(text) ? text : /^[^\s/]+\.[a-z]{2,}/i.test(text) ? `https://${text}` : url.href;
}

function companyName(document: Document): string | undefined {
  const heading = [...document.querySelectorAll('h1')].find(isVisible);
  return heading ? deepText(heading) || undefined : undefined;
}
