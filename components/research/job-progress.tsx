import { t } from '@/lib/i18n/catalogue';
import { formatClockTime } from '@/lib/ui/format';

/**
 * A long job's progress (complete results, a whole-result export): a bar with what it has done in words, and a
 * Cancel button, so that no wait is left without words or a way out.
 */
export function JobProgress({
  label,
  done,
  known,
  detail,
  waitingUntil,
  onCancel,
}: {
  label: string;
  done: number;
  known: number;
  /** What has been done so far, in words, in the rep's language ("3 requests, 214 accounts"). */
  detail: string;
  waitingUntil?: number | null;
  onCancel: () => void;
}) {
  return (
    <div class="job-progress" role="status" data-testid="job-progress">
      <label>
        <span>{label}</span>
        <progress max={Math.max(known, 1)} value={Math.min(done, known)} />
      </label>
      <span class="muted">
        {t('research.jobProgress.progress', { done, known })} · {detail}
        {waitingUntil
          ? ` · ${t('research.jobProgress.waiting', { time: formatClockTime(waitingUntil) })}`
          : ''}
      </span>
      <button type="button" class="secondary" onClick={onCancel}>
        {t('research.jobProgress.cancel')}
      </button>
    </div>
  );
}
