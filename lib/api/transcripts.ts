import { defineEndpoint, type Endpoint } from './endpoint';
import { TRANSCRIPT_SEARCH_TTL, TRANSCRIPT_TTL } from './lifetimes';
import {
  encodeQuery,
  type NumberRange,
  pageNumber,
  pageSize,
  parseRange,
  pathSegment,
  range,
  readArray,
  readInteger,
  text,
} from './query';
import { z } from './zod';

// docs/api.md 2.1 and 2.2. Unknown fields are tolerated (z.object drops them). Optional exactly as the spec says;
// a field the spec marks nullable is also accepted when absent and read as null (`.nullable().default(null)`
// in every resource file): a server that leaves out an empty value is the likeliest v1 drift (the sandbox's
// `drift` fault does exactly that), and a sidebar with "unknown" beats no sidebar.

/** One product in a buyer's stack, as the buyer rated it (rating 1–10, null when not rated). */
const transcriptTechStackItemSchema = z.object({
  product: z.string(),
  vendor: z.string(),
  vendor_domain_name: z.string(),
  rating: z.number().int().nullable().default(null),
  use_cases: z.array(z.string()),
});

/** `{<attribute type>: <value>}`: one ICP attribute that matched. */
const icpMatchedAttributeSchema = z.record(z.string(), z.unknown());

/** docs/api.md 2.2: a transcript as listed by search (no buyer_perspective, quick_study or full_transcript). */
const transcriptListItemSchema = z.object({
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
  icp_matches: z.number().int().nullable().default(null),
  icp_matched_attributes: z.array(icpMatchedAttributeSchema),
  url: z.string(),
});

/** docs/api.md 2.1: the whole interview, returned without an envelope. */
const transcriptDetailSchema = transcriptListItemSchema.extend({
  buyer_perspective: z.string(),
  quick_study: z.string(),
  full_transcript: z.string(),
});

export const pageMetaSchema = z.object({
  total_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

const transcriptSearchResponseSchema = z.object({
  data: z.array(transcriptListItemSchema),
  meta: pageMetaSchema,
});

export type TranscriptListItem = z.infer<typeof transcriptListItemSchema>;
export type TranscriptDetail = z.infer<typeof transcriptDetailSchema>;
export type TranscriptSearchResponse = z.infer<typeof transcriptSearchResponseSchema>;

export type { NumberRange } from './query';

/** docs/api.md 4.1: every query parameter of `GET /api/v1/transcripts`. */
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

/** The array filters of transcript search, each sent as `name[]`. */
const TRANSCRIPT_ARRAY_FILTERS = [
  'in_market_for',
  'industry',
  'vendors',
  'products',
  'accounts',
  'buyers',
  'mgmt_level',
] as const;

/** The query string of `GET /api/v1/transcripts` for these parameters (validated, deterministic). */
export function transcriptSearchQuery(params: TranscriptSearchParams = {}): string {
  return encodeQuery({
    q: text(params.q),
    page: pageNumber(params.page),
    per_page: pageSize(params.per_page),
    sort_by: params.sort_by,
    in_market_for: params.in_market_for,
    industry: params.industry,
    vendors: params.vendors,
    products: params.products,
    accounts: params.accounts,
    buyers: params.buyers,
    mgmt_level: params.mgmt_level,
    revenue: range(params.revenue, 'revenue'),
    employee_count: range(params.employee_count, 'employee count'),
  });
}

/**
 * Reads a transcript search path or query (e.g. an account's `links.interviews`,
 * `/api/v1/transcripts?accounts[]=acme`) back into parameters; unknown parameters are ignored.
 */
export function parseTranscriptSearchPath(pathOrQuery: string): TranscriptSearchParams {
  const queryStart = pathOrQuery.indexOf('?');
  const search = new URLSearchParams(queryStart >= 0 ? pathOrQuery.slice(queryStart + 1) : pathOrQuery);
  const params: TranscriptSearchParams = {};
  const q = search.get('q');
  if (q !== null) params.q = q;
  const page = readInteger(search, 'page');
  if (page !== undefined) params.page = page;
  const perPage = readInteger(search, 'per_page');
  if (perPage !== undefined) params.per_page = perPage;
  const sortBy = search.get('sort_by');
  if (sortBy === 'relevance' || sortBy === 'recency') params.sort_by = sortBy;
  for (const name of TRANSCRIPT_ARRAY_FILTERS) {
    const values = readArray(search, name);
    if (values) params[name] = values;
  }
  const revenue = parseRange(search.get('revenue'));
  if (revenue) params.revenue = revenue;
  const employeeCount = parseRange(search.get('employee_count'));
  if (employeeCount) params.employee_count = employeeCount;
  return params;
}

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
    path: ['transcripts', pathSegment(id, 'transcript id')],
    schema: transcriptDetailSchema,
    lifetime: TRANSCRIPT_TTL,
  });
}
