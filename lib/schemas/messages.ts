import { ACCOUNT_FIELDS } from '../api/accounts';
import { REFERENCE_LISTS } from '../api/reference';
import { z } from '../api/zod';
import { apiKeySchema, baseUrlSchema } from './settings';

// Content scripts run in pages we do not control: everything they send is checked here, where it lands.

const candidateSource = z.string().min(1).max(40);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A name a CRM record's account field shows, as a content script read it: at most 300 characters and no
 * control characters (lib/detect/adapter.ts `recordCandidate` cleans them). Whether it may be sent as a
 * company name (no address, path, query or markup; one name) is decided in lib/detect/domain.ts.
 */
const accountFieldValue = z
  .string()
  .max(300, 'That is too long to be a company name.')
  .refine((value) => !CONTROL_CHARACTER.test(value), 'A name holds no control characters.');

export const detectionCandidateSchema = z
  .union([
    // An opportunity's or deal's account, shown only by name: the name is all it may carry.
    z.strictObject({
      source: candidateSource,
      kind: z.literal('account'),
      values: z.array(accountFieldValue).min(1).max(20),
    }),
    z.object({
      source: candidateSource,
      name: z.string().max(300).optional(),
      kind: z.enum(['site', 'company', 'person', 'mail', 'meeting']).optional(),
      values: z.array(z.string().max(2_000)).max(20),
      owner: z.string().max(320).optional(),
      // A calendar event's title and time as the page shows them: kept in the tab's state, never sent.
      event: z
        .object({ title: z.string().max(300).optional(), time: z.string().max(120).optional() })
        .optional(),
    }),
  ])
  .nullable();

export const lookupRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Type a domain, an email address or a company name.')
    .max(300, 'That is too long to be a domain or a company name.'),
  privateWindow: z.boolean().optional(),
});

export const tabStateRequestSchema = z.object({ tabId: z.number().int().nonnegative() });

// Extension pages ask the background for data: their payloads are checked here too, so that a page bug or a
// forged message never turns into an odd request (unknown fields, huge values) against the API.

const text = z.string().trim().min(1).max(300);
const names = z.array(text).max(50);
const page = z.number().int().min(1).max(10_000);
// The API serves anything above its maximum at the maximum; so do we, rather than refuse.
const perPage = z
  .number()
  .int()
  .min(1)
  .transform((value) => Math.min(value, 50));
const range = z
  .object({ min: z.number().nonnegative().optional(), max: z.number().nonnegative().optional() })
  .strict();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.');
const refresh = z.boolean().optional();
// Sent by a page in a private window: its answers are kept in memory only (lib/ui/private-window.ts).
const privateWindow = z.boolean().optional();

export const getAccountRequestSchema = z
  .object({
    id: text,
    fields: z.array(z.enum(ACCOUNT_FIELDS)).min(1).max(4).optional(),
    refresh,
    privateWindow,
  })
  .strict();

const accountListParamsSchema = z
  .object({
    q: text.optional(),
    page: page.optional(),
    per_page: perPage.optional(),
    accounts: names.optional(),
    buyers: names.optional(),
    in_market_for: names.optional(),
    industry: names.optional(),
    vendors: names.optional(),
    products: names.optional(),
    min_rating: z.number().int().min(1).max(10).optional(),
    max_rating: z.number().int().min(1).max(10).optional(),
    mgmt_level: names.optional(),
    department: names.optional(),
    revenue: range.optional(),
    employee_count: range.optional(),
    intro_optin: z.enum(['open', 'closed']).optional(),
    targeted_accounts_only: z.boolean().optional(),
    since_months: z.number().int().min(1).max(240).optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    start_publish_date: isoDate.optional(),
    end_publish_date: isoDate.optional(),
  })
  .strict();
export const searchAccountsRequestSchema = z
  .object({ params: accountListParamsSchema, refresh, privateWindow })
  .strict();

const transcriptSearchParamsSchema = z
  .object({
    q: text.optional(),
    page: page.optional(),
    per_page: perPage.optional(),
    sort_by: z.enum(['relevance', 'recency']).optional(),
    in_market_for: names.optional(),
    industry: names.optional(),
    vendors: names.optional(),
    products: names.optional(),
    accounts: names.optional(),
    buyers: names.optional(),
    mgmt_level: names.optional(),
    revenue: range.optional(),
    employee_count: range.optional(),
  })
  .strict();
export const searchTranscriptsRequestSchema = z
  .object({ params: transcriptSearchParamsSchema, refresh, privateWindow })
  .strict();

export const getTranscriptRequestSchema = z.object({ id: text, refresh, privateWindow }).strict();

const slug = z.string().trim().min(1).max(200);
const vendorProfileParamsSchema = z.object({ product: text.optional(), use_case: text.optional() }).strict();
const vendorPageParamsSchema = vendorProfileParamsSchema
  .extend({ page: page.optional(), per_page: perPage.optional() })
  .strict();
export const getVendorRequestSchema = z
  .object({ slug, params: vendorProfileParamsSchema.optional(), refresh, privateWindow })
  .strict();
export const vendorPageRequestSchema = z
  .object({ slug, params: vendorPageParamsSchema.optional(), refresh, privateWindow })
  .strict();

export const referenceListRequestSchema = z
  .object({ list: z.enum(REFERENCE_LISTS), refresh, privateWindow })
  .strict();

/** Tried without saving: the same rules as the options form, so a bad value never reaches fetch. */
export const testConnectionRequestSchema = z.object({
  baseUrl: baseUrlSchema,
  apiKey: z.pipe(apiKeySchema, z.string().min(1, 'Enter an API key.')),
});
