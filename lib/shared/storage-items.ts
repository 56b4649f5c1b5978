import { type StorageItemKey, storage } from 'wxt/utils/storage';
import type { PageList } from '../detect/types';
import type { SidebarRoute } from '../ui/navigation-history';
import type { TabState } from './messaging';
import type { Settings } from './settings-types';

// Every key Buyer Lens keeps in browser storage, declared once, with its fallback. No zod here: content
// scripts and the light pages import this file. What is read back is checked where it is received:
// settings by lib/schemas/settings.ts, the others by the readers named beside each item.
//
// The rule (docs/architecture.md, "Two rules"): state lives in these items and every view watches the ones it shows;
// commands go to the background as messages (lib/shared/messaging.ts).

/**
 * One key in browser storage with its fallback, read, written and watched through WXT's storage. Not WXT's
 * `storage.defineItem`: that reads its key once as it is defined (for an `init` option none of these has), so
 * this file's dozen items cost every worker start and every page that imports it a dozen storage reads before
 * anything asked for one (most of the worker's start after its script).
 */
export type StorageItem<T> = {
  readonly key: StorageItemKey;
  readonly fallback: T;
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
  /** Called with each change; a removed value is reported as the fallback. Returns the unwatch. */
  watch(callback: (next: T, previous: T) => void): () => void;
};

function defineStorageItem<T>(key: StorageItemKey, fallback: T): StorageItem<T> {
  return {
    key,
    fallback,
    getValue: () => storage.getItem<T>(key, { fallback }),
    setValue: (value) => storage.setItem<T>(key, value),
    removeValue: () => storage.removeItem(key),
    watch: (callback) =>
      storage.watch<T>(key, (next, previous) => callback(next ?? fallback, previous ?? fallback)),
  };
}

/** The sandbox is the embedded default, so a new user without a key has something real to look at. */
export const SANDBOX_BASE_URL = 'http://127.0.0.1:8787';
/** The sandbox's demo key: a new user can try Buyer Lens on made-up data at once. */
export const SANDBOX_DEMO_KEY = 'demo-full';

/**
 * "Demo data": the sandbox's own handler, served inside the background (lib/background/demo-data.ts) with its
 * demo key: no server, no key from the rep. Its address is never on the network (`.invalid`, RFC 2606): only
 * the background's handler answers it, and every view that shows its data says "Demo data".
 */
export const DEMO_BASE_URL = 'https://demo.buyer-lens.invalid';

/** True when a connection (`connectionItem`'s id, or a cache namespace) is the demo data's. */
export function isDemoConnection(id: string | null | undefined): boolean {
  return typeof id === 'string' && id.startsWith(`${DEMO_BASE_URL}#`);
}

/**
 * Build-time defaults: `npm run demo` and the tests build with the sandbox's address and demo key
 * (WXT_API_BASE_URL, WXT_API_KEY). A production build has no address until the rep saves one or picks the
 * sandbox: a real key must never go in clear text to whatever listens on the sandbox's port.
 */
export const defaultSettings: Settings = {
  baseUrl: import.meta.env.WXT_API_BASE_URL || (import.meta.env.DEV ? SANDBOX_BASE_URL : ''),
  apiKey: import.meta.env.WXT_API_KEY || '',
  detectionMode: 'automatic',
  allowedSites: [],
  disabledSites: [],
  lookUpInPrivateWindows: false,
  theme: 'system',
  language: 'browser',
  showLauncher: true,
  dataSource: 'api',
  watchEvery: '6h',
  watchNotifications: false,
  markLists: true,
  markLinkedinLists: 'ask',
  markMailLists: 'ask',
};

/**
 * The settings record as stored: every setting but the key, which lives in the extension's IndexedDB
 * (lib/private-storage/api-key-store.ts), out of reach of content scripts on every browser. Its fingerprint
 * stands here, so that watchers learn when it changes. A key written into the record itself (an older
 * version, the sandbox button) is moved out by the background at once.
 */
export type StoredSettings = Partial<Settings> & { apiKeyFingerprint?: string; schemaVersion?: number };

