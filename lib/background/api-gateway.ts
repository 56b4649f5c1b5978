import type { ApiClient, ApiClientOptions } from '../api/client';
import type { Endpoint } from '../api/endpoint';
import { type ApiErrorInfo, codedErrorInfo, isApiError, toApiErrorInfo } from '../api/errors';
import { cacheKey, cacheNamespace } from '../cache/cache-key';
import type { RequestPriority, RequestScheduler } from '../cache/request-scheduler';
import type { ResponseCache } from '../cache/response-cache';
import { isConfigured, type Settings } from '../schemas/settings';
import type { Fetched } from '../shared/messaging';

/** The API as the current settings reach it: one client and the cache namespace of its base URL and key. */
export type ApiSession = { client: ApiClient; namespace: string; settings: Settings };

export type ApiGatewayDeps = {
  loadSettings(): Promise<Settings>;
  createClient(options: ApiClientOptions): ApiClient;
  cache: ResponseCache;
  scheduler: RequestScheduler;
  now(): number;
  /** Whether the rep allowed Buyer Lens to reach this base URL (lib/background/host-access.ts). */
  hasHostAccess(baseUrl: string): Promise<boolean>;
};

/**
 * How long a 403 (the team's plan lacks a feature) is believed without asking again: every matched site would
 * otherwise make its own request only to hear the same. The rep's Retry asks at once.
 */
const LACKING_FEATURE_MS = 10 * 60_000;

/**
 * Options of one call: `refresh` (the rep asked: Retry, reload) bypasses the cache and goes through a backoff
 * as one probe request; `priority` orders the scheduler's queue.
 */
export type CallOptions = {
  refresh?: boolean;
  priority?: RequestPriority;
  /** false: keep the answer in memory only (a lookup in a private window must not outlive it on disk). */
  persist?: boolean;
};

/** Said to every page asking for data before the rep entered a key; no request is made. */
const NOT_CONFIGURED_MESSAGE = 'Buyer Lens has no API key yet: add one in Options.';
export const NOT_CONFIGURED_ERROR: ApiErrorInfo = {
  kind: 'not_configured',
  message: NOT_CONFIGURED_MESSAGE,
  // Its name, for the page to say it in the rep's language (lib/ui/error-help.ts).
  sentence: { code: 'noApiKey', english: NOT_CONFIGURED_MESSAGE },
};

/** An answer as the cache keeps it: the value, or a 404 that its endpoint keeps as an answer. */
type CachedAnswer<T> = { ok: true; data: T } | { ok: false; error: ApiErrorInfo };

/**
 * The one way the background reaches the API: every endpoint goes through the cache (keyed by base URL, key
 * fingerprint and the request's path and query) and the scheduler (shared in-flight requests, concurrency
 * cap, priority, backoff). Answers are `Fetched` values: it never throws.
 */
export function createApiGateway(deps: ApiGatewayDeps) {
  let session: { baseUrl: string; apiKey: string; value: Promise<ApiSession> } | null = null;
  // Features the current connection's plan lacks, by `${namespace} ${feature}`.
  const lacking = new Map<string, { error: ApiErrorInfo; until: number }>();

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

  async function send<T>(client: ApiClient, endpoint: Endpoint<T>, probe: boolean): Promise<CachedAnswer<T>> {
    try {
      return { ok: true, data: await client.send(endpoint, probe ? { maxRetries: 0 } : {}) };
    } catch (error) {
      if (endpoint.notFoundLifetime && isApiError(error) && error.kind === 'not_found')
        return { ok: false, error: error.toInfo() };
      throw error;
    }
  }

  return {
    currentSession,
    /** The endpoint's value from the cache or the API, or the error a page renders. */
    async fetched<T>(endpoint: Endpoint<T>, options: CallOptions = {}): Promise<Fetched<T>> {
      try {
        const current = await currentSession();
        if (!current) return { ok: false, error: NOT_CONFIGURED_ERROR };
        if (!(await deps.hasHostAccess(current.settings.baseUrl))) {
          const origin = new URL(current.settings.baseUrl).origin;
          return {
            ok: false,
            error: codedErrorInfo(
              'not_configured',
              `Buyer Lens may not reach ${origin}: save the API address in Options and allow it there.`,
              'apiNotAllowed',
              { origin },
            ),
          };
        }
        const key = cacheKey(current.namespace, endpoint);
        const gate = endpoint.feature ? `${current.namespace} ${endpoint.feature}` : null;
        const known = gate ? lacking.get(gate) : undefined;
        if (gate && known && !options.refresh && deps.now() < known.until)
          return { ok: false, error: known.error };
        if (gate) lacking.delete(gate);
        const { value, fetchedAt } = await deps.cache.load<CachedAnswer<T>>(
          key,
          (answer) => (answer.ok ? endpoint.lifetime : (endpoint.notFoundLifetime ?? endpoint.lifetime)),
          () =>
            deps.scheduler.run(key, () => send(current.client, endpoint, options.refresh ?? false), {
              priority: options.priority ?? 'active',
              probe: options.refresh ?? false,
            }),
          { refresh: options.refresh, persist: options.persist },
        );
        return value.ok ? { ok: true, data: value.data, fetchedAt } : value;
      } catch (error) {
        const info = toApiErrorInfo(error);
        if (info.kind === 'forbidden' && endpoint.feature) {
          const current = await currentSession().catch(() => null);
          if (current)
            lacking.set(`${current.namespace} ${endpoint.feature}`, {
              error: info,
              until: deps.now() + LACKING_FEATURE_MS,
            });
        }
        return { ok: false, error: info };
      }
    },
  };
}

export type ApiGateway = ReturnType<typeof createApiGateway>;
