import type { AccountDetail } from '../api/accounts';
import { codedErrorInfo, toApiErrorInfo } from '../api/errors';
import type { Detection, Meeting } from '../detect/types';
import { decideLookup } from '../privacy/lookup-policy';
import { isConfigured, type Settings } from '../schemas/settings';
import type { AccountSummary, Fetched, TabLookup, TabState } from '../shared/messaging';
import { companyKey, lookupId } from './lookup-query';
import { backgroundMessages } from './ui-language';
import type { VendorSource } from './vendor-directory';

/** What the tab lookup needs of the API: cached, shared, scheduled calls (lib/background/account-service.ts). */
export interface AccountSource {
  /** The account's summary, with the account itself (`detail`) as fetched, for the sidebar's first view. */
  resolve(
    domain: string,
    options: { priority: 'active' | 'background'; refresh?: boolean; persist?: boolean },
  ): Promise<Fetched<AccountSummary & { detail?: AccountDetail }>>;
}

export type TabInfo = {
  id: number;
  incognito: boolean;
  active: boolean;
  /** The top document the detection came from, where the browser names documents. */
  documentId?: string | undefined;
};

export type TabLookupDeps = {
  loadSettings(): Promise<Settings>;
  accounts: AccountSource;
  /** Vendors by website and name: a vendor's own site that is no account offers the vendor's profile. */
  vendors?: VendorSource;
  getState(tabId: number): Promise<TabState | null>;
  setState(tabId: number, state: TabState): Promise<void>;
  paint(tabId: number, state: TabState | null): Promise<void>;
  isOnline(): boolean;
  now(): number;
  /**
   * How long an answer may take before the tab says "looking up" (default 100 ms): a cached answer lands
   * sooner, and skipping that intermediate write and paint keeps the worker's work per page small.
   */
  lookingUpAfterMs?: number;
  /** The rep's correction for the tab's page, applied before any lookup (lib/background/company-corrections.ts). */
  correct?(tabId: number, detection: Detection | null): Promise<Detection | null>;
  /**
   * Starts reading what a lookup reads besides the tab (the cache's index), as a new document comes: a worker
   * just started reads it beside the tab, its domain and the rep's corrections rather than after them.
   */
  prepare?(): void;
};

/**
 * The per-tab state machine: a detection (from the tab's URL or a content script) becomes skipped,
 * looking up, found, not found or an error, stored per tab and painted on the toolbar. A newer
 * detection in the same tab always wins over an older lookup still in flight.
 */
