import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { TabState } from '@/lib/shared/messaging';
import { type SidebarRequest, sidebarRequestItem } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { applyTheme, watchDisplaySettings } from '@/lib/ui/display-settings';
import {
  currentEntry,
  goBack,
  goForward,
  type NavigationHistory,
  pushEntry,
  type ResearchTab,
  type SidebarRoute,
  startHistory,
} from '@/lib/ui/navigation-history';
import { routeFromFragment, routeToFragment } from '@/lib/ui/sidebar-location';
import { isRequestFor, toSidebarRequest } from '@/lib/ui/sidebar-request';
import { AccountView } from './account-view';
import { CompanyCorrection } from './company-correction';
import { createDataSource, DataSourceProvider } from './data-source';
import { LazyTranscriptView, LazyVendorProfileView } from './lazy-account-details';
import { LazyMeetingBrief } from './lazy-meeting-brief';
import { LazyMyAccountsView } from './lazy-my-accounts-view';
import { LazyResearchView } from './lazy-research-view';
import { PageListOffer } from './page-list-offer';
import { PageOutlineButton } from './page-outline-button';
import type { SidebarOpening } from './sidebar-opening';
import { SidebarToolbar } from './sidebar-toolbar';
import { Skeleton } from './skeleton';
import { TabStatusView } from './tab-status-view';
import { usePageConnection } from './use-connection';
import { useFollowedTabId, useTabState } from './use-followed-tab';
import { type RouteArrival, useRouteFocus } from './use-route-focus';

const TAB_ROUTE: SidebarRoute = { view: 'tab' };
const FIRST_RESEARCH: SidebarRoute = { view: 'research', tab: 'accounts', query: '' };
const MY_ACCOUNTS: SidebarRoute = { view: 'my-accounts' };

/** The history the sidebar opens with: the tab's answer, then the route the page's URL names, then the popup's. */
function openingHistory(opening: SidebarOpening): NavigationHistory<SidebarRoute> {
  let history = startHistory(TAB_ROUTE);
  const linked = routeFromFragment(location.hash);
  if (linked) history = pushEntry(history, linked);
  if (opening.request) history = pushEntry(history, opening.request.route);
  return history;
}

/** The sidebar page: the toolbar and a skeleton until the opening read returns, then the sidebar. */
export function SidebarRoot({ opening }: { opening: Promise<SidebarOpening> }) {
  const [ready, setReady] = useState<SidebarOpening | null>(null);
  // A layout effect: a plain one would wait for the next frame before even listening.
  useLayoutEffect(() => {
    void opening.then((value) => {
      applyTheme(value.display.theme);
      setReady(value);
    });
  }, [opening]);
  if (ready) return <SidebarApp opening={ready} />;
  return (
    <>
      <SidebarToolbar
        history={startHistory(TAB_ROUTE)}
        onBack={() => undefined}
        onForward={() => undefined}
        onThisTab={() => undefined}
        onResearch={() => undefined}
        onMyAccounts={() => undefined}
      />
      <main data-testid="sidebar" data-view="tab">
        <Skeleton
          lines={8}
          label={t('panel.tabStatus.reading')}
          waitingFor={t('panel.tabStatus.waitingForBackground')}
        />
      </main>
    </>
  );
}

