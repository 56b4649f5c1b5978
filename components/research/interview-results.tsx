import { useId, useMemo } from 'preact/hooks';
import type { TranscriptSearchResponse } from '@/lib/api/transcripts';
import { t } from '@/lib/i18n/catalogue';
import {
  DEFAULT_PER_PAGE,
  type InterviewSearch,
  interviewSearchQuery,
  transcriptSearchParams,
} from '@/lib/research/interview-search';
import { backgroundClient } from '@/lib/ui/background-client';
import { queryWords } from '@/lib/ui/text-search';
import { PageSizeSelect } from '../page-size-select';
import { Pager } from '../pager';
import { RemoteView } from '../remote-view';
import { useRemote } from '../use-remote';
import { InterviewResult } from './interview-result';

const PAGE_SIZES = [10, 20, 50] as const;

/**
 * The interviews a search finds (docs/api.md 4.1), a page at a time, with its order and page size. Paging,
 * order and size are searches of their own (new history entries), so Back returns to the page the rep left.
 */
export function InterviewResults({
  search,
  onSearch,
  onOpenTranscript,
  onOpenAccount,
}: {
  search: InterviewSearch;
  onSearch: (search: InterviewSearch) => void;
  onOpenTranscript: (id: string, options?: { find?: string }) => void;
  onOpenAccount: (id: string) => void;
}) {
  const key = interviewSearchQuery(search);
  const [state, reload] = useRemote<TranscriptSearchResponse>(key, (refresh) =>
    backgroundClient.searchTranscripts(transcriptSearchParams(search), { refresh }),
  );
  const words = useMemo(() => queryWords(search.q ?? ''), [search.q]);
  const headingId = useId();
  return (
    <section class="interview-results" aria-labelledby={headingId} data-testid="interview-results">
      {/* Heads the results (the h3 of each result sits below it), and takes focus after a search replaced
          the form it was in (use-route-focus.ts). */}
      <h2 id={headingId} class="interview-results-title" tabIndex={-1} data-view-heading>
        {t('research.interviewResults.title')}
      </h2>
      <ResultControls search={search} onSearch={onSearch} />
      <RemoteView
        state={state}
        lines={10}
        label={t('research.interviewResults.searching')}
        onRetry={() => reload(true)}
      >
        {({ data, meta }) => {
          const pages = Math.max(1, Math.ceil(meta.total_count / Math.max(1, meta.per_page)));
          if (meta.total_count === 0)
            return (
              <div data-testid="interview-empty">
                <p>{t('research.interviewResults.none')}</p>
                <p class="hint">
                  {words.length > 1
                    ? t('research.interviewResults.noneManyWords')
                    : t('research.interviewResults.noneHint')}
                </p>
              </div>
            );
          if (data.length === 0)
            return (
              <p data-testid="interview-past-end">
                {t('research.interviewResults.pastEnd', { page: meta.page, pages })}{' '}
                <button type="button" class="secondary" onClick={() => onSearch({ ...search, page: pages })}>
                  {t('research.interviewResults.goToPage', { page: pages })}
                </button>
              </p>
            );
          return (
            <>
              {/* The list's one polite region: its results' passages load quietly. */}
              <p class="hint" role="status" data-testid="interview-count">
                {t('research.interviewResults.count', {
                  count: meta.total_count,
                  paged: pages > 1 ? 'yes' : 'no',
                  page: meta.page,
                  pages,
                })}
              </p>
              <ol class="plain interview-list">
                {data.map((item) => (
                  <InterviewResult
                    key={item.id}
                    item={item}
                    q={search.q}
                    words={words}
                    onOpenTranscript={onOpenTranscript}
                    onOpenAccount={onOpenAccount}
                  />
                ))}
              </ol>
              {pages > 1 && (
                <Pager
                  page={meta.page}
                  pages={pages}
                  label={t('research.interviewResults.pages')}
                  onPage={(page) => onSearch({ ...search, page })}
                />
              )}
            </>
          );
        }}
      </RemoteView>
    </section>
  );
}

/** Order (relevance or recency) and page size: changing either starts again at page 1. */
function ResultControls({
  search,
  onSearch,
}: {
  search: InterviewSearch;
  onSearch: (search: InterviewSearch) => void;
}) {
  const id = useId();
  const restart = (change: Partial<InterviewSearch>) => {
    const next: InterviewSearch = { ...search, ...change };
    delete next.page;
    onSearch(next);
  };
  return (
    <div class="row interview-controls">
      <label for={`${id}-sort`} class="inline-label">
        {t('research.interviewResults.order')}
      </label>
      <select
        id={`${id}-sort`}
        data-testid="interview-sort"
        value={search.sort_by ?? 'relevance'}
        onChange={(event) =>
          restart({ sort_by: event.currentTarget.value === 'recency' ? 'recency' : 'relevance' })
        }
      >
        <option value="relevance">
          {search.q ? t('research.interviewResults.bestMatch') : t('research.interviewResults.relevance')}
        </option>
        <option value="recency">{t('research.interviewResults.newest')}</option>
      </select>
      <PageSizeSelect
        value={search.per_page ?? DEFAULT_PER_PAGE}
        choices={PAGE_SIZES}
        onChange={(size) => restart({ per_page: size })}
      />
    </div>
  );
}
