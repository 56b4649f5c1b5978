import { ACCOUNT_FIELDS } from '../api/accounts';
import { type ApiErrorCode, type ApiErrorInfo, codedErrorInfo } from '../api/errors';
import { REFERENCE_LISTS } from '../api/reference';
import { z } from '../api/zod';
import { MAX_FOLLOWED_ACCOUNTS, MAX_IMPORT_BYTES } from '../my-accounts/limits';
import { lazySchema } from './lazy-schema';
import { apiKeySchema, baseUrlSchema } from './settings';

// Content scripts run in pages we do not control: everything they send is checked here, where it lands.

const candidateSource = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(40)));
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * What the background answers a request it refuses, by its sentence's name (lib/api/errors.ts ApiErrorCode):
 * a page says it in the rep's language (lib/ui/error-help.ts errorMessage).
 */
export const REQUEST_PROBLEMS = {
  nameTooLong: 'That is too long to be a company name.',
  nameControlCharacters: 'A name holds no control characters.',
  lookupEmpty: 'Type a domain, an email address or a company name.',
  lookupTooLong: 'That is too long to be a domain or a company name.',
  dateFormat: 'Use a date like 2026-01-31.',
  apiKeyEmpty: 'Enter an API key.',
  invalidRequest: 'Invalid request.',
  importTooLarge: 'The file is larger than 2 MB: split it, or export only the columns you need.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/** A refused request as the page is told: the first problem zod found, with its sentence's name when it has one. */
export function refusedRequest(message: string = REQUEST_PROBLEMS.invalidRequest): ApiErrorInfo {
  const code = (Object.keys(REQUEST_PROBLEMS) as (keyof typeof REQUEST_PROBLEMS)[]).find(
    (name) => REQUEST_PROBLEMS[name] === message,
  );
  return code ? codedErrorInfo('invalid_input', message, code) : { kind: 'invalid_input', message };
}

/**
 * A name a CRM record's account field shows, as a content script read it: at most 300 characters and no
 * control characters (lib/detect/adapter.ts `recordCandidate` cleans them). Whether it may be sent as a
 * company name (no address, path, query or markup; one name) is decided in lib/detect/domain.ts.
 */
const accountFieldValue = lazySchema(() =>
  z.string().check(
    z.maxLength(300, REQUEST_PROBLEMS.nameTooLong),
    z.refine((value) => !CONTROL_CHARACTER.test(value), REQUEST_PROBLEMS.nameControlCharacters),
  ),
);

export const detectionCandidateSchema = lazySchema(() =>
  z.nullable(
    z.union([
      // An opportunity's or deal's account, shown only by name: the name is all it may carry.
      z.strictObject({
        source: candidateSource,
        kind: z.literal('account'),
        values: z.array(accountFieldValue).check(z.minLength(1), z.maxLength(20)),
      }),
      z.object({
        source: candidateSource,
        name: z.optional(z.string().check(z.maxLength(300))),
        kind: z.optional(z.enum(['site', 'company', 'person', 'mail', 'meeting'])),
        values: z.array(z.string().check(z.maxLength(2_000))).check(z.maxLength(20)),
        owner: z.optional(z.string().check(z.maxLength(320))),
        // A calendar event's title and time as the page shows them: kept in the tab's state, never sent.
        event: z.optional(
          z.object({
            title: z.optional(z.string().check(z.maxLength(300))),
            time: z.optional(z.string().check(z.maxLength(120))),
          }),
        ),
      }),
    ]),
  ),
);

/** A list's rows as a content script reads them (lib/detect/find.ts findPageListIn: at most 200). */
/** One row of a page's list (lib/detect/types.ts ListRowCandidate), as a list reader writes it. */
const listRowCandidateSchema = lazySchema(() =>
  z.union([
    z.strictObject({
      kind: z.literal('account'),
      values: z.array(accountFieldValue).check(z.minLength(1), z.maxLength(1)),
    }),
    z.strictObject({
      kind: z.enum(['company', 'person']),
      values: z.array(z.string().check(z.maxLength(2_000))).check(z.minLength(1), z.maxLength(1)),
      name: z.optional(z.string().check(z.maxLength(300))),
    }),
  ]),
);

export const pageListCandidateSchema = lazySchema(() =>
  z.nullable(
    z.strictObject({
      source: candidateSource,
      rows: z.array(listRowCandidateSchema).check(z.minLength(1), z.maxLength(200)),
    }),
  ),
);

/** The rows on screen the marks' content script asks about (lib/list-marks/row-marks.ts). */
export const listMarksRequestSchema = lazySchema(() =>
  z.strictObject({ rows: z.array(listRowCandidateSchema).check(z.minLength(1), z.maxLength(200)) }),
);

const markSlug = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
/** What a mark follows: the row's domain or name, as an import's line. */
const markFollow = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(300),
    z.refine((value) => !CONTROL_CHARACTER.test(value)),
  ),
);

