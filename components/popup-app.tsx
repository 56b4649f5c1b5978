import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage, type TabState } from '@/lib/messaging';
import { describeSkip } from '@/lib/privacy/skip-reasons';
import { applyTheme, loadDisplaySettings } from '@/lib/ui/display-settings';
import { type FollowedTab, readFollowedTab } from '@/lib/ui/followed-tab';
import { AccountSummaryCard } from './account-summary-card';
import { ErrorNotice } from './error-notice';
import { LookupForm } from './lookup-form';
import { openSidebarFromClick } from './sidebar-launch';
import { Skeleton } from './skeleton';

/** The toolbar popup: the current tab's answer at a glance, and a lookup box. */
export function PopupApp() {
  const [tab, setTab] = useState<FollowedTab | null>(null);
  const [state, setState] = useState<TabState | null | undefined>(undefined);

  useEffect(() => {
    void loadDisplaySettings().then((settings) => applyTheme(settings.theme));
    void (async () => {
      const found = await readFollowedTab();
      if (!found) return setState(null);
      setTab(found);
      setState(await sendMessage('getTabState', { tabId: found.id }).catch(() => null));
    })();
  }, []);

  const openSidebar = (slug?: string) => {
    openSidebarFromClick(tab?.windowId, slug ? { view: 'account', id: slug } : undefined);
    window.close();
  };

  return (
    <main style={{ width: '360px' }}>
      <div class="spread">
        <h1>Buyer Lens</h1>
        <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
          Options
        </button>
      </div>
      <section aria-label="This tab" data-testid="popup-tab">
        <CurrentTab
          state={state}
          onOpenSidebar={() => openSidebar()}
          onLookUpAnyway={() => {
            if (!tab) return;
            setState({ ...(state as TabState), status: 'looking_up', domain: '' });
            void sendMessage('lookUpTab', { tabId: tab.id })
              .then(setState)
              .catch(() => setState(null));
          }}
        />
      </section>
      <LookupForm onOpenSidebar={(slug) => openSidebar(slug)} />
    </main>
  );
}

function CurrentTab({
  state,
  onOpenSidebar,
  onLookUpAnyway,
}: {
  state: TabState | null | undefined;
  onOpenSidebar: () => void;
  onLookUpAnyway: () => void;
}) {
  if (state === undefined) return <Skeleton lines={2} label="Reading this tab" />;
  if (state === null || state.status === 'no_company') return null;
  switch (state.status) {
    case 'found':
      return <AccountSummaryCard account={state.account} onOpenSidebar={onOpenSidebar} />;
    case 'looking_up':
      return <Skeleton lines={2} label="Looking this tab up" />;
    case 'not_configured':
      return (
        <div class="card">
          Buyer Lens needs an API key or the sandbox.{' '}
          <button type="button" onClick={onOpenSidebar}>
            Get started
          </button>
        </div>
      );
    case 'skipped':
      return (
        <div class="card" data-status="skipped">
          <p>{describeSkip(state.reason)}</p>
          {state.reason !== 'denied-site' && state.reason !== 'personal-mail' && (
            <button type="button" class="secondary" onClick={onLookUpAnyway}>
              Look up {state.domain} anyway
            </button>
          )}
        </div>
      );
    case 'not_found':
      return (
        <div class="card" data-status="not_found">
          No interviews with <span class="user-text">{state.domain}</span>.
        </div>
      );
    case 'error':
      return <ErrorNotice error={state.error} onRetry={onLookUpAnyway} />;
  }
}
