import type { AccountSummary } from '@/lib/shared/messaging';
import { formatCount } from '@/lib/ui/format';
import { ExternalLink } from './external-link';

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
      <div class="muted user-text">{account.domain}</div>
      <p>
        <strong data-testid="interview-count">{formatCount(account.interviewCount)}</strong>{' '}
        {account.interviewCount === 1 ? 'interview' : 'interviews'}
      </p>
      <div class="row">
        {onOpenSidebar && (
          <button type="button" onClick={onOpenSidebar} data-testid="open-in-sidebar">
            Open in sidebar
          </button>
        )}
        <ExternalLink href={account.url}>Open in the web app</ExternalLink>
      </div>
    </section>
  );
}
