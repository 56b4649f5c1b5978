import { lazySchema } from '../schemas/lazy-schema';
import { defineEndpoint, type Endpoint } from './endpoint';
import { ApiError } from './errors';
import { ACCOUNT_DETAIL_TTL, ACCOUNT_SEARCH_TTL, NOT_FOUND_TTL } from './lifetimes';
import {
  boundedInteger,
  encodeQuery,
  isoDate,
  months,
  type NumberRange,
  pageNumber,
  pageSize,
  pathSegment,
  range,
  text,
} from './query';
import { z } from './zod';

// docs/api.md 2.4 and 2.5.

/** The fields an account row and an account detail share (docs/api.md 2.4 minus the matching fields). */
const accountHeaderShape = () => ({
  name: z.string(),
  slug: z.string(),
  domain_name: z.string(),
  url: z.string(),
  industry: z.array(z.string()),
  /** US dollars per year. */
  revenue: z._default(z.nullable(z.int()), null),
  employee_count: z._default(z.nullable(z.int()), null),
  location: z._default(z.nullable(z.string()), null),
  icp_matches: z._default(z.nullable(z.int()), null),
  targeted: z.boolean(),
});

/** docs/api.md 2.4: one account found by `GET /api/v1/accounts`. */
const accountListRowSchema = lazySchema(() =>
  z.object({
    ...accountHeaderShape(),
    matching_interviews: z.int(),
    last_matching_interview: z._default(z.nullable(z.string()), null),
  }),
);

const accountStackStatusSchema = lazySchema(() =>
  z.enum(['satisfied', 'unhappy_with', 'not_recently_mentioned']),
);

const accountTechStackItemSchema = lazySchema(() =>
  z.object({
    product: z.string(),
    vendor: z._default(z.nullable(z.string()), null),
    vendor_slug: z._default(z.nullable(z.string()), null),
    /** Recency-weighted buyer rating, 1–10. */
    rating: z._default(z.nullable(z.number()), null),
    status: accountStackStatusSchema,
    interview_count: z.int(),
    first_seen: z._default(z.nullable(z.string()), null),
    last_seen: z._default(z.nullable(z.string()), null),
    use_cases: z.array(z.string()),
  }),
);

const accountQuestionSchema = lazySchema(() =>
  z.object({
    question: z.string(),
    answer: z._default(z.nullable(z.string()), null),
    evidence_count: z.int(),
    total_interviews: z.int(),
    /** 0–1. */
    confidence: z.number(),
  }),
);

const accountQaCategorySchema = lazySchema(() =>
  z.object({
    category: z.string(),
    questions: z.array(accountQuestionSchema),
  }),
);

/** docs/api.md 2.5: the header always; kpis, tech_stack and qa only when selected with `fields[]`. */
const accountDetailSchema = lazySchema(() =>
  z.object({
    ...accountHeaderShape(),
    icp: z.object({ revenue_match: z.boolean(), employees_match: z.boolean() }),
    kpis: z.optional(
      z.object({
        interview_count: z.int(),
        first_interviewed: z._default(z.nullable(z.string()), null),
        last_interviewed: z._default(z.nullable(z.string()), null),
      }),
    ),
    tech_stack: z.optional(z.array(accountTechStackItemSchema)),
    qa: z.optional(z.array(accountQaCategorySchema)),
    links: z.object({ interviews: z.string() }),
  }),
);

const accountDetailResponseSchema = lazySchema(() => z.object({ data: accountDetailSchema }));

const accountListMetaSchema = lazySchema(() =>
  z.object({
    /** A floor, not a total, when `truncated` is true. */
    total_count: z.int(),
    transcript_hits_inspected: z.int(),
    transcript_total: z.int(),
    truncated: z.boolean(),
    page: z.int(),
    per_page: z.int(),
  }),
);

const accountListResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(accountListRowSchema),
    meta: accountListMetaSchema,
  }),
);

export type AccountListRow = z.infer<typeof accountListRowSchema>;
export type AccountStackStatus = z.infer<typeof accountStackStatusSchema>;
export type AccountTechStackItem = z.infer<typeof accountTechStackItemSchema>;
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export type AccountListResponse = z.infer<typeof accountListResponseSchema>;

