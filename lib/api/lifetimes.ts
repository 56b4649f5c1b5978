// How long an answer is fresh (served without asking) and how long after that it may still be served at once
// while a fresh copy is fetched in the background (stale-while-revalidate). Fresh lifetimes follow the
// service's own caches (docs/api.md 8); the table and the reasons are in docs/api.md 10.10.

/** How long an entry is fresh, and how much longer it may be served stale while it revalidates. */
export type Lifetime = { freshMs: number; staleMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Account detail: the spec's server cache is 10 minutes. */
export const ACCOUNT_DETAIL_TTL: Lifetime = { freshMs: 10 * MINUTE, staleMs: 24 * HOUR };
/** A 404 for an account: 10 minutes, then asked again (an account may appear when interviews land). */
export const NOT_FOUND_TTL: Lifetime = { freshMs: 10 * MINUTE, staleMs: 0 };
/** Account and transcript searches (our call): as fresh as account detail, since they aggregate the same data. */
export const ACCOUNT_SEARCH_TTL: Lifetime = { freshMs: 10 * MINUTE, staleMs: 1 * HOUR };
export const TRANSCRIPT_SEARCH_TTL: Lifetime = { freshMs: 10 * MINUTE, staleMs: 1 * HOUR };
/** Reference lists: the spec's server cache is 1 hour. */
export const REFERENCE_LIST_TTL: Lifetime = { freshMs: 1 * HOUR, staleMs: 24 * HOUR };
/** Vendor profiles (and their buyer / also-buy pages) and transcripts: 1 hour. */
export const VENDOR_TTL: Lifetime = { freshMs: 1 * HOUR, staleMs: 24 * HOUR };
export const TRANSCRIPT_TTL: Lifetime = { freshMs: 1 * HOUR, staleMs: 24 * HOUR };
