import { describe, expect, it } from 'vitest';
import type { SidebarRoute } from '@/lib/ui/navigation-history';
import {
  fragmentForNewConnection,
  routeFromFragment,
  routeToFragment,
  toSidebarRoute,
} from '@/lib/ui/sidebar-location';

const ROUTES: SidebarRoute[] = [
  { view: 'account', id: 'pinecrestlogistics.com' },
  { view: 'account', id: 'Evil Corp <img src=x> #1/2?' },
  { view: 'transcript', id: 't-0042' },
  { view: 'transcript', id: 'tr_cl25pj4k', find: 'northbeam funnels & #1?' },
  { view: 'vendor', slug: 'relaytics' },
  { view: 'vendor', slug: 'relaytics', product: 'Relaytics CRM', useCase: 'Sales & Marketing; CRM' },
  { view: 'research', tab: 'accounts', query: '' },
  { view: 'research', tab: 'accounts', query: 'in_market_for%5B%5D=Sales+Engagement&max_rating=4' },
  { view: 'research', tab: 'interviews', query: 'q=north%23beam' },
  { view: 'research', tab: 'vendors', query: 'q=relay' },
];

describe('sidebar location (URL fragment)', () => {
  it.each(ROUTES)('restores %j exactly', (route) => {
    expect(routeFromFragment(routeToFragment(route))).toEqual(route);
    expect(toSidebarRoute(route)).toEqual(route);
  });

  it('shows the tab with no fragment, and reads nothing from one that names no route', () => {
    expect(routeToFragment({ view: 'tab' })).toBe('');
    for (const fragment of ['', '#', '#account/', '#research/deals?q=x', '#nothing/x', '#account/%E0%A4%A'])
      expect(routeFromFragment(fragment), fragment).toBeNull();
  });

  it('reads a transcript without blank words to find, and ignores other parameters', () => {
    expect(routeFromFragment('#transcript/t-1?find=%20&x=1')).toEqual({ view: 'transcript', id: 't-1' });
    expect(routeFromFragment('#transcript/t-1?find=crm')).toEqual({
      view: 'transcript',
      id: 't-1',
      find: 'crm',
    });
    expect(toSidebarRoute({ view: 'transcript', id: 't-1', find: 5 })).toEqual({
      view: 'transcript',
      id: 't-1',
    });
  });

  it('refuses routes with missing or mistyped fields', () => {
    expect(toSidebarRoute({ view: 'account' })).toBeNull();
    expect(toSidebarRoute({ view: 'vendor', slug: 5 })).toBeNull();
    expect(toSidebarRoute({ view: 'research', tab: 'accounts', query: 7 })?.view).toBe('research');
    expect(toSidebarRoute('account/acme')).toBeNull();
  });

  it("keeps a Research search across a key switch, never the old team's records", () => {
    expect(fragmentForNewConnection('#research/accounts?q=churn')).toBe('#research/accounts?q=churn');
    for (const fragment of [
      '#account/copperleaf-power',
      '#vendor/relaytics?product=X',
      '#transcript/t1',
      '#x',
      '',
    ])
      expect(fragmentForNewConnection(fragment), fragment).toBe('');
  });
});
