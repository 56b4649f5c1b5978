import { useEffect, useRef, useState } from 'preact/hooks';
import type { AccountDetail } from '@/lib/api/accounts';
import { t } from '@/lib/i18n/catalogue';
import {
  loadCompanyAccount,
  loadCompanyInterviews,
  peekCompanyAccount,
  peekCompanyInterviews,
} from '@/lib/meeting/company-brief';
import { type CompanyBrief, talkingPoints } from '@/lib/meeting/meeting-brief';
import { statusCounts } from '@/lib/ui/tech-stack';
import { AccountHeader } from './account-header';
import { AccountQaList } from './account-qa';
import { AccountSuggestions } from './account-suggestions';
import { BriefPerspectives } from './brief-perspectives';
import { BriefTalkingPoints } from './brief-talking-points';
import { StackStatusMix } from './charts/stack-status-mix';
import { ErrorNotice } from './error-notice';
import { FollowButton } from './follow-button';
import { Message } from './message';
import { OurProductSection } from './our-product-section';
import { Skeleton } from './skeleton';
import { TechStackTable } from './tech-stack-table';
import { useBriefFetchers } from './use-brief-fetchers';

export type BriefNavigation = {
  onOpenAccount: (id: string) => void;
  onOpenVendor: (slug: string, filters?: { product?: string }) => void;
  onOpenTranscript: (id: string) => void;
};

/**
 * One company of the meeting's brief: at a glance (name, domain, HQ, revenue, headcount, ICP, targeted, KPIs),
 * then what to talk about: their stack (unhappy first, ratings as bars), your product there, the use cases and
 * priorities their buyers named, the newest perspectives and the Q&A. The account (every section) comes in one
 * request; the interviews only once the section is on screen.
 */
export function MeetingCompanyBrief({ domain, ...navigation }: { domain: string } & BriefNavigation) {
  const fetchers = useBriefFetchers();
  // A company seen before on this page shows at once, without a skeleton or a frame's wait.
  const [header, setHeader] = useState<Pick<CompanyBrief, 'account' | 'problem'> | null>(
    () => peekCompanyAccount(domain, fetchers) ?? null,
  );
  const [attempt, setAttempt] = useState(0);
  const hadAtStart = useRef(header !== null);
  useEffect(() => {
    if (attempt === 0 && hadAtStart.current) return;
    let live = true;
    setHeader(null);
    void loadCompanyAccount(domain, fetchers).then((loaded) => live && setHeader(loaded));
    return () => {
      live = false;
    };
  }, [domain, fetchers, attempt]);

  return (
    <section class="card meeting-company" data-testid="meeting-company-brief" data-domain={domain}>
      {header === null ? (
        <Skeleton
          lines={6}
          label={t('meeting.meetingCompanyBrief.loading', { domain })}
          waitingFor={t('meeting.meetingCompanyBrief.waitingFor', { domain })}
        />
      ) : header.account ? (
        <CompanyDetails account={header.account} {...navigation} />
      ) : header.problem?.kind === 'not_found' ? (
        <div data-testid="tab-status" data-status="not_found">
          <h3>
            <Message
              id="meeting.meetingBrief.noInterviews"
              values={{ domain }}
              tags={{ domain: (text) => <bdi class="user-text">{text}</bdi> }}
            />
          </h3>
          <p>{t('meeting.meetingCompanyBrief.noTeamInterviews')}</p>
          {header.problem.suggestions.length > 0 && (
            <>
              <p>{t('meeting.meetingCompanyBrief.didYouMean')}</p>
              <AccountSuggestions
                suggestions={header.problem.suggestions}
                testId="suggestions"
                onPick={navigation.onOpenAccount}
              />
            </>
          )}
        </div>
      ) : (
        <>
          <h3 dir="auto" class="user-text">
            {domain}
          </h3>
          <ErrorNotice
            error={
              header.problem?.kind === 'error'
                ? header.problem.error
                : { kind: 'network', message: t('meeting.meetingCompanyBrief.couldNotLoad', { domain }) }
            }
            onRetry={() => setAttempt(attempt + 1)}
          />
        </>
      )}
    </section>
  );
}

function CompanyDetails({ account, ...navigation }: { account: AccountDetail } & BriefNavigation) {
  const fetchers = useBriefFetchers();
  const here = useRef<HTMLDivElement>(null);
  const visible = useSeen(here);
  // Read before on this page: shown at once, without waiting to be scrolled to.
  const [interviews, setInterviews] = useState<Pick<CompanyBrief, 'transcripts' | 'perspectives'> | null>(
    () => peekCompanyInterviews(account, fetchers) ?? null,
  );
  useEffect(() => {
    if (!visible || interviews) return;
    let live = true;
    void loadCompanyInterviews(account, fetchers).then((loaded) => live && setInterviews(loaded));
    return () => {
      live = false;
    };
  }, [visible, account, fetchers, interviews]);
  const transcripts = interviews?.transcripts ?? [];

  return (
    <div ref={here}>
      <AccountHeader account={account} inBrief />
      <p>
        <button type="button" class="secondary" onClick={() => navigation.onOpenAccount(account.slug)}>
          <Message
            id="meeting.meetingCompanyBrief.open"
            values={{ name: account.name }}
            tags={{ name: (name) => <bdi class="user-text">{name}</bdi> }}
          />
        </button>{' '}
        <FollowButton domain={account.domain_name} name={account.name} />
      </p>
      {(account.tech_stack?.length ?? 0) > 0 && (
        <section class="brief-part" data-testid="brief-stack">
          <h4>{t('meeting.meetingBrief.theirStack')}</h4>
          <StackStatusMix parts={statusCounts(account.tech_stack ?? [])} />
          <TechStackTable items={account.tech_stack ?? []} onOpenVendor={navigation.onOpenVendor} />
        </section>
      )}
      <OurProductSection account={account} onOpenVendor={navigation.onOpenVendor} />
      {interviews === null ? (
        <Skeleton
          lines={4}
          label={t('meeting.meetingCompanyBrief.readingInterviews', { name: account.name })}
        />
      ) : (
        <>
          <BriefTalkingPoints
            title={t('meeting.meetingBrief.inMarketFor')}
            testId="brief-use-cases"
            points={talkingPoints(transcripts, 'in_market_for')}
            onOpenTranscript={navigation.onOpenTranscript}
          />
          <BriefTalkingPoints
            title={t('meeting.meetingBrief.strategicPriorities')}
            testId="brief-priorities"
            points={talkingPoints(transcripts, 'strategic_priorities')}
            onOpenTranscript={navigation.onOpenTranscript}
          />
          <BriefPerspectives
            perspectives={interviews.perspectives}
            onOpenTranscript={navigation.onOpenTranscript}
          />
        </>
      )}
      {(account.qa?.length ?? 0) > 0 && (
        <section class="brief-part" data-testid="brief-qa">
          <h4>{t('meeting.meetingBrief.qa')}</h4>
          <AccountQaList categories={account.qa ?? []} level={5} />
        </section>
      )}
    </div>
  );
}

/** True once the element has been on screen (it stays true): what is below the fold waits for the rep. */
function useSeen(element: { current: HTMLElement | null }): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
