import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { formattingLocale, t } from '@/lib/i18n/catalogue';
import type { CheckSummary, FollowedList } from '@/lib/my-accounts/answers';
import { followedAccountsCsv } from '@/lib/my-accounts/list-csv';
import { type FollowedFilter, type FollowedSort, followedRows } from '@/lib/my-accounts/list-rows';
import { type MyAccountsActivity, myAccountsActivityItem } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { downloadText } from '@/lib/ui/download-text';
import { ErrorNotice } from '../error-notice';
import { JobProgress } from '../research/job-progress';
import { Skeleton } from '../skeleton';
import { FollowedRow } from './followed-row';
import { ImportPanel } from './import-panel';
import { VirtualRows } from './virtual-rows';
import { WhatsNewSection } from './whats-new';
import './my-accounts.css';

export type MyAccountsViewProps = {
  onOpenAccount: (id: string) => void;
  onOpenTranscript: (id: string) => void;
};

// The name, and its details wrapped on up to three lines (a narrow panel in a longer language).
const ROW_HEIGHT = 88;
const FILTERS: readonly FollowedFilter[] = ['all', 'found', 'interviewed', 'notAccount', 'notChecked'];
const SORTS: readonly FollowedSort[] = ['added', 'name', 'interviews', 'lastInterviewed', 'icp'];

/**
 * My accounts: the rep's followed accounts for this API key, kept on this device, What's new of them first. Add them (paste, a file, or
 * Follow on an account), check them in bulk (progress, Cancel; a check the worker dropped goes on), find, sort
 * and open them, fix a line that was no account from the API's suggestion, and download them as CSV.
 */
