import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { AccountListResponse } from '@/lib/api/accounts';
import type { AccountSearch } from '@/lib/research/account-search';
import {
  addSavedSearch,
  checkSavedName,
  deleteSavedSearch,
  findSavedSearch,
  loadSavedSearches,
  MAX_SAVED_PER_CONNECTION,
  readSavedSearches,
  recordRun,
  renameSavedSearch,
  runSavedQuery,
  savedSearchesOf,
  updateSavedSearches,
} from '@/lib/research/saved-searches';
import { type SavedAccountSearch, savedAccountSearchesItem } from '@/lib/shared/storage-items';

const TEAM_A = 'https://api.example.com#aaaa';
const TEAM_B = 'https://api.example.com#bbbb';
const QUERY = 'intro_optin=open&max_rating=4&products[]=Relaytics+CRM';

function saved(id: string, overrides: Partial<SavedAccountSearch> = {}): SavedAccountSearch {
  return {
    id,
    name: `Search ${id}`,
    query: `q=${id}`,
    connection: TEAM_A,
    savedAt: Number(id.replace(/\D/g, '') || 0),
    lastRun: null,
    newSinceRun: null,
    ...overrides,
  };
}

describe('saved searches as a list', () => {
  it('keeps each connection to itself, newest first, at most 50 each', () => {
    let list: SavedAccountSearch[] = [];
    for (let index = 1; index <= 60; index++)
      list = addSavedSearch(list, saved(`a${index}`, { savedAt: index }));
    list = addSavedSearch(list, saved('b1', { connection: TEAM_B, savedAt: 100 }));
    const mine = savedSearchesOf(list, TEAM_A);
    expect(mine).toHaveLength(MAX_SAVED_PER_CONNECTION);
    expect(mine[0]?.id).toBe('a60');
    expect(mine.at(-1)?.id).toBe('a11');
    expect(savedSearchesOf(list, TEAM_B).map((item) => item.id)).toEqual(['b1']);
  });

  it('saving a search already saved renames it rather than keeping two', () => {
    let list = addSavedSearch([], saved('1', { query: QUERY }));
    list = addSavedSearch(list, saved('2', { query: QUERY, name: 'Relaytics detractors' }));
    expect(list.map((item) => [item.id, item.name])).toEqual([['1', 'Relaytics detractors']]);
    // Another team's identical search is its own.
    list = addSavedSearch(list, saved('3', { query: QUERY, connection: TEAM_B }));
    expect(list).toHaveLength(2);
  });

  it('finds the saved search that holds a search, paging aside, on its connection only', () => {
    const list = [saved('1', { query: QUERY })];
    const search: AccountSearch = {
      products: ['Relaytics CRM'],
      max_rating: 4,
      intro_optin: 'open',
      page: 3,
    };
    expect(findSavedSearch(list, TEAM_A, search)?.id).toBe('1');
    expect(findSavedSearch(list, TEAM_B, search)).toBeUndefined();
  });

  it('renames and deletes', () => {
    const list = [saved('1'), saved('2')];
    expect(renameSavedSearch(list, '2', 'Renamed').map((item) => item.name)).toEqual(['Search 1', 'Renamed']);
    expect(deleteSavedSearch(list, '1').map((item) => item.id)).toEqual(['2']);
  });

  it('checks a name', () => {
    expect(checkSavedName('  Relaytics   detractors ')).toEqual({ ok: true, name: 'Relaytics detractors' });
    expect(checkSavedName('   ')).toEqual({ ok: false, message: 'Give the search a name.' });
    expect(checkSavedName('x'.repeat(81))).toEqual({ ok: false, message: 'Keep the name to 80 characters.' });
  });
});

describe('a saved search run again', () => {
  it('keeps the run and the accounts that are new since the run before', () => {
    let list = [saved('1')];
    list = recordRun(list, '1', { at: 1_000, count: 2, truncated: false, slugs: ['a', 'b'] });
    expect(list[0]?.newSinceRun).toBeNull();
    list = recordRun(list, '1', { at: 2_000, count: 3, truncated: false, slugs: ['c', 'a', 'b'] });
    expect(list[0]).toMatchObject({
      lastRun: { at: 2_000, count: 3, slugs: ['c', 'a', 'b'] },
      newSinceRun: { since: 1_000, slugs: ['c'] },
    });
    list = recordRun(list, '1', { at: 3_000, count: 3, truncated: false, slugs: ['a', 'b', 'c'] });
    expect(list[0]?.newSinceRun).toEqual({ since: 2_000, slugs: [] });
  });

  it('collects every page of the result, 50 at a time', async () => {
    const asked: AccountSearch[] = [];
    const rows = Array.from({ length: 120 }, (_, index) => ({ slug: `account-${index}` }));
    const fetchPage = async (search: AccountSearch) => {
      asked.push(search);
      const page = search.page ?? 1;
      const data = rows.slice((page - 1) * 50, page * 50) as AccountListResponse['data'];
      const meta = {
        total_count: 120,
        transcript_hits_inspected: 1_000,
        transcript_total: 2_400,
        truncated: true,
      };
      return { ok: true as const, data: { data, meta: { ...meta, page, per_page: 50 } }, fetchedAt: 5 };
    };
    const run = await runSavedQuery(QUERY, fetchPage, () => 42);
    expect(run).toEqual({
      ok: true,
      data: { at: 42, count: 120, truncated: true, slugs: rows.map((row) => row.slug) },
      fetchedAt: 5,
    });
    expect(asked.map((search) => [search.page, search.per_page, search.max_rating])).toEqual([
      [1, 50, 4],
      [2, 50, 4],
      [3, 50, 4],
    ]);
  });

  it('gives back the error of a page that failed', async () => {
    const error = { kind: 'network' as const, message: 'offline' };
    expect(await runSavedQuery(QUERY, async () => ({ ok: false, error }))).toEqual({ ok: false, error });
  });
});

describe('saved searches in storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('drops a bad entry alone, never the list', async () => {
    await savedAccountSearchesItem.setValue([
      saved('1'),
      { id: 2, name: 'broken' },
      saved('3', { name: '' }),
      saved('4', { lastRun: { at: 1, count: -1, truncated: false, slugs: [] } }),
      'nonsense',
      saved('5', { lastRun: { at: 1, count: 1, truncated: false, slugs: ['a'] } }),
    ] as never);
    expect((await loadSavedSearches()).map((item) => item.id)).toEqual(['1', '5']);
    expect(readSavedSearches({ not: 'a list' })).toEqual([]);
  });

  it('writes back the change on the checked list', async () => {
    await updateSavedSearches((list) => addSavedSearch(list, saved('1', { query: QUERY })));
    await updateSavedSearches((list) => renameSavedSearch(list, '1', 'Detractors'));
    expect(await savedAccountSearchesItem.getValue()).toEqual([
      saved('1', { query: QUERY, name: 'Detractors' }),
    ]);
  });
});
