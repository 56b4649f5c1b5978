import type { AccountListResponse } from '../api/accounts';
import { t } from '../i18n/catalogue';

// `meta` of the account list (docs/api.md 4.4) in words, never hidden: how many accounts from how many
// interviews, and when the 1,000-interview cap cut the answer short, what is missing and why.

/** The results' headline, and the warning when the answer is truncated (null when it is whole). */
export type AccountResultsSummary = { headline: string; truncation: string | null };

/** What `meta` says, in words (the rep's language). */
export function summarizeAccountResults(meta: AccountListResponse['meta']): AccountResultsSummary {
  const counts = {
    accounts: meta.total_count,
    interviews: meta.transcript_total,
    inspected: meta.transcript_hits_inspected,
  };
  if (meta.truncated) {
    return {
      headline: t('research.accountResultsSummary.truncatedHeadline', counts),
      truncation: t('research.accountResultsSummary.truncation', counts),
    };
  }
  if (meta.total_count === 0) {
    return {
      headline:
        meta.transcript_total === 0
          ? t('research.accountResultsSummary.noneMatch')
          : t('research.accountResultsSummary.allAnonymous', counts),
      truncation: null,
    };
  }
  return { headline: t('research.accountResultsSummary.headline', counts), truncation: null };
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
  return t('research.accountResultsSummary.completeHeadline', {
    accounts: results.accounts,
    interviews: results.interviews,
    anonymous: results.anonymousInterviews,
  });
}

/** "page 2 of 12" for an answer with more than one page, said with the headline; null for a single page. */
export function accountResultsPage(meta: AccountListResponse['meta']): string | null {
  const pages = Math.max(1, Math.ceil(meta.total_count / Math.max(1, meta.per_page)));
  return pages > 1 ? t('research.accountResultsSummary.page', { page: meta.page, pages }) : null;
}
