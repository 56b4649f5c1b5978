import { lazySchema } from './lazy-schema';
import { z } from './zod-mini';

// My accounts as stored (lib/private-storage/account-lists.ts): one record per API connection, read back through
// these schemas so that a damaged or foreign record is refused, not shown. Versioned: ACCOUNT_LIST_MIGRATIONS
// in that file turns every earlier version into this one.

/** The version this build writes. */
export const ACCOUNT_LIST_VERSION = 1;

const listEntrySchema = lazySchema(() =>
  z.union([
    z.object({ kind: z.literal('domain'), domain: z.string().check(z.minLength(1), z.maxLength(300)) }),
    z.object({ kind: z.literal('name'), name: z.string().check(z.minLength(1), z.maxLength(300)) }),
  ]),
);

const accountSummarySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    domain: z.string(),
    url: z.string(),
    interviews: z.int().check(z.nonnegative()),
    lastInterviewed: z.nullable(z.string()),
    icpMatches: z.nullable(z.int()),
    targeted: z.boolean(),
  }),
);

const checkResultSchema = lazySchema(() =>
  z.union([
    z.object({ status: z.literal('found'), account: accountSummarySchema }),
    z.object({ status: z.literal('notAccount'), suggestions: z.array(z.string()) }),
  ]),
);

const followedAccountSchema = lazySchema(() =>
  z.object({
    /** lib/my-accounts/list-entry.ts entryKey: one per company as the rep named it. */
    key: z.string(),
    entry: listEntrySchema,
    /** The line as the rep gave it (exported and imported back unchanged). */
    input: z.string().check(z.maxLength(300)),
    addedAt: z.number(),
    /** The last check's answer, and when; absent until checked. */
    result: z.optional(checkResultSchema),
    checkedAt: z.optional(z.number()),
  }),
);

/** The stored record of one connection's list. */
export const accountListRecordSchema = lazySchema(() =>
  z.object({
    version: z.literal(ACCOUNT_LIST_VERSION),
    accounts: z.array(followedAccountSchema),
    /** The keys a check still has to ask for: a check cut short (the worker stopped) goes on from here. */
    pendingCheck: z.optional(z.array(z.string())),
  }),
);

export type FollowedAccount = z.infer<typeof followedAccountSchema>;
export type AccountListRecord = z.infer<typeof accountListRecordSchema>;
