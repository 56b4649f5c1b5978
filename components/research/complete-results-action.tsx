import type { ApiErrorInfo } from '@/lib/api/errors';
import {
  type AccountSearchParams,
  type CompleteOutcome,
  type CompleteProgress,
  type CompleteResults,
  completeAccountSearch,
} from '@/lib/research/complete-results';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatCount, pluralize } from '@/lib/ui/format';
import { ErrorNotice } from '../error-notice';
import { JobProgress } from './job-progress';
import { useCancellableJob } from './use-cancellable-job';

/**
 * "Complete results": docs/api.md 4.4 rule 3 leaves the accounts below the 1,000-interview cap out and says
 * narrowing is the remedy; this narrows for the rep (lib/research/complete-results.ts), through the background's
 * cache and scheduler, with progress in windows and requests, and Cancel.
 */
export function CompleteResultsAction({
  search,
  results,
  onResults,
}: {
  search: AccountSearchParams;
  /** The complete results already shown for this search, if any. */
  results: CompleteResults | null;
  onResults: (results: CompleteResults | null) => void;
}) {
  const job = useCancellableJob<CompleteProgress, CompleteOutcome>();
  const start = () =>
    job.start(async (signal, onProgress) => {
      const outcome = await completeAccountSearch(search, backgroundClient.searchAccounts, {
        signal,
        onProgress,
      });
      if (outcome.status === 'done') onResults(outcome.results);
      return outcome;
    });

  if (results) return <CompleteSummary results={results} onBack={() => onResults(null)} />;
  if (job.state.status === 'running') {
    const progress = job.state.progress;
    return (
      <JobProgress
        label="Completing results past the cap"
        done={progress?.windowsDone ?? 0}
        known={progress?.windowsKnown ?? 1}
        detail={`date windows; ${pluralize(progress?.requests ?? 0, 'request')}, ${pluralize(progress?.rows ?? 0, 'account')} so far`}
        waitingUntil={progress?.waitingUntil}
        onCancel={job.cancel}
      />
    );
  }
  const ended = job.state.status === 'ended' ? job.state.outcome : null;
  return (
    <>
      <button type="button" onClick={start} data-testid="complete-results">
        Complete results
      </button>
      {ended?.status === 'cancelled' && (
        <p class="hint" role="status">
          Cancelled after {pluralize(ended.progress.requests, 'request')}; the capped results are shown.
        </p>
      )}
      {ended?.status === 'failed' && <CompleteFailure error={ended.error} onRetry={start} />}
    </>
  );
}

function CompleteFailure({ error, onRetry }: { error: ApiErrorInfo; onRetry: () => void }) {
  return (
    <ErrorNotice
      error={{ ...error, message: `Complete results stopped: ${error.message}` }}
      onRetry={onRetry}
    />
  );
}

/**
 * How the complete results were found; their figures are the results' headline (account-results.tsx), which
 * replaces the capped one, so they are not said twice.
 */
function CompleteSummary({ results, onBack }: { results: CompleteResults; onBack: () => void }) {
  const missing = results.uninspected.interviews;
  return (
    <div class="hint" role="status" data-testid="complete-summary">
      <p>
        Found in {pluralize(results.windows.length, 'date window')} and{' '}
        {pluralize(results.requests, 'request')}.
      </p>
      {missing > 0 && (
        <p class="warn">
          {formatCount(missing)} interviews on {results.uninspected.days.join(', ')} could not be inspected:
          more than 1,000 on one day cannot be split further.
        </p>
      )}
      <button type="button" class="secondary" onClick={onBack}>
        Back to the capped results
      </button>
    </div>
  );
}