export const listMarkCardRequestSchema = lazySchema(() =>
  z.strictObject({ slug: markSlug, follow: markFollow }),
);
export const followFromListRequestSchema = lazySchema(() => z.strictObject({ follow: markFollow }));
export const openAccountFromListRequestSchema = lazySchema(() => z.strictObject({ slug: markSlug }));
export const answerListMarksPromptSchema = lazySchema(() => z.strictObject({ on: z.boolean() }));

export const lookupRequestSchema = lazySchema(() =>
  z.object({
    query: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, REQUEST_PROBLEMS.lookupEmpty),
        z.maxLength(300, REQUEST_PROBLEMS.lookupTooLong),
      ),
    privateWindow: z.optional(z.boolean()),
  }),
);

export const tabStateRequestSchema = lazySchema(() => z.object({ tabId: z.int().check(z.nonnegative()) }));

/** A tab's miss, for its nearby accounts: the domain (or name) the view shows, as the lookup recorded it. */
export const tabSuggestionsRequestSchema = lazySchema(() =>
  z.strictObject({
    tabId: z.int().check(z.nonnegative()),
    // Built on first use, by which time `text` (below, with the data messages' fields) is defined.
    domain: text,
    privateWindow: z.optional(z.boolean()),
  }),
);

// Extension pages ask the background for data: their payloads are checked here too, so that a page bug or a
// forged message never turns into an odd request (unknown fields, huge values) against the API.

const text = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(300)));
const names = lazySchema(() => z.array(text).check(z.maxLength(50)));
const page = lazySchema(() => z.int().check(z.minimum(1), z.maximum(10_000)));
// The API serves anything above its maximum at the maximum; so do we, rather than refuse.
const perPage = lazySchema(() =>
  z.pipe(
    z.int().check(z.minimum(1)),
    z.transform((value) => Math.min(value, 50)),
  ),
);
const range = lazySchema(() =>
  z.strictObject({
    min: z.optional(z.number().check(z.nonnegative())),
    max: z.optional(z.number().check(z.nonnegative())),
  }),
);
const isoDate = lazySchema(() =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, REQUEST_PROBLEMS.dateFormat)),
);
const refresh = lazySchema(() => z.optional(z.boolean()));
// Sent by a page in a private window: its answers are kept in memory only (lib/ui/private-window.ts).
const privateWindow = lazySchema(() => z.optional(z.boolean()));

export const getAccountRequestSchema = lazySchema(() =>
  z.strictObject({
    id: text,
    fields: z.optional(z.array(z.enum(ACCOUNT_FIELDS)).check(z.minLength(1), z.maxLength(4))),
    refresh,
    privateWindow,
  }),
);

