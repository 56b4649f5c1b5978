import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api/errors';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from '@/lib/api/request';
import { clientWith, json } from './fake-fetch';
import { accountDetail, referenceItems, transcriptDetail } from './samples';

// Error paths, retries and validation of the one request path, through the public client.

const NOW = Date.parse('2026-11-22T12:00:00Z');

/** The rejection of a promise (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('HTTP errors become ApiError kinds with a short message', () => {
  it('401 → unauthorized, not retried', async () => {
    const { client, calls } = clientWith([json({ error: 'Invalid token' }, 401)]);
    const error = await rejectionOf(client.listMarkets());
    expect(error).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      message: 'Your API key was not accepted. Check it in Options.',
      apiMessage: 'Invalid token',
    });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['listAccounts', 'account_pages', /account pages/],
    ['getAccount', 'account_pages', /account pages/],
    ['getVendor', 'vendor_profiles', /vendor profiles/],
    ['listVendorBuyers', 'vendor_profiles', /vendor profiles/],
    ['listVendorAlsoBuy', 'vendor_profiles', /vendor profiles/],
  ] as const)('403 on %s → forbidden with feature %s', async (method, feature, words) => {
    const { client, calls } = clientWith([json({ error: 'Forbidden' }, 403)]);
    const error = await rejectionOf(
      method === 'listAccounts' ? client.listAccounts() : client[method]('acme'),
    );
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, feature });
    expect((error as Error).message).toMatch(words);
    expect(calls).toHaveLength(1);
  });

  it('403 elsewhere → forbidden without a feature', async () => {
    const { client } = clientWith([json({ error: 'Forbidden' }, 403)]);
    const error = await rejectionOf(client.listVendors());
    expect(error).toMatchObject({ kind: 'forbidden' });
    expect((error as { feature?: string }).feature).toBeUndefined();
  });

  it('404 → not_found, not retried, with a message for the kind of thing', async () => {
    const { client, calls } = clientWith([json({ error: 'Not found' }, 404)]);
    const error = await rejectionOf(client.getAccount('nobody.example'));
    expect(error).toMatchObject({ kind: 'not_found', status: 404 });
    expect((error as Error).message).toMatch(/no interviews with this company/);
    expect(calls).toHaveLength(1);
    await expect(client.getTranscript('nope')).rejects.toThrow(/interview is not in your team's library/);
    await expect(client.getVendor('nope')).rejects.toThrow(/vendor is not in your team's library/);
  });

  it('422 on a list filter → invalid_filter with kind, value and suggestions', async () => {
    const { client, calls } = clientWith([
      json({ error: "- Could not find vendor 'Salesforc'. Did you mean: Salesforce?" }, 422),
    ]);
    const error = await rejectionOf(client.listAccounts({ vendors: ['Salesforc'] }));
    expect(error).toMatchObject({
      kind: 'invalid_filter',
      status: 422,
      filters: [
        { kind: 'vendor', value: 'Salesforc', suggestions: ['Salesforce'], suggestionText: 'Salesforce' },
      ],
      message: 'Buyer Intelligence has no vendor called "Salesforc"; did you mean "Salesforce"?',
      apiMessage: "- Could not find vendor 'Salesforc'. Did you mean: Salesforce?",
    });
    expect(calls).toHaveLength(1);
  });

  it('422 on fields[] → invalid_filter with the valid values', async () => {
    const { client } = clientWith([
      json({ error: "Invalid fields[] value 'bogus'. Valid values: kpis, tech_stack, qa, all" }, 422),
    ]);
    // @ts-expect-error: a value outside the typed list, as a stale caller could send
    const error = await rejectionOf(client.getAccount('acme', { fields: ['bogus'] }));
    expect(error).toMatchObject({ kind: 'invalid_filter', validValues: ['kpis', 'tech_stack', 'qa', 'all'] });
    expect((error as { filters?: unknown }).filters).toBeUndefined();
  });

  it('422 with an unreadable body → invalid_filter, the API text kept', async () => {
    const { client } = clientWith([json({ error: 'Nope.' }, 422)]);
    const error = await rejectionOf(client.getVendor('outreach', { product: 'X' }));
    expect(error).toMatchObject({ kind: 'invalid_filter', apiMessage: 'Nope.' });
  });

  it.each([400, 405, 410, 418])('%i → unexpected_response, never retried', async (status) => {
    const { client, calls, sleeps } = clientWith([json({ error: 'no' }, status)]);
    await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'unexpected_response', status });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('429', () => {
  it('honours Retry-After in seconds, then succeeds', async () => {
    const { client, calls, sleeps } = clientWith([
      json({ error: 'slow down' }, 429, { 'Retry-After': '3' }),
      json({ data: referenceItems }),
    ]);
    expect(await client.listMarkets()).toEqual(referenceItems);
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([3000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { client, sleeps } = clientWith([
      json({ error: 'slow down' }, 429, { 'Retry-After': new Date(NOW + 7000).toUTCString() }),
      json({ data: referenceItems }),
    ]);
    await client.listMarkets();
    expect(sleeps).toEqual([7000]);
  });

  it('does not wait for a Retry-After longer than the cap: rate_limited with retryAt at once', async () => {
    const { client, calls, sleeps } = clientWith([
      json({ error: 'slow down' }, 429, { 'Retry-After': '120' }),
    ]);
    const error = await rejectionOf(client.listMarkets());
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAt: NOW + 120_000 });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('a far HTTP date is not waited for either', async () => {
    const retryAt = NOW + 3_600_000;
    const { client, calls } = clientWith([
      json({ error: 'slow down' }, 429, { 'Retry-After': new Date(retryAt).toUTCString() }),
    ]);
    await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'rate_limited', retryAt });
    expect(calls).toHaveLength(1);
  });

  it('exhausted retries → rate_limited with retryAt from the last answer', async () => {
    const { client, calls, sleeps } = clientWith([json({ error: 'slow down' }, 429, { 'Retry-After': '2' })]);
    await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'rate_limited', retryAt: NOW + 2000 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('without Retry-After backs off with jitter and still gives a retryAt', async () => {
    const { client, sleeps } = clientWith([json({ error: 'slow down' }, 429)]);
    const error = await rejectionOf(client.listMarkets());
    expect(error).toMatchObject({ kind: 'rate_limited' });
    expect((error as { retryAt: number }).retryAt).toBeGreaterThan(NOW);
    expect(sleeps).toEqual([BACKOFF_BASE_MS * 0.5, BACKOFF_BASE_MS * 2 * 0.5]);
  });
});

describe('5xx, network errors and timeouts are retried a bounded number of times', () => {
  it('5xx retried then success', async () => {
    const { client, calls, sleeps } = clientWith([
      json({ error: 'boom' }, 503),
      json({ error: 'boom' }, 500),
      json({ data: referenceItems }),
    ]);
    expect(await client.listIndustries()).toEqual(referenceItems);
    expect(calls).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('5xx exhausted → server after 1 + maxRetries attempts', async () => {
    const { client, calls } = clientWith([new Response('<html>Bad gateway</html>', { status: 502 })]);
    await expect(client.listIndustries()).rejects.toMatchObject({ kind: 'server', status: 502 });
    expect(calls).toHaveLength(3);
  });

  it('maxRetries is configurable (0 = one attempt)', async () => {
    const { client, calls } = clientWith([json({ error: 'boom' }, 500)], { maxRetries: 0 });
    await expect(client.listIndustries()).rejects.toMatchObject({ kind: 'server' });
    expect(calls).toHaveLength(1);
  });

  it('network error retried then success', async () => {
    const { client, calls } = clientWith([new TypeError('fetch failed'), json({ data: referenceItems })]);
    expect(await client.listProducts()).toEqual(referenceItems);
    expect(calls).toHaveLength(2);
  });

  it('network error exhausted → network', async () => {
    const { client, calls } = clientWith([new TypeError('fetch failed')]);
    const error = await rejectionOf(client.listProducts());
    expect(error).toMatchObject({ kind: 'network' });
    expect((error as Error).message).toMatch(/could not reach/);
    expect(calls).toHaveLength(3);
  });

  it('a body cut off mid-read is a network error and is retried', async () => {
    const broken = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data": ['));
            controller.error(new TypeError('terminated'));
          },
        }),
      );
    const { client, calls } = clientWith([broken, json({ data: referenceItems })]);
    expect(await client.listProducts()).toEqual(referenceItems);
    expect(calls).toHaveLength(2);
  });
});

describe('timeouts and cancellation (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an attempt that does not answer within timeoutMs is aborted and retried; exhausted → timeout', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(['hang'], { timeoutMs: 1000 });
    const result = rejectionOf(client.getTranscript('t-1'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await result;
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(calls).toHaveLength(3);
  });

  it('a timeout then an answer succeeds', async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith(['hang', json(transcriptDetail)], { timeoutMs: 1000 });
    const result = client.getTranscript('t-1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual(transcriptDetail);
    expect(calls).toHaveLength(2);
  });

  it('a caller abort during an attempt is passed through and not retried', async () => {
    const { client, calls, sleeps } = clientWith(['hang']);
    const controller = new AbortController();
    const result = rejectionOf(client.getAccount('acme', {}, { signal: controller.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    const error = await result;
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('a caller abort during a backoff wait stops the retries', async () => {
    const controller = new AbortController();
    const { client, calls } = clientWith([json({ error: 'boom' }, 503)], {
      sleep: () => {
        controller.abort(new Error('tab closed'));
        return new Promise(() => {});
      },
    });
    const error = await rejectionOf(client.getAccount('acme', {}, { signal: controller.signal }));
    expect(error).toEqual(new Error('tab closed'));
    expect(calls).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const { client, calls } = clientWith([json({ data: accountDetail })]);
    await expect(client.getAccount('acme', {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('backoff is bounded and jittered', () => {
  it('uses full jitter under a doubling ceiling, capped', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((retry) => backoffDelay(retry, () => 0.999_999))).toEqual([
      499, 999, 1999, 3999, 7999, 7999, 7999,
    ]);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(2, () => 0.25)).toBe(500);
  });

  it('waits random() × ceiling between attempts', async () => {
    const randoms = [0.1, 0.9];
    const { client, sleeps } = clientWith([new TypeError('fetch failed')], {
      maxRetries: 2,
      random: () => randoms.shift() ?? 0,
    });
    await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'network' });
    expect(sleeps).toEqual([Math.floor(0.1 * BACKOFF_BASE_MS), Math.floor(0.9 * BACKOFF_BASE_MS * 2)]);
  });

  it('never waits more than the cap, however many retries', async () => {
    const { client, sleeps, calls } = clientWith([json({ error: 'boom' }, 500)], {
      maxRetries: 8,
      random: () => 0.999_999,
    });
    await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'server' });
    expect(calls).toHaveLength(9);
    expect(Math.max(...sleeps)).toBeLessThan(BACKOFF_CAP_MS);
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(8 * BACKOFF_CAP_MS);
  });
});

describe('responses are parsed safely and checked against the spec', () => {
  it('malformed JSON → unexpected_response, not retried', async () => {
    const { client, calls } = clientWith([new Response('{"data": [', { status: 200 })]);
    await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'unexpected_response' });
    expect(calls).toHaveLength(1);
  });

  it('extra fields are tolerated (and not passed on)', async () => {
    const drifted = {
      data: { ...accountDetail, brand_new: 1, kpis: { ...accountDetail.kpis, extra: 'x' } },
      meta: { served_by: 'v1.2' },
    };
    const { client } = clientWith([json(drifted)]);
    expect(await client.getAccount('acme')).toEqual(accountDetail);
  });

  it('an absent nullable field is read as null', async () => {
    const { location, ...withoutLocation } = accountDetail;
    const { client } = clientWith([json({ data: withoutLocation })]);
    expect(location).not.toBeNull();
    expect(await client.getAccount('acme')).toEqual({ ...accountDetail, location: null });
  });

  it('a missing required field → unexpected_response naming the field', async () => {
    const { kpis, ...rest } = accountDetail;
    const broken = { data: { ...rest, kpis: { first_interviewed: null, last_interviewed: null } } };
    const { client, calls } = clientWith([json(broken)]);
    await expect(client.getAccount('acme')).rejects.toMatchObject({
      kind: 'unexpected_response',
      field: 'data.kpis.interview_count',
    });
    expect(calls).toHaveLength(1);
    expect(kpis).toBeDefined();
  });

  it('a wrong type deep in a list names the index', async () => {
    const broken = { data: [{ name: 'Sales Engagement', transcript_count: '14' }] };
    const { client } = clientWith([json(broken)]);
    await expect(client.listMarkets()).rejects.toMatchObject({ field: 'data.0.transcript_count' });
  });

  it('toInfo() is plain data that survives structured cloning', async () => {
    const { client } = clientWith([
      json({ error: "- Could not find product 'Gnog'. Did you mean: Gong?" }, 422),
    ]);
    const error = await rejectionOf(client.listAccounts({ products: ['Gnog'] }));
    const info = isApiError(error) ? error.toInfo() : undefined;
    expect(structuredClone(info)).toEqual({
      kind: 'invalid_filter',
      message: 'Buyer Intelligence has no product called "Gnog"; did you mean "Gong"?',
      status: 422,
      filters: [{ kind: 'product', value: 'Gnog', suggestions: ['Gong'], suggestionText: 'Gong' }],
      apiMessage: "- Could not find product 'Gnog'. Did you mean: Gong?",
      // Which sentence the message is, so that a page says it in the rep's language.
      sentence: {
        code: 'unknownValueSuggestion',
        values: { kind: 'product', value: 'Gnog', suggestion: 'Gong' },
        english: 'Buyer Intelligence has no product called "Gnog"; did you mean "Gong"?',
      },
    });
  });

  it('the API key appears in no error', async () => {
    const { client } = clientWith([json({ error: 'x' }, 401)]);
    const error = await rejectionOf(client.listMarkets());
    expect(JSON.stringify(isApiError(error) ? error.toInfo() : error)).not.toContain('team-key-123');
  });
});
