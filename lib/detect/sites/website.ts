import type { SiteAdapter } from '../adapter';

// Handles every http(s) page no other adapter claims: a prospect's own site (https://www.acme.com/...,
// https://blog.acme.com/...) names its own registrable domain, whatever it links to. Search engine results
// and news articles name no single company. The CRMs, LinkedIn and webmail hosts are refused later, in
// lib/detect/domain.ts, by their registrable domain.

// Search engines on hosts whose registrable domain is otherwise a real company (brave.com).
const SEARCH_HOSTS = /^(?:search\.brave\.com|search\.yahoo\.com|search\.aol\.com|www\.ecosia\.org)$/;

// schema.org types of news reporting (https://schema.org/NewsArticle and its subtypes).
const NEWS_TYPES =
  /^(?:https?:\/\/schema\.org\/)?(?:NewsArticle|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|BackgroundNewsArticle|ReviewNewsArticle|AskPublicQuestionNewsArticle|SatiricalArticle|LiveBlogPosting)$/i;

export const website: SiteAdapter = {
  source: 'website',
  find(document, url) {
    if (SEARCH_HOSTS.test(url.hostname) || isNewsArticle(document)) return null;
    return { source: 'website', kind: 'site', values: [url.href] };
  },
};

/** True when the page marks itself up as a news article (JSON-LD, microdata or RDFa). */
function isNewsArticle(document: Document): boolean {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      if (hasNewsType(JSON.parse(script.textContent ?? ''), 0)) return true;
    } catch {
      // A page's broken JSON-LD says nothing either way.
    }
  }
  for (const element of document.querySelectorAll('[itemtype], [typeof]')) {
    const types = `${element.getAttribute('itemtype') ?? ''} ${element.getAttribute('typeof') ?? ''}`.split(
      /\s+/,
    );
    if (types.some((type) => NEWS_TYPES.test(type))) return true;
  }
  return false;
}

function hasNewsType(value: unknown, depth: number): boolean {
  if (depth > 6 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNewsType(item, depth + 1));
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  const types = Array.isArray(type) ? type : [type];
  if (types.some((item) => typeof item === 'string' && NEWS_TYPES.test(item))) return true;
  return hasNewsType(record['@graph'], depth + 1) || hasNewsType(record.mainEntity, depth + 1);
}
