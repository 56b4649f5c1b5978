import { t } from '@/lib/i18n/catalogue';
import type { TabState } from '@/lib/shared/messaging';
import { describeSkip } from '@/lib/shared/skip-reasons';
import { backgroundClient } from '@/lib/ui/background-client';
import { AccountSuggestions } from './account-suggestions';
import { type AccountNavigation, AccountView } from './account-view';
import { ErrorNotice } from './error-notice';
import { MatchedByName } from './matched-by-name';
import { MeetingCompanies } from './meeting-companies';
import { Message, type MessageTags } from './message';
import { Onboarding } from './onboarding';
import { Skeleton } from './skeleton';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useRemote } from './use-remote';
import { VendorOffer } from './vendor-offer';

/** A domain or name inside a sentence keeps its own direction (a Latin domain in a Hebrew heading). */
const DATA: MessageTags = { bdi: (text) => <bdi>{text}</bdi> };

/**
 * The followed tab's answer, whatever its state, each with the action that helps; above it, a calendar event's
 * outside companies when the tab shows one (with two or more, the tab has no company of its own).
 */
export function TabStatusView(props: Parameters<typeof TabStatus>[0]) {
  const meeting = props.state?.meeting;
  if (!meeting) return <TabStatus {...props} />;
  const alone = props.state?.status === 'no_company';
  return (
    <>
      <MeetingCompanies meeting={meeting} onOpen={props.onOpenAccount} />
      {!alone && <TabStatus {...props} />}
    </>
  );
}

function TabStatus({
  tabId,
  state,
  onLookUpAnyway,
  onOpenAccount,
  ...navigation
}: {
  /** The followed tab (null: none), whose miss's nearby accounts are asked when shown. */
  tabId: number | null;
  state: TabState | null | undefined;
  onLookUpAnyway: () => void;
  onOpenAccount: (id: string) => void;
} & AccountNavigation) {
  if (state === undefined)
    return (
      <Skeleton
        lines={8}
        label={t('panel.tabStatus.reading')}
        waitingFor={t('panel.tabStatus.waitingForBackground')}
      />
    );
  if (state === null || state.status === 'no_company') {
    return (
      <div class="card" data-testid="tab-status" data-status="no_company">
        <h2>{t('panel.tabStatus.noCompany')}</h2>
        <p>{t('panel.tabStatus.noCompanyHelp')}</p>
      </div>
    );
  }
  switch (state.status) {
    case 'found':
      // By domain (or the account name a CRM record shows), as the lookup asked, shown at once from what the
      // lookup fetched (the tab's state carries it) while the background is asked for anything newer.
      return (
        <>
          {state.detection?.companyName !== undefined && <MatchedByName name={state.detection.companyName} />}
          <AccountView id={state.domain} known={state.detail} {...navigation} />
        </>
      );
    case 'looking_up':
      return (
        <Skeleton
          lines={10}
          label={t('panel.tabStatus.lookingUp', { domain: state.domain })}
          waitingFor={t('panel.tabStatus.waitingForAnswer', { domain: state.domain })}
          since={state.updatedAt}
          onRetry={onLookUpAnyway}
        />
      );
    case 'not_configured':
      return <Onboarding onConfigured={onLookUpAnyway} />;
    case 'skipped': {
      const canAsk = state.reason !== 'denied-site' && state.reason !== 'personal-mail';
      return (
        <div class="card" data-testid="tab-status" data-status="skipped">
          <h2 class="user-text">
            <Message id="panel.tabStatus.notLookedUp" values={{ domain: state.domain }} tags={DATA} />
          </h2>
          <p>{describeSkip(state.reason)}</p>
          {canAsk && (
            <button type="button" onClick={onLookUpAnyway}>
              {t('panel.tabStatus.lookUpAnyway')}
            </button>
          )}
        </div>
      );
    }
    case 'not_found':
      return (
        <div class="card" data-testid="tab-status" data-status="not_found">
          {state.vendor ? (
            // A vendor's own website: its profile rather than a dead end.
            <>
              <h2 class="user-text">
                <Message
                  id="panel.tabStatus.noInterviewsAsBuyer"
                  values={{ domain: state.domain }}
                  tags={DATA}
                />
              </h2>
              <VendorOffer
                vendor={state.vendor}
                onOpen={() => state.vendor && navigation.onOpenVendor(state.vendor.slug)}
              />
            </>
          ) : (
            <>
              <h2 class="user-text">
                <Message id="panel.tabStatus.noInterviews" values={{ domain: state.domain }} tags={DATA} />
              </h2>
              <p>{t('panel.tabStatus.noInterviewsHelp')}</p>
            </>
          )}
          {tabId !== null && (
            <MissSuggestions
              tabId={tabId}
              domain={state.domain}
              afterVendor={Boolean(state.vendor)}
              onOpenAccount={onOpenAccount}
            />
          )}
        </div>
      );
    case 'error':
      return <ErrorNotice error={state.error} onRetry={onLookUpAnyway} />;
  }
}

/**
 * The nearby accounts of the tab's miss, asked as it is shown: the lookup asks only for the account, since most
 * misses are websites nobody opens the sidebar on. Nothing shows until they come, nor when there are none.
 */
function MissSuggestions({
  tabId,
  domain,
  afterVendor,
  onOpenAccount,
}: {
  tabId: number;
  domain: string;
  /** A vendor's profile is offered above: these are the "or did you mean" accounts. */
  afterVendor: boolean;
  onOpenAccount: (id: string) => void;
}) {
  // Asked once the miss is on screen: a message while the panel opens holds its first frame back
  // (lib/ui/first-paint.ts).
  const shown = useAfterFirstPaint();
  const [answer] = useRemote(shown ? `${tabId}|${domain}` : null, () =>
    backgroundClient.tabSuggestions(tabId, domain),
  );
  if (!answer || !('ok' in answer) || !answer.ok || answer.data.length === 0) return null;
  return (
    <>
      <p>{t(afterVendor ? 'panel.tabStatus.orDidYouMeanAccount' : 'panel.tabStatus.didYouMean')}</p>
      <AccountSuggestions
        suggestions={answer.data}
        testId="suggestions"
        onPick={(slug) => onOpenAccount(slug)}
      />
    </>
  );
}
