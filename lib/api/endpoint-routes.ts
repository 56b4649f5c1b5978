import { accountDetailEndpoint, accountListEndpoint } from './accounts';
import type { Endpoint } from './endpoint';
import { REFERENCE_LISTS, referenceListEndpoint } from './reference';
import { transcriptEndpoint, transcriptSearchEndpoint } from './transcripts';
import { vendorAlsoBuyEndpoint, vendorBuyersEndpoint, vendorProfileEndpoint } from './vendors';

// The way back from a request's path (as the cache keys it, lib/cache/cache-key.ts) to the endpoint that
// made it, so that an answer kept by an earlier version can be checked against this version's schema. Each
// row builds the endpoint with the path's own segment; tests/unit/api/endpoint-routes.test.ts checks that
// every builder's path comes back to itself.
const ROUTES: readonly [RegExp, (segment: string) => Endpoint<unknown>][] = [
  [/^\/api\/v1\/accounts$/, () => accountListEndpoint()],
  [/^\/api\/v1\/accounts\/([^/?]+)$/, (id) => accountDetailEndpoint(id)],
  [/^\/api\/v1\/transcripts$/, () => transcriptSearchEndpoint()],
  [/^\/api\/v1\/transcripts\/([^/?]+)$/, (id) => transcriptEndpoint(id)],
  [/^\/api\/v1\/vendors\/([^/?]+)$/, (slug) => vendorProfileEndpoint(slug)],
  [/^\/api\/v1\/vendors\/([^/?]+)\/buyers$/, (slug) => vendorBuyersEndpoint(slug)],
  [/^\/api\/v1\/vendors\/([^/?]+)\/buyers_also_buy$/, (slug) => vendorAlsoBuyEndpoint(slug)],
  ...REFERENCE_LISTS.map((list): [RegExp, () => Endpoint<unknown>] => [
    new RegExp(`^/api/v1/${list}$`),
    () => referenceListEndpoint(list),
  ]),
];

/** The endpoint a request target (`/api/v1/accounts/acme.com?fields=kpis`) was made by, or null. */
export function endpointOfTarget(target: string): Endpoint<unknown> | null {
  const path = target.split('?', 1)[0] ?? '';
  for (const [pattern, build] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    try {
      return build(decodeURIComponent(match[1] ?? ''));
    } catch {
      return null;
    }
  }
  return null;
}
