import type { ApiClient, ApiClientOptions } from '../api/client';
import { createRequestScheduler } from '../cache/request-scheduler';
import { createResponseCache, type ResponseCacheOptions } from '../cache/response-cache';
import { loadSettings, type Settings } from '../schemas/settings';
import { settingsItem } from '../shared/storage-items';
import { createAccountService } from './account-service';
import { createApiGateway } from './api-gateway';
import { createMessageHandlers } from './message-handlers';
import { createTabLookup } from './tab-lookup';
import { getTabState, setTabState } from './tab-state';
import { paintBadge } from './toolbar-badge';

export type BackgroundServiceOptions = {
  createClient(options: ApiClientOptions): ApiClient;
  now?: () => number;
  isOnline?: () => boolean;
  cache?: ResponseCacheOptions;
  /** Requests running at once. */
  concurrency?: number;
};

/** Makes the background's services, synchronously and with their inputs in plain sight (tests pass a fake client). */
export function createBackgroundServices(options: BackgroundServiceOptions) {
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const settings = memoizedSettings();
  const cache = createResponseCache({ now, ...options.cache });
  const scheduler = createRequestScheduler({ concurrency: options.concurrency ?? 4, now, isOnline });
  const gateway = createApiGateway({
    loadSettings: settings,
    createClient: options.createClient,
    cache,
    scheduler,
  });
  const accounts = createAccountService(gateway);
  const tabs = createTabLookup({
    loadSettings: settings,
    accounts,
    getState: getTabState,
    setState: setTabState,
    paint: paintBadge,
    isOnline,
    now,
  });
  const handlers = createMessageHandlers({
    gateway,
    accounts,
    tabs,
    cache,
    createClient: options.createClient,
    now,
  });
  return { cache, scheduler, gateway, accounts, tabs, handlers };
}

/**
 * Settings read once and kept until they change: each page visit would otherwise read and validate them twice.
 * Register before anything else that watches settings, so that it sees the new values.
 */
function memoizedSettings(): () => Promise<Settings> {
  let current: Promise<Settings> | null = null;
  settingsItem.watch(() => {
    current = null;
  });
  return () => {
    const loading = current ?? loadSettings();
    current = loading;
    loading.catch(() => {
      if (current === loading) current = null;
    });
    return loading;
  };
}