/**
 * The settings record's shape (`schemaVersion` in it). 2: the key out of the record (in IndexedDB, its
 * fingerprint here) and the version stamped. Records without one are the shapes shipped before it
 * (tests/fixtures/settings): lib/schemas/settings.ts `upgradeStoredSettings` brings them to this one.
 */
export const SETTINGS_SCHEMA_VERSION = 2;

/**
 * The one settings record, in extension-local storage (kept from content scripts where the browser allows:
 * entrypoints/background.ts). Read it through lib/schemas/settings.ts (zod) or lib/ui/display-settings.ts
 * (the few fields the light pages show, checked by hand).
 */
export const settingsItem = defineStorageItem<StoredSettings>('local:settings', defaultSettings);

/**
 * The connection every view's data came from: the API's base URL and a fingerprint of the key (never the
 * key), as the cache names it; null while there is no key. The background writes it once it has switched to
 * new settings (and dropped the old connection's answers); every open view watches it and reloads when it
 * changes, so no team's data outlives its key.
 */
export const connectionItem = defineStorageItem<{ id: string } | null>('local:connection', null);

/**
 * Whether the last read of the organisation's policy (`storage.managed`) found any: whether the next read after
 * a browser start is waited for (lib/shared/managed-storage.ts).
 */
export const policyPresentItem = defineStorageItem<boolean>('local:managedPolicyPresent', false);

/** One account the rep looked up in the popup, on the connection it was found on (lib/ui/recent-lookups.ts). */
export type RecentLookup = { query: string; name: string; slug: string; connection: string };

/** The popup's recent lookups, newest first. */
export const recentLookupsItem = defineStorageItem<RecentLookup[]>('local:recentLookups', []);

/**
 * The rep's "Not this company?": on this CRM record (`key` "record:" and its URL without the query) or this
 * website ("site:" and its registrable domain), Buyer Lens shows `account` instead of what it detected, on
 * the connection the rep picked it on. Written and applied by the background (lib/background/company-corrections.ts,
 * zod where read); Options lists and removes them (lib/ui/company-corrections.ts, checked by hand).
 */
export type CompanyCorrection = {
  key: string;
  account: { name: string; slug: string; domain: string };
  connection: string;
  correctedAt: number;
};

/** The rep's corrections, every connection's, newest first; never written from a private window. */
export const companyCorrectionsItem = defineStorageItem<CompanyCorrection[]>('local:companyCorrections', []);

/** One run of a saved account search: when, how many accounts (a floor when truncated) and which. */
export type SavedSearchRun = { at: number; count: number; truncated: boolean; slugs: string[] };

/**
 * An account search the rep named and saved, on the connection it was made on (read and written by
 * lib/research/saved-searches.ts, which checks every entry): its query (filters, no paging), its last run, and
 * the accounts that run found which the run before it had not (null before a second run).
 */
export type SavedAccountSearch = {
  id: string;
  name: string;
  query: string;
  connection: string;
  savedAt: number;
  lastRun: SavedSearchRun | null;
  newSinceRun: { since: number; slugs: string[] } | null;
};

/** The rep's saved account searches, every connection's, newest first. */
export const savedAccountSearchesItem = defineStorageItem<SavedAccountSearch[]>(
  'local:savedAccountSearches',
  [],
);

/**
 * "Your company" (Options): the vendor the rep sells for, and optionally which of its products, as the
 * connection it was picked on names them (read and written by lib/meeting/your-company.ts, which checks every
 * entry). One entry per connection: another team's vendor list may not hold it.
 */
export type YourCompanySetting = {
  connection: string;
  vendor: { slug: string; name: string };
  products: string[];
};

/** Every connection's "Your company", one entry each. */
export const yourCompanyItem = defineStorageItem<YourCompanySetting[]>('local:yourCompany', []);

/**
 * Whether the rep turned Google Calendar on in Options (its host is asked for then); the background registers
 * the calendar content script while this holds and the host is granted (lib/background/calendars.ts).
 */
export const calendarsOnItem = defineStorageItem<boolean>('local:calendarsOn', false);

/** Sites where the rep hid the launcher pill (hosts). */
export const launcherDismissedSitesItem = defineStorageItem<string[]>('local:launcherDismissedSites', []);

