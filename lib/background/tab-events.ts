import { browser } from 'wxt/browser';
import { detectionFromUrl, tabInfo } from './tab-detection';
import type { TabInfo, TabLookupService } from './tab-lookup';
import { clearTabState, getTabState, listTabStates } from './tab-state';
import { paintBadge } from './toolbar-badge';

/**
 * Follows the tabs: a new document in a tab's top frame resets its state and badge and, on an ordinary
 * website, looks up its domain; a same-document navigation re-reads the domain only where the URL is the
 * source (a CRM's content script reports its own changes); a closed tab is forgotten.
 */
export function registerTabEvents(tabs: TabLookupService): void {
  // The tabs this worker has seen. A tab never changes window kind, so its next page is looked up at once,
  // without waiting for tabs.get from a browser busy loading that page (which every badge would wait for); its
  // focus, which only orders requests, is read again meanwhile for the page after.
  const seenTabs = new Map<number, TabInfo>();

  browser.webNavigation.onCommitted.addListener((details) => {
    // Prerendered pages and other tab-less documents have no toolbar to paint.
    if (details.frameId !== 0 || details.tabId < 0) return;
    // Claimed now, before any await: the page's content script may report its company before tabs.get answers.
    const generation = tabs.navigated(details.tabId);
    void onNewDocument(tabs, seenTabs, details.tabId, details.url, generation, details.documentId);
  });

  browser.webNavigation.onHistoryStateUpdated.addListener((details) => {
    if (details.frameId !== 0) return;
    void onSameDocument(tabs, details.tabId, details.url);
  });

  // Back online: tabs that failed for want of a network are looked up again (best effort: an asleep worker
  // hears nothing, and looks the tab up on its next navigation instead).
  globalThis.addEventListener?.('online', () => void retryOfflineTabs(tabs));

  browser.tabs.onRemoved.addListener((tabId) => {
    seenTabs.delete(tabId);
    tabs.forget(tabId);
    void clearTabState(tabId);
  });
}

async function onNewDocument(
  tabs: TabLookupService,
  seenTabs: Map<number, TabInfo>,
  tabId: number,
  url: string,
  generation: number,
  documentId: string | undefined,
) {
  // The committed document, not whatever the tab shows by the time tabInfo answered. Asked before the domain
  // is read: a worker just started loads the Public Suffix List for it meanwhile.
  const reading = tabInfo(tabId, { documentId }).then((info) => {
    if (info) seenTabs.set(tabId, { id: info.id, incognito: info.incognito, active: info.active });
    else seenTabs.delete(tabId);
    return info;
  });
  const detection = detectionFromUrl(url);
  const seen = seenTabs.get(tabId);
  const tab = seen ? { ...seen, documentId } : await reading;
  if (!tab) return;
  await tabs.detected(tab, detection, generation);
}

async function onSameDocument(tabs: TabLookupService, tabId: number, url: string) {
  if (tabId < 0) return;
  const state = await getTabState(tabId);
  const current = state?.detection;
  if (current && current.source !== 'website') return;
  const detection = detectionFromUrl(url);
  if (current?.domain === detection?.domain) return;
  const tab = await tabInfo(tabId);
  if (tab) await tabs.detected(tab, detection);
}

/** Paints every open tab's badge again from its stored state: a woken worker starts from storage, not memory. */
export async function repaintAllBadges(): Promise<void> {
  for (const [tabId, state] of await listTabStates()) await paintBadge(tabId, state);
}

async function retryOfflineTabs(tabs: TabLookupService): Promise<void> {
  for (const [tabId, state] of await listTabStates()) {
    if (state.status !== 'error' || state.error.kind !== 'network' || !state.detection) continue;
    const tab = await tabInfo(tabId);
    if (tab) await tabs.detected(tab, state.detection);
  }
}

/**
 * What a worker does for the open tabs as it starts. A tab whose lookup was in flight when the last worker
 * stopped (its stored state still `looking_up`) is looked up again: nothing else would ever end it. An ordinary
 * website not yet known (browser start, install or update, or a first navigation that raced the worker's
 * start-up: webNavigation only reports what happens next) is looked up. Tabs with a final state are left
 * alone, so a worker waking from sleep asks nothing new; CRM, LinkedIn and mail hosts give no detection from
 * their URL: their content scripts report. A tab this worker already handles (the event that woke it) is
 * left to that event.
 */
export async function resumeTabs(tabs: TabLookupService): Promise<void> {
  const stored = new Map(await listTabStates());
  for (const tab of await browser.tabs.query({})) {
    if (tab.id === undefined || tabs.isTracked(tab.id)) continue;
    const state = stored.get(tab.id);
    const detection = state
      ? state.status === 'looking_up'
        ? state.detection
        : null
      : detectionFromUrl(tab.url);
    if (!detection) continue;
    const info = await tabInfo(tab.id);
    if (info && !tabs.isTracked(info.id)) await tabs.detected(info, detection);
  }
}
