import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/lib/api/errors';
import type { PageList } from '@/lib/detect/types';
import { t } from '@/lib/i18n/catalogue';
import type { TabState } from '@/lib/shared/messaging';
import { pageListItem } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { ErrorNotice } from './error-notice';

/**
 * "Add the N companies on this page to My accounts", where the tab shows a list (a CRM list view, LinkedIn's
 * company search) and names no company of its own. Each company goes on the list by its domain, else its name,
 * as an import's lines would; then the list is checked.
 */
export function PageListOffer({
  tabId,
  state,
  onOpenMyAccounts,
}: {
  tabId: number;
  state: TabState | null | undefined;
  onOpenMyAccounts: () => void;
}) {
  const [list, setList] = useState<PageList | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    const item = pageListItem(tabId);
    void item.getValue().then(setList);
    return item.watch(setList);
  }, [tabId]);

  // A list of another document (the tab moved on, its script not yet heard from) is not offered.
  const current = list && (!list.documentId || !state?.documentId || list.documentId === state.documentId);
  if (!list || !current) return null;
  const count = list.companies.length;
  const add = async () => {
    setAdding(true);
    setError(null);
    const lines = list.companies.map((company) => company.domain ?? company.companyName).join('\n');
    const answer = await backgroundClient.followAccounts(lines);
    setAdding(false);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    setSaid(t('panel.pageList.added', { added: answer.data.added, already: answer.data.alreadyOn }));
    void backgroundClient.checkMyAccounts();
  };
  return (
    <section class="card" data-testid="page-list" aria-labelledby="page-list-title">
      <h3 id="page-list-title">{t('panel.pageList.title', { count })}</h3>
      <div class="row">
        {/* Busy by aria-disabled: a focused button that is disabled drops focus to the body. */}
        <button
          type="button"
          aria-disabled={adding}
          onClick={() => {
            if (!adding) void add();
          }}
          data-testid="page-list-follow"
        >
          {t('panel.pageList.follow', { count })}
        </button>
        {said && (
          <button type="button" class="secondary" onClick={onOpenMyAccounts} data-testid="page-list-open">
            {t('panel.pageList.open')}
          </button>
        )}
      </div>
      {said && (
        <p role="status" data-testid="page-list-added">
          {said}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </section>
  );
}
