import { useId } from 'preact/hooks';
import type { AccountDetail } from '@/lib/api/accounts';
import { t } from '@/lib/i18n/catalogue';
import { formatCount, formatDate, formatMoney } from '@/lib/ui/format';
import { ExternalLink } from './external-link';

/**
 * Name, domain, firmographics, ICP fit, the targeted flag, KPIs and the web app link. As the account view's
 * header its name is the view's heading; in a meeting brief (`inBrief`) each company's name is a section's.
 */
export function AccountHeader({ account, inBrief = false }: { account: AccountDetail; inBrief?: boolean }) {
  const icp = account.icp;
  const briefNameId = useId();
  const nameId = inBrief ? briefNameId : 'account-name';
  return (
    <section aria-labelledby={nameId} data-testid={inBrief ? 'brief-account-header' : 'account-header'}>
      <div class="spread">
        {inBrief ? (
          <h3 id={nameId} data-testid="brief-account-name" dir="auto" class="user-text">
            {account.name}
          </h3>
        ) : (
          // npm run bench times the sidebar's opening to this name's first paint (tests/bench/sidebar-bench.ts).
          // Focus comes to the name when the account opens (use-route-focus.ts).
          <h2
            id={nameId}
            tabIndex={-1}
            data-view-heading
            data-testid="account-name"
            elementtiming="account-name"
            dir="auto"
            class="user-text"
          >
            {account.name}
          </h2>
        )}
        {account.targeted && (
          <span class="badge" data-testid="targeted">
            {t('account.accountHeader.targeted')}
          </span>
        )}
      </div>
      <div class="muted user-text" dir="auto">
        {account.domain_name}
        {account.location ? ` · ${account.location}` : ''}
      </div>
      <dl class="facts">
        <dt>{t('account.accountHeader.revenue')}</dt>
        <dd data-testid="account-revenue">
          {formatMoney(account.revenue)}
          {account.revenue !== null && <FitMark match={icp.revenue_match} />}
        </dd>
        <dt>{t('account.accountHeader.headcount')}</dt>
        <dd data-testid="account-headcount">
          {formatCount(account.employee_count)}
          {account.employee_count !== null && <FitMark match={icp.employees_match} />}
        </dd>
        {account.industry.length > 0 && (
          <>
            <dt>{t('account.accountHeader.industry')}</dt>
            <dd dir="auto">{account.industry.join('; ')}</dd>
          </>
        )}
        <dt>{t('account.accountHeader.icp')}</dt>
        <dd>
          {account.icp_matches === null
            ? t('account.accountHeader.icpNotScored')
            : t('account.accountHeader.icpMatches', { count: account.icp_matches })}
        </dd>
      </dl>
      {account.kpis && (
        <div class="kpis" data-testid="account-kpis">
          <div class="kpi">
            <strong data-testid="interview-count">{formatCount(account.kpis.interview_count)}</strong>
            <span>{t('account.accountHeader.kpiInterviews', { count: account.kpis.interview_count })}</span>
          </div>
          <div class="kpi">
            <strong>{formatDate(account.kpis.first_interviewed)}</strong>
            <span>{t('account.accountHeader.kpiFirstInterviewed')}</span>
          </div>
          <div class="kpi">
            <strong>{formatDate(account.kpis.last_interviewed)}</strong>
            <span>{t('account.accountHeader.kpiLastInterviewed')}</span>
          </div>
        </div>
      )}
      <p style={{ marginTop: '8px' }}>
        <ExternalLink href={account.url}>{t('account.accountHeader.openInWebApp')}</ExternalLink>
      </p>
    </section>
  );
}

function FitMark({ match }: { match: boolean }) {
  return (
    <span class={match ? 'status-satisfied' : 'muted'}>
      {' · '}
      {match ? t('account.accountHeader.insideIcp') : t('account.accountHeader.outsideIcp')}
    </span>
  );
}
