import type { AccountListParams, AccountListRow } from '../api/accounts';
import type { ApiErrorInfo } from '../api/errors';
import type { TranscriptSearchParams } from '../api/transcript-search-query';
import type { TranscriptListItem, TranscriptSearchResponse } from '../api/transcripts';
import type { FetchAccountPage } from '../research/complete-results';
import type { Fetched } from '../shared/messaging';

// The watch's question, "which of the followed accounts have interviews published since the last run?", with
// as few requests as the API allows (docs/api.md 10.12). The API has no events (part 6), so the watch keeps a
// mark: the newest publish date it has seen and the interviews published that day. A run asks
// 1. the account list for interviews published on or after the mark's day (`start_publish_date`): one request
//    names every account with something new, whatever the size of the list;
// 2. for the followed accounts among those, transcript search by `accounts[]` batches, newest first, page by
//    page until it reaches what the mark has seen.

/** What the watch has seen: the newest publish date and the ids published that day (docs/api.md 10.12). */
export type WatchMark = { since: string; seenOnSince: string[] };

/** A followed account the watch asks for (one found by a check). */
export type WatchedAccount = { key: string; slug: string; name: string; domain: string };

/**
 * A followed line that was no account when checked (a prospect not interviewed yet): the watch's first
 * question names it once it is, by its domain or its name, and its interviews are news.
 */
export type AwaitedAccount = { key: string; domain?: string; name?: string };

/** An interview published since the last run, for What's new. */
export type NewInterview = {
  id: string;
  accountKey: string;
  accountName: string;
  title: string;
  publishDate: string;
  /** The interview's month as the API shows it ("March 2026"). */
  date: string;
  managementLevel: string;
  department: string;
  url: string;
};

export type WatchDeps = {
  fetchPage: FetchAccountPage;
  fetchTranscripts: (params: TranscriptSearchParams) => Promise<Fetched<TranscriptSearchResponse>>;
};

export type WatchOutcome =
  /** `mark` is null only while the team's library has no interview at all. */
  | { status: 'done'; fresh: NewInterview[]; mark: WatchMark | null; requests: number }
  | { status: 'failed'; error: ApiErrorInfo; requests: number };

const PER_PAGE = 50;
/** Slugs a transcript search names at once; a batch of 50 slugs is about 1.5 KB of query. */
const SLUGS_PER_BATCH = 50;
/** Pages of one batch a run reads at most: 500 new interviews of the same 50 accounts since the last run. */
const MAX_PAGES_PER_BATCH = 10;

/** True when the mark has seen this interview, or it was published before the mark's day. */
export function seenByMark(mark: WatchMark, item: Pick<TranscriptListItem, 'id' | 'publish_date'>): boolean {
  const day = item.publish_date.slice(0, 10);
  return day < mark.since || (day === mark.since && mark.seenOnSince.includes(item.id));
}

/**
 * The mark after a run that saw these interviews: the newest publish day of the mark and the seen, and every id
 * published that day. A clock that moves back (the newest interviews gone) leaves the mark where it was.
 */
export function advanceMark(
  mark: WatchMark | null,
  seen: readonly Pick<TranscriptListItem, 'id' | 'publish_date'>[],
): WatchMark | null {
  let since = mark?.since ?? null;
  for (const item of seen) {
    const day = item.publish_date.slice(0, 10);
    if (since === null || day > since) since = day;
  }
  if (since === null) return null;
  const ids = new Set(mark && mark.since === since ? mark.seenOnSince : []);
  for (const item of seen) if (item.publish_date.slice(0, 10) === since) ids.add(item.id);
  return { since, seenOnSince: [...ids].sort() };
}

function rowDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

/** The followed account a transcript of a batch belongs to: by its domain, else its company name. */
function accountOf(item: TranscriptListItem, batch: readonly WatchedAccount[]): WatchedAccount | undefined {
  if (batch.length === 1) return batch[0];
  const domain = item.company_domain_name ? rowDomain(item.company_domain_name) : null;
  const name = item.company?.toLocaleLowerCase('en');
  return (
    batch.find((account) => domain !== null && rowDomain(account.domain) === domain) ??
    batch.find((account) => name !== undefined && account.name.toLocaleLowerCase('en') === name)
  );
}

