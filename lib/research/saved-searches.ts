import type { AccountListResponse } from '../api/accounts';
import { t } from '../i18n/catalogue';
import { z } from '../schemas/zod-mini';
import type { Fetched } from '../shared/messaging';
import {
  type SavedAccountSearch,
  type SavedSearchRun,
  savedAccountSearchesItem,
} from '../shared/storage-items';
import { type AccountSearch, accountFiltersQuery, parseAccountSearch } from './account-search';

// Saved account searches: a rep names a search, runs it again later and sees which accounts are new since the
// run before. They belong to the connection (API address and key fingerprint, `connectionItem`) they were
// made on, like recent lookups (lib/ui/recent-lookups.ts): another team's searches never show. Storage is a
// boundary: every entry is checked as it is read, and one bad entry is dropped alone, never the rep's list.

/** How many one connection keeps (the oldest goes first). */
export const MAX_SAVED_PER_CONNECTION = 50;
/** How many are kept in all, across connections. */
const MAX_SAVED_STORED = 200;
/** The longest name a saved search may have. */
export const MAX_SAVED_NAME_LENGTH = 80;
/** The most account slugs a run keeps: an account search finds at most one account per inspected interview. */
const MAX_RUN_SLUGS = 1_000;
/** The page size slugs are collected with (the API's maximum), so a run asks as few pages as it can. */
const COLLECT_PER_PAGE = 50;

const slugs = z.array(z.string().check(z.maxLength(300))).check(z.maxLength(MAX_RUN_SLUGS));
const savedSearchSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SAVED_NAME_LENGTH)),
  query: z.string().check(z.maxLength(20_000)),
  connection: z.string().check(z.minLength(1)),
  savedAt: z.number().check(z.nonnegative()),
  lastRun: z.nullable(
    z.object({
      at: z.number().check(z.nonnegative()),
      count: z.number().check(z.int(), z.nonnegative()),
      truncated: z.boolean(),
      slugs,
    }),
  ),
  newSinceRun: z.nullable(z.object({ since: z.number().check(z.nonnegative()), slugs })),
});

/** The well-formed entries of a stored value, in order; anything else is dropped, entry by entry. */
export function readSavedSearches(value: unknown): SavedAccountSearch[] {
  if (!Array.isArray(value)) return [];
  const entries: SavedAccountSearch[] = [];
  for (const item of value) {
    const result = savedSearchSchema.safeParse(item);
    if (result.success) entries.push(result.data);
  }
  return entries;
}

/** One connection's saved searches, newest first. */
export function savedSearchesOf(
  list: readonly SavedAccountSearch[],
  connection: string,
): SavedAccountSearch[] {
  return list.filter((entry) => entry.connection === connection).sort((a, b) => b.savedAt - a.savedAt);
}

/** The saved search of a connection that holds these filters (paging aside), if any. */
export function findSavedSearch(
  list: readonly SavedAccountSearch[],
  connection: string,
  search: AccountSearch,
): SavedAccountSearch | undefined {
  const query = accountFiltersQuery(search);
  return list.find((entry) => entry.connection === connection && entry.query === query);
}

/** A name as the rep typed it, or the sentence saying why it will not do (in the rep's language). */
export function checkSavedName(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  if (trimmed === '') return { ok: false, message: t('research.savedSearches.nameMissing') };
  if (trimmed.length > MAX_SAVED_NAME_LENGTH)
    return { ok: false, message: t('research.savedSearches.nameTooLong', { max: MAX_SAVED_NAME_LENGTH }) };
  return { ok: true, name: trimmed };
}

/**
 * The list with a new saved search first; saving a search already saved on its connection renames it instead.
 * Each connection keeps its newest MAX_SAVED_PER_CONNECTION.
 */
