import { useLayoutEffect, useState } from 'preact/hooks';
import type { AccountDetail, AccountField } from '@/lib/api/accounts';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { statusCounts } from '@/lib/ui/tech-stack';
import { AccountHeader } from './account-header';
import { AccountQa } from './account-qa';
import { StackStatusMix } from './charts/stack-status-mix';
import { CopyBriefButton } from './copy-brief-button';
import { FollowButton } from './follow-button';
import {
  LazyAccountInterviews,
  LazyAccountInterviewTimeline,
  LazyOurProductSection,
} from './lazy-account-details';
import { RemoteView } from './remote-view';
import { SectionTabs } from './section-tabs';
import { TechStackTable } from './tech-stack-table';
import { useAfterFirstPaint } from './use-after-first-paint';
import { type KnownAnswer, useRemote } from './use-remote';
import { useYourCompany } from './use-your-company';

/** The fields the account view asks for first. */
export const ACCOUNT_VIEW_FIELDS: AccountField[] = ['kpis', 'tech_stack'];

type AccountSection = 'stack' | 'qa' | 'interviews';

export type AccountNavigation = {
  /** Opens a vendor's profile, narrowed to one of its products (a stack row's) when given. */
  onOpenVendor: (slug: string, filters?: { product?: string }) => void;
  onOpenTranscript: (id: string) => void;
};

/** An account: header and KPIs, then its stack, Q&A and interviews, each loaded when first opened. */
export function AccountView({
  id,
  known,
  ...navigation
}: {
  id: string;
  /** The account as the tab's lookup fetched it: the view shows it in its first render (then asks for newer). */
  known?: KnownAnswer<AccountDetail>;
} & AccountNavigation) {
  const [state, reload] = useRemote<AccountDetail>(
    id,
    (refresh) => backgroundClient.account(id, { fields: ACCOUNT_VIEW_FIELDS, refresh }),
    known,
  );
  return (
    <RemoteView
      state={state}
      lines={10}
      label={t('account.accountView.loading')}
      onRetry={() => reload(true)}
    >
      {(account) => <AccountDetails account={account} {...navigation} />}
    </RemoteView>
  );
}

function AccountDetails({
  account,
  onOpenVendor,
  onOpenTranscript,
}: { account: AccountDetail } & AccountNavigation) {
  useLayoutEffect(() => {
    // npm run bench splits the sidebar's opening at this mark (tests/bench/sidebar-bench.ts).
    performance.mark('buyer-lens:account-rendered');
  }, []);
  // The stack comes once the header and KPIs are on screen (nothing below it moves): the panel's first frame
  // does not wait for its rows.
  const stackShown = useAfterFirstPaint();
  const [section, setSection] = useState<AccountSection>('stack');
  // Sections once opened stay mounted, so that switching back does not ask again.
  const [opened, setOpened] = useState<Set<AccountSection>>(new Set(['stack']));
  function select(next: AccountSection) {
    setSection(next);
    setOpened(new Set(opened).add(next));
  }
  return (
    <article data-testid="account-view">
      <AccountHeader account={account} />
      <div class="row">
        <CopyBriefButton account={account} />
        <FollowButton domain={account.domain_name} name={account.name} />
      </div>
      <YourProductHere account={account} onOpenVendor={onOpenVendor} />
      <SectionTabs
        id="account-sections"
        label={t('account.accountView.sections')}
        selected={section}
        onSelect={select}
        tabs={[
          {
            key: 'stack',
            label: t('account.accountView.techStackTab', { count: account.tech_stack?.length ?? 0 }),
          },
          { key: 'qa', label: t('account.accountView.qaTab') },
          { key: 'interviews', label: t('account.accountView.interviewsTab') },
        ]}
      >
        <div hidden={section !== 'stack'}>
          {stackShown && (
            <>
              <StackStatusMix parts={statusCounts(account.tech_stack ?? [])} />
              <TechStackTable items={account.tech_stack ?? []} onOpenVendor={onOpenVendor} />
            </>
          )}
        </div>
        {opened.has('qa') && (
          <div hidden={section !== 'qa'}>
            <AccountQa accountId={account.slug} />
          </div>
        )}
        {opened.has('interviews') && (
          <div hidden={section !== 'interviews'}>
            <LazyAccountInterviewTimeline accountSlug={account.slug} />
            <LazyAccountInterviews accountSlug={account.slug} onOpenTranscript={onOpenTranscript} />
          </div>
        )}
      </SectionTabs>
    </article>
  );
}

/**
 * "Your product here", for a rep who set Your company in Options: its code loads then, not with every account
 * (most reps never set it, and the side panel's first load has a budget).
 */
function YourProductHere(props: { account: AccountDetail; onOpenVendor: (slug: string) => void }) {
  return useYourCompany() ? <LazyOurProductSection {...props} /> : null;
}
