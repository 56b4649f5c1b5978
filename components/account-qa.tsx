import type { AccountDetail } from '@/lib/api/accounts';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatShare } from '@/lib/ui/format';
import { RemoteView } from './remote-view';
import { useRemote } from './use-remote';

/** The account's Q&A by category, loaded only when the rep opens it (`fields[]=qa`). */
export function AccountQa({ accountId }: { accountId: string }) {
  const [state, reload] = useRemote<AccountDetail>(accountId, (refresh) =>
    backgroundClient.account(accountId, { fields: ['qa'], refresh }),
  );
  return (
    <RemoteView state={state} lines={6} label={t('account.accountQa.loading')} onRetry={() => reload(true)}>
      {(account) => <AccountQaList categories={account.qa ?? []} />}
    </RemoteView>
  );
}

/** The Q&A's answers by category, each with its evidence and confidence. */
export function AccountQaList({
  categories,
  level = 3,
}: {
  categories: NonNullable<AccountDetail['qa']>;
  /** The categories' heading level: 3 in the account view, 5 under a meeting brief's company and its Q&A. */
  level?: 3 | 5;
}) {
  if (categories.length === 0) return <p class="muted">{t('account.accountQa.empty')}</p>;
  const Category = level === 3 ? 'h3' : 'h5';
  const Question = level === 3 ? 'h4' : 'h6';
  return (
    <div data-testid="account-qa">
      {categories.map((category) => (
        <section key={category.category} aria-label={category.category}>
          <Category dir="auto">{category.category}</Category>
          {category.questions.map((question, index) => (
            <div key={index} class="card" data-testid="qa-item">
              <Question dir="auto" class="user-text" style={{ marginTop: 0 }}>
                {question.question}
              </Question>
              <p dir="auto" class="user-text">
                {question.answer ?? <span class="muted">{t('account.accountQa.noAnswer')}</span>}
              </p>
              <p class="hint">
                {t('account.accountQa.evidence', {
                  evidence: question.evidence_count,
                  total: question.total_interviews,
                  confidence: formatShare(question.confidence),
                })}
              </p>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
