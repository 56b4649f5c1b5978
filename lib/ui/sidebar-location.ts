import { RESEARCH_TABS, type ResearchTab, type SidebarRoute } from './navigation-history';

// The sidebar page's URL fragment names the route it shows, so reload, "copy link to this search" and a link
// opened from the omnibox restore it exactly: `#account/<id>`, `#transcript/<id>?find=…`,
// `#vendor/<slug>?product=…&use_case=…`, `#research/<accounts|interviews|vendors>?<query>`, `#my-accounts`; empty
// for the tab.
// Fragments are typed by hand or pasted, so anything that does not read as a route is ignored (null). A research
// query is checked field by field where it is used (lib/research), which can say what it left out.

/** My accounts names no record: its fragment is the view's name alone. */
const MY_ACCOUNTS_FRAGMENT = '#my-accounts';

/** The fragment (with its `#`) for a route; the tab's answer has none. */
export function routeToFragment(route: SidebarRoute): string {
  switch (route.view) {
    case 'tab':
      return '';
    case 'account':
      return `#account/${encodeURIComponent(route.id)}`;
    case 'transcript': {
      const find = route.find ? `?${new URLSearchParams({ find: route.find })}` : '';
      return `#transcript/${encodeURIComponent(route.id)}${find}`;
    }
    case 'vendor': {
      const query = new URLSearchParams();
      if (route.product) query.set('product', route.product);
      if (route.useCase) query.set('use_case', route.useCase);
      const text = query.toString();
      return `#vendor/${encodeURIComponent(route.slug)}${text ? `?${text}` : ''}`;
    }
    case 'research':
      return `#research/${route.tab}${route.query ? `?${route.query}` : ''}`;
    case 'my-accounts':
      return MY_ACCOUNTS_FRAGMENT;
  }
}

/** The route a fragment names, or null when it names none (empty, mistyped, or an unknown view). */
export function routeFromFragment(fragment: string): SidebarRoute | null {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const queryStart = text.indexOf('?');
  const path = queryStart >= 0 ? text.slice(0, queryStart) : text;
  const query = queryStart >= 0 ? text.slice(queryStart + 1) : '';
  if (`#${path}` === MY_ACCOUNTS_FRAGMENT) return { view: 'my-accounts' };
  const slash = path.indexOf('/');
  if (slash < 0) return null;
  const view = path.slice(0, slash);
  const id = decodeSegment(path.slice(slash + 1));
  if (!id) return null;
  switch (view) {
    case 'account':
      return { view: 'account', id };
    case 'transcript': {
      const find = new URLSearchParams(query).get('find')?.trim();
      return find ? { view: 'transcript', id, find } : { view: 'transcript', id };
    }
    case 'vendor': {
      const search = new URLSearchParams(query);
      const route: SidebarRoute = { view: 'vendor', slug: id };
      const product = search.get('product');
      const useCase = search.get('use_case');
      if (product) route.product = product;
      if (useCase) route.useCase = useCase;
      return route;
    }
    case 'research':
      return isResearchTab(id) ? { view: 'research', tab: id, query } : null;
    default:
      return null;
  }
}

/** A route read from storage or a message: the same rules as a fragment, so only real routes pass. */
export function toSidebarRoute(value: unknown): SidebarRoute | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  switch (fields.view) {
    case 'tab':
      return { view: 'tab' };
    case 'account': {
      const id = text('id');
      return id ? { view: 'account', id } : null;
    }
    case 'transcript': {
      const id = text('id');
      const find = text('find')?.trim();
      if (!id) return null;
      return find ? { view: 'transcript', id, find } : { view: 'transcript', id };
    }
    case 'vendor': {
      const slug = text('slug');
      if (!slug) return null;
      const route: SidebarRoute = { view: 'vendor', slug };
      const product = text('product');
      const useCase = text('useCase');
      if (product) route.product = product;
      if (useCase) route.useCase = useCase;
      return route;
    }
    case 'research': {
      const tab = text('tab');
      const query = text('query') ?? '';
      return tab && isResearchTab(tab) ? { view: 'research', tab, query } : null;
    }
    case 'my-accounts':
      return { view: 'my-accounts' };
    default:
      return null;
  }
}

function isResearchTab(value: string): value is ResearchTab {
  return (RESEARCH_TABS as readonly string[]).includes(value);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The fragment a page keeps when it reloads for a new connection (API address or key): a Research search is the
 * rep's own filters and runs again on the new team; an account, transcript or vendor was the old team's record
 * and must not come back (the page starts again on its tab).
 */
export function fragmentForNewConnection(fragment: string): string {
  const route = routeFromFragment(fragment);
  return route?.view === 'research' ? routeToFragment(route) : '';
}