/**
 * Whether the rep turned detection on Outreach, Salesloft and Apollo on in Options (its hosts are asked for
 * then); the background registers their content script while this holds and the hosts are granted
 * (lib/background/engagement.ts).
 */
export const engagementOnItem = defineStorageItem<boolean>('local:engagementOn', false);

/**
 * A view the popup asked the sidebar to open ("open in sidebar"), with when it asked and for which
 * window's sidebar (each window has its own). Read back by lib/ui/sidebar-request.ts.
 */
export type SidebarRequest = { route: SidebarRoute; at: number; windowId?: number };

/** Where the popup leaves a view for the sidebar to open (session storage: gone with the browser session). */
export const sidebarRequestItem = defineStorageItem<SidebarRequest | null>('session:sidebarRequest', null);

/**
 * A meeting brief handed from the side panel to the print page (entrypoints/brief): the side panel cannot print
 * reliably, a tab can. Session storage, trusted contexts only: the brief never reaches a web page. Its shape is
 * the brief's own (`PrintedBrief`, lib/meeting/meeting-brief.ts), checked where the print page reads it.
 */
export const printedBriefItem = defineStorageItem<unknown>('session:printedBrief', null);

/**
 * My accounts' news for the views (lib/background/my-accounts.ts): a new `revision` each time the list changed
 * (they ask for it again), and the running check's progress. Session storage: no account names, just counts.
 */
export type MyAccountsActivity = {
  revision: string;
  check: { checked: number; total: number; waitingUntil: number | null } | null;
};
export const myAccountsActivityItem = defineStorageItem<MyAccountsActivity | null>(
  'session:myAccountsActivity',
  null,
);

/**
 * How much of What's new is unread, for the connection it belongs to (written by the watch beside the toolbar's
 * count, lib/background/account-watch.ts): the popup says it without waking My accounts' script. A count only.
 */
export type MyAccountsUnread = { connection: string; unread: number };
export const myAccountsUnreadItem = defineStorageItem<MyAccountsUnread | null>(
  'local:myAccountsUnread',
  null,
);

/** An item's key inside its storage area (`session:x` → `x`), as snapshots and `storage.onChanged` name it. */
export function keyInArea(item: { key: string }): string {
  return item.key.slice(item.key.indexOf(':') + 1);
}

// Session storage outlives the service worker's sleep but not the browser session, and content scripts
// cannot read it (Chrome's default access level for the session area).
const TAB_STATE_PREFIX = 'tabState:';

/** The key of one tab's state inside the session area (as `storage.onChanged` and snapshots name it). */
export function tabStateKey(tabId: number): `tabState:${number}` {
  return `${TAB_STATE_PREFIX}${tabId}`;
}

/** The tab id a session-area key holds the state of, or null for any other key. */
export function tabIdOfStateKey(key: string): number | null {
  if (!key.startsWith(TAB_STATE_PREFIX)) return null;
  const rest = key.slice(TAB_STATE_PREFIX.length);
  return /^\d+$/.test(rest) ? Number(rest) : null;
}

/** The background's state for one tab (written by lib/background/tab-state.ts; null: nothing recorded). */
export function tabStateItem(tabId: number) {
  return defineStorageItem<TabState | null>(`session:${tabStateKey(tabId)}`, null);
}

/**
 * The list a tab's page shows (lib/background/page-lists.ts; null: none), beside its state: read by the side
 * panel only where the tab names no company.
 */
export function pageListItem(tabId: number) {
  return defineStorageItem<PageList | null>(`session:${pageListKey(tabId)}`, null);
}

/** The key of one tab's page list inside the session area. */
export function pageListKey(tabId: number): `pageList:${number}` {
  return `pageList:${tabId}`;
}

/**
 * The response cache's keys in its store (the extension's IndexedDB, lib/private-storage/cache-area.ts): one
 * entry per request under `entryPrefix`, an index of sizes and last use, and `indexBehind`, true while entries
 * were written that the stored index does not list yet (lib/cache/response-cache.ts, which checks each with zod
 * as it reads them).
 */
export const RESPONSE_CACHE_KEYS = {
  entryPrefix: 'responseCache:',
  index: 'responseCacheIndex',
  indexBehind: 'responseCacheIndexBehind',
} as const;