/** Sections of `GET /api/v1/accounts/:id`; the default is kpis and tech_stack. */
export const ACCOUNT_FIELDS = ['kpis', 'tech_stack', 'qa', 'all'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
/** What the API sends when `fields[]` is not given. */
const DEFAULT_ACCOUNT_FIELDS: readonly AccountField[] = ['kpis', 'tech_stack'];

export type AccountDetailParams = { fields?: readonly AccountField[] };

/** `YYYY-MM-DD`. */
export type IsoDate = string;

/** docs/api.md 4.4: every query parameter of `GET /api/v1/accounts`. */
export type AccountListParams = {
  q?: string;
  page?: number;
  /** Default 10, max 50. */
  per_page?: number;
  accounts?: string[];
  /** Alias for accounts. */
  buyers?: string[];
  in_market_for?: string[];
  industry?: string[];
  vendors?: string[];
  products?: string[];
  /** 1–10; requires products. */
  min_rating?: number;
  /** 1–10; requires products. */
  max_rating?: number;
  mgmt_level?: string[];
  department?: string[];
  revenue?: NumberRange;
  employee_count?: NumberRange;
  intro_optin?: 'open' | 'closed';
  targeted_accounts_only?: boolean;
  /** Interview date window in months (`<n>.months`). */
  since_months?: number;
  start_date?: IsoDate;
  end_date?: IsoDate;
  start_publish_date?: IsoDate;
  end_publish_date?: IsoDate;
};

/** The query string of `GET /api/v1/accounts` for these parameters (validated, deterministic). */
export function accountListQuery(params: AccountListParams = {}): string {
  const minRating = boundedInteger(params.min_rating, 1, 10, 'lowestRating');
  const maxRating = boundedInteger(params.max_rating, 1, 10, 'highestRating');
  const hasProducts = (params.products ?? []).some((product) => product.trim() !== '');
  if ((minRating !== undefined || maxRating !== undefined) && !hasProducts) {
    throw new ApiError('invalid_input', 'A rating filter needs at least one product to rate.', {
      code: 'ratingNeedsProduct',
    });
  }
  if (minRating !== undefined && maxRating !== undefined && minRating > maxRating) {
    throw new ApiError('invalid_input', 'The lowest rating is above the highest rating.', {
      code: 'ratingRange',
    });
  }
  return encodeQuery({
    q: text(params.q),
    page: pageNumber(params.page),
    per_page: pageSize(params.per_page),
    accounts: params.accounts,
    buyers: params.buyers,
    in_market_for: params.in_market_for,
    industry: params.industry,
    vendors: params.vendors,
    products: params.products,
    min_rating: minRating,
    max_rating: maxRating,
    mgmt_level: params.mgmt_level,
    department: params.department,
    revenue: range(params.revenue, 'revenue'),
    employee_count: range(params.employee_count, 'employeeCount'),
    intro_optin: params.intro_optin,
    // false and absent mean the same (no restriction): leave it out so both share a cache key.
    targeted_accounts_only: params.targeted_accounts_only ? true : undefined,
    since: months(params.since_months),
    start_date: isoDate(params.start_date, 'startDate'),
    end_date: isoDate(params.end_date, 'endDate'),
    start_publish_date: isoDate(params.start_publish_date, 'startPublishDate'),
    end_publish_date: isoDate(params.end_publish_date, 'endPublishDate'),
  });
}

/**
 * The sections to ask for, in one order, or undefined for the API's default: asking for kpis and tech_stack
 * by name then shares the cache entry of the tab's lookup, which asks for the default.
 */
function withoutDefaultFields(fields?: readonly AccountField[]): AccountField[] | undefined {
  if (!fields) return undefined;
  const sorted = [...new Set(fields)].sort();
  const isDefault =
    sorted.length === DEFAULT_ACCOUNT_FIELDS.length &&
    DEFAULT_ACCOUNT_FIELDS.every((field) => sorted.includes(field));
  return isDefault ? undefined : sorted;
}

/** The query string of `GET /api/v1/accounts/:id`; no `fields[]` means the API's default (kpis, tech_stack). */
export function accountDetailQuery(params: AccountDetailParams = {}): string {
  return encodeQuery({ fields: withoutDefaultFields(params.fields) });
}

/** docs/api.md 4.4: `GET /api/v1/accounts`. */
export function accountListEndpoint(params: AccountListParams = {}): Endpoint<AccountListResponse> {
  return defineEndpoint({
    path: ['accounts'],
    query: accountListQuery(params),
    schema: accountListResponseSchema,
    lifetime: ACCOUNT_SEARCH_TTL,
    feature: 'account_pages',
  });
}

/**
 * docs/api.md 4.5: `GET /api/v1/accounts/:id`, where id is a slug, a domain or an exact company name. A 404
 * is an answer, kept for its own shorter lifetime.
 */
export function accountDetailEndpoint(id: string, params: AccountDetailParams = {}): Endpoint<AccountDetail> {
  return defineEndpoint({
    path: ['accounts', pathSegment(id, 'account')],
    query: accountDetailQuery(params),
    schema: accountDetailResponseSchema,
    read: (body) => body.data,
    valueSchema: accountDetailSchema,
    lifetime: ACCOUNT_DETAIL_TTL,
    notFoundLifetime: NOT_FOUND_TTL,
    feature: 'account_pages',
  });
}
