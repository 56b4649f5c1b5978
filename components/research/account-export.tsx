import { useState } from 'preact/hooks';
import type { AccountListParams, AccountListResponse, AccountListRow } from '@/lib/api/accounts';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import { type CollectOutcome, type CollectProgress, collectPages } from '@/lib/research/collect-pages';
import { toCsv } from '@/lib/research/csv';
import { ACCOUNT_EXPORT_COLUMNS } from '@/lib/research/export-columns';
import { toMarkdownTable } from '@/lib/research/markdown-table';
import { backgroundClient } from '@/lib/ui/background-client';
import { downloadText } from '@/lib/ui/download-text';
import { ErrorNotice } from '../error-notice';
import { JobProgress } from './job-progress';
import { useCancellableJob } from './use-cancellable-job';

/** Where the whole result goes: a CSV file, the clipboard as Markdown, or My accounts. */
type ExportFormat = 'csv' | 'markdown' | 'follow';
type ExportOutcome = CollectOutcome<AccountListRow, AccountListResponse> & { format: ExportFormat };

/**
 * "Download CSV" and "Copy as Markdown table" of the whole result: every page of the search (a progress bar and
 * Cancel while they come), or the complete results when the rep has them. CSV is RFC 4180 with formulas
 * neutralised (lib/research/csv.ts), ready for a CRM import; nothing in either is ever rendered as HTML. Both
 * keep machine-readable values and English headers in every language (lib/research/export-columns.ts), and the
 * rep is told so beside the buttons. "Follow all N" puts the whole result on My accounts by its domains (its names
 * where an account shows none), and checks what it added.
 */
export function AccountExport({
  search,
  completeRows,
  total,
}: {
  /** The search as shown, without its paging. */
  search: AccountListParams;
  /** The complete results, when the rep has them: exported as they are, with no request. */
  completeRows?: readonly AccountListRow[];
  /** How many accounts the search matched (every page). */
  total: number;
}) {
  const job = useCancellableJob<CollectProgress, ExportOutcome>();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: ApiErrorInfo; format: ExportFormat } | null>(null);

  const deliver = async (format: ExportFormat, rows: readonly AccountListRow[]) => {
    const count = rows.length;
    if (format === 'follow') {
      const lines = rows.map((row) => row.domain_name || row.name).join('\n');
      const answer = await backgroundClient.followAccounts(lines, { format: 'lines' });
      if (!answer.ok) {
        setFailure({ error: answer.error, format });
        return;
      }
      setMessage(
        t('research.accountExport.followed', {
          added: answer.data.added,
          alreadyOn: answer.data.alreadyOn,
        }).trim(),
      );
      if (answer.data.added > 0) void backgroundClient.checkMyAccounts();
      return;
    }
    if (format === 'csv') {
      downloadText(
        toCsv(rows, ACCOUNT_EXPORT_COLUMNS, { byteOrderMark: true }),
        exportFileName(),
        'text/csv',
      );
      setMessage(t('research.accountExport.downloaded', { count }));
      return;
    }
    try {
      await navigator.clipboard.writeText(toMarkdownTable(rows, ACCOUNT_EXPORT_COLUMNS));
      setMessage(t('research.accountExport.copied', { count }));
    } catch {
      setMessage(t('research.accountExport.clipboardRefused'));
    }
  };

  const run = (format: ExportFormat) => {
    setMessage(null);
    setFailure(null);
    if (completeRows) {
      void deliver(format, completeRows);
      return;
    }
    job.start(async (signal, onProgress) => {
      const outcome = await collectPages<AccountListRow, AccountListResponse>(
        (paging) => backgroundClient.searchAccounts({ ...search, ...paging }),
        { signal, onProgress },
      );
      if (outcome.status === 'done') await deliver(format, outcome.rows);
      else if (outcome.status === 'failed') setFailure({ error: outcome.error, format });
      else setMessage(t('research.accountExport.cancelled'));
      return { ...outcome, format };
    });
  };

  const running = job.state.status === 'running';
  const progress = job.state.status === 'running' ? job.state.progress : null;
  return (
    <div class="account-export" data-testid="account-export">
      <div class="row">
        <button type="button" class="secondary" disabled={running} onClick={() => run('csv')}>
          {t('research.accountExport.downloadCsv')}
        </button>
        <button type="button" class="secondary" disabled={running} onClick={() => run('markdown')}>
          {t('research.accountExport.copyMarkdown')}
        </button>
        <button
          type="button"
          class="secondary"
          disabled={running}
          data-testid="follow-all"
          onClick={() => run('follow')}
        >
          {t('research.accountExport.followAll', { count: completeRows?.length ?? total })}
        </button>
      </div>
      <p class="hint" data-testid="export-format-note">
        {t('research.accountExport.machineReadable')}
      </p>
      {running && (
        <JobProgress
          label={t('research.accountExport.collecting')}
          done={progress?.pagesDone ?? 0}
          known={progress?.pagesKnown ?? 1}
          detail={t('research.accountExport.progressDetail', {
            accounts: progress?.rows ?? 0,
            requests: progress?.requests ?? 0,
          })}
          waitingUntil={progress?.waitingUntil}
          onCancel={job.cancel}
        />
      )}
      {message && (
        <p class="hint" role="status" data-testid="export-status">
          {message}
        </p>
      )}
      {failure && <ErrorNotice error={failure.error} onRetry={() => run(failure.format)} />}
    </div>
  );
}

/** `buyer-lens-accounts-2026-11-23.csv`: the day it was exported, so two exports do not overwrite each other. */
function exportFileName(): string {
  return `buyer-lens-accounts-${new Date().toISOString().slice(0, 10)}.csv`;
}
