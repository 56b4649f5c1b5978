import type { RequestOptions } from './client';
import type { ApiRequest } from './request';
import { z } from './zod';

// Spec 2.3 and 4.3: the lists of valid filter values.

export const referenceItemSchema = z.object({ name: z.string(), transcript_count: z.number().int() });

export const vendorReferenceItemSchema = referenceItemSchema.extend({
  slug: z.string(),
  domain_name: z.string(),
  buyer_count: z.number().int(),
});

export const referenceListResponseSchema = z.object({ data: z.array(referenceItemSchema) });
export const vendorReferenceListResponseSchema = z.object({ data: z.array(vendorReferenceItemSchema) });

export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export type VendorReferenceItem = z.infer<typeof vendorReferenceItemSchema>;

/** The reference lists, each named by its path; `buyers` is deprecated in favour of accounts. */
export const REFERENCE_LISTS = ['markets', 'industries', 'vendors', 'products', 'buyers'] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** What `GET /api/v1/buyers` says about its own retirement (spec 4.3 and 9). */
export type DeprecationNotice = {
  deprecated: boolean;
  /** The `successor-version` link target, e.g. `/api/v1/accounts`. */
  successor: string | null;
  /** The `Sunset` date as sent, once one is set. */
  sunset: string | null;
};

/** Reads the Deprecation, Link (`rel="successor-version"`) and Sunset headers of a response. */
export function deprecationFromHeaders(headers: Headers): DeprecationNotice {
  const deprecation = headers.get('deprecation')?.trim();
  let successor: string | null = null;
  // Link: </api/v1/accounts>; rel="successor-version", <...>; rel="other"
  for (const link of (headers.get('link') ?? '').split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    const rels = match?.[2] ? /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2])?.[1] : undefined;
    if (match && rels?.toLowerCase().split(/\s+/).includes('successor-version')) {
      successor = match[1] ?? null;
      break;
    }
  }
  return {
    deprecated: deprecation !== undefined && deprecation !== '' && deprecation.toLowerCase() !== 'false',
    successor,
    sunset: headers.get('sunset')?.trim() || null,
  };
}

async function listReference<S extends z.ZodType>(
  request: ApiRequest,
  list: ReferenceList,
  schema: S,
  options: RequestOptions,
): Promise<{ body: z.output<S>; headers: Headers }> {
  return request({ path: [list], schema, signal: options.signal });
}

/** Spec 4.3: `GET /api/v1/markets`, the use cases for `in_market_for[]`. */
export async function listMarkets(
  request: ApiRequest,
  options: RequestOptions = {},
): Promise<ReferenceItem[]> {
  return (await listReference(request, 'markets', referenceListResponseSchema, options)).body.data;
}

/** Spec 4.3: `GET /api/v1/industries`, the values for `industry[]`. */
export async function listIndustries(
  request: ApiRequest,
  options: RequestOptions = {},
): Promise<ReferenceItem[]> {
  return (await listReference(request, 'industries', referenceListResponseSchema, options)).body.data;
}

/** Spec 4.3: `GET /api/v1/vendors`, the values for `vendors[]` with slug, domain and buyer count. */
export async function listVendors(
  request: ApiRequest,
  options: RequestOptions = {},
): Promise<VendorReferenceItem[]> {
  return (await listReference(request, 'vendors', vendorReferenceListResponseSchema, options)).body.data;
}

/** Spec 4.3: `GET /api/v1/products`, the values for `products[]`. */
export async function listProducts(
  request: ApiRequest,
  options: RequestOptions = {},
): Promise<ReferenceItem[]> {
  return (await listReference(request, 'products', referenceListResponseSchema, options)).body.data;
}

/** Spec 4.3 and 9: `GET /api/v1/buyers` (deprecated for accounts), with what its headers say about that. */
export async function listBuyers(
  request: ApiRequest,
  options: RequestOptions = {},
): Promise<{ data: ReferenceItem[]; deprecation: DeprecationNotice }> {
  const { body, headers } = await listReference(request, 'buyers', referenceListResponseSchema, options);
  return { data: body.data, deprecation: deprecationFromHeaders(headers) };
}
