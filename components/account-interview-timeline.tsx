import type { ApiErrorInfo } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import { type InterviewDates, loadInterviewDates } from '@/lib/ui/account-interview-dates';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatCount } from '@/lib/ui/format';
import type { QuarterColumns } from './charts/quarter-columns';
import { RemoteView } from './remote-view';
import { useRemote } from './use-remote';

type Timeline = { Chart: typeof QuarterColumns; interviews: InterviewDates };

function chartMissing(): ApiErrorInfo {
  return { kind: 'extension', message: t('accountDetails.accountInterviewTimeline.chartFailed') };
}

/**
 * The account's interviews per quarter, up to this quarter. It is mounted with the Interviews section, so its
 * requests (pages of 50, lib/ui/account-interview-dates.ts) are made only once the rep opens that section,
 * never for the account's first view; the chart's code comes then too, beside the data, so that the
 * sidebar's first load stays small.
 */
export function AccountInterviewTimeline({ accountSlug }: { accountSlug: string }) {
  const [state, reload] = useRemote<Timeline>(accountSlug, async (refresh) => {
    const [chart, interviews] = await Promise.all([
      import('./charts/quarter-columns').catch(() => null),
      loadInterviewDates(accountSlug, backgroundClient.searchTranscripts, refresh),
    ]);
    if (!interviews.ok) return interviews;
    if (!chart) return { ok: false, error: chartMissing() };
    return { ...interviews, data: { Chart: chart.QuarterColumns, interviews: interviews.data } };
  });
  return (
    <RemoteView
      state={state}
      lines={3}
      label={t('accountDetails.accountInterviewTimeline.loading')}
      onRetry={() => reload(true)}
    >
      {({ Chart, interviews: { dates, total } }) => (
        <div data-testid="interview-timeline">
          <Chart
            dates={dates}
            through={new Date().toISOString().slice(0, 10)}
            title={t('accountDetails.quarters.interviewsPerQuarter')}
          />
          {dates.length < total && (
            <p class="hint">
              {t('accountDetails.accountInterviewTimeline.newestOf', {
                shown: formatCount(dates.length),
                total,
              })}
            </p>
          )}
        </div>
      )}
    </RemoteView>
  );
}
