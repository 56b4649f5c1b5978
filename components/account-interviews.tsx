import { useState } from 'preact/hooks';
import type { TranscriptSearchResponse } from '@/lib/api/transcripts';
import { sendMessage } from '@/lib/messaging';
import { formatCount, formatDate } from '@/lib/ui/format';
import { RemoteView } from './remote-view';
import { useRemote } from './use-remote';

const PER_PAGE = 10;

/** The account's interviews (its `links.interviews` search), newest first, paged. */
export function AccountInterviews({
  accountSlug,
  onOpenTranscript,
}: {
  accountSlug: string;
  onOpenTranscript: (id: string) => void;
}) {
  const [page, setPage] = useState(1);
  const [state, reload] = useRemote<TranscriptSearchResponse>(`${accountSlug}|${page}`, () =>
    sendMessage('searchTranscripts', {
      params: { accounts: [accountSlug], sort_by: 'recency', page, per_page: PER_PAGE },
    }),
  );
  return (
    <RemoteView state={state} lines={8} label="Loading interviews" onRetry={() => reload(true)}>
      {({ data, meta }) => {
        const pages = Math.max(1, Math.ceil(meta.total_count / meta.per_page));
        return (
          <div data-testid="account-interviews">
            <p class="hint">{formatCount(meta.total_count)} interviews, newest first</p>
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
                    {formatDate(interview.publish_date)} ·{' '}
                    <span dir="auto">{interview.management_level}</span>,{' '}
                    <span dir="auto">{interview.department}</span>
                  </div>
                </li>
              ))}
            </ul>
            {pages > 1 && <Pager page={meta.page} pages={pages} onPage={setPage} label="Interview pages" />}
          </div>
        );
      }}
    </RemoteView>
  );
}

/** Previous / next with where the rep is. */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <nav class="row" aria-label={label} style={{ marginTop: '8px' }}>
      <button type="button" class="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" class="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
