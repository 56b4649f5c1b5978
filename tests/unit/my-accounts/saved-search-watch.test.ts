/**
 * The watch's saved-search question (lib/my-accounts/saved-search-watch.ts) against the sandbox's own handler:
 * the competitive-displacement search gains Harbor & Finch Robotics once its interviews are published, and a
 * run asks one page, narrowed to what was published since the mark.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { toApiErrorInfo } from '../../../lib/api/errors';
import { newSavedSearchAccounts } from '../../../lib/my-accounts/saved-search-watch';
import { parseAccountSearch } from '../../../lib/research/account-search';
import { type AccountPageFetcher, runSavedQuery } from '../../../lib/research/saved-searches';
import type { SavedAccountSearch } from '../../../lib/shared/storage-items';
import type { SandboxTime } from '../../../sandbox/app';
import { formatDay, TODAY, toDay } from '../../../sandbox/dates';
import { createSandboxApp } from '../../../sandbox/handler';
import { ARRIVING_ACCOUNT, DISPLACEMENT_SEARCH, SANDBOX_KEYS } from '../../../sandbox/known-records';

const today = toDay(TODAY);
const time: SandboxTime = { today, clock: today };
let fetchPage: AccountPageFetcher;
const asked: string[] = [];

beforeAll(() => {
  const app = createSandboxApp({ time, onRequest: (request) => asked.push(request.search) });
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1:9',
    apiKey: SANDBOX_KEYS.full,
    fetch: async (input, init) => app.fetch(new Request(input, init)),
    maxRetries: 0,
  });
  fetchPage = async (search) => {
    try {
      return { ok: true, data: await client.listAccounts(search), fetchedAt: Date.now() };
    } catch (error) {
      return { ok: false, error: toApiErrorInfo(error) };
    }
  };
});

async function savedDisplacementSearch(): Promise<SavedAccountSearch> {
  const run = await runSavedQuery(DISPLACEMENT_SEARCH.query, (search) => fetchPage(search));
  if (!run.ok) throw new Error(run.error.message);
  return {
    id: 's1',
    name: 'Relaytics displacement',
    query: DISPLACEMENT_SEARCH.query,
    connection: 'c',
    savedAt: 1,
    lastRun: run.data,
    newSinceRun: null,
  };
}

describe('newSavedSearchAccounts', () => {
  it('finds the account that arrived, and only it, in one request', async () => {
    time.clock = today;
    const saved = await savedDisplacementSearch();
    expect(saved.lastRun?.slugs).not.toContain(ARRIVING_ACCOUNT.slug);
    time.clock = today + ARRIVING_ACCOUNT.allPublishedInDays;
    const before = asked.length;
    const found = await newSavedSearchAccounts(saved, formatDay(today), fetchPage);
    expect(found).toMatchObject({ status: 'done', requests: 1 });
    expect(found.status === 'done' && found.rows.map((row) => row.slug)).toEqual([ARRIVING_ACCOUNT.slug]);
    // The search as saved, narrowed to what was published since the mark.
    const sent = new URLSearchParams(asked[before]);
    expect(sent.get('start_publish_date')).toBe(formatDay(today));
    expect(parseAccountSearch(asked[before] as string).search).toMatchObject(
      parseAccountSearch(DISPLACEMENT_SEARCH.query).search,
    );
    time.clock = today;
  });

  it('with nothing published since, finds nothing', async () => {
    time.clock = today;
    const saved = await savedDisplacementSearch();
    const found = await newSavedSearchAccounts(saved, formatDay(today), fetchPage);
    expect(found).toEqual({ status: 'done', rows: [], requests: 1 });
  });

  it('a search never run has no baseline: it reports nothing and asks nothing', async () => {
    const saved = { ...(await savedDisplacementSearch()), lastRun: null };
    expect(await newSavedSearchAccounts(saved, formatDay(today), fetchPage)).toEqual({
      status: 'done',
      rows: [],
      requests: 0,
    });
  });
});
