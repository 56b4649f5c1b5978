import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDetailEndpoint, accountListEndpoint } from '../../lib/api/accounts';
import { createApiClient } from '../../lib/api/client';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpointOfTarget } from '../../lib/api/endpoint-routes';
import { REFERENCE_LISTS, referenceListEndpoint } from '../../lib/api/reference';
import { transcriptEndpoint, transcriptSearchEndpoint } from '../../lib/api/transcripts';
import { vendorAlsoBuyEndpoint, vendorBuyersEndpoint, vendorProfileEndpoint } from '../../lib/api/vendors';
import { cachedAnswerIsCurrent } from '../../lib/background/cached-answers';
import { cacheKey } from '../../lib/cache/cache-key';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import { HOSTILE_ACCOUNT, RICH_ACCOUNT, SANDBOX_KEYS, VENDOR_WITH_LIKES } from '../../sandbox/known-records';

// After an update the cache keeps an answer only if this version still reads it (lib/background/upgrade.ts).
// Every endpoint's real answer, as the gateway keeps it, must pass; the way back from its cache key must find
// the endpoint that made it; and an answer of another shape must not pass.

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const NAMESPACE = 'http://127.0.0.1:8787#0123456789abcdef';

const endpoints: [string, () => Endpoint<unknown>][] = [
  ['account search', () => accountListEndpoint({ page: 2, per_page: 10 })],
  ['account detail', () => accountDetailEndpoint(RICH_ACCOUNT.domain, { fields: ['all'] })],
  ['interview search', () => transcriptSearchEndpoint({ q: 'pricing' })],
  ['transcript', () => transcriptEndpoint(HOSTILE_ACCOUNT.transcriptWithJavascriptUrl)],
  ['vendor profile', () => vendorProfileEndpoint(VENDOR_WITH_LIKES)],
  ['vendor buyers', () => vendorBuyersEndpoint(VENDOR_WITH_LIKES, { page: 1, per_page: 5 })],
  ['vendor also-buy', () => vendorAlsoBuyEndpoint(VENDOR_WITH_LIKES)],
  ...REFERENCE_LISTS.map((list): [string, () => Endpoint<unknown>] => [
    list,
    () => referenceListEndpoint(list),
  ]),
];

describe('answers kept across an update', () => {
  it.each(endpoints)('%s: its real answer still parses, found from its cache key', async (_name, build) => {
    const endpoint = build();
    const client = createApiClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEYS.full });
    const value = await client.send(endpoint);
    const key = cacheKey(NAMESPACE, endpoint);

    expect(endpointOfTarget(key.slice(key.indexOf(' ') + 1))?.path).toEqual(endpoint.path);
    expect(cachedAnswerIsCurrent(key, { ok: true, data: value })).toBe(true);
    // An answer of another shape (what an earlier version might have kept) is not served.
    expect(cachedAnswerIsCurrent(key, { ok: true, data: { renamed: value } })).toBe(false);
    expect(cachedAnswerIsCurrent(key, value)).toBe(false);
  });

  it('keeps a 404 kept as an answer, and drops a key no endpoint makes', () => {
    const notFound = { ok: false, error: { kind: 'not_found', message: 'No account matches.' } };
    expect(cachedAnswerIsCurrent(`${NAMESPACE} /api/v1/accounts/nobody.example`, notFound)).toBe(true);
    expect(cachedAnswerIsCurrent(`${NAMESPACE} /api/v2/accounts/x`, { ok: true, data: {} })).toBe(false);
  });
});
