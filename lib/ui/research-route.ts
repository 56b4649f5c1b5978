import type { ResearchTab, SidebarRoute } from './navigation-history';

/**
 * A Research search as a sidebar route: its parameters as the query string the research views read and the
 * page's URL fragment shows (`q=churn+risk`, `in_market_for%5B%5D=Sales+Engagement`); empty values are left out.
 */
export function researchRoute(tab: ResearchTab, params: [name: string, value: string][] = []): SidebarRoute {
  const query = new URLSearchParams(params.filter(([, value]) => value.trim() !== '')).toString();
  return { view: 'research', tab, query };
}

/** A Research search for typed words (`q`), or the view's blank search when there are none. */
export function textSearchRoute(tab: ResearchTab, text: string): SidebarRoute {
  return researchRoute(tab, [['q', text.replace(/\s+/g, ' ').trim()]]);
}
