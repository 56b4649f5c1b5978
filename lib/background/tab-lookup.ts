import type { ApiErrorInfo } from '../api/errors';
import type { Detection } from '../detect/types';
import type { AccountSuggestion, AccountSummary, TabLookup, TabState } from '../messaging';
import { decideLookup } from '../privacy/lookup-policy';
import { isConfigured, type Settings } from '../settings';
import { toFetchError } from './api-gateway';

export type AccountResolution = { status: 'found'; account: AccountSummary } | { status: 'not_found' };

/** What the tab lookup needs of the API: cached, shared, scheduled calls (lib/background/account-service.ts). */
export interface AccountSource {
  resolve(
    domain: string,
    options: { priority: 'active' | 'background'; refresh?: boolean },
  ): Promise<AccountResolution>;
  /** Nearby accounts for a registrable domain that is no account. */
  suggest(domain: string): Promise<AccountSuggestion[]>;
}

export type TabInfo = { id: number; incognito: boolean; active: boolean };

export type TabLookupDeps = {
  loadSettings(): Promise<Settings>;
  accounts: AccountSource;
  getState(tabId: number): Promise<TabState | null>;
  setState(tabId: number, state: TabState): Promise<void>;
  paint(tabId: number, state: TabState | null): Promise<void>;
  isOnline(): boolean;
  now(): number;
};

/**
 * The per-tab state machine: a detection (from the tab's URL or a content script) becomes skipped,
 * looking up, found, not found or an error, stored per tab and painted on the toolbar. A newer
 * detection in the same tab always wins over an older lookup still in flight.
 */
export function createTabLookup(deps: TabLookupDeps) {
  // Bumped on every new detection of a tab, so that a slow answer never paints over a newer page.
  const generations = new Map<number, number>();

  async function write(tabId: number, generation: number, detection: Detection | null, lookup: TabLookup) {
    if (generations.get(tabId) !== generation) return;
    const state: TabState = { ...lookup, detection, updatedAt: deps.now() };
    await deps.setState(tabId, state);
    if (generations.get(tabId) === generation) await deps.paint(tabId, state);
  }

  async function run(
    tab: TabInfo,
    detection: Detection | null,
    options: { requested: boolean; refresh: boolean },
  ) {
    const generation = (generations.get(tab.id) ?? 0) + 1;
    generations.set(tab.id, generation);
    if (!detection) return write(tab.id, generation, null, { status: 'no_company' });

    const { domain } = detection;
    const settings = await deps.loadSettings();
    const decision = decideLookup({
      domain,
      source: detection.source,
      settings,
      incognito: tab.incognito,
      requested: options.requested,
    });
    if (!decision.lookup)
      return write(tab.id, generation, detection, { status: 'skipped', domain, reason: decision.reason });
    if (!isConfigured(settings))
      return write(tab.id, generation, detection, { status: 'not_configured', domain });
    if (!deps.isOnline()) {
      const error: ApiErrorInfo = {
        kind: 'network',
        message: 'You are offline. Buyer Lens will look this up when you are back.',
      };
      return write(tab.id, generation, detection, { status: 'error', domain, error });
    }

    await write(tab.id, generation, detection, { status: 'looking_up', domain });
    const { accounts } = deps;
    try {
      const priority = tab.active || options.requested ? 'active' : 'background';
      const resolution = await accounts.resolve(domain, { priority, refresh: options.refresh });
      if (resolution.status === 'found') {
        return write(tab.id, generation, detection, { status: 'found', domain, account: resolution.account });
      }
      const suggestions = await accounts.suggest(domain).catch(() => []);
      return write(tab.id, generation, detection, { status: 'not_found', domain, suggestions });
    } catch (error) {
      return write(tab.id, generation, detection, { status: 'error', domain, error: toFetchError(error) });
    }
  }

  return {
    /** A tab now shows this company (or none): look it up if the rep's settings allow. */
    detected(tab: TabInfo, detection: Detection | null): Promise<void> {
      return run(tab, detection, { requested: false, refresh: false });
    },

    /**
     * The rep asked (look up anyway, shortcut, context menu): look the tab's company up even where automatic
     * lookups are off; `refresh` also bypasses the cache.
     */
    async requested(
      tab: TabInfo,
      detection?: Detection | null,
      options: { refresh?: boolean } = {},
    ): Promise<void> {
      const target = detection ?? (await deps.getState(tab.id))?.detection ?? null;
      return run(tab, target, { requested: true, refresh: options.refresh ?? false });
    },

    /** The tab closed or navigated to nothing we know yet: forget its lookup. */
    forget(tabId: number): void {
      generations.set(tabId, (generations.get(tabId) ?? 0) + 1);
    },
  };
}

export type TabLookupService = ReturnType<typeof createTabLookup>;
