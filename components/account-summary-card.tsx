import type { AccountSummary } from '@/lib/messaging';
import { ExternalLink } from './external-link';

const countFormat = new Intl.NumberFormat('en-US');

/** The account's name, domain and interview count: the answer at a glance. */
export function AccountSummaryCard({ account }: { account: AccountSummary }) {
  return (
    <section class="card" aria-label="Account" data-testid="account-summary">
      <h2 data-testid="account-name">{account.name}</h2>
      <div class="hint">{account.domain}</div>
      <p>
        <strong data-testid="interview-count">{countFormat.format(account.interviewCount)}</strong>{' '}
        {account.interviewCount === 1 ? 'interview' : 'interviews'}
      </p>
      <ExternalLink href={account.url}>Open in the web app</ExternalLink>
    </section>
  );
}
