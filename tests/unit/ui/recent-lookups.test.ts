import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recentLookupsItem } from '@/lib/shared/storage-items';
import { addRecentLookup, loadRecentLookups, rememberLookup } from '@/lib/ui/recent-lookups';

const TEAM_A = 'https://api.example.com#aaaa';
const TEAM_B = 'https://api.example.com#bbbb';

describe('recent lookups', () => {
  beforeEach(() => fakeBrowser.reset());

  it('puts the newest first, once per account, at most six', () => {
    const on = (query: string, name: string, slug: string) => ({ query, name, slug, connection: TEAM_A });
    let list = addRecentLookup([], on('a.com', 'A', 'a'));
    list = addRecentLookup(list, on('b.com', 'B', 'b'));
    list = addRecentLookup(list, on('A Inc', 'A', 'a'));
    expect(list.map((item) => item.query)).toEqual(['A Inc', 'b.com']);
    for (let index = 0; index < 10; index++)
      list = addRecentLookup(list, on(`${index}`, `${index}`, `${index}`));
    expect(list).toHaveLength(6);
  });

  it('stores lookups and drops malformed stored entries', async () => {
    await rememberLookup({ query: 'acme.com', name: 'Acme', slug: 'acme', connection: TEAM_A });
    expect(await loadRecentLookups(TEAM_A)).toEqual([
      { query: 'acme.com', name: 'Acme', slug: 'acme', connection: TEAM_A },
    ]);
    await recentLookupsItem.setValue([
      { query: 1 },
      { query: 'x', name: 'X', slug: 'x' },
      { query: 'y', name: 'Y', slug: 'y', connection: TEAM_A },
    ] as never);
    expect(await loadRecentLookups(TEAM_A)).toEqual([
      { query: 'y', name: 'Y', slug: 'y', connection: TEAM_A },
    ]);
  });

  it("belongs to a connection: another key's lookups are never offered, and come back with their key", async () => {
    await rememberLookup({ query: 'acme.com', name: 'Acme', slug: 'acme', connection: TEAM_A });
    await rememberLookup({ query: 'globex.com', name: 'Globex', slug: 'globex', connection: TEAM_B });
    expect((await loadRecentLookups(TEAM_B)).map((item) => item.slug)).toEqual(['globex']);
    expect((await loadRecentLookups(TEAM_A)).map((item) => item.slug)).toEqual(['acme']);
  });
});
