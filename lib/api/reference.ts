import { lazySchema } from '../schemas/lazy-schema';
import { defineEndpoint, type Endpoint } from './endpoint';
import { REFERENCE_LIST_TTL } from './lifetimes';
import { z } from './zod';

// docs/api.md 2.3 and 4.3: the lists of valid filter values.

const referenceItemSchema = lazySchema(() => z.object({ name: z.string(), transcript_count: z.int() }));

const vendorReferenceItemSchema = lazySchema(() =>
  z.extend(referenceItemSchema, {
    slug: z.string(),
    domain_name: z.string(),
    buyer_count: z.int(),
  }),
);

const referenceListResponseSchema = lazySchema(() => z.object({ data: z.array(referenceItemSchema) }));
const vendorReferenceListResponseSchema = lazySchema(() =>
  z.object({ data: z.array(vendorReferenceItemSchema) }),
);

export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export type VendorReferenceItem = z.infer<typeof vendorReferenceItemSchema>;

/** The reference lists, each named by its path; `buyers` is deprecated in favour of accounts. */
export const REFERENCE_LISTS = ['markets', 'industries', 'vendors', 'products', 'buyers'] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** What `GET /api/v1/buyers` says about its own retirement (docs/api.md 4.3 and 9). */
export type DeprecationNotice = {
  deprecated: boolean;
  /** The `successor-version` link target, e.g. `/api/v1/accounts`. */
  successor: string | null;
  /** The `Sunset` date as sent, once one is set. */
  sunset: string | null;
};

/** Reads the Deprecation, Link (`rel="successor-version"`) and Sunset headers of a response. */
function deprecationFromHeaders(headers: Headers): DeprecationNotice {
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

/** docs/api.md 4.3: one reference list (`GET /api/v1/<list>`); vendors' items carry slug, domain and buyers. */
export function referenceListEndpoint(list: Exclude<ReferenceList, 'vendors'>): Endpoint<ReferenceItem[]>;
export function referenceListEndpoint(list: 'vendors'): Endpoint<VendorReferenceItem[]>;
export function referenceListEndpoint(list: ReferenceList): Endpoint<ReferenceItem[]>;
export function referenceListEndpoint(list: ReferenceList): Endpoint<ReferenceItem[]> {
  return defineEndpoint({
    path: [list],
    schema: list === 'vendors' ? vendorReferenceListResponseSchema : referenceListResponseSchema,
    read: (body) => body.data,
    valueSchema: z.array(list === 'vendors' ? vendorReferenceItemSchema : referenceItemSchema),
    lifetime: REFERENCE_LIST_TTL,
  });
}

/**
 * docs/api.md 4.3 and 9: `GET /api/v1/buyers` (deprecated for accounts), with what its headers say about
 * that. (The `buyers` list of `referenceListEndpoint` is the same request, read without the headers.)
 */
export function buyersEndpoint(): Endpoint<{ data: ReferenceItem[]; deprecation: DeprecationNotice }> {
  return defineEndpoint({
    path: ['buyers'],
    schema: referenceListResponseSchema,
    read: (body, headers) => ({ data: body.data, deprecation: deprecationFromHeaders(headers) }),
    lifetime: REFERENCE_LIST_TTL,
  });
}