export function MyAccountsView({ onOpenAccount, onOpenTranscript }: MyAccountsViewProps) {
  const [list, setList] = useState<FollowedList | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const [activity, setActivity] = useState<MyAccountsActivity | null>(null);
  const [outcome, setOutcome] = useState<CheckSummary | null>(null);
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<FollowedFilter>('all');
  const [sort, setSort] = useState<FollowedSort>('added');
  const [said, setSaid] = useState<string | null>(null);
  const [newByAccount, setNewByAccount] = useState<ReadonlyMap<string, number>>(new Map());

  const read = async () => {
    const answer = await backgroundClient.myAccounts();
    if (answer.ok) {
      setList(answer.data);
      setError(null);
    } else setError(answer.error);
  };
  useEffect(() => {
    void read();
    void myAccountsActivityItem.getValue().then(setActivity);
    // The background says when the list changed (an add, a check's answers): read again, then.
    return myAccountsActivityItem.watch((value) => {
      setActivity(value);
      void read();
    });
  }, []);

  const check = async (all = false, attempt = 1): Promise<void> => {
    setOutcome(null);
    setSaid(null);
    const answer = await backgroundClient.checkMyAccounts({ all });
    if (answer.ok) setOutcome(answer.data);
    // The worker stopped mid-check and its answer never came: asking again wakes the next one, which goes on
    // from what is pending (its alarm would, a minute later).
    else if (answer.error.kind === 'extension' && attempt < 3) return check(false, attempt + 1);
    else setError(answer.error);
    void read();
  };

  const rows = useMemo(
    () => (list ? followedRows(list.accounts, { filter, text, sort, locale: formattingLocale() }) : []),
    [list, filter, text, sort],
  );

  if (error && !list) return <ErrorNotice error={error} onRetry={() => void read()} />;
  if (!list)
    return <Skeleton lines={6} label={t('myAccounts.loading')} waitingFor={t('myAccounts.waitingFor')} />;

  const running = activity?.check ?? null;
  const unchecked = list.accounts.filter((account) => !account.result).length;
  return (
    <section class="my-accounts" aria-labelledby="my-accounts-title" data-testid="my-accounts">
      <h2 id="my-accounts-title" tabIndex={-1} data-view-heading>
        {t('myAccounts.title')}
      </h2>
      <p class="muted" data-testid="my-accounts-summary">
        {t('myAccounts.summary', { count: list.accounts.length, limit: list.limit })}
      </p>
      {list.accounts.length > 0 && (
        <WhatsNewSection
          revision={activity?.revision ?? null}
          onOpenAccount={onOpenAccount}
          onOpenTranscript={onOpenTranscript}
          onNewByAccount={setNewByAccount}
        />
      )}
      {list.accounts.length === 0 && <p>{t('myAccounts.empty')}</p>}
      <ImportPanel open={list.accounts.length === 0} onAdded={() => void check()} />
      {error && <ErrorNotice error={error} onRetry={() => void check()} />}
      {running ? (
        <JobProgress
          label={t('myAccounts.check.checking')}
          done={running.checked}
          known={running.total}
          detail={t('myAccounts.check.detail', { count: running.checked })}
          waitingUntil={running.waitingUntil}
          onCancel={() => void backgroundClient.cancelMyAccountsCheck()}
        />
      ) : (
        list.accounts.length > 0 && (
          <div class="row">
            {unchecked > 0 || list.pending > 0 ? (
              <button type="button" onClick={() => void check()} data-testid="check-accounts">
                {t('myAccounts.check.unchecked', { count: Math.max(unchecked, list.pending) })}
              </button>
            ) : (
              <button
                type="button"
                class="secondary"
                onClick={() => void check(true)}
                data-testid="check-accounts"
              >
                {t('myAccounts.check.again')}
              </button>
            )}
            <button
              type="button"
              class="secondary"
              data-testid="export-accounts"
              onClick={() => {
                downloadText(followedAccountsCsv(list.accounts), exportFileName(), 'text/csv');
                setSaid(t('myAccounts.exported', { count: list.accounts.length }));
              }}
            >
              {t('myAccounts.export')}
            </button>
          </div>
        )
      )}
      {outcome && outcome.status !== 'notConfigured' && (
        <p role="status" data-testid="check-outcome">
          {outcome.status === 'done' && t('myAccounts.check.done', { count: outcome.checked })}
          {outcome.status === 'cancelled' && t('myAccounts.check.cancelled', { count: outcome.checked })}
        </p>
      )}
      {outcome?.status === 'failed' && <ErrorNotice error={outcome.error} onRetry={() => void check()} />}
      {said && <p role="status">{said}</p>}
      {list.accounts.length > 0 && (
        <>
          <div class="row list-tools">
            <input
              type="search"
              aria-label={t('myAccounts.find')}
              placeholder={t('myAccounts.find')}
              value={text}
              onInput={(event) => setText((event.currentTarget as HTMLInputElement).value)}
            />
            <select
              aria-label={t('myAccounts.show')}
              value={filter}
              data-testid="followed-filter"
              onChange={(event) =>
                setFilter((event.currentTarget as HTMLSelectElement).value as FollowedFilter)
              }
            >
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`myAccounts.filter.${value}`)}
                </option>
              ))}
            </select>
            <select
              aria-label={t('myAccounts.sortBy')}
              value={sort}
              data-testid="followed-sort"
              onChange={(event) => setSort((event.currentTarget as HTMLSelectElement).value as FollowedSort)}
            >
              {SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`myAccounts.sort.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <p class="muted" data-testid="followed-shown">
            {t('myAccounts.shown', { shown: rows.length, count: list.accounts.length })}
          </p>
          <VirtualRows
            rows={rows}
            rowHeight={ROW_HEIGHT}
            height={ROW_HEIGHT * 7}
            label={t('myAccounts.title')}
            rowKey={(account) => account.key}
            renderRow={(account) => (
              <FollowedRow
                account={account}
                news={newByAccount.get(account.key) ?? 0}
                onOpen={onOpenAccount}
                onFix={(key, suggestion) =>
                  void backgroundClient.fixFollowedAccount(key, suggestion).then((answer) => {
                    if (!answer.ok) setError(answer.error);
                    else if (answer.data.merged) setSaid(t('myAccounts.row.merged', { name: suggestion }));
                  })
                }
                onUnfollow={(key) => void backgroundClient.unfollowAccounts([key])}
              />
            )}
          />
        </>
      )}
    </section>
  );
}

/** `buyer-lens-my-accounts-2026-12-06.csv`. */
function exportFileName(): string {
  return `buyer-lens-my-accounts-${new Date().toISOString().slice(0, 10)}.csv`;
}
