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
