import type { TranscriptSearchParams, TranscriptSearchResponse } from '../api/transcripts';
import type { Fetched } from '../shared/messaging';

/** The API's largest page of transcript search (docs/api.md 4.1): the fewest requests for a timeline. */
export const TIMELINE_PAGE_SIZE = 50;
/** At most this many pages (500 interviews, the newest): an account's timeline never costs more. */
export const TIMELINE_MAX_PAGES = 10;

/** The publish dates of an account's interviews, newest first, and how many it has in all. */
export type InterviewDates = { dates: string[]; total: number };

/** Transcript search as the background client offers it (lib/ui/background-client.ts). */
export type SearchTranscripts = (
  params: TranscriptSearchParams,
  options?: { refresh?: boolean },
) => Promise<Fetched<TranscriptSearchResponse>>;

/**
 * Every interview date of an account (its `links.interviews` search, newest first), read a page of 50 at a
 * time: the first page says how many there are, the rest (up to TIMELINE_MAX_PAGES) are asked together,
 * and the background's scheduler paces them. Any failed page fails the whole, so a chart is never partial.
 */
export async function loadInterviewDates(
  accountSlug: string,
  search: SearchTranscripts,
  refresh = false,
): Promise<Fetched<InterviewDates>> {
  const page = (number: number) =>
    search(
      { accounts: [accountSlug], sort_by: 'recency', page: number, per_page: TIMELINE_PAGE_SIZE },
      { refresh },
    );
  const first = await page(1);
  if (!first.ok) return first;
  const total = first.data.meta.total_count;
  const pages = Math.min(TIMELINE_MAX_PAGES, Math.ceil(total / TIMELINE_PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)),
  );
  const dates = first.data.data.map((interview) => interview.publish_date);
  let fetchedAt = first.fetchedAt;
  for (const answer of rest) {
    if (!answer.ok) return answer;
    dates.push(...answer.data.data.map((interview) => interview.publish_date));
    fetchedAt = Math.min(fetchedAt, answer.fetchedAt);
  }
  return { ok: true, data: { dates, total }, fetchedAt };
}
