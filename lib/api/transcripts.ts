import { z } from './zod';

// Spec 2.1 and 2.2. Objects are loose (z.object strips nothing we need and tolerates extra fields);
// optional/nullable exactly as the spec says.

/** One product in a buyer's stack, as the buyer rated it (rating 1–10, null when not rated). */
export const transcriptTechStackItemSchema = z.object({
  product: z.string(),
  vendor: z.string(),
  vendor_domain_name: z.string(),
  rating: z.number().int().nullable(),
  use_cases: z.array(z.string()),
});

/** `{<attribute type>: <value>}`: one ICP attribute that matched. */
export const icpMatchedAttributeSchema = z.record(z.string(), z.unknown());

/** Spec 2.2: a transcript as listed by search (no buyer_perspective, quick_study or full_transcript). */
export const transcriptListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  publish_date: z.string(),
  date: z.string(),
  management_level: z.string(),
  department: z.string(),
  opted_into_intros: z.boolean(),
  /** Omitted when the buyer asked for anonymity. */
  company: z.string().optional(),
  company_hq: z.string(),
  /** Omitted when the buyer asked for anonymity. */
  company_domain_name: z.string().optional(),
  company_revenue: z.string(),
  company_employee_count: z.string(),
  company_industries: z.array(z.string()),
  in_market_for: z.array(z.string()),
  strategic_priorities: z.array(z.string()),
  tech_stack: z.array(transcriptTechStackItemSchema),
  icp_matches: z.number().int().nullable(),
  icp_matched_attributes: z.array(icpMatchedAttributeSchema),
  url: z.string(),
});

/** Spec 2.1: the whole interview, returned without an envelope. */
export const transcriptDetailSchema = transcriptListItemSchema.extend({
  buyer_perspective: z.string(),
  quick_study: z.string(),
  full_transcript: z.string(),
});

export const pageMetaSchema = z.object({
  total_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const transcriptSearchResponseSchema = z.object({
  data: z.array(transcriptListItemSchema),
  meta: pageMetaSchema,
});

export type TranscriptTechStackItem = z.infer<typeof transcriptTechStackItemSchema>;
export type TranscriptListItem = z.infer<typeof transcriptListItemSchema>;
export type TranscriptDetail = z.infer<typeof transcriptDetailSchema>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
export type TranscriptSearchResponse = z.infer<typeof transcriptSearchResponseSchema>;

/** A `<min>;<max>` range; either side may be left open. */
export type NumberRange = { min?: number; max?: number };

/** Spec 4.1: every query parameter of `GET /api/v1/transcripts`. */
export type TranscriptSearchParams = {
  q?: string;
  page?: number;
  /** Default 20, max 50. */
  per_page?: number;
  sort_by?: 'relevance' | 'recency';
  in_market_for?: string[];
  industry?: string[];
  /** Vendor company name, bare domain or full URL. */
  vendors?: string[];
  products?: string[];
  /** Account slug, name or domain (bare or full URL). */
  accounts?: string[];
  /** Alias for accounts. */
  buyers?: string[];
  mgmt_level?: string[];
  revenue?: NumberRange;
  employee_count?: NumberRange;
};
