import { useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import {
  describeLeftOut,
  type InterviewSearch,
  interviewSearchQuery,
  parseInterviewSearch,
} from '@/lib/research/interview-search';
import type { ResearchTab } from '@/lib/ui/navigation-history';
import { Skeleton } from '../skeleton';
import { InterviewResults } from './interview-results';
import { InterviewSearchForm } from './interview-search-form';
import { useInterviewFilterChecker } from './use-interview-filter-check';
import './interview-search.css';

/**
 * Research › Interviews: transcript search (docs/api.md 4.1) as a value. The route's query string is the
 * search (read back field by field: what a hand-edited link held that could not be used is said); the form
 * edits a copy, and Search, paging and order each make a new route. A search runs only once every filter
 * value is known to its reference list, since the API would silently ignore an unknown one.
 */
/** What Research gives its Interviews view: the search in the URL, and how to run another or open a result. */
export type InterviewSearchViewProps = {
  query: string;
  onSearch(tab: ResearchTab, query: string): void;
  onOpenAccount(id: string): void;
  /** `find`: words to mark in the transcript (the search's `q`). */
  onOpenTranscript(id: string, options?: { find?: string }): void;
};

export function InterviewSearchView(props: InterviewSearchViewProps) {
  const { query, onSearch, onOpenTranscript, onOpenAccount } = props;
  const parsed = useMemo(() => parseInterviewSearch(query), [query]);
  const checker = useInterviewFilterChecker([parsed.search]);
  const check = checker.check(parsed.search);
  const leftOut = describeLeftOut(parsed.leftOut);
  const search = (next: InterviewSearch) => onSearch('interviews', interviewSearchQuery(next));
  const checking = check.pending.lists.length > 0 || check.pending.accounts.length > 0;

  return (
    <div class="interview-search" data-testid="interview-search">
      <InterviewSearchForm key={query} initial={parsed.search} checker={checker} onSearch={search} />
      {leftOut && (
        <p class="card hint user-text" role="status" data-testid="interview-left-out">
          {leftOut}
        </p>
      )}
      {check.problems.length > 0 ? (
        <p class="hint" data-testid="interview-not-run">
          {t('research.interviewSearchView.notRun')}
        </p>
      ) : checking ? (
        <Skeleton
          lines={6}
          label={t('research.interviewSearchView.checking')}
          waitingFor={t('research.interviewSearchView.waitingForLists')}
          onRetry={checker.retry}
        />
      ) : (
        <InterviewResults
          search={parsed.search}
          onSearch={search}
          onOpenTranscript={onOpenTranscript}
          onOpenAccount={onOpenAccount}
        />
      )}
    </div>
  );
}
