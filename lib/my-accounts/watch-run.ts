import type { ApiErrorInfo } from '../api/errors';
import type { AccountPageFetcher } from '../research/saved-searches';
import type { AccountListRecord, WatchState, WhatsNewItem } from '../schemas/account-list';
import type { SavedAccountSearch } from '../shared/storage-items';
import { type AwaitedAccount, type WatchDeps, type WatchedAccount, watchInterviews } from './interview-watch';
import { newSavedSearchAccounts } from './saved-search-watch';

// One run of the watch over a connection's list and saved searches (docs/api.md 10.12): its interviews
// published since the mark (interview-watch.ts), then each saved search's accounts new since the mark
// (saved-search-watch.ts). Nothing from the rep's browsing goes into it: only the followed accounts' slugs, the
// mark's date and the saved searches' own filters (PRIVACY.md, "The watch").

export type WatchRunDeps = WatchDeps & { fetchSearchPage: AccountPageFetcher; now(): number };

export type WatchRun =
  /** `changed`: whether the record is to be written (a run with nothing new writes nothing). */
  | {
      status: 'done';
      watch: WatchState;
      found: WhatsNewItem[];
      changed: boolean;
      /** Lines that were no account and are now (interviews of theirs are news): to be checked again. */
      arrived: string[];
      requests: number;
    }
  | { status: 'failed'; error: ApiErrorInfo; requests: number };

/** The followed lines the watch asks for: accounts found by a check, and lines still waiting to be one. */
export function watchedLines(record: AccountListRecord): {
  followed: WatchedAccount[];
  awaited: AwaitedAccount[];
} {
  const followed: WatchedAccount[] = [];
  const awaited: AwaitedAccount[] = [];
  for (const account of record.accounts) {
    if (account.result?.status === 'found') {
      const { slug, name, domain } = account.result.account;
      followed.push({ key: account.key, slug, name, domain });
    } else if (account.result?.status === 'notAccount')
      awaited.push(
        account.entry.kind === 'domain'
          ? { key: account.key, domain: account.entry.domain }
          : { key: account.key, name: account.entry.name },
      );
  }
  return { followed, awaited };
}

/** Runs the watch once; the caller stores `watch` and `found` when `changed`. */
export async function runWatch(
  record: AccountListRecord,
  searches: readonly SavedAccountSearch[],
  deps: WatchRunDeps,
): Promise<WatchRun> {
  const { followed, awaited } = watchedLines(record);
  const before = record.watch ?? { mark: null, searchesTold: {} };
  const interviews = await watchInterviews(followed, before.mark, deps, awaited);
  if (interviews.status === 'failed') return interviews;
  let requests = interviews.requests;
  const now = deps.now();
  const found: WhatsNewItem[] = interviews.fresh.map((interview) => ({
    kind: 'interview',
    id: interview.id,
    accountKey: interview.accountKey,
    accountName: interview.accountName,
    title: interview.title,
    publishDate: interview.publishDate,
    date: interview.date,
    managementLevel: interview.managementLevel,
    department: interview.department,
    foundAt: now,
    read: false,
  }));
  const awaitedKeys = new Set(awaited.map((line) => line.key));
  const arrived = [
    ...new Set(interviews.fresh.map((item) => item.accountKey).filter((key) => awaitedKeys.has(key))),
  ];

  // Saved searches: only once a mark existed before this run (the first run is every search's baseline).
  const searchesTold: Record<string, string[]> = {};
  let toldChanged = false;
  for (const search of searches) {
    const told = before.searchesTold[search.id] ?? [];
    searchesTold[search.id] = told;
    if (!before.mark) continue;
    const answer = await newSavedSearchAccounts(search, before.mark.since, deps.fetchSearchPage);
    requests += answer.requests;
    if (answer.status === 'failed') return { status: 'failed', error: answer.error, requests };
    const knownSlugs = new Set(told);
    const fresh = answer.rows.filter((row) => !knownSlugs.has(row.slug));
    if (fresh.length === 0) continue;
    toldChanged = true;
    searchesTold[search.id] = [...told, ...fresh.map((row) => row.slug)];
    for (const row of fresh)
      found.push({
        kind: 'searchAccount',
        searchId: search.id,
        searchName: search.name,
        slug: row.slug,
        name: row.name,
        domain: row.domain_name,
        foundAt: now,
        read: false,
      });
  }
  // A search deleted since is forgotten with the next write.
  if (Object.keys(before.searchesTold).some((id) => !(id in searchesTold))) toldChanged = true;
  const watch: WatchState = { mark: interviews.mark ?? before.mark, searchesTold };
  const markChanged = JSON.stringify(watch.mark) !== JSON.stringify(before.mark);
  return {
    status: 'done',
    watch,
    found,
    changed: found.length > 0 || markChanged || toldChanged || !record.watch,
    arrived,
    requests,
  };
}
