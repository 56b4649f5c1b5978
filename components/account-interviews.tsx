import type { TranscriptListItem } from '@/lib/api/transcripts';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatDate } from '@/lib/ui/format';
import { PagedListView, usePagedList } from './paged-list';

const PER_PAGE = 10;

/** The account's interviews (its `links.interviews` search), newest first, paged. */
export function AccountInterviews({
  accountSlug,
  onOpenTranscript,
}: {
  accountSlug: string;
  onOpenTranscript: (id: string) => void;
}) {
  const list = usePagedList<TranscriptListItem>(accountSlug, (page, refresh) =>
    backgroundClient.searchTranscripts(
      { accounts: [accountSlug], sort_by: 'recency', page, per_page: PER_PAGE },
      { refresh },
    ),
  );
  return (
    <PagedListView
      list={list}
      lines={8}
      label={t('accountDetails.accountInterviews.loading')}
      pagerLabel={t('accountDetails.accountInterviews.pages')}
    >
      {(data, meta) => (
        <div data-testid="account-interviews">
          <p class="hint">
            {t('accountDetails.accountInterviews.count', { count: meta?.total_count ?? data.length })}
          </p>
          <ul class="plain">
            {data.map((interview) => (
              <li key={interview.id} class="card">
                <button
                  type="button"
                  class="link user-text"
                  dir="auto"
                  data-testid="interview-link"
                  data-transcript-id={interview.id}
                  onClick={() => onOpenTranscript(interview.id)}
                >
                  {interview.title}
                </button>
                <div class="hint">
                  {formatDate(interview.publish_date)} · <span dir="auto">{interview.management_level}</span>,{' '}
                  <span dir="auto">{interview.department}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </PagedListView>
  );
}
