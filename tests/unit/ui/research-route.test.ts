import { describe, expect, it } from 'vitest';
import { researchRoute, textSearchRoute } from '@/lib/ui/research-route';
import { routeFromFragment, routeToFragment } from '@/lib/ui/sidebar-location';

// The popup's and the omnibox's way into Research: a search as a route, whose fragment restores it exactly.

describe('research routes', () => {
  it.each([
    ['accounts', '  route   optimisation ', '#research/accounts?q=route+optimisation'],
    ['interviews', 'why? #1 & more', '#research/interviews?q=why%3F+%231+%26+more'],
    ['accounts', '   ', '#research/accounts'],
  ] as const)('%s search for %j is %s', (tab, text, fragment) => {
    const route = textSearchRoute(tab, text);
    expect(routeToFragment(route)).toBe(fragment);
    expect(routeFromFragment(fragment)).toEqual(route);
  });

  it('writes filters as the API names them, leaving out empty values', () => {
    expect(
      researchRoute('interviews', [
        ['in_market_for[]', 'Sales Engagement'],
        ['q', ''],
      ]),
    ).toEqual({ view: 'research', tab: 'interviews', query: 'in_market_for%5B%5D=Sales+Engagement' });
  });
});
