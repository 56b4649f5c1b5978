import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recentLookupsItem } from '@/lib/shared/storage-items';
import { addRecentLookup, loadRecentLookups, rememberLookup } from '@/lib/ui/recent-lookups';

describe('recent lookups', () => {
  beforeEach(() => fakeBrowser.reset());

  it('puts the newest first, once per account, at most six', () => {
    let list = addRecentLookup([], { query: 'a.com', name: 'A', slug: 'a' });
    list = addRecentLookup(list, { query: 'b.com', name: 'B', slug: 'b' });
    list = addRecentLookup(list, { query: 'A Inc', name: 'A', slug: 'a' });
    expect(list.map((item) => item.query)).toEqual(['A Inc', 'b.com']);
    for (let index = 0; index < 10; index++)
      list = addRecentLookup(list, { query: `${index}`, name: `${index}`, slug: `${index}` });
    expect(list).toHaveLength(6);
  });

  it('stores lookups and drops malformed stored entries', async () => {
    await rememberLookup({ query: 'acme.com', name: 'Acme', slug: 'acme' });
    expect(await loadRecentLookups()).toEqual([{ query: 'acme.com', name: 'Acme', slug: 'acme' }]);
    await recentLookupsItem.setValue([{ query: 1 }, { query: 'x', name: 'X', slug: 'x' }] as never);
    expect(await loadRecentLookups()).toEqual([{ query: 'x', name: 'X', slug: 'x' }]);
  });
});
