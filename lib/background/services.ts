import { browser } from 'wxt/browser';
import type { ApiClient, ApiClientOptions } from '../api/client';
import { createRequestScheduler } from '../cache/request-scheduler';
import { createResponseCache, type ResponseCacheOptions } from '../cache/response-cache';
import { createPrivateCacheArea } from '../private-storage/cache-area';
import { loadSettings, type Settings } from '../schemas/settings';
import { watchManagedStorage } from '../shared/managed-storage';
import { settingsItem } from '../shared/storage-items';
import { createAccountService } from './account-service';
import { createApiGateway } from './api-gateway';
import { correctedDetection } from './company-corrections';
import { hasHostAccess } from './host-access';
import { createMessageHandlers } from './message-handlers';
import { lazyMyAccounts, type MyAccountsFactories } from './my-accounts-parts';
import { createReferenceCatalog } from './reference-catalog';
import { createTabLookup } from './tab-lookup';
import { getTabState, setTabState } from './tab-state';
import { paintBadge } from './toolbar-badge';
import { createVendorDirectory } from './vendor-directory';

export type BackgroundServiceOptions = {
  createClient(options: ApiClientOptions): ApiClient;
  now?: () => number;
  isOnline?: () => boolean;
  /** The cache's limits and storage (default: the extension's IndexedDB, out of content scripts' reach). */
  cache?: Partial<ResponseCacheOptions>;
  /** Requests running at once. */
  concurrency?: number;
  /** What My accounts' services are made with, on first use (default: lib/background/my-accounts-parts.ts). */
  loadMyAccounts?: () => Promise<MyAccountsFactories>;
  /** Whether the rep allowed an API origin; default: the browser's granted permissions. */
  hasHostAccess?: (baseUrl: string) => Promise<boolean>;
};

/** Makes the background's services, synchronously and with their inputs in plain sight (tests pass a fake client). */
export function createBackgroundServices(options: BackgroundServiceOptions) {
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const settings = memoizedSettings();
  const cache = createResponseCache({ now, storage: createPrivateCacheArea(), ...options.cache });
  const scheduler = createRequestScheduler({ concurrency: options.concurrency ?? 4, now, isOnline });
  const gateway = createApiGateway({
    loadSettings: settings,
    createClient: options.createClient,
    cache,
    scheduler,
    now,
    hasHostAccess: options.hasHostAccess ?? hasHostAccess,
  });
  const accounts = createAccountService(gateway);
  const vendors = createVendorDirectory(gateway);
  const catalog = createReferenceCatalog({ gateway, now });
  const tabs = createTabLookup({
    loadSettings: settings,
    accounts,
    vendors,
    getState: getTabState,
    setState: setTabState,
    paint: paintBadge,
    isOnline,
    now,
    prepare: () => {
      cache.warm().catch(() => undefined);
    },
    correct: (tabId, detection) =>
      correctedDetection(
        () =>
          browser.tabs.get(tabId).then(
            ({ url }) => url,
            () => undefined,
          ),
        detection,
      ),
  });
  const myAccountsParts = lazyMyAccounts({ gateway, settings, now }, options.loadMyAccounts);
  const handlers = createMessageHandlers({
    gateway,
    accounts,
    vendors,
    tabs,
    cache,
    catalog,
    myAccountsParts,
    createClient: options.createClient,
    now,
  });
  return {
    settings,
    cache,
    scheduler,
    gateway,
    accounts,
    vendors,
    catalog,
    tabs,
    myAccountsParts,
    handlers,
  };
}

/**
 * Settings read once and kept until they change: each page visit would otherwise read and validate them twice.
 * Register before anything else that watches settings, so that it sees the new values.
 */
function memoizedSettings(): () => Promise<Settings> {
  let current: Promise<Settings> | null = null;
  const forget = () => {
    current = null;
  };
  settingsItem.watch(forget);
  watchManagedStorage(forget);
  return () => {
    const loading = current ?? loadSettings();
    current = loading;
    loading.catch(() => {
      if (current === loading) current = null;
    });
    return loading;
  };
}
