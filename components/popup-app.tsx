import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/catalogue';
import type { TabState } from '@/lib/shared/messaging';
import { describeSkip } from '@/lib/shared/skip-reasons';
import { backgroundClient } from '@/lib/ui/background-client';
import { applyTheme, loadDisplaySettings } from '@/lib/ui/display-settings';
import { type FollowedTab, readFollowedTab } from '@/lib/ui/followed-tab';
import type { SidebarRoute } from '@/lib/ui/navigation-history';
import { AccountSummaryCard } from './account-summary-card';
import { CompanyCorrection } from './company-correction';
import { DemoDataLabel } from './demo-data-label';
import { ErrorNotice } from './error-notice';
import { LookupForm } from './lookup-form';
import { MatchedByName } from './matched-by-name';
import { MeetingCompanies } from './meeting-companies';
import { Message } from './message';
import { PageOutlineButton } from './page-outline-button';
import { PopupMyAccounts } from './popup-my-accounts';
import { openSidebarFromClick } from './sidebar-launch';
import { Skeleton } from './skeleton';
import { usePageConnection } from './use-connection';
import { useTabState } from './use-followed-tab';
import { VendorOffer } from './vendor-offer';

/** The toolbar popup: the current tab's answer at a glance, and a lookup box. */
export function PopupApp() {
  const connection = usePageConnection();
  // undefined while the tab is read; null: no tab to answer for.
  const [tab, setTab] = useState<FollowedTab | null | undefined>(undefined);
  // Watched, not read once: a popup opened while the lookup runs shows its answer when it lands.
  const tabState = useTabState(tab?.id ?? null);
  // The rep asked for a lookup: it shows as running until the tab's state changes.
  const [asking, setAsking] = useState(false);
  useEffect(() => setAsking(false), [tabState]);
  const state = tab === undefined ? undefined : tabState;

  useEffect(() => {
    void loadDisplaySettings().then((settings) => applyTheme(settings.theme));
    void readFollowedTab().then(setTab);
  }, []);

  const openSidebar = (route?: SidebarRoute) => {
    // Closed once the request is stored: closing at once could take the write with the page.
    void openSidebarFromClick(tab?.windowId, route).finally(() => window.close());
  };
  const openVendor = (slug: string) => openSidebar({ view: 'vendor', slug });

  return (
    <main style={{ width: '360px' }}>
      <div class="spread">
        <h1>
          Buyer Lens <DemoDataLabel />
        </h1>
        <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('panel.popup.options')}
        </button>
      </div>
      <section aria-label={t('panel.popup.thisTab')} data-testid="popup-tab">
        <CurrentTab
          state={
            asking && state
              ? { ...state, status: 'looking_up', domain: 'domain' in state ? state.domain : '' }
              : state
          }
          onOpenSidebar={() => openSidebar()}
          onOpenVendor={openVendor}
          onOpenAccount={(domain) => openSidebar({ view: 'account', id: domain })}
          onLookUpAnyway={() => {
            // The tab's state item shows the lookup as it runs and its answer.
            if (!tab) return;
            setAsking(true);
            void backgroundClient.lookUpTab(tab.id);
          }}
        />
      </section>
      <LookupForm
        connection={connection}
        onOpenSidebar={(slug) => openSidebar({ view: 'account', id: slug })}
        onOpenRoute={openSidebar}
      />
      <PopupMyAccounts connection={connection} onOpen={() => openSidebar({ view: 'my-accounts' })} />
      {tab && <CompanyCorrection tabId={tab.id} state={state} />}
      {tab && <PageOutlineButton tabId={tab.id} />}
    </main>
  );
}

type CurrentTabProps = {
  state: TabState | null | undefined;
  onOpenSidebar: () => void;
  onOpenVendor: (slug: string) => void;
  onOpenAccount: (domain: string) => void;
  onLookUpAnyway: () => void;
};

// A calendar event's outside companies (each opens in the sidebar), above the tab's own answer when it has one.
function CurrentTab(props: CurrentTabProps) {
  const meeting = props.state?.meeting;
  if (!meeting) return <TabAnswer {...props} />;
  return (
    <>
      <MeetingCompanies meeting={meeting} onOpen={props.onOpenAccount} />
      {props.state?.status !== 'no_company' && <TabAnswer {...props} />}
    </>
  );
}

function TabAnswer({ state, onOpenSidebar, onOpenVendor, onLookUpAnyway }: CurrentTabProps) {
  if (state === undefined)
    return (
      <Skeleton
        lines={2}
        label={t('panel.tabStatus.reading')}
        waitingFor={t('panel.tabStatus.waitingForBackground')}
      />
    );
  if (state === null || state.status === 'no_company') return null;
  switch (state.status) {
    case 'found':
      return (
        <>
          {state.detection?.companyName !== undefined && <MatchedByName name={state.detection.companyName} />}
          <AccountSummaryCard account={state.account} onOpenSidebar={onOpenSidebar} />
        </>
      );
    case 'looking_up':
      return (
        <Skeleton
          lines={2}
          label={t('panel.popup.lookingUpTab')}
          waitingFor={t('panel.tabStatus.waitingForAnswer', { domain: state.domain })}
          since={state.updatedAt}
          onRetry={onLookUpAnyway}
        />
      );
    case 'not_configured':
      return (
        <div class="card">
          {t('panel.popup.needsKey')}{' '}
          <button type="button" onClick={onOpenSidebar}>
            {t('panel.popup.getStarted')}
          </button>
        </div>
      );
    case 'skipped':
      return (
        <div class="card" data-status="skipped">
          <p>{describeSkip(state.reason)}</p>
          {state.reason !== 'denied-site' && state.reason !== 'personal-mail' && (
            <button type="button" class="secondary" onClick={onLookUpAnyway}>
              {t('panel.popup.lookUpDomainAnyway', { domain: state.domain })}
            </button>
          )}
        </div>
      );
    case 'not_found': {
      const { vendor } = state;
      return (
        <div class="card" data-status="not_found">
          <Message
            id={vendor ? 'panel.popup.noInterviewsAsBuyer' : 'panel.popup.noInterviews'}
            values={{ domain: state.domain }}
            tags={{ bdi: (text) => <bdi class="user-text">{text}</bdi> }}
          />
          {vendor && <VendorOffer vendor={vendor} onOpen={() => onOpenVendor(vendor.slug)} />}
        </div>
      );
    }
    case 'error':
      return <ErrorNotice error={state.error} onRetry={onLookUpAnyway} />;
  }
}
