import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ApiErrorInfo, InvalidFilterDetail } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import { errorHelp, secondsUntil } from '@/lib/ui/error-help';
import { errorMessage } from '@/lib/ui/error-message';
import { formatClockTime } from '@/lib/ui/format';

/**
 * Any error from the background, in plain words, with the action that helps: open options for a key
 * problem, retry (after the wait a rate limit asks for), or the suggestions of each unknown filter value.
 * (Research › Accounts shows its 422s itself, splitting suggestions by the reference lists.)
 */
export function ErrorNotice({
  error,
  onRetry,
  onSuggestion,
}: {
  error: ApiErrorInfo;
  onRetry?: () => void;
  /** A suggestion was picked: `value` replaces `filter.value`. */
  onSuggestion?: (value: string, filter: InvalidFilterDetail) => void;
}) {
  const help = errorHelp(error);
  const [now, setNow] = useState(Date.now());
  const wait = help.action === 'wait-and-retry' ? secondsUntil(error.retryAt, now) : 0;
  // Ticks while a wait or a resume time is shown, so that both end on time.
  const ticking = secondsUntil(error.retryAt, now) > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [ticking, now]);

  return (
    <div class="card" role="alert" data-testid="error-notice" data-kind={error.kind}>
      <h2 class="error">{help.title}</h2>
      <p>{errorMessage(error)}</p>
      {error.field && <p class="hint">{t('common.errorNotice.where', { field: error.field })}</p>}
      {error.kind === 'server' && error.retryAt !== undefined && error.retryAt > now && (
        <p class="hint" data-testid="resume-time">
          {t(onRetry ? 'common.errorNotice.resumeAtOrRetry' : 'common.errorNotice.resumeAt', {
            time: formatClockTime(error.retryAt),
          })}
        </p>
      )}
      {onSuggestion &&
        error.filters?.map(
          (filter) =>
            filter.suggestions.length > 0 && (
              <div key={`${filter.kind}|${filter.value}`} class="row" data-testid="filter-suggestions">
                <span class="muted user-text" dir="auto">
                  {(error.filters?.length ?? 0) > 1
                    ? t('common.errorNotice.didYouMeanFor', { kind: filter.kind, value: filter.value })
                    : t('common.errorNotice.didYouMean')}
                </span>
                {filter.suggestions.map((value) => (
                  <button
                    key={value}
                    type="button"
                    class="secondary"
                    onClick={() => onSuggestion(value, filter)}
                  >
                    <bdi>{value}</bdi>
                  </button>
                ))}
              </div>
            ),
        )}
      <div class="row" style={{ marginTop: '6px' }}>
        {help.action === 'open-options' && (
          <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
            {t('common.errorNotice.openOptions')}
          </button>
        )}
        {(help.action === 'retry' || help.action === 'wait-and-retry') && onRetry && (
          <button type="button" disabled={wait > 0} onClick={onRetry}>
            {wait > 0 ? t('common.errorNotice.retryIn', { seconds: wait }) : t('common.errorNotice.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
