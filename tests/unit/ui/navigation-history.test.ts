import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  currentEntry,
  goBack,
  goForward,
  pushEntry,
  type SidebarRoute,
  startHistory,
} from '@/lib/ui/navigation-history';

describe('navigation history', () => {
  const tab: SidebarRoute = { view: 'tab' };
  const vendor: SidebarRoute = { view: 'vendor', slug: 'northbeam' };
  const transcript: SidebarRoute = { view: 'transcript', id: 't1' };

  it('goes back and forward like a browser', () => {
    let history = pushEntry(pushEntry(startHistory<SidebarRoute>(tab), vendor), transcript);
    expect(currentEntry(history)).toEqual(transcript);
    history = goBack(history);
    expect(currentEntry(history)).toEqual(vendor);
    expect(canGoForward(history)).toBe(true);
    history = goForward(history);
    expect(currentEntry(history)).toEqual(transcript);
    expect(canGoForward(history)).toBe(false);
  });

  it('drops the forward entries when a new view opens, and ignores opening the same view twice', () => {
    let history = pushEntry(pushEntry(startHistory<SidebarRoute>(tab), vendor), transcript);
    history = pushEntry(goBack(goBack(history)), { view: 'account', id: 'acme' });
    expect(history.entries).toEqual([tab, { view: 'account', id: 'acme' }]);
    expect(pushEntry(history, { view: 'account', id: 'acme' })).toBe(history);
  });

  it('stays put at either end', () => {
    const history = startHistory<SidebarRoute>(tab);
    expect(canGoBack(history)).toBe(false);
    expect(goBack(history)).toBe(history);
    expect(goForward(history)).toBe(history);
  });

  it('keeps at most 50 entries', () => {
    let history = startHistory<SidebarRoute>(tab);
    for (let index = 0; index < 80; index++)
      history = pushEntry(history, { view: 'transcript', id: `t${index}` });
    expect(history.entries).toHaveLength(50);
    expect(currentEntry(history)).toEqual({ view: 'transcript', id: 't79' });
  });
});
