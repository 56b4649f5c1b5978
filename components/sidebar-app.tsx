import { useEffect, useMemo, useState } from 'preact/hooks';
import { sendMessage } from '@/lib/messaging';
import { applyTheme, loadDisplaySettings, watchDisplaySettings } from '@/lib/ui/display-settings';
import {
  canGoBack,
  canGoForward,
  currentEntry,
  goBack,
  goForward,
  type NavigationHistory,
  pushEntry,
  type SidebarRoute,
  startHistory,
} from '@/lib/ui/navigation-history';
import { sidebarRequestItem, toSidebarRequest } from '@/lib/ui/sidebar-request';
import { AccountView } from './account-view';
import { createDataSource, DataSourceProvider } from './data-source';
import { TabStatusView } from './tab-status-view';
import { TranscriptView } from './transcript-view';
import { useFollowedTabId, useTabState } from './use-followed-tab';
import { VendorProfileView } from './vendor-profile-view';

const TAB_ROUTE: SidebarRoute = { view: 'tab' };

/** The account sidebar: follows the active tab, with its own back/forward through what the rep opened. */
export function SidebarApp() {
  const source = useMemo(createDataSource, []);
  const tabId = useFollowedTabId();
  const tabState = useTabState(tabId);
  const [history, setHistory] = useState<NavigationHistory<SidebarRoute>>(startHistory(TAB_ROUTE));
  const route = currentEntry(history);

  // A new tab (or a new page in it) brings the sidebar back to that tab's answer.
  const tabKey = tabState
    ? `${tabId}|${tabState.status}|${'domain' in tabState ? tabState.domain : ''}`
    : `${tabId}`;
  useEffect(() => setHistory(startHistory(TAB_ROUTE)), [tabKey]);

  useEffect(() => {
    void loadDisplaySettings().then((settings) => applyTheme(settings.theme));
    const unwatchSettings = watchDisplaySettings((settings) => applyTheme(settings.theme));
    // "Open in sidebar" from the popup: open what it asked for, once.
    const openRequest = (value: unknown) => {
      const request = toSidebarRequest(value);
      if (request && Date.now() - request.at < 60_000) {
        setHistory((current) => pushEntry(current, request.route));
        void sidebarRequestItem.setValue(null);
      }
    };
    void sidebarRequestItem.getValue().then(openRequest);
    const unwatchRequests = sidebarRequestItem.watch(openRequest);
    return () => {
      unwatchSettings();
      unwatchRequests();
    };
  }, []);

  const open = (next: SidebarRoute) => {
    setHistory((current) => pushEntry(current, next));
    window.scrollTo?.(0, 0);
  };
  const navigation = {
    onOpenVendor: (slug: string, filters: { product?: string; useCase?: string } = {}) =>
      open({ view: 'vendor', slug, ...stripEmpty(filters) }),
    onOpenTranscript: (id: string) => open({ view: 'transcript', id }),
    onOpenAccount: (id: string) => open({ view: 'account', id }),
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey) return;
      if (event.key === 'ArrowLeft') setHistory(goBack);
      if (event.key === 'ArrowRight') setHistory(goForward);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <DataSourceProvider value={source}>
      <header class="toolbar">
        <button
          type="button"
          class="icon-button"
          aria-label="Back"
          title="Back (Alt+←)"
          disabled={!canGoBack(history)}
          onClick={() => setHistory(goBack)}
        >
          ←
        </button>
        <button
          type="button"
          class="icon-button"
          aria-label="Forward"
          title="Forward (Alt+→)"
          disabled={!canGoForward(history)}
          onClick={() => setHistory(goForward)}
        >
          →
        </button>
        <h1>Buyer Lens</h1>
        {route.view !== 'tab' && (
          <button type="button" class="secondary" onClick={() => open(TAB_ROUTE)}>
            This tab
          </button>
        )}
      </header>
      <main data-testid="sidebar" data-view={route.view}>
        {route.view === 'tab' && (
          <TabStatusView
            state={tabState}
            onLookUpAnyway={() =>
              tabId != null && void sendMessage('lookUpTab', { tabId }).catch(() => undefined)
            }
            {...navigation}
          />
        )}
        {route.view === 'account' && <AccountView key={route.id} id={route.id} {...navigation} />}
        {route.view === 'transcript' && (
          <TranscriptView key={route.id} id={route.id} onOpenAccount={navigation.onOpenAccount} />
        )}
        {route.view === 'vendor' && (
          <VendorProfileView
            key={`${route.slug}|${route.product}|${route.useCase}`}
            slug={route.slug}
            product={route.product}
            useCase={route.useCase}
            {...navigation}
          />
        )}
      </main>
    </DataSourceProvider>
  );
}

function stripEmpty(filters: { product?: string; useCase?: string }) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as typeof filters;
}