export function addSavedSearch(
  list: readonly SavedAccountSearch[],
  entry: SavedAccountSearch,
): SavedAccountSearch[] {
  const existing = list.find((item) => item.connection === entry.connection && item.query === entry.query);
  if (existing) return renameSavedSearch(list, existing.id, entry.name);
  const mine = [entry, ...savedSearchesOf(list, entry.connection)].slice(0, MAX_SAVED_PER_CONNECTION);
  return [...mine, ...list.filter((item) => item.connection !== entry.connection)].slice(0, MAX_SAVED_STORED);
}

/** The list with one search renamed. */
export function renameSavedSearch(
  list: readonly SavedAccountSearch[],
  id: string,
  name: string,
): SavedAccountSearch[] {
  return list.map((item) => (item.id === id ? { ...item, name } : item));
}

/** The list without one search. */
export function deleteSavedSearch(list: readonly SavedAccountSearch[], id: string): SavedAccountSearch[] {
  return list.filter((item) => item.id !== id);
}

/**
 * The list after a run of one search: the run becomes its last, and the accounts it found that the previous
 * run had not become its "new since" (none before a previous run exists).
 */
export function recordRun(
  list: readonly SavedAccountSearch[],
  id: string,
  run: SavedSearchRun,
): SavedAccountSearch[] {
  return list.map((item) => {
    if (item.id !== id) return item;
    const before = item.lastRun ? new Set(item.lastRun.slugs) : null;
    return {
      ...item,
      lastRun: run,
      newSinceRun:
        before && item.lastRun
          ? { since: item.lastRun.at, slugs: run.slugs.filter((slug) => !before.has(slug)) }
          : null,
    };
  });
}

/** Reads the stored list, checked entry by entry. */
export async function loadSavedSearches(): Promise<SavedAccountSearch[]> {
  return readSavedSearches(await savedAccountSearchesItem.getValue());
}

/** Changes the stored list: read (checked), changed, written; entries that did not read are not written back. */
export async function updateSavedSearches(
  change: (list: SavedAccountSearch[]) => SavedAccountSearch[],
): Promise<SavedAccountSearch[]> {
  const next = change(await loadSavedSearches());
  await savedAccountSearchesItem.setValue(next);
  return next;
}

/** Calls back with the checked list whenever it changes (another sidebar window saved one, too). */
export function watchSavedSearches(callback: (list: SavedAccountSearch[]) => void): () => void {
  return savedAccountSearchesItem.watch((value) => callback(readSavedSearches(value)));
}

/** Asks one page of a search: the background client's account search, or a test's. */
export type AccountPageFetcher = (search: AccountSearch) => Promise<Fetched<AccountListResponse>>;

/**
 * Runs a saved search's query through every page (50 a page, up to MAX_RUN_SLUGS accounts): the run's count
 * (`meta.total_count`, a floor when truncated) and every account slug it found.
 */
export async function runSavedQuery(
  query: string,
  fetchPage: AccountPageFetcher,
  now: () => number = Date.now,
): Promise<Fetched<SavedSearchRun>> {
  const { search } = parseAccountSearch(query);
  const found: string[] = [];
  const seen = new Set<string>();
  let meta: AccountListResponse['meta'] | undefined;
  let fetchedAt = 0;
  for (let page = 1; found.length < MAX_RUN_SLUGS; page++) {
    const answer = await fetchPage({ ...search, page, per_page: COLLECT_PER_PAGE });
    if (!answer.ok) return answer;
    meta ??= answer.data.meta;
    fetchedAt = answer.fetchedAt;
    for (const row of answer.data.data) {
      if (!seen.has(row.slug)) found.push(row.slug);
      seen.add(row.slug);
    }
    if (answer.data.data.length < COLLECT_PER_PAGE || found.length >= answer.data.meta.total_count) break;
  }
  return {
    ok: true,
    data: {
      at: now(),
      count: meta?.total_count ?? found.length,
      truncated: meta?.truncated ?? false,
      slugs: found.slice(0, MAX_RUN_SLUGS),
    },
    fetchedAt,
  };
}