export function createTabLookup(deps: TabLookupDeps) {
  // Bumped on every new detection of a tab, so that a slow answer never paints over a newer page.
  const generations = new Map<number, number>();
  // Bumped when the settings change: a lookup decided under older settings (a key, a mode) is run again
  // rather than finish with an answer the rep's new settings would not give.
  let settingsVersion = 0;

  async function write(
    tab: TabInfo,
    generation: number,
    detection: Detection | null,
    lookup: TabLookup,
    meeting?: Meeting | null,
  ) {
    if (generations.get(tab.id) !== generation) return;
    const state: TabState = { ...lookup, detection, updatedAt: deps.now() };
    if (tab.documentId) state.documentId = tab.documentId;
    if (meeting) state.meeting = meeting;
    // Both asked at once, the state first: the browser handles them in that order, and the badge does not wait
    // for the state's round trip.
    await Promise.all([deps.setState(tab.id, state), deps.paint(tab.id, state)]);
  }

  function bump(tabId: number): number {
    const generation = (generations.get(tabId) ?? 0) + 1;
    generations.set(tabId, generation);
    return generation;
  }

  async function run(
    tab: TabInfo,
    detection: Detection | null,
    options: { requested: boolean; refresh: boolean; meeting?: Meeting | null },
    claimed?: number,
  ) {
    // A claimed generation was taken when the event arrived; anything newer since then wins.
    if (claimed !== undefined && generations.get(tab.id) !== claimed) return;
    const generation = claimed ?? bump(tab.id);
    if (deps.correct) {
      detection = await deps.correct(tab.id, detection);
      if (generations.get(tab.id) !== generation) return;
    }
    const meeting = options.meeting === undefined ? await keptMeeting(tab.id, detection) : options.meeting;
    if (!detection) return write(tab, generation, null, { status: 'no_company' }, meeting);
    const version = settingsVersion;
    const finish = (lookup: TabLookup): Promise<void> =>
      version === settingsVersion
        ? write(tab, generation, detection, lookup, meeting)
        : run(tab, detection, { ...options, meeting }, generation);

    // All that may leave the browser: the registrable domain, or the account name a CRM record shows. The
    // state's `domain` is that lookup id (what the sidebar opens and the views show).
    const key = companyKey(detection);
    const domain = lookupId(key);
    // The toolbar title's messages are read meanwhile (once a worker), so that the title comes with the badge.
    void backgroundMessages().catch(() => undefined);
    const settings = await deps.loadSettings();
    const decision = decideLookup({
      ...key,
      source: detection.source,
      settings,
      incognito: tab.incognito,
      requested: options.requested,
    });
    if (!decision.lookup) return finish({ status: 'skipped', domain, reason: decision.reason });
    if (!isConfigured(settings)) return finish({ status: 'not_configured', domain });
    if (!deps.isOnline()) {
      const error = codedErrorInfo(
        'network',
        'You are offline. Buyer Lens will look this up when you are back.',
        'offlineLookup',
      );
      return finish({ status: 'error', domain, error });
    }

    const { accounts } = deps;
    try {
      const priority = tab.active || options.requested ? 'active' : 'background';
      // What the rep looks up in a private window is kept in memory only, never in the stored cache.
      const persist = !tab.incognito;
      const pending = accounts.resolve(domain, { priority, refresh: options.refresh, persist });
      if (!(await settlesWithin(pending, deps.lookingUpAfterMs ?? 100))) {
        await write(tab, generation, detection, { status: 'looking_up', domain }, meeting);
      }
      const answer = await pending;
      if (answer.ok) {
        const { detail, ...account } = answer.data;
        return finish({
          status: 'found',
          domain,
          account,
          ...(detail ? { detail: { data: detail, fetchedAt: answer.fetchedAt } } : {}),
        });
      }
      if (answer.error.kind !== 'not_found') {
        return finish({ status: 'error', domain, error: answer.error });
      }
      // A vendor's own website offers its profile (from the vendor list in memory; a failure is no offer). The
      // nearby accounts are asked only when a view shows the miss (the `tabSuggestions` message): most misses
      // are websites no rep opens the sidebar on, and asking on each doubled a miss's requests.
      const vendor = (await deps.vendors?.vendorFor(key, { persist }).catch(() => null)) ?? null;
      return finish({ status: 'not_found', domain, ...(vendor ? { vendor } : {}) });
    } catch (error) {
      return finish({ status: 'error', domain, error: toApiErrorInfo(error) });
    }
  }

  // A lookup run again for the same calendar detection (a retry, a settings change) keeps the tab's meeting; a
  // content script's report says its own (`null`: none). Only calendar detections carry one: a page with none
  // (a navigation elsewhere) keeps nothing.
  async function keptMeeting(tabId: number, detection: Detection | null): Promise<Meeting | null> {
    if (!detection || !MEETING_SOURCES.has(detection.source)) return null;
    const stored = await deps.getState(tabId);
    return stored?.meeting && JSON.stringify(stored.detection) === JSON.stringify(detection)
      ? stored.meeting
      : null;
  }

  return {
    /**
     * A tab now shows this company (or none): look it up if the rep's settings allow. `claimed` is a
     * generation from `navigated`, taken before an await, so that a later event for the tab still wins.
     * `meeting`: the calendar event a content script reported with it (null: none; absent: the tab's own, when
     * the detection is the same).
     */
    detected(
      tab: TabInfo,
      detection: Detection | null,
      claimed?: number,
      meeting?: Meeting | null,
    ): Promise<void> {
      return run(tab, detection, { requested: false, refresh: false, meeting }, claimed);
    },

    /**
     * A new document started in the tab: claims its next generation synchronously, for `detected`, and starts
     * reading what its lookup and badge read besides the tab (each once a worker: a worker that ran before has
     * them): the settings, the toolbar title's messages, the cache's index.
     */
    navigated(tabId: number): number {
      deps.loadSettings().catch(() => undefined);
      backgroundMessages().catch(() => undefined);
      deps.prepare?.();
      return bump(tabId);
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
      const stored = await deps.getState(tab.id);
      const target = detection ?? stored?.detection ?? null;
      // The rep asked again about the tab's own page: its meeting (two companies, no detection) stays offered.
      const meeting = detection === undefined || detection === null ? stored?.meeting : undefined;
      return run(tab, target, { requested: true, refresh: options.refresh ?? false, meeting });
    },

    /** The tab closed or navigated to nothing we know yet: forget its lookup. */
    forget(tabId: number): void {
      bump(tabId);
    },

    /** The tab's current generation (undefined: not seen by this worker), to claim for a later `detected`. */
    generationOf(tabId: number): number | undefined {
      return generations.get(tabId);
    },

    /** The settings changed: lookups in flight run again under them when they finish. */
    settingsChanged(): void {
      settingsVersion += 1;
    },

    /** Whether this worker has handled the tab since it started (a woken worker knows no tab yet). */
    isTracked(tabId: number): boolean {
      return generations.has(tabId);
    },
  };
}

export type TabLookupService = ReturnType<typeof createTabLookup>;

/** The sources whose detections can come with a meeting (lib/detect/sites: the calendar adapters). */
const MEETING_SOURCES: ReadonlySet<string> = new Set(['google-calendar', 'outlook-calendar']);

/** True when the promise settles (either way) within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
