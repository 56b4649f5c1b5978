import type { AccountListResponse } from '../api/accounts';
import { formatCount, pluralize } from '../ui/format';

// `meta` of the account list (docs/api.md 4.4) in words, never hidden: how many accounts from how many
// interviews, and when the 1,000-interview cap cut the answer short, what is missing and why.

/** The results' headline, and the warning when the answer is truncated (null when it is whole). */
export type AccountResultsSummary = { headline: string; truncation: string | null };

/** What `meta` says, in words. */
export function summarizeAccountResults(meta: AccountListResponse['meta']): AccountResultsSummary {
  const interviews = pluralize(meta.transcript_total, 'matching interview');
  if (meta.truncated) {
    return {
      headline: `At least ${pluralize(meta.total_count, 'account')} from the first ${formatCount(meta.transcript_hits_inspected)} of ${interviews}`,
      truncation: `${formatCount(meta.transcript_hits_inspected)} of ${interviews} inspected; accounts below the cap are missing.`,
    };
  }
  if (meta.total_count === 0) {
    return {
      headline:
        meta.transcript_total === 0
          ? 'No accounts: no interview matches these filters'
          : `No accounts: the ${interviews} are all from anonymous buyers`,
      truncation: null,
    };
  }
  return { headline: `${pluralize(meta.total_count, 'account')} from ${interviews}`, truncation: null };
}

/**
 * The headline once complete results are shown: every account and matching interview counted (those of
 * anonymous buyers form no row, docs/api.md 10.4), so nothing is "at least" any more.
 */
export function completeResultsHeadline(results: {
  accounts: number;
  interviews: number;
  anonymousInterviews: number;
}): string {
  const anonymous =
    results.anonymousInterviews > 0
      ? ` (${formatCount(results.anonymousInterviews)} from anonymous buyers, which form no row)`
      : '';
  return `Complete: ${pluralize(results.accounts, 'account')} from ${pluralize(results.interviews, 'matching interview')}${anonymous}`;
}

/** "page 2 of 12" for an answer with more than one page, said with the headline; null for a single page. */
export function accountResultsPage(meta: AccountListResponse['meta']): string | null {
  const pages = Math.max(1, Math.ceil(meta.total_count / Math.max(1, meta.per_page)));
  return pages > 1 ? `page ${formatCount(meta.page)} of ${formatCount(pages)}` : null;
}
