import type { HostedSiteAdapter, ListRow, SiteAdapter } from './adapter';
import { SITE_ADAPTERS } from './sites';
import { website } from './sites/website';
import type { DetectionCandidate, PageListCandidate } from './types';

/**
 * The raw candidate for a page, from the adapter registered for its host or the website rule; null when the
 * page shows no single company. No Public Suffix List here: content scripts may import this module.
 */
export function findCandidate(document: Document, url: string): DetectionCandidate | null {
  return findCandidateIn(SITE_ADAPTERS, document, url, website);
}

/**
 * The raw candidate for a page from the first of `sites` whose hosts match (else `fallback`); null when the
 * page shows no single company. Never throws. Content scripts pass their family's sites only, so that each
 * bundle carries only the adapters its hosts need (the bundler drops `findCandidate` and the rest).
 */
export function findCandidateIn(
  sites: readonly HostedSiteAdapter[],
  document: Document,
  url: string,
  fallback?: SiteAdapter,
): DetectionCandidate | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const adapter = siteFor(sites, parsed) ?? fallback;
    return adapter ? adapter.find(document, parsed) : null;
  } catch {
    // A page can hold anything; a detector that throws would stop the content script.
    return null;
  }
}

/** The most rows a page's list carries to the background: more than any list view shows at once. */
export const MAX_LIST_ROWS = 200;

/**
 * The list a page shows, from its surface's list reader (null: none, or no rows). Called where the page names
 * no record. Never throws.
 */
export function findPageListIn(
  sites: readonly HostedSiteAdapter[],
  document: Document,
  url: string,
): PageListCandidate | null {
  const list = findListRowsIn(sites, document, url);
  return list && { source: list.source, rows: list.rows.map((row) => row.candidate) };
}

/** A surface that has a list reader: its hosts and the reader. */
export type ListSite = Pick<HostedSiteAdapter, 'source' | 'hosts' | 'paths' | 'list'>;

/**
 * The rows a page's list shows, with their elements (the first MAX_LIST_ROWS; null: none), from the first of
 * `sites` whose hosts match. Never throws.
 */
export function findListRowsIn(
  sites: readonly ListSite[],
  document: Document,
  url: string,
): { source: string; rows: ListRow[] } | null {
  try {
    const parsed = new URL(url);
    const adapter = siteFor(sites, parsed);
    const rows = adapter?.list?.(document, parsed) ?? [];
    if (!adapter || rows.length === 0) return null;
    return { source: adapter.source, rows: rows.slice(0, MAX_LIST_ROWS) };
  } catch {
    return null;
  }
}

function siteFor<Site extends Pick<HostedSiteAdapter, 'hosts' | 'paths'>>(
  sites: readonly Site[],
  url: URL,
): Site | undefined {
  const host = url.hostname.toLowerCase();
  return sites.find(({ hosts, paths }) => hosts.test(host) && (!paths || paths.test(url.pathname)));
}
