import { lazySchema } from './lazy-schema';
import { z } from './zod-mini';

// My accounts as stored (lib/private-storage/account-lists.ts): one record per API connection, read back through
// these schemas so that a damaged or foreign record is refused, not shown. Versioned: ACCOUNT_LIST_MIGRATIONS
// in that file turns every earlier version into this one.

/** The version this build writes. 2: the watch's mark and What's new beside the list. */
export const ACCOUNT_LIST_VERSION = 2;

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

/** What the watch has seen (lib/my-accounts/interview-watch.ts WatchMark), and each saved search's news told. */
const watchStateSchema = lazySchema(() =>
  z.object({
    mark: z.nullable(z.object({ since: z.string(), seenOnSince: z.array(z.string()) })),
    /** By saved search id: the accounts a watch has told of already (beside the search's own last run). */
    searchesTold: z.record(z.string(), z.array(z.string())),
  }),
);

const text = (max: number) => z.string().check(z.maxLength(max));

/** One piece of What's new: an interview of a followed account, or an account new to a saved search. */
const whatsNewItemSchema = lazySchema(() =>
  z.union([
    z.object({
      kind: z.literal('interview'),
      id: text(200),
      accountKey: text(400),
      accountName: text(300),
      title: text(500),
      publishDate: text(40),
      date: text(40),
      managementLevel: text(200),
      department: text(200),
      foundAt: z.number(),
      read: z.boolean(),
    }),
    z.object({
      kind: z.literal('searchAccount'),
      searchId: text(200),
      searchName: text(200),
      slug: text(300),
      name: text(300),
      domain: text(300),
      foundAt: z.number(),
      read: z.boolean(),
    }),
  ]),
);

/** The stored record of one connection's list. */
export const accountListRecordSchema = lazySchema(() =>
  z.object({
    version: z.literal(ACCOUNT_LIST_VERSION),
    accounts: z.array(followedAccountSchema),
    /** The keys a check still has to ask for: a check cut short (the worker stopped) goes on from here. */
    pendingCheck: z.optional(z.array(z.string())),
    /** Absent until the watch's first run. */
    watch: z.optional(watchStateSchema),
    /** Newest first, at most MAX_WHATS_NEW (lib/private-storage/account-lists.ts). */
    whatsNew: z.array(whatsNewItemSchema),
  }),
);

export type FollowedAccount = z.infer<typeof followedAccountSchema>;
export type WatchState = z.infer<typeof watchStateSchema>;
export type WhatsNewItem = z.infer<typeof whatsNewItemSchema>;
export type AccountListRecord = z.infer<typeof accountListRecordSchema>;
