import { describe, expect, it } from 'vitest';
import { isRequestFor, toSidebarRequest } from '@/lib/ui/sidebar-request';

describe('sidebar requests', () => {
  it('accepts a route the sidebar can show, with a time', () => {
    expect(toSidebarRequest({ route: { view: 'account', id: 'acme' }, at: 5 }, 10)).toEqual({
      route: { view: 'account', id: 'acme' },
      at: 5,
    });
    expect(toSidebarRequest({ route: { view: 'account', id: '' }, at: 5 }, 10)).toBeNull();
    expect(toSidebarRequest({ route: { view: 'vendor', slug: 'x' }, at: 5 }, 10)?.route).toEqual({
      view: 'vendor',
      slug: 'x',
    });
    const research = { view: 'research', tab: 'vendors', query: 'q=relay' };
    expect(toSidebarRequest({ route: research, at: 5 }, 10)?.route).toEqual(research);
    expect(toSidebarRequest({ route: { view: 'research', tab: 'deals', query: '' }, at: 5 }, 10)).toBeNull();
    expect(toSidebarRequest({ route: { view: 'tab' }, at: 5 }, 10)).toBeNull();
    expect(toSidebarRequest({ route: { view: 'account', id: 7 }, at: 5 }, 10)).toBeNull();
    expect(toSidebarRequest(null)).toBeNull();
  });

  it("is taken by its window's sidebar only", () => {
    const request = toSidebarRequest({ route: { view: 'account', id: 'acme' }, at: 5, windowId: 7 }, 10);
    if (!request) throw new Error('a valid request');
    expect(isRequestFor(request, 7)).toBe(true);
    expect(isRequestFor(request, 8)).toBe(false);
    // A sidebar opened as a tab (tests) knows no window, and a request without one goes anywhere.
    expect(isRequestFor(request, undefined)).toBe(true);
    expect(isRequestFor({ route: request.route, at: 5 }, 8)).toBe(true);
  });

  it('drops a request older than a minute: the sidebar opened long after the popup asked', () => {
    const request = { route: { view: 'account', id: 'acme' }, at: 1_000 };
    expect(toSidebarRequest(request, 60_999)).not.toBeNull();
    expect(toSidebarRequest(request, 61_000)).toBeNull();
  });
});
