import { t } from '@/lib/i18n/catalogue';
import type { AccountSummary } from '@/lib/shared/messaging';
import { ExternalLink } from './external-link';
import { Message } from './message';

/** The account's name, domain and interview count: the answer at a glance. */
export function AccountSummaryCard({
  account,
  onOpenSidebar,
}: {
  account: AccountSummary;
  onOpenSidebar?: () => void;
}) {
  return (
    <section class="card" aria-labelledby="summary-name" data-testid="account-summary">
      <h2 id="summary-name" data-testid="account-name" dir="auto" class="user-text">
        {account.name}
      </h2>
      <div class="muted user-text" dir="auto">
        {account.domain}
      </div>
      <p>
        <Message
          id="account.accountSummaryCard.interviews"
          values={{ count: account.interviewCount }}
          tags={{ strong: (text) => <strong data-testid="interview-count">{text}</strong> }}
        />
      </p>
      <div class="row">
        {onOpenSidebar && (
          <button type="button" onClick={onOpenSidebar} data-testid="open-in-sidebar">
            {t('account.accountSummaryCard.openInSidebar')}
          </button>
        )}
        <ExternalLink href={account.url}>{t('account.accountSummaryCard.openInWebApp')}</ExternalLink>
      </div>
    </section>
  );
}
