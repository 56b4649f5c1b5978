import type { ApiClient, ApiClientOptions } from '../api/client';
import { createRequestScheduler } from '../cache/request-scheduler';
import { createResponseCache, type ResponseCacheOptions } from '../cache/response-cache';
import { loadSettings } from '../settings';
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
  const cache = createResponseCache({ now, ...options.cache });
  const scheduler = createRequestScheduler({ concurrency: options.concurrency ?? 4, now, isOnline });
  const gateway = createApiGateway({ loadSettings, createClient: options.createClient, cache, scheduler });
  const accounts = createAccountService(gateway);
  const tabs = createTabLookup({
    loadSettings,
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
  });
  return { cache, scheduler, gateway, accounts, tabs, handlers };
}

export type BackgroundServices = ReturnType<typeof createBackgroundServices>;
