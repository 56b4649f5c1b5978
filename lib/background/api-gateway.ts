import type { ApiClient, ApiClientOptions } from '../api/client';
import { type ApiErrorInfo, toApiErrorInfo } from '../api/errors';
import { cacheKey, cacheNamespace } from '../cache/cache-key';
import type { Lifetime } from '../cache/lifetimes';
import type { RequestPriority, RequestScheduler } from '../cache/request-scheduler';
import type { Loaded, ResponseCache } from '../cache/response-cache';
import type { Fetched } from '../messaging';
import { isConfigured, type Settings } from '../settings';

/** The API as the current settings reach it: one client and the cache namespace of its base URL and key. */
export type ApiSession = { client: ApiClient; namespace: string; settings: Settings };

export type ApiGatewayDeps = {
  loadSettings(): Promise<Settings>;
  createClient(options: ApiClientOptions): ApiClient;
  cache: ResponseCache;
  scheduler: RequestScheduler;
};

/** Options of one call: `refresh` bypasses the cache; `priority` orders the scheduler's queue. */
export type CallOptions = { refresh?: boolean; priority?: RequestPriority };

/** A request through the gateway: its path and parameters name it in the cache, `call` makes it. */
export type GatewayRequest<T> = {
  path: string;
  params?: object;
  lifetime: Lifetime | ((value: T) => Lifetime);
  call(client: ApiClient): Promise<T>;
};

/** Said to every page asking for data before the rep entered a key. */
export const NOT_CONFIGURED_ERROR: ApiErrorInfo = {
  kind: 'unauthorized',
  message: 'Buyer Lens has no API key yet: add one in Options.',
};

/** Thrown by `load` when there is no key: no request is made while unconfigured. */
export class NotConfiguredError extends Error {
  constructor() {
    super(NOT_CONFIGURED_ERROR.message);
    this.name = 'NotConfiguredError';
  }
}

/**
 * The one way the background reaches the API: every call goes through the cache (keyed by base URL and key
 * fingerprint) and the scheduler (shared in-flight requests, concurrency cap, priority, backoff).
 */
export function createApiGateway(deps: ApiGatewayDeps) {
  let session: { baseUrl: string; apiKey: string; value: Promise<ApiSession> } | null = null;

  /** The session for the current settings, or null when there is no key. */
  async function currentSession(): Promise<ApiSession | null> {
    const settings = await deps.loadSettings();
    if (!isConfigured(settings)) return null;
    if (!session || session.baseUrl !== settings.baseUrl || session.apiKey !== settings.apiKey) {
      const value = cacheNamespace(settings.baseUrl, settings.apiKey).then((namespace) => ({
        // One retry inside the client: the scheduler owns longer waits (it backs off for every tab at once).
        client: deps.createClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, maxRetries: 1 }),
        namespace,
        settings,
      }));
      session = { baseUrl: settings.baseUrl, apiKey: settings.apiKey, value };
    }
    return session.value;
  }

  async function load<T>(request: GatewayRequest<T>, options: CallOptions = {}): Promise<Loaded<T>> {
    const current = await currentSession();
    if (!current) throw new NotConfiguredError();
    const key = cacheKey(current.namespace, request.path, request.params);
    return deps.cache.load<T>(
      key,
      request.lifetime,
      () =>
        deps.scheduler.run(key, () => request.call(current.client), {
          priority: options.priority ?? 'active',
        }),
      { refresh: options.refresh },
    );
  }

  return {
    currentSession,
    /** The cached or fetched value; throws ApiError, or NotConfiguredError when there is no key. */
    load,
    /** The same as a value that crosses the message channel: never throws. */
    async fetched<T>(request: GatewayRequest<T>, options: CallOptions = {}): Promise<Fetched<T>> {
      try {
        const loaded = await load(request, options);
        return { ok: true, data: loaded.value, fetchedAt: loaded.fetchedAt };
      } catch (error) {
        return { ok: false, error: toFetchError(error) };
      }
    },
  };
}

export type ApiGateway = ReturnType<typeof createApiGateway>;

/** Any failure of a gateway call as something a page can render. */
export function toFetchError(error: unknown): ApiErrorInfo {
  if (error instanceof NotConfiguredError) return NOT_CONFIGURED_ERROR;
  return toApiErrorInfo(error);
}