const accountListParamsSchema = lazySchema(() =>
  z.strictObject({
    q: z.optional(text),
    page: z.optional(page),
    per_page: z.optional(perPage),
    accounts: z.optional(names),
    buyers: z.optional(names),
    in_market_for: z.optional(names),
    industry: z.optional(names),
    vendors: z.optional(names),
    products: z.optional(names),
    min_rating: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
    max_rating: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
    mgmt_level: z.optional(names),
    department: z.optional(names),
    revenue: z.optional(range),
    employee_count: z.optional(range),
    intro_optin: z.optional(z.enum(['open', 'closed'])),
    targeted_accounts_only: z.optional(z.boolean()),
    since_months: z.optional(z.int().check(z.minimum(1), z.maximum(240))),
    start_date: z.optional(isoDate),
    end_date: z.optional(isoDate),
    start_publish_date: z.optional(isoDate),
    end_publish_date: z.optional(isoDate),
  }),
);
export const searchAccountsRequestSchema = lazySchema(() =>
  z.strictObject({
    params: accountListParamsSchema,
    refresh,
    privateWindow,
  }),
);

const transcriptSearchParamsSchema = lazySchema(() =>
  z.strictObject({
    q: z.optional(text),
    page: z.optional(page),
    per_page: z.optional(perPage),
    sort_by: z.optional(z.enum(['relevance', 'recency'])),
    in_market_for: z.optional(names),
    industry: z.optional(names),
    vendors: z.optional(names),
    products: z.optional(names),
    accounts: z.optional(names),
    buyers: z.optional(names),
    mgmt_level: z.optional(names),
    revenue: z.optional(range),
    employee_count: z.optional(range),
  }),
);
export const searchTranscriptsRequestSchema = lazySchema(() =>
  z.strictObject({
    params: transcriptSearchParamsSchema,
    refresh,
    privateWindow,
  }),
);

export const getTranscriptRequestSchema = lazySchema(() =>
  z.strictObject({ id: text, refresh, privateWindow }),
);

const slug = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
const vendorProfileParamsSchema = lazySchema(() =>
  z.strictObject({ product: z.optional(text), use_case: z.optional(text) }),
);
const vendorPageParamsSchema = lazySchema(() =>
  z.extend(vendorProfileParamsSchema, {
    page: z.optional(page),
    per_page: z.optional(perPage),
  }),
);
export const getVendorRequestSchema = lazySchema(() =>
  z.strictObject({
    slug,
    params: z.optional(vendorProfileParamsSchema),
    refresh,
    privateWindow,
  }),
);
export const vendorPageRequestSchema = lazySchema(() =>
  z.strictObject({
    slug,
    params: z.optional(vendorPageParamsSchema),
    refresh,
    privateWindow,
  }),
);

export const referenceListRequestSchema = lazySchema(() =>
  z.strictObject({
    list: z.enum(REFERENCE_LISTS),
    refresh,
    privateWindow,
  }),
);

/** Tried without saving: the same rules as the options form, so a bad value never reaches fetch. */
export const testConnectionRequestSchema = lazySchema(() =>
  z.object({
    baseUrl: baseUrlSchema,
    apiKey: z.pipe(apiKeySchema, z.string().check(z.minLength(1, REQUEST_PROBLEMS.apiKeyEmpty))),
  }),
);

// My accounts (lib/background/my-accounts.ts). A followed account's key is `domain:…` or `name:…` of at most
// 300 characters (lib/my-accounts/list-entry.ts).
const followedKey = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(320)));

/** An import's text as a page read it: no longer than the file may be (a character is at least a byte). */
export const followAccountsRequestSchema = lazySchema(() =>
  z.strictObject({
    text: z.string().check(z.maxLength(MAX_IMPORT_BYTES, REQUEST_PROBLEMS.importTooLarge)),
    format: z.optional(z.enum(['lines', 'csv'])),
    column: z.optional(z.int().check(z.nonnegative(), z.maximum(10_000))),
    privateWindow,
  }),
);

export const unfollowAccountsRequestSchema = lazySchema(() =>
  z.strictObject({ keys: z.array(followedKey).check(z.maxLength(MAX_FOLLOWED_ACCOUNTS)) }),
);

export const fixFollowedAccountRequestSchema = lazySchema(() =>
  z.strictObject({ key: followedKey, text, privateWindow }),
);

export const checkMyAccountsRequestSchema = lazySchema(() =>
  z.strictObject({ all: z.optional(z.boolean()) }),
);

export const pageWindowRequestSchema = lazySchema(() => z.strictObject({ privateWindow }));
