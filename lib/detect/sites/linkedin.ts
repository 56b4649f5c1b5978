import { defineSiteAdapter, recordCandidate } from '../adapter';
import { deepText, isVisible } from '../dom';
import { labelsOf, VISIT_WEBSITE_LABELS, WEBSITE_LABELS } from '../field-labels';
import { fieldValues, labelledLinks } from '../fields';
import { linkedinHosts } from '../site-hosts';
import { readLinkedinList } from './linkedin-list';

// Handles LinkedIn (https://www.linkedin.com, and the logged-out pages on country subdomains such as
// https://uk.linkedin.com):
//   /company/<slug>/ and /company/<slug>/about/ (also /life/, /posts/, /jobs/, /people/)
//     → the company's website link (the About card's Website, the top card's "Visit website", the Home tab's
//       Contact info card)
//   /sales/company/<id> and /sales/account/<id> (Sales Navigator) → the account's website link
// Person profiles (/in/, /sales/lead/), the feed, search results, messaging and jobs name no company (company
// search results and Sales Navigator's account lists are read row by row by ./linkedin-list.ts).
// Only links in the company's own top card and About card count: never free text in descriptions, never a
// link in a post ("Visit website" on a shared article). LinkedIn wraps them in /redir/redirect?url=... .

const COMPANY_PAGE =
  /^\/(?:company|showcase|school)\/[^/]+(?:\/(?:about|life|posts|jobs|people|mycompany))?\/?$/;
const SALES_ACCOUNT = /^\/sales\/(?:company|account)\/[^/]+\/?$/;
// Company pages live on www and, logged out, on two-letter country subdomains; other subdomains are no pages.
const COMPANY_HOST = /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/;

// The company's own cards: its top card, its About card (logged in, logged out, Sales Navigator) and the Home
// tab's Contact info card (data-view-name="org-contact-info").
const COMPANY_CARD_SELECTOR = [
  '.org-top-card',
  '.org-page-details-module__card-spacing',
  '.org-about-module',
  '.top-card-layout',
  '[data-test-id="about-us"]',
  '.account-top-card',
  'section[aria-label="About"]',
  '[data-view-name="org-contact-info"]',
].join(', ');
// Where no class or view name marks a card: the card holding a list of the company's facts (a definition list,
// "Website" beside its link), outside any post.
const CARD_SELECTOR = 'section, .artdeco-card';
// Posts and shared articles, which may carry anyone's "Visit website".
const POST_SELECTOR =
  'article, [role="article"], [data-urn*="activity"], [data-activity-urn], .feed-shared-update-v2, .main-feed-activity-card';

// Attributes LinkedIn puts on the website link itself, the same in every UI language: the tracking names of
// the logged-out page (data-tracking-control-name="about_website"), the top card's action link, the About
// card's test ids, and the redirect's own trk=about_website.
const WEBSITE_LINK_SELECTOR = [
  'a[data-tracking-control-name="about_website"]',
  'a.org-top-card-primary-actions__action',
  'a[data-test-id="about-us__website"]',
  'a[data-control-name="visit_company_website"]',
  'a[data-control-name="page_details_module_website_external_link"]',
  'a[data-anonymize="company-website"]',
  'a[data-test-topcard-website]',
  'a[href*="trk=about_website"]',
].join(', ');

export const linkedin = defineSiteAdapter(linkedinHosts, {
  find(document, url) {
    if (!COMPANY_HOST.test(url.hostname)) return null;
    if (!COMPANY_PAGE.test(url.pathname) && !SALES_ACCOUNT.test(url.pathname)) return null;
    const cards = [
      ...new Set([
        ...document.querySelectorAll(COMPANY_CARD_SELECTOR),
        ...[...document.querySelectorAll('dl')]
          .filter((facts) => !facts.closest(POST_SELECTOR))
          .map((facts) => facts.closest(CARD_SELECTOR))
          .filter((card): card is Element => card !== null),
      ]),
    ].filter((card) => !card.closest(POST_SELECTOR));
    if (cards.length === 0) return null;
    const values = [
      ...websiteLinks(cards),
      ...fieldValues(document, labelsOf(WEBSITE_LABELS), { within: cards }),
    ]
      .map(unwrapRedirect)
      .filter((value): value is string => value !== null && /^https?:\/\//i.test(value))
      // The company's own LinkedIn page is never its website.
      .filter((value) => !/^https?:\/\/(?:[a-z0-9-]+\.)*linkedin\.com(?:[/:?#]|$)/i.test(value));
    return recordCandidate('linkedin', 'company', values, displayName(document));
  },
  list: readLinkedinList,
});

// The website links in the company's cards: by the attributes LinkedIn puts on them, else by their name, in every
// language of lib/detect/field-labels.ts; a "Visit website" followed by more ("Visit website, opens in a new tab")
// by its labels of several words. Never a link in a post.
function websiteLinks(cards: readonly Element[]): string[] {
  const hooked = cards.flatMap((card) => [...card.querySelectorAll(WEBSITE_LINK_SELECTOR)]).filter(isVisible);
  const named = labelledLinks(cards, labelsOf(VISIT_WEBSITE_LABELS, WEBSITE_LABELS), {
    prefixes: labelsOf(VISIT_WEBSITE_LABELS).filter((label) => label.includes(' ')),
    // LinkedIn wraps the company's link in its own /redir/redirect?url=...
    ownHost: true,
  });
  return [...new Set([...hooked, ...named])]
    .filter((link) => !link.closest(POST_SELECTOR))
    .map((link) => link.getAttribute('href') ?? '');
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

// The page's heading: a display name kept beside the domain, never sent.
function displayName(document: Document): string | undefined {
  const heading = [...document.querySelectorAll('h1')].find(isVisible);
  return heading ? deepText(heading) || undefined : undefined;
}
