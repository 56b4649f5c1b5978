import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';

/** After this long a loading view says, in visible text, what it is waiting for. */
const SAY_AFTER_MS = 2_000;
/**
 * After this long it also offers Retry: past the client's 10 s timeout per attempt, an answer still missing
 * is a hang, or a lookup whose worker stopped.
 */
const RETRY_AFTER_MS = 12_000;

/**
 * Grey lines holding the space of what is loading, so that nothing jumps when it arrives. A wait that lasts
 * says what it waits for, with a running count, and, given `onRetry`, ends in a Retry: no loading state is
 * left without words or an action.
 */
export function Skeleton({
  lines = 3,
  label = t('common.skeleton.loading'),
  waitingFor = t('common.skeleton.waitingForApi'),
  since,
  onRetry,
  quiet = false,
}: {
  lines?: number;
  label?: string;
  /**
   * What the wait is for, said after a couple of seconds ("the Buyer Intelligence API"): a message that reads
   * after "waiting for" in its language (`common.skeleton.waiting`).
   */
  waitingFor?: string;
  /** When the wait began (epoch ms), if before this view: a stored "looking up" may be old already. */
  since?: number;
  onRetry?: () => void;
  /** No live region of its own: one of many in a list whose own region speaks for it. */
  quiet?: boolean;
}) {
  const [start] = useState(() => Math.min(since ?? Date.now(), Date.now()));
  const [now, setNow] = useState(Date.now());
  const waited = now - start;
  useEffect(() => {
    const next = waited < SAY_AFTER_MS ? SAY_AFTER_MS - waited : 1_000;
    const timer = setTimeout(() => setNow(Date.now()), next);
    return () => clearTimeout(timer);
  }, [waited]);
  const seconds = Math.floor(waited / 1_000);
  return (
    <div
      role={quiet ? undefined : 'status'}
      aria-live={quiet ? undefined : 'polite'}
      aria-busy="true"
      data-testid="skeleton"
    >
      {waited >= SAY_AFTER_MS ? (
        <p class="hint" data-testid="waiting">
          {t('common.skeleton.waiting', { label, waitingFor, seconds })}
        </p>
      ) : (
        <span class="visually-hidden">{t('common.skeleton.busy', { label })}</span>
      )}
      {onRetry && waited >= RETRY_AFTER_MS && (
        <p>
          <button type="button" onClick={onRetry}>
            {t('common.errorNotice.retry')}
          </button>
        </p>
      )}
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          class="skeleton"
          style={{ width: `${90 - ((index * 17) % 40)}%` }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
