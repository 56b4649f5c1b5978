/** Reference endpoints: markets, industries, vendors, products and the deprecated buyers list. */
import { type Catalog, memoize, type Scope } from '../catalog';
import type { ApiResult, RequestContext } from '../http-kit';
import { vendorBuyerCount } from './vendor-stats';

type Counted = { name: string; transcript_count: number };

/**
 * Counts visible transcripts per value; each count equals the total_count of a transcript search filtered by
 * that value (the same matching rules), so the reference lists and the search always agree.
 */
function countBy(
  catalog: Catalog,
  scope: Scope,
  names: readonly string[],
  keys: (index: number) => Iterable<number>,
): Counted[] {
  const counts = new Array<number>(names.length).fill(0);
  for (const transcript of catalog.data.transcripts) {
    if (!scope.visible[transcript.index]) continue;
    for (const key of new Set(keys(transcript.index))) counts[key] = (counts[key] ?? 0) + 1;
  }
  return names
    .map((name, index) => ({ name, transcript_count: counts[index] ?? 0 }))
    .filter((item) => item.transcript_count > 0)
    .sort((a, b) => b.transcript_count - a.transcript_count || a.name.localeCompare(b.name));
}

function transcriptAt(catalog: Catalog, index: number) {
  const transcript = catalog.data.transcripts[index];
  if (!transcript) throw new Error(`no transcript ${index}`);
  return transcript;
}

/** GET /api/v1/markets */
export function listMarkets({ catalog, scope }: RequestContext): ApiResult {
  const data = memoize(scope, 'markets', () =>
    countBy(catalog, scope, catalog.data.useCases, (index) => transcriptAt(catalog, index).inMarketFor),
  );
  return { body: { data } };
}

/** GET /api/v1/industries */
export function listIndustries({ catalog, scope }: RequestContext): ApiResult {
  const data = memoize(scope, 'industries', () =>
    countBy(catalog, scope, catalog.data.industries, (index) => transcriptAt(catalog, index).industries),
  );
  return { body: { data } };
}

/** GET /api/v1/products */
export function listProducts({ catalog, scope }: RequestContext): ApiResult {
  const names = catalog.data.products.map((product) => product.name);
  const data = memoize(scope, 'products', () =>
    countBy(catalog, scope, names, (index) =>
      transcriptAt(catalog, index).techStack.map((entry) => entry.product),
    ),
  );
  return { body: { data } };
}

/** GET /api/v1/vendors */
export function listVendors({ catalog, scope }: RequestContext): ApiResult {
  const data = memoize(scope, 'vendors', () => {
    const names = catalog.data.vendors.map((vendor) => vendor.name);
    return countBy(catalog, scope, names, (index) => transcriptAt(catalog, index).vendors).map((item) => {
      const vendor = catalog.data.vendors.find((candidate) => candidate.name === item.name);
      return {
        name: item.name,
        slug: vendor?.slug ?? '',
        domain_name: vendor?.domain ?? '',
        transcript_count: item.transcript_count,
        buyer_count: vendor ? vendorBuyerCount(catalog, scope, vendor.index) : 0,
      };
    });
  });
  return { body: { data } };
}

/** GET /api/v1/buyers: deprecated in favour of /api/v1/accounts, same response as ever plus the headers. */
export function listBuyers({ catalog, scope }: RequestContext): ApiResult {
  const names = catalog.data.accounts.map((account) => account.name);
  const data = memoize(scope, 'buyers', () =>
    countBy(catalog, scope, names, (index) => {
      const owner = transcriptAt(catalog, index).account;
      return owner >= 0 ? [owner] : [];
    }),
  );
  return {
    body: { data },
    headers: { Deprecation: 'true', Link: '</api/v1/accounts>; rel="successor-version"' },
  };
}
