import { lazySchema } from '../schemas/lazy-schema';
import { defineEndpoint, type Endpoint } from './endpoint';
import { TRANSCRIPT_SEARCH_TTL, TRANSCRIPT_TTL } from './lifetimes';
import { pathSegment } from './query';
import { type TranscriptSearchParams, transcriptSearchQuery } from './transcript-search-query';
import { z } from './zod';

// docs/api.md 2.1 and 2.2. Unknown fields are tolerated (z.object drops them). Optional exactly as the spec says;
// a field the spec marks nullable is also accepted when absent and read as null (`z._default(z.nullable(...), null)`
// in every resource file): a server that leaves out an empty value is the likeliest v1 drift (the sandbox's
// `drift` fault does exactly that), and a sidebar with "unknown" beats no sidebar.

/** One product in a buyer's stack, as the buyer rated it (rating 1–10, null when not rated). */
const transcriptTechStackItemSchema = lazySchema(() =>
  z.object({
    product: z.string(),
    vendor: z.string(),
    vendor_domain_name: z.string(),
    rating: z._default(z.nullable(z.int()), null),
    use_cases: z.array(z.string()),
  }),
);

/** `{<attribute type>: <value>}`: one ICP attribute that matched. */
const icpMatchedAttributeSchema = lazySchema(() => z.record(z.string(), z.unknown()));

/** docs/api.md 2.2: a transcript as listed by search (no buyer_perspective, quick_study or full_transcript). */
const transcriptListItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    publish_date: z.string(),
    date: z.string(),
    management_level: z.string(),
    department: z.string(),
    opted_into_intros: z.boolean(),
    /** Omitted when the buyer asked for anonymity. */
    company: z.optional(z.string()),
    company_hq: z.string(),
    /** Omitted when the buyer asked for anonymity. */
    company_domain_name: z.optional(z.string()),
    company_revenue: z.string(),
    company_employee_count: z.string(),
    company_industries: z.array(z.string()),
    in_market_for: z.array(z.string()),
    strategic_priorities: z.array(z.string()),
    tech_stack: z.array(transcriptTechStackItemSchema),
    icp_matches: z._default(z.nullable(z.int()), null),
    icp_matched_attributes: z.array(icpMatchedAttributeSchema),
    url: z.string(),
  }),
);

/** docs/api.md 2.1: the whole interview, returned without an envelope. */
const transcriptDetailSchema = lazySchema(() =>
  z.extend(transcriptListItemSchema, {
    buyer_perspective: z.string(),
    quick_study: z.string(),
    full_transcript: z.string(),
  }),
);

export const pageMetaSchema = lazySchema(() =>
  z.object({
    total_count: z.int(),
    page: z.int(),
    per_page: z.int(),
  }),
);

const transcriptSearchResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(transcriptListItemSchema),
    meta: pageMetaSchema,
  }),
);

export type TranscriptListItem = z.infer<typeof transcriptListItemSchema>;
export type TranscriptDetail = z.infer<typeof transcriptDetailSchema>;
export type TranscriptSearchResponse = z.infer<typeof transcriptSearchResponseSchema>;

export type { NumberRange } from './query';
export { type TranscriptSearchParams, transcriptSearchQuery } from './transcript-search-query';

/** docs/api.md 4.1: `GET /api/v1/transcripts`. */
export function transcriptSearchEndpoint(
  params: TranscriptSearchParams = {},
): Endpoint<TranscriptSearchResponse> {
  return defineEndpoint({
    path: ['transcripts'],
    query: transcriptSearchQuery(params),
    schema: transcriptSearchResponseSchema,
    lifetime: TRANSCRIPT_SEARCH_TTL,
  });
}

/** docs/api.md 4.2: `GET /api/v1/transcripts/:id` (no envelope). */
export function transcriptEndpoint(id: string): Endpoint<TranscriptDetail> {
  return defineEndpoint({
    path: ['transcripts', pathSegment(id, 'transcriptId')],
    schema: transcriptDetailSchema,
    lifetime: TRANSCRIPT_TTL,
  });
}
