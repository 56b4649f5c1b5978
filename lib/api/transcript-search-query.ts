import { encodeQuery, type NumberRange, pageNumber, pageSize, range, text } from './query';

// The query string of transcript search (docs/api.md 4.1), apart from the response schemas in transcripts.ts:
// it carries no zod, so the research views (lib/research/interview-search.ts) write their URL fragment with
// the same function the client sends and the cache keys on.

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
export const TRANSCRIPT_ARRAY_FILTERS = [
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
    employee_count: range(params.employee_count, 'employeeCount'),
  });
}