/**
 * One run of the watch over the followed accounts. Without a mark (the first run), it only sets one: nothing
 * from before the watch began is news. The mark it answers is to be stored once What's new holds `fresh`.
 */
export async function watchInterviews(
  followed: readonly WatchedAccount[],
  mark: WatchMark | null,
  deps: WatchDeps,
  awaited: readonly AwaitedAccount[] = [],
): Promise<WatchOutcome> {
  let requests = 0;
  const fail = (error: ApiErrorInfo): WatchOutcome => ({ status: 'failed', error, requests });

  if (mark === null) {
    // The newest interview of the team's library sets the mark: later ones are news.
    requests++;
    const newest = await deps.fetchTranscripts({ sort_by: 'recency', per_page: PER_PAGE });
    if (!newest.ok) return fail(newest.error);
    return { status: 'done', fresh: [], mark: advanceMark(null, newest.data.data), requests };
  }

  // 1. Accounts with interviews published on or after the mark's day (the day is inclusive: the same day may
  // have brought more since the last run).
  const bySlug = new Map(followed.map((account) => [account.slug, account]));
  const awaitedByDomain = new Map(
    awaited.flatMap((line) => (line.domain ? [[rowDomain(line.domain), line] as const] : [])),
  );
  const awaitedByName = new Map(
    awaited.flatMap((line) => (line.name ? [[line.name.toLocaleLowerCase('en'), line] as const] : [])),
  );
  const arrived = (row: AccountListRow): WatchedAccount | undefined => {
    const line =
      awaitedByDomain.get(rowDomain(row.domain_name)) ?? awaitedByName.get(row.name.toLocaleLowerCase('en'));
    return line && { key: line.key, slug: row.slug, name: row.name, domain: row.domain_name };
  };
  const touched: WatchedAccount[] = [];
  let truncated = false;
  for (let page = 1; ; page++) {
    requests++;
    const params: AccountListParams = { start_publish_date: mark.since, per_page: PER_PAGE, page };
    const answer = await deps.fetchPage(params);
    if (!answer.ok) return fail(answer.error);
    for (const row of answer.data.data as AccountListRow[]) {
      const account = bySlug.get(row.slug) ?? arrived(row);
      if (account) touched.push(account);
    }
    if (answer.data.meta.truncated) truncated = true;
    if (answer.data.data.length < PER_PAGE || page * PER_PAGE >= answer.data.meta.total_count) break;
  }
  // Past 1,000 interviews published since the mark the list is cut: every followed account is asked.
  const asked = truncated ? [...followed] : touched;

  // 2. Their interviews, newest first, until what the mark has seen.
  const fresh: NewInterview[] = [];
  const seen: TranscriptListItem[] = [];
  for (let start = 0; start < asked.length; start += SLUGS_PER_BATCH) {
    const batch = asked.slice(start, start + SLUGS_PER_BATCH);
    for (let page = 1; page <= MAX_PAGES_PER_BATCH; page++) {
      requests++;
      const answer = await deps.fetchTranscripts({
        accounts: batch.map((account) => account.slug),
        sort_by: 'recency',
        per_page: PER_PAGE,
        page,
      });
      if (!answer.ok) return fail(answer.error);
      let reachedMark = false;
      for (const item of answer.data.data) {
        if (seenByMark(mark, item)) {
          // Recency order: once an item is older than the mark's day, every later one is too.
          if (item.publish_date.slice(0, 10) < mark.since) reachedMark = true;
          continue;
        }
        seen.push(item);
        const account = accountOf(item, batch);
        if (!account) continue;
        fresh.push({
          id: item.id,
          accountKey: account.key,
          accountName: account.name,
          title: item.title,
          publishDate: item.publish_date.slice(0, 10),
          date: item.date,
          managementLevel: item.management_level,
          department: item.department,
          url: item.url,
        });
      }
      const { total_count: total } = answer.data.meta;
      if (reachedMark || answer.data.data.length < PER_PAGE || page * PER_PAGE >= total) break;
    }
  }
  return { status: 'done', fresh, mark: advanceMark(mark, seen) ?? mark, requests };
}
