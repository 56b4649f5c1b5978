import type { ApiErrorInfo } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import {
  type AccountSearchParams,
  type CompleteOutcome,
  type CompleteProgress,
  type CompleteResults,
  completeAccountSearch,
  INSPECTION_CAP,
} from '@/lib/research/complete-results';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
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
        label={t('research.completeResults.completing')}
        done={progress?.windowsDone ?? 0}
        known={progress?.windowsKnown ?? 1}
        detail={t('research.completeResults.progressDetail', {
          requests: progress?.requests ?? 0,
          accounts: progress?.rows ?? 0,
        })}
        waitingUntil={progress?.waitingUntil}
        onCancel={job.cancel}
      />
    );
  }
  const ended = job.state.status === 'ended' ? job.state.outcome : null;
  return (
    <>
      <button type="button" onClick={start} data-testid="complete-results">
        {t('research.completeResults.button')}
      </button>
      {ended?.status === 'cancelled' && (
        <p class="hint" role="status">
          {t('research.completeResults.cancelled', { requests: ended.progress.requests })}
        </p>
      )}
      {ended?.status === 'failed' && <CompleteFailure error={ended.error} onRetry={start} />}
    </>
  );
}

function CompleteFailure({ error, onRetry }: { error: ApiErrorInfo; onRetry: () => void }) {
  return (
    <ErrorNotice
      error={{ ...error, message: t('research.completeResults.stopped', { error: errorMessage(error) }) }}
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
        {t('research.completeResults.found', {
          windows: results.windows.length,
          requests: results.requests,
        })}
      </p>
      {missing > 0 && (
        <p class="warn">
          {t('research.completeResults.uninspected', {
            missing,
            days: results.uninspected.days.join(', '),
            cap: INSPECTION_CAP,
          })}
        </p>
      )}
      <button type="button" class="secondary" onClick={onBack}>
        {t('research.completeResults.back')}
      </button>
    </div>
  );
}
