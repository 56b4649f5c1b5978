import { z } from './zod';

// Spec 2.4 and 2.5.

/** The fields an account row and an account detail share (spec 2.4 minus the matching fields). */
const accountHeaderShape = {
  name: z.string(),
  slug: z.string(),
  domain_name: z.string(),
  url: z.string(),
  industry: z.array(z.string()),
  /** US dollars per year. */
  revenue: z.number().int().nullable(),
  employee_count: z.number().int().nullable(),
  location: z.string().nullable(),
  icp_matches: z.number().int().nullable(),
  targeted: z.boolean(),
};

/** Spec 2.4: one account found by `GET /api/v1/accounts`. */
export const accountListRowSchema = z.object({
  ...accountHeaderShape,
  matching_interviews: z.number().int(),
  last_matching_interview: z.string().nullable(),
});

export const accountStackStatusSchema = z.enum(['satisfied', 'unhappy_with', 'not_recently_mentioned']);

export const accountTechStackItemSchema = z.object({
  product: z.string(),
  vendor: z.string().nullable(),
  vendor_slug: z.string().nullable(),
  /** Recency-weighted buyer rating, 1–10. */
  rating: z.number().nullable(),
  status: accountStackStatusSchema,
  interview_count: z.number().int(),
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
  use_cases: z.array(z.string()),
});

export const accountQuestionSchema = z.object({
  question: z.string(),
  answer: z.string().nullable(),
  evidence_count: z.number().int(),
  total_interviews: z.number().int(),
  /** 0–1. */
  confidence: z.number(),
});

export const accountQaCategorySchema = z.object({
  category: z.string(),
  questions: z.array(accountQuestionSchema),
});

/** Spec 2.5: the header always; kpis, tech_stack and qa only when selected with `fields[]`. */
export const accountDetailSchema = z.object({
  ...accountHeaderShape,
  icp: z.object({ revenue_match: z.boolean(), employees_match: z.boolean() }),
  kpis: z
    .object({
      interview_count: z.number().int(),
      first_interviewed: z.string().nullable(),
      last_interviewed: z.string().nullable(),
    })
    .optional(),
  tech_stack: z.array(accountTechStackItemSchema).optional(),
  qa: z.array(accountQaCategorySchema).optional(),
  links: z.object({ interviews: z.string() }),
});

export const accountDetailResponseSchema = z.object({ data: accountDetailSchema });

export const accountListMetaSchema = z.object({
  /** A floor, not a total, when `truncated` is true. */
  total_count: z.number().int(),
  transcript_hits_inspected: z.number().int(),
  transcript_total: z.number().int(),
  truncated: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const accountListResponseSchema = z.object({
  data: z.array(accountListRowSchema),
  meta: accountListMetaSchema,
});

export type AccountListRow = z.infer<typeof accountListRowSchema>;
export type AccountStackStatus = z.infer<typeof accountStackStatusSchema>;
export type AccountTechStackItem = z.infer<typeof accountTechStackItemSchema>;
export type AccountQuestion = z.infer<typeof accountQuestionSchema>;
export type AccountQaCategory = z.infer<typeof accountQaCategorySchema>;
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export type AccountListMeta = z.infer<typeof accountListMetaSchema>;
export type AccountListResponse = z.infer<typeof accountListResponseSchema>;

/** Sections of `GET /api/v1/accounts/:id`; the default is kpis and tech_stack. */
export const ACCOUNT_FIELDS = ['kpis', 'tech_stack', 'qa', 'all'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export type AccountDetailParams = { fields?: AccountField[] };

/** `YYYY-MM-DD`. */
export type IsoDate = string;

/** Spec 4.4: every query parameter of `GET /api/v1/accounts`. */
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
  revenue?: { min?: number; max?: number };
  employee_count?: { min?: number; max?: number };
  intro_optin?: 'open' | 'closed';
  targeted_accounts_only?: boolean;
  /** Interview date window in months (`<n>.months`). */
  since_months?: number;
  start_date?: IsoDate;
  end_date?: IsoDate;
  start_publish_date?: IsoDate;
  end_publish_date?: IsoDate;
};
