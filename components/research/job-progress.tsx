import { formatClockTime, formatCount } from '@/lib/ui/format';

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
  /** What has been done so far, in words ("3 requests, 214 accounts"). */
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
        {formatCount(done)} of {formatCount(known)} · {detail}
        {waitingUntil ? ` · the API asked to wait until ${formatClockTime(waitingUntil)}` : ''}
      </span>
      <button type="button" class="secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
