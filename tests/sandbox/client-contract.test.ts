import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../lib/api/client';
import { ApiError, isApiError } from '../../lib/api/errors';
import type { ReferenceItem } from '../../lib/api/reference';
import type { TranscriptSearchParams } from '../../lib/api/transcripts';
import { parseInterviewSearch } from '../../lib/research/interview-search';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import {
  NOT_AN_ACCOUNT_DOMAIN,
  RENAMED_ACCOUNT,
  RICH_ACCOUNT,
  SANDBOX_KEYS,
  SMALL_MISSING_ACCOUNT,
  VENDOR_WITH_LIKES,
  VENDOR_WITHOUT_LIKES,
} from '../../sandbox/known-records';

// The real client against the real sandbox over HTTP: every endpoint, every error, faults, and the contract's
// invariants (docs/api.md). Every body is checked by the client's own zod schemas; a schema failure fails the
// test.

let sandbox: RunningSandbox;
let full: ApiClient;

/** A client for a key; `fault` goes out as X-Sandbox-Fault on every request; sleeps are recorded, not waited. */
function clientFor(apiKey: string, extra: Partial<ApiClientOptions> & { fault?: string } = {}) {
  const { fault, ...options } = extra;
  const sleeps: number[] = [];
  const client = createApiClient({
    baseUrl: sandbox.url,
    apiKey,
    fetch: (input, init = {}) => {
      const headers = new Headers(init.headers);
      if (fault) headers.set('X-Sandbox-Fault', fault);
      return fetch(input, { ...init, headers });
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { client, sleeps };
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** Requests the sandbox received for a path since `from`. */
function requestsTo(path: string, from: number): number {
  return sandbox.requests.slice(from).filter((request) => request.path === path).length;
}

/** A few items of a list to check, spread over it: first, middle, last. */
function sample<T>(items: readonly T[]): T[] {
  const picks = [0, Math.floor(items.length / 2), items.length - 1];
  return [...new Set(picks)].map((index) => items[index]).filter((item): item is T => item !== undefined);
}

/** Every transcript id a search finds (all pages). */
async function allIds(client: ApiClient, params: TranscriptSearchParams): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await client.searchTranscripts({ ...params, page, per_page: 50 });
    ids.push(...data.map((item) => item.id));
    if (data.length === 0 || ids.length >= meta.total_count) return ids.sort();
  }
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  full = clientFor(SANDBOX_KEYS.full).client;
});

afterAll(async () => {
  await sandbox?.close();
});

beforeEach(() => {
  // Also forgets the counters of header faults, so each test's `*count` starts afresh.
  sandbox.setFault(null);
});

describe('every endpoint with demo-full', () => {
  it('searchTranscripts pages and filters', async () => {
    const first = await full.searchTranscripts({ per_page: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(first.meta.total_count).toBeGreaterThanOrEqual(2000);
    const second = await full.searchTranscripts({ per_page: 5, page: 2 });
    expect(second.data.map((item) => item.id)).not.toEqual(first.data.map((item) => item.id));
    for (const item of first.data) expect(item).not.toHaveProperty('full_transcript');
    const recent = await full.searchTranscripts({ sort_by: 'recency', per_page: 10 });
    const dates = recent.data.map((item) => item.publish_date);
    expect(dates).toHaveLength(10);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('getTranscript returns the whole interview', async () => {
    const [listed] = (await full.searchTranscripts({ per_page: 1 })).data;
    const detail = await full.getTranscript(listed?.id ?? '');
    expect(detail.id).toBe(listed?.id);
    expect(detail.full_transcript.length).toBeGreaterThan(500);
    expect(detail.quick_study.length).toBeGreaterThan(0);
  });

  it('listAccounts with no filter is truncated at 1,000 inspected interviews', async () => {
    const { data, meta } = await full.listAccounts({ per_page: 5 });
    expect(data).toHaveLength(5);
    expect(meta).toMatchObject({ truncated: true, transcript_hits_inspected: 1000, page: 1, per_page: 5 });
    expect(meta.transcript_total).toBeGreaterThan(1000);
  });

  it('getAccount resolves by slug, domain, alternative domain, name and alternative name', async () => {
    const ids = [
      RICH_ACCOUNT.slug,
      RICH_ACCOUNT.domain,
      RICH_ACCOUNT.alternativeDomain,
      RICH_ACCOUNT.name,
      RICH_ACCOUNT.alternativeName,
    ];
    for (const id of ids) {
      expect((await full.getAccount(id, { fields: ['kpis'] })).slug, id).toBe(RICH_ACCOUNT.slug);
    }
  });

  it('getAccount sections follow fields[]', async () => {
    const byDefault = await full.getAccount(RICH_ACCOUNT.slug);
    expect(byDefault.kpis).toBeDefined();
    expect(byDefault.tech_stack?.length).toBeGreaterThan(0);
    expect(byDefault.qa).toBeUndefined();
    const statuses = new Set(byDefault.tech_stack?.map((item) => item.status));
    expect(statuses).toEqual(new Set(['satisfied', 'unhappy_with', 'not_recently_mentioned']));

    const qaOnly = await full.getAccount(RICH_ACCOUNT.slug, { fields: ['qa'] });
    expect(qaOnly.qa?.length).toBeGreaterThan(0);
    expect(qaOnly.kpis).toBeUndefined();
    expect(qaOnly.tech_stack).toBeUndefined();

    const all = await full.getAccount(RICH_ACCOUNT.slug, { fields: ['all'] });
    expect(all.kpis && all.tech_stack && all.qa).toBeTruthy();
  });

  it("a renamed account's old slug still resolves", async () => {
    expect((await full.getAccount(RENAMED_ACCOUNT.oldSlug)).slug).toBe(RENAMED_ACCOUNT.slug);
  });

  it('getVendor, with likes and with likes still warming (null)', async () => {
    const withLikes = await full.getVendor(VENDOR_WITH_LIKES);
    expect(withLikes.likes?.length).toBeGreaterThan(0);
    expect(withLikes.buyers.length).toBeLessThanOrEqual(10);
    expect(withLikes.other_products_in_buyers_tech_stack.length).toBeLessThanOrEqual(10);
    const warming = await full.getVendor(VENDOR_WITHOUT_LIKES);
    expect(warming.likes).toBeNull();
    expect(warming.dislikes).toBeNull();
  });

  it('getVendor narrows to a product and a use case', async () => {
    const profile = await full.getVendor(VENDOR_WITH_LIKES);
    const [product] = profile.products;
    const [useCase] = profile.use_cases;
    expect((await full.getVendor(VENDOR_WITH_LIKES, { product })).slug).toBe(VENDOR_WITH_LIKES);
    expect((await full.getVendor(VENDOR_WITH_LIKES, { use_case: useCase })).slug).toBe(VENDOR_WITH_LIKES);
  });

  it('listVendorBuyers and listVendorAlsoBuy page (default 5)', async () => {
    const profile = await full.getVendor(VENDOR_WITH_LIKES);
    const buyers = await full.listVendorBuyers(VENDOR_WITH_LIKES);
    expect(buyers.meta).toMatchObject({ page: 1, per_page: 5, total_count: profile.buyer_count });
    expect(buyers.data.length).toBeLessThanOrEqual(5);
    const alsoBuy = await full.listVendorAlsoBuy(VENDOR_WITH_LIKES, { per_page: 3, page: 2 });
    expect(alsoBuy.meta).toMatchObject({
      page: 2,
      per_page: 3,
      total_count: profile.other_products_in_buyers_tech_stack_total_count,
    });
  });

  it('the reference lists are non-empty; buyers says it is deprecated for accounts', async () => {
    for (const list of await Promise.all([
      full.listMarkets(),
      full.listIndustries(),
      full.listVendors(),
      full.listProducts(),
    ])) {
      expect(list.length).toBeGreaterThan(0);
    }
    const buyers = await full.listBuyers();
    expect(buyers.data.length).toBeGreaterThan(0);
    expect(buyers.deprecation).toEqual({ deprecated: true, successor: '/api/v1/accounts', sunset: null });
  });
});

describe('every error through the client', () => {
  it('a bad key → unauthorized (401), not retried', async () => {
    const { client } = clientFor('not-a-key');
    const from = sandbox.requests.length;
    expect(await rejectionOf(client.listMarkets())).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(requestsTo('/api/v1/markets', from)).toBe(1);
  });

  it('demo-no-accounts → forbidden account_pages on both account endpoints; vendors stay open', async () => {
    const { client } = clientFor(SANDBOX_KEYS.noAccounts);
    expect(await rejectionOf(client.listAccounts())).toMatchObject({
      kind: 'forbidden',
      feature: 'account_pages',
    });
    expect(await rejectionOf(client.getAccount(RICH_ACCOUNT.slug))).toMatchObject({
      kind: 'forbidden',
      feature: 'account_pages',
    });
    expect((await client.getVendor(VENDOR_WITH_LIKES)).slug).toBe(VENDOR_WITH_LIKES);
  });

  it('demo-no-vendors → forbidden vendor_profiles on the profile and its sub-endpoints; the list stays open', async () => {
    const { client } = clientFor(SANDBOX_KEYS.noVendors);
    for (const call of [
      client.getVendor(VENDOR_WITH_LIKES),
      client.listVendorBuyers(VENDOR_WITH_LIKES),
      client.listVendorAlsoBuy(VENDOR_WITH_LIKES),
    ]) {
      expect(await rejectionOf(call)).toMatchObject({ kind: 'forbidden', feature: 'vendor_profiles' });
    }
    expect((await client.listVendors()).length).toBeGreaterThan(0);
    expect((await client.getAccount(RICH_ACCOUNT.slug)).slug).toBe(RICH_ACCOUNT.slug);
  });

  it('unknown ids → not_found', async () => {
    expect(await rejectionOf(full.getTranscript('no-such-transcript'))).toMatchObject({ kind: 'not_found' });
    expect(await rejectionOf(full.getAccount(NOT_AN_ACCOUNT_DOMAIN))).toMatchObject({ kind: 'not_found' });
    expect(await rejectionOf(full.getVendor('no-such-vendor'))).toMatchObject({ kind: 'not_found' });
    // A near miss is not corrected.
    expect(await rejectionOf(full.getAccount(`${RICH_ACCOUNT.slug}x`))).toMatchObject({ kind: 'not_found' });
  });

  it('demo-small cannot see an account demo-full sees', async () => {
    const { client } = clientFor(SANDBOX_KEYS.small);
    expect((await full.getAccount(SMALL_MISSING_ACCOUNT.slug)).slug).toBe(SMALL_MISSING_ACCOUNT.slug);
    expect(await rejectionOf(client.getAccount(SMALL_MISSING_ACCOUNT.slug))).toMatchObject({
      kind: 'not_found',
    });
  });

  it('422 on an account-list filter → invalid_filter with the real name among the suggestions', async () => {
    const [vendor] = await full.listVendors();
    const typo = (vendor?.name ?? '').slice(0, -1);
    const error = await rejectionOf(full.listAccounts({ vendors: [typo] }));
    expect(error).toMatchObject({ kind: 'invalid_filter', status: 422, filters: [{ value: typo }] });
    expect(error.filters?.[0]?.kind).toMatch(/vendor/);
    expect(error.filters?.[0]?.suggestions).toContain(vendor?.name);
    expect(error.message).toContain(vendor?.name);
  });

  it('the same typo in transcript search is ignored, as the spec says', async () => {
    const everything = await full.searchTranscripts({ per_page: 1 });
    const typo = await full.searchTranscripts({ per_page: 1, vendors: ['Nosuchvendor Inc'] });
    expect(typo.meta.total_count).toBe(everything.meta.total_count);
  });

  it('422 on fields[] → invalid_filter listing the valid values', async () => {
    // @ts-expect-error: a value outside the typed list, as a stale caller could send
    const error = await rejectionOf(full.getAccount(RICH_ACCOUNT.slug, { fields: ['everything'] }));
    expect(error).toMatchObject({ kind: 'invalid_filter', status: 422 });
    expect(error.validValues).toEqual(['kpis', 'tech_stack', 'qa', 'all']);
  });

  it('422 on a vendor product → invalid_filter with suggestions', async () => {
    const profile = await full.getVendor(VENDOR_WITH_LIKES);
    const product = profile.products[0] ?? '';
    const error = await rejectionOf(full.getVendor(VENDOR_WITH_LIKES, { product: `${product}z` }));
    expect(error).toMatchObject({
      kind: 'invalid_filter',
      filters: [{ kind: 'product', value: `${product}z` }],
    });
    expect(error.filters?.[0]?.suggestions).toContain(product);
  });
});

describe('faults (X-Sandbox-Fault)', () => {
  it('status=503*2: retried, then the answer', async () => {
    const { client, sleeps } = clientFor(SANDBOX_KEYS.full, { fault: 'status=503*2' });
    const from = sandbox.requests.length;
    expect((await client.listMarkets()).length).toBeGreaterThan(0);
    expect(requestsTo('/api/v1/markets', from)).toBe(3);
    expect(sleeps).toHaveLength(2);
  });

  it('status=500 for good: server after three attempts', async () => {
    const { client } = clientFor(SANDBOX_KEYS.full, { fault: 'status=500' });
    const from = sandbox.requests.length;
    expect(await rejectionOf(client.listMarkets())).toMatchObject({ kind: 'server', status: 500 });
    expect(requestsTo('/api/v1/markets', from)).toBe(3);
  });

  it('rate-limit=2*1: waits the Retry-After, then the answer', async () => {
    const { client, sleeps } = clientFor(SANDBOX_KEYS.full, { fault: 'rate-limit=2*1' });
    expect((await client.listIndustries()).length).toBeGreaterThan(0);
    expect(sleeps).toEqual([2000]);
  });

  it('rate-limit=120: not waited for; rate_limited with retryAt about two minutes out', async () => {
    const { client, sleeps } = clientFor(SANDBOX_KEYS.full, { fault: 'rate-limit=120' });
    const before = Date.now();
    const error = await rejectionOf(client.listIndustries());
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(error.retryAt).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(sleeps).toEqual([]);
  });

  it('malformed-json → unexpected_response, not retried', async () => {
    const { client } = clientFor(SANDBOX_KEYS.full, { fault: 'malformed-json' });
    const from = sandbox.requests.length;
    expect(await rejectionOf(client.getAccount(RICH_ACCOUNT.slug))).toMatchObject({
      kind: 'unexpected_response',
    });
    expect(requestsTo(`/api/v1/accounts/${RICH_ACCOUNT.slug}`, from)).toBe(1);
  });

  it('drift (optional fields dropped, unknown fields added) is tolerated on every endpoint', async () => {
    const { client } = clientFor(SANDBOX_KEYS.full, { fault: 'drift' });
    const listed = await client.searchTranscripts({ per_page: 3 });
    await client.getTranscript(listed.data[0]?.id ?? '');
    const account = await client.getAccount(RICH_ACCOUNT.slug, { fields: ['all'] });
    expect(account).not.toHaveProperty('sandbox_drift_field');
    await client.listAccounts({ per_page: 3 });
    await client.getVendor(VENDOR_WITH_LIKES);
    await client.listVendorBuyers(VENDOR_WITH_LIKES);
    await client.listVendorAlsoBuy(VENDOR_WITH_LIKES);
    await client.listVendors();
    await client.listBuyers();
  });

  it('hang → timeout after every attempt timed out', async () => {
    const { client } = clientFor(SANDBOX_KEYS.full, { fault: 'hang', timeoutMs: 200 });
    const from = sandbox.requests.length;
    expect(await rejectionOf(client.listProducts())).toMatchObject({ kind: 'timeout' });
    expect(requestsTo('/api/v1/products', from)).toBe(3);
  });

  it('latency beyond the timeout, once → a timeout then the answer', async () => {
    const { client } = clientFor(SANDBOX_KEYS.full, { fault: 'latency=1000*1', timeoutMs: 300 });
    expect((await client.listProducts()).length).toBeGreaterThan(0);
  });

  it('drop → network after retries; drop*1 → recovers', async () => {
    const dropped = clientFor(SANDBOX_KEYS.full, { fault: 'drop' }).client;
    expect(await rejectionOf(dropped.listMarkets())).toMatchObject({ kind: 'network' });
    const once = clientFor(SANDBOX_KEYS.full, { fault: 'drop*1' }).client;
    expect((await once.listMarkets()).length).toBeGreaterThan(0);
  });

  it('a caller abort during a hang ends the call without retries', async () => {
    const { client } = clientFor(SANDBOX_KEYS.full, { fault: 'hang' });
    const controller = new AbortController();
    const from = sandbox.requests.length;
    const call = client.listMarkets({ signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(requestsTo('/api/v1/markets', from)).toBe(1);
  });
});

describe("the spec's invariants, through the client", () => {
  const FILTER_OF = {
    markets: 'in_market_for',
    industries: 'industry',
    vendors: 'vendors',
    products: 'products',
    buyers: 'accounts',
  } as const;

  it.each(Object.entries(FILTER_OF))(
    "a %s item's transcript_count equals a transcript search by its name (%s[])",
    async (list, filter) => {
      const items: ReferenceItem[] =
        list === 'markets'
          ? await full.listMarkets()
          : list === 'industries'
            ? await full.listIndustries()
            : list === 'vendors'
              ? await full.listVendors()
              : list === 'products'
                ? await full.listProducts()
                : (await full.listBuyers()).data;
      for (const item of sample(items)) {
        const { meta } = await full.searchTranscripts({ [filter]: [item.name], per_page: 1 });
        expect(meta.total_count, `${list} ${item.name}`).toBe(item.transcript_count);
      }
    },
  );

  it("an account's kpis.interview_count equals the total of its links.interviews search", async () => {
    const { data } = await full.listAccounts({ per_page: 3 });
    for (const slug of [RICH_ACCOUNT.slug, RENAMED_ACCOUNT.slug, ...data.map((row) => row.slug)]) {
      const account = await full.getAccount(slug, { fields: ['kpis'] });
      const { search: params, leftOut } = parseInterviewSearch(account.links.interviews);
      expect(leftOut, account.links.interviews).toEqual([]);
      expect(params.accounts, account.links.interviews).toBeDefined();
      const { meta } = await full.searchTranscripts({ ...params, per_page: 1 });
      expect(meta.total_count, slug).toBe(account.kpis?.interview_count);
    }
  });

  it('vendors[] by name, bare domain and full URL give the same set', async () => {
    const vendors = await full.listVendors();
    const vendor =
      vendors.find((item) => item.transcript_count > 0 && item.transcript_count <= 200) ?? vendors[0];
    if (!vendor) throw new Error('no vendors');
    const byName = await allIds(full, { vendors: [vendor.name] });
    expect(byName.length).toBe(vendor.transcript_count);
    expect(await allIds(full, { vendors: [vendor.domain_name] })).toEqual(byName);
    expect(await allIds(full, { vendors: [`https://www.${vendor.domain_name}/pricing?ref=x`] })).toEqual(
      byName,
    );
  });
});

describe('the client sends what the spec asks for', () => {
  it('every request carries Authorization: Token <key>', async () => {
    const from = sandbox.requests.length;
    await full.listMarkets();
    await full.getAccount(RICH_ACCOUNT.slug);
    const seen = sandbox.requests.slice(from);
    expect(seen.length).toBe(2);
    for (const request of seen) expect(request.authorization).toBe('Token demo-full');
  });

  it('an unusual account name travels as one encoded path segment', async () => {
    const from = sandbox.requests.length;
    await rejectionOf(full.getAccount('a/b ?c#d'));
    expect(sandbox.requests.slice(from).map((request) => request.path)).toEqual([
      '/api/v1/accounts/a%2Fb%20%3Fc%23d',
    ]);
  });

  it('errors carry no API key', async () => {
    const error = await rejectionOf(clientFor('secret-key-xyz').client.listMarkets());
    expect(error).toBeInstanceOf(ApiError);
    expect(JSON.stringify(error.toInfo())).not.toContain('secret-key-xyz');
  });
});
