/**
 * Complete results (lib/research/complete-results.ts) with the real client against the real sandbox over HTTP:
 * the account list's order can be reproduced on the client (docs/api.md 10.4), a search under the cap cut into
 * windows merges back to exactly the unsplit answer, and the unfiltered search past the cap comes back whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListParams, AccountListResponse, AccountListRow } from '../../lib/api/accounts';
import { type ApiClient, createApiClient } from '../../lib/api/client';
import { toApiErrorInfo } from '../../lib/api/errors';
import { compareAccountRows } from '../../lib/research/account-rows';
import { collectPages } from '../../lib/research/collect-pages';
import {
  type AccountSearchParams,
  type CompleteResults,
  completeAccountSearch,
  type FetchAccountPage,
} from '../../lib/research/complete-results';
import { toCsv } from '../../lib/research/csv';
import { ACCOUNT_EXPORT_COLUMNS } from '../../lib/research/export-columns';
import type { Fetched } from '../../lib/shared/messaging';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import { HOSTILE_ACCOUNT, SANDBOX_KEYS } from '../../sandbox/known-records';
import { parseCsv } from '../fixtures/rfc4180';

let sandbox: RunningSandbox;
let client: ApiClient;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  client = createApiClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEYS.full });
});

afterAll(async () => {
  await sandbox?.close();
});

/** One page of the account list through the client, as a `Fetched` value (what the background answers). */
const fetchPage: FetchAccountPage = async (
  params: AccountListParams,
): Promise<Fetched<AccountListResponse>> => {
  try {
    return { ok: true, data: await client.listAccounts(params), fetchedAt: Date.now() };
  } catch (error) {
    return { ok: false, error: toApiErrorInfo(error) };
  }
};

/** The unsplit answer: every page of one search, with its first page's meta. */
async function unsplit(search: AccountSearchParams) {
  const outcome = await collectPages((paging) => fetchPage({ ...search, ...paging }));
  if (outcome.status !== 'done') throw new Error(`unsplit search failed: ${JSON.stringify(outcome)}`);
  return { rows: outcome.rows as AccountListRow[], meta: outcome.first.meta };
}

async function complete(search: AccountSearchParams, windowLimit?: number): Promise<CompleteResults> {
  const outcome = await completeAccountSearch(search, fetchPage, { windowLimit });
  if (outcome.status !== 'done') throw new Error(`complete results failed: ${JSON.stringify(outcome)}`);
  return outcome.results;
}

const sum = (rows: readonly AccountListRow[]) =>
  rows.reduce((total, row) => total + row.matching_interviews, 0);

describe('complete results against the sandbox', () => {
  it('the account list orders rows as the client does, ties last by slug (docs/api.md 10.4)', async () => {
    const { rows } = await unsplit({});
    const ties = rows.filter(
      (row, at) =>
        at > 0 &&
        rows[at - 1]?.matching_interviews === row.matching_interviews &&
        rows[at - 1]?.last_matching_interview === row.last_matching_interview,
    );
    expect(ties.length).toBeGreaterThan(5);
    expect(rows.map((row) => row.slug)).toEqual([...rows].sort(compareAccountRows).map((row) => row.slug));
  });

  it('(a) a search under the cap, cut into windows, merges back to exactly the unsplit answer', async () => {
    const [market] = await client.listMarkets();
    const searches: AccountSearchParams[] = [
      { in_market_for: [market?.name ?? ''] },
      { q: 'onboarding', since_months: 30 },
      { intro_optin: 'open', start_date: '2024-06-01', end_date: '2026-03-31' },
    ];
    for (const search of searches) {
      const whole = await unsplit(search);
      expect(whole.meta.truncated, JSON.stringify(search)).toBe(false);
      expect(whole.rows.length, JSON.stringify(search)).toBeGreaterThan(50);
      const results = await complete(search, 60);
      expect(results.windows.length, JSON.stringify(search)).toBeGreaterThanOrEqual(5);
      expect(results.rows, JSON.stringify(search)).toEqual(whole.rows);
      expect(results.interviews).toBe(whole.meta.transcript_total);
      expect(results.anonymousInterviews).toBe(whole.meta.transcript_total - sum(whole.rows));
    }
  });

  it('(b) the unfiltered search past the cap comes back whole: every account once, every interview counted', async () => {
    const capped = await unsplit({});
    expect(capped.meta.truncated).toBe(true);
    const results = await complete({});
    const slugs = results.rows.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(sum(results.rows) + results.anonymousInterviews).toBe(capped.meta.transcript_total);
    expect(results.interviews).toBe(capped.meta.transcript_total);
    expect(results.uninspected).toEqual({ interviews: 0, days: [] });
    expect(results.rows.length).toBeGreaterThan(capped.rows.length);
    // Every named buyer of the team, with all its interviews (docs/api.md 10.7: the buyers list counts them).
    const buyers = await client.listBuyers();
    const countsByName = (items: { name: string; count: number }[]) => {
      const counts = new Map<string, number>();
      for (const { name, count } of items) counts.set(name, (counts.get(name) ?? 0) + count);
      return counts;
    };
    expect(
      countsByName(results.rows.map((row) => ({ name: row.name, count: row.matching_interviews }))),
    ).toEqual(countsByName(buyers.data.map((item) => ({ name: item.name, count: item.transcript_count }))));
  });

  it('exports the whole result as CSV that reads back, hostile names included', async () => {
    const results = await complete({});
    const records = parseCsv(toCsv(results.rows, ACCOUNT_EXPORT_COLUMNS));
    expect(records).toHaveLength(results.rows.length + 1);
    const names = records
      .slice(1)
      .map((record) => (record[0] ?? '').replace(/^'(?=[ \u00a0]*[=+\-@\t\r])/, ''));
    expect(names).toEqual(results.rows.map((row) => row.name));
    expect(names).toContain(HOSTILE_ACCOUNT.name);
  });
});