/** The account sidebar: follows the active tab, with its own back/forward through what the rep opened. */
export function SidebarApp({ opening }: { opening: SidebarOpening }) {
  const connection = usePageConnection(opening.connection);
  // A fresh data layer (its memos) for each connection: a first one is taken without a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the connection is the reason to make a new one.
  const source = useMemo(createDataSource, [connection]);
  const tabId = useFollowedTabId(opening);
  const tabState = useTabState(
    tabId,
    opening.tab ? { tabId: opening.tab.id, state: opening.tabState } : undefined,
  );
  // The popup's "open in sidebar" and a linked route open on top of the tab's answer, so Back leads to the tab.
  // Each step records how it came (opened, or Back/Forward) with the route it leads to: two steps in one frame
  // (a search written as its box loses focus, then the result opened) each keep their own.
  const [{ history, arrival }, setShown] = useState<ShownRoute>(() => ({
    history: openingHistory(opening),
    arrival: null,
  }));
  const navigate = (how: RouteArrival | null, step: (current: SidebarHistory) => SidebarHistory) =>
    setShown((current) => {
      const next = step(current.history);
      return next === current.history ? current : { history: next, arrival: how };
    });
  const route = currentEntry(history);
  const researching = useRef(route.view === 'research');
  researching.current = route.view === 'research';
  // Focus follows the rep from view to view (use-route-focus.ts): how the next route comes, and where it shows.
  const main = useRef<HTMLElement>(null);
  useRouteFocus(JSON.stringify(route), arrival, main);
  const back = () => navigate('history', goBack);
  const forward = () => navigate('history', goForward);

  // The URL names what is shown, so reload and a copied link restore it; a link pasted in opens on top.
  useEffect(() => {
    const fragment = routeToFragment(route);
    if (fragment === location.hash || (!fragment && !location.hash)) return;
    window.history.replaceState(null, '', `${location.pathname}${location.search}${fragment}`);
  }, [route]);
  // Listening from the first render (a layout effect; a plain one waits a frame), and reading the link from the
  // event: the fragment may already have been rewritten to the route shown by the time the event arrives.
  useLayoutEffect(() => {
    const onHashChange = (event: HashChangeEvent) => {
      const linked = routeFromFragment(new URL(event.newURL || location.href).hash);
      if (!linked) return;
      navigate('open', (current) => pushEntry(current, linked));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // A new tab (or a new page in it) brings the sidebar back to that tab's answer, unless the rep is in the
  // middle of research: switching tabs to look something up must not throw a search away. Only the page
  // counts: its lookup moving on (looking up, then found) or its state being read for the first time is not a
  // new page, and must not take away what the rep, the popup or a link opened on top.
  const page = tabState === undefined ? undefined : pageOf(tabState);
  const shownPage = useRef({ tabId, page });
  useEffect(() => {
    const shown = shownPage.current;
    if (tabId === shown.tabId && (page === undefined || page === shown.page)) return;
    const firstRead = tabId === shown.tabId && shown.page === undefined;
    shownPage.current = { tabId, page };
    if (!firstRead && !researching.current) navigate(null, () => startHistory(TAB_ROUTE));
  }, [tabId, page]);

  // A layout effect: listening from the first render, not a frame later.
  useLayoutEffect(() => {
    const unwatchSettings = watchDisplaySettings((settings) => applyTheme(settings.theme));
    // "Open in sidebar" from the popup: open what it asked for, once.
    const openRequest = (request: SidebarRequest | null) => {
      if (!request || !isRequestFor(request, opening.tab?.windowId)) return;
      navigate('open', (current) => pushEntry(current, request.route));
      void sidebarRequestItem.setValue(null);
    };
    const unwatchRequests = sidebarRequestItem.watch((value) => openRequest(toSidebarRequest(value)));
    // The popup writes its request as it opens the side panel: one written after the opening's read and before
    // this watch is read here (the opening's own is already shown: opening it again changes nothing).
    void sidebarRequestItem.getValue().then((value) => openRequest(toSidebarRequest(value)));
    return () => {
      unwatchSettings();
      unwatchRequests();
    };
  }, [opening]);

  const open = (next: SidebarRoute) => {
    navigate('open', (current) => pushEntry(current, next));
    window.scrollTo?.(0, 0);
  };
  const navigation = {
    onOpenVendor: (slug: string, filters: { product?: string; useCase?: string } = {}) =>
      open({ view: 'vendor', slug, ...stripEmpty(filters) }),
    onOpenTranscript: (id: string, options: { find?: string } = {}) =>
      open({ view: 'transcript', id, ...(options.find ? { find: options.find } : {}) }),
    onOpenAccount: (id: string) => open({ view: 'account', id }),
  };
  const openResearch = () => {
    // Back to the last search the rep ran, else a fresh account search.
    const last = history.entries.slice(0, history.index + 1).findLast((entry) => entry.view === 'research');
    open(last ?? FIRST_RESEARCH);
  };
  const search = (tab: ResearchTab, query: string) => open({ view: 'research', tab, query });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey) return;
      if (event.key === 'ArrowLeft') navigate('history', goBack);
      if (event.key === 'ArrowRight') navigate('history', goForward);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <DataSourceProvider value={source}>
      <SidebarToolbar
        history={history}
        onBack={back}
        onForward={forward}
        onThisTab={() => open(TAB_ROUTE)}
        onResearch={openResearch}
        onMyAccounts={() => open(MY_ACCOUNTS)}
        meeting={Boolean(tabState?.meeting)}
      />
      <main ref={main} data-testid="sidebar" data-view={route.view}>
        {route.view === 'tab' && tabState?.meeting && (
          <LazyMeetingBrief meeting={tabState.meeting} {...navigation} />
        )}
        {route.view === 'tab' && !tabState?.meeting && (
          <TabStatusView
            tabId={tabId ?? null}
            state={tabState}
            onLookUpAnyway={() => tabId != null && void backgroundClient.lookUpTab(tabId)}
            {...navigation}
          />
        )}
        {route.view === 'tab' && tabId != null && !tabState?.meeting && (
          <CompanyCorrection tabId={tabId} state={tabState} />
        )}
        {route.view === 'tab' && tabId != null && tabState?.status === 'no_company' && (
          <PageListOffer tabId={tabId} state={tabState} onOpenMyAccounts={() => open(MY_ACCOUNTS)} />
        )}
        {route.view === 'tab' && tabId != null && <PageOutlineButton tabId={tabId} />}
        {route.view === 'account' && <AccountView key={route.id} id={route.id} {...navigation} />}
        {route.view === 'transcript' && (
          <LazyTranscriptView
            key={`${route.id}|${route.find}`}
            id={route.id}
            find={route.find}
            onOpenAccount={navigation.onOpenAccount}
            onOpenVendor={navigation.onOpenVendor}
          />
        )}
        {route.view === 'research' && (
          <LazyResearchView tab={route.tab} query={route.query} onSearch={search} {...navigation} />
        )}
        {route.view === 'my-accounts' && (
          <LazyMyAccountsView
            onOpenAccount={navigation.onOpenAccount}
            onOpenTranscript={(id) => navigation.onOpenTranscript(id)}
          />
        )}
        {route.view === 'vendor' && (
          <LazyVendorProfileView
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

/** Which page a tab state is for: the company looked up, or the calendar event's companies. */
function pageOf(state: TabState | null): string {
  if (!state) return '';
  const domain = 'domain' in state ? state.domain : '';
  return state.meeting ? `${domain}|${state.meeting.title}|${state.meeting.companies.join(',')}` : domain;
}

type SidebarHistory = NavigationHistory<SidebarRoute>;
/** What the sidebar shows, and how the rep came to its current route (null: the tab's answer came back). */
type ShownRoute = { history: SidebarHistory; arrival: RouteArrival | null };

function stripEmpty(filters: { product?: string; useCase?: string }) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as typeof filters;
}
