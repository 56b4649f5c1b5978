import { lazySchema } from '../schemas/lazy-schema';
import { defineEndpoint, type Endpoint } from './endpoint';
import { VENDOR_TTL } from './lifetimes';
import { encodeQuery, pageNumber, pageSize, pathSegment, text } from './query';
import { pageMetaSchema } from './transcripts';
import { z } from './zod';

// docs/api.md 2.6: vendor profile, buyer object and also-buy item.

const vendorThemeSchema = lazySchema(() => z.object({ headline: z.string(), paragraph: z.string() }));

const buyerTranscriptSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    date: z.string(),
    display_date: z.string(),
    buyer_perspective: z.string(),
    relevant_tech_stack: z.array(
      z.object({ product: z.string(), rating: z.number(), use_cases: z.array(z.string()) }),
    ),
  }),
);

/** A buyer of the vendor; company and domain are null for anonymous transcripts. */
const vendorBuyerSchema = lazySchema(() =>
  z.object({
    company: z._default(z.nullable(z.string()), null),
    domain_name: z._default(z.nullable(z.string()), null),
    average_rating: z.number(),
    use_cases: z.array(z.string()),
    transcripts: z.array(buyerTranscriptSchema),
  }),
);

const alsoBuyItemSchema = lazySchema(() =>
  z.object({
    vendor_slug: z.string(),
    vendor_name: z.string(),
    overlap_pct: z.number(),
    avg_rating_by_vendor_buyers: z.number(),
    avg_rating: z.number(),
  }),
);

const vendorProfileSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    domain_name: z.string(),
    /** 1–5. */
    median_rating: z.number(),
    /** 1–5. */
    average_rating: z.number(),
    ratings_count: z.int(),
    transcript_count: z.int(),
    buyer_count: z.int(),
    products: z.array(z.string()),
    use_cases: z.array(z.string()),
    /** null while the vendor's summaries are still being generated. */
    likes: z._default(z.nullable(z.array(vendorThemeSchema)), null),
    dislikes: z._default(z.nullable(z.array(vendorThemeSchema)), null),
    buyers: z.array(vendorBuyerSchema),
    other_products_in_buyers_tech_stack: z.array(alsoBuyItemSchema),
    other_products_in_buyers_tech_stack_total_count: z.int(),
    similar_vendors_by_use_case: z.array(z.object({ slug: z.string(), name: z.string() })),
    links: z.object({ buyers: z.string(), buyers_also_buy: z.string() }),
  }),
);

const vendorProfileResponseSchema = lazySchema(() => z.object({ data: vendorProfileSchema }));
const vendorBuyersResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(vendorBuyerSchema),
    meta: pageMetaSchema,
  }),
);
const alsoBuyResponseSchema = lazySchema(() =>
  z.object({ data: z.array(alsoBuyItemSchema), meta: pageMetaSchema }),
);

export type VendorTheme = z.infer<typeof vendorThemeSchema>;
export type BuyerTranscript = z.infer<typeof buyerTranscriptSchema>;
export type VendorBuyer = z.infer<typeof vendorBuyerSchema>;
export type AlsoBuyItem = z.infer<typeof alsoBuyItemSchema>;
export type VendorProfile = z.infer<typeof vendorProfileSchema>;
export type VendorBuyersResponse = z.infer<typeof vendorBuyersResponseSchema>;
export type AlsoBuyResponse = z.infer<typeof alsoBuyResponseSchema>;

/** docs/api.md 4.6: narrows a profile to one product or use case. */
export type VendorProfileParams = { product?: string; use_case?: string };

/** docs/api.md 4.7 and 4.8: default 5 per page, max 50. */
export type VendorPageParams = VendorProfileParams & { page?: number; per_page?: number };

/** The query string of `GET /api/v1/vendors/:slug`. */
function vendorProfileQuery(params: VendorProfileParams = {}): string {
  return encodeQuery({ product: text(params.product), use_case: text(params.use_case) });
}

/** The query string of the vendor sub-endpoints (buyers, buyers_also_buy). */
export function vendorPageQuery(params: VendorPageParams = {}): string {
  return encodeQuery({
    product: text(params.product),
    use_case: text(params.use_case),
    page: pageNumber(params.page),
    per_page: pageSize(params.per_page),
  });
}

/** docs/api.md 4.6: `GET /api/v1/vendors/:slug`. */
export function vendorProfileEndpoint(
  slug: string,
  params: VendorProfileParams = {},
): Endpoint<VendorProfile> {
  return defineEndpoint({
    path: ['vendors', pathSegment(slug, 'vendor')],
    query: vendorProfileQuery(params),
    schema: vendorProfileResponseSchema,
    read: (body) => body.data,
    valueSchema: vendorProfileSchema,
    lifetime: VENDOR_TTL,
    feature: 'vendor_profiles',
  });
}

/** docs/api.md 4.7: `GET /api/v1/vendors/:slug/buyers`. */
export function vendorBuyersEndpoint(
  slug: string,
  params: VendorPageParams = {},
): Endpoint<VendorBuyersResponse> {
  return defineEndpoint({
    path: ['vendors', pathSegment(slug, 'vendor'), 'buyers'],
    query: vendorPageQuery(params),
    schema: vendorBuyersResponseSchema,
    lifetime: VENDOR_TTL,
    feature: 'vendor_profiles',
  });
}

/** docs/api.md 4.8: `GET /api/v1/vendors/:slug/buyers_also_buy`. */
export function vendorAlsoBuyEndpoint(
  slug: string,
  params: VendorPageParams = {},
): Endpoint<AlsoBuyResponse> {
  return defineEndpoint({
    path: ['vendors', pathSegment(slug, 'vendor'), 'buyers_also_buy'],
    query: vendorPageQuery(params),
    schema: alsoBuyResponseSchema,
    lifetime: VENDOR_TTL,
    feature: 'vendor_profiles',
  });
}
