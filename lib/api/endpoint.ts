import type { ApiFeature } from './errors';
import type { Lifetime } from './lifetimes';
import type { z } from './zod';

// Every request Buyer Lens makes is declared once, by a builder in its resource module (accounts.ts,
// transcripts.ts, vendors.ts, reference.ts): its path, its query and how long its answer stays fresh
// (docs/api.md 8). The client sends it (client.ts) and the cache keys it (lib/cache/cache-key.ts) with the
// same string, `requestTarget(endpoint)`, so the two can never disagree.

/** One request to one endpoint, with what its answer is and how long it lives. */
export type Endpoint<T> = {
  /** Path segments after `/api/v1`, unencoded: `['accounts', 'acme.com']`. */
  path: readonly string[];
  /** The encoded query string without `?` (see query.ts); empty for none. */
  query: string;
  /** The schema of a 2xx body (docs/api.md 2). */
  schema: z.ZodMiniType;
  /** The value the caller wants from the validated body and headers (e.g. the `data` of an envelope). */
  read(body: unknown, headers: Headers): T;
  /**
   * The schema of that value, as the cache keeps it, to check a kept answer after an update; null when the
   * value is built from more than the body (it is then never kept across one).
   */
  valueSchema: z.ZodMiniType | null;
  /** How long an answer is fresh, and how much longer it may be served stale. */
  lifetime: Lifetime;
  /** When set, a 404 is an answer too, kept this long (an account appears when its interviews land). */
  notFoundLifetime?: Lifetime;
  /** The plan feature the endpoint needs (docs/api.md 5): a 403 there means the team lacks it. */
  feature?: ApiFeature;
};

/** Declares an endpoint whose value is read from its schema's output (the whole body unless `read` says). */
export function defineEndpoint<S extends z.ZodMiniType, T = z.output<S>>(endpoint: {
  path: readonly string[];
  query?: string;
  schema: S;
  read?: (body: z.output<S>, headers: Headers) => T;
  /** Required with `read` for the answer to be checked after an update (see Endpoint). */
  valueSchema?: z.ZodMiniType;
  lifetime: Lifetime;
  notFoundLifetime?: Lifetime;
  feature?: ApiFeature;
}): Endpoint<T> {
  const read = endpoint.read ?? ((body: z.output<S>) => body as unknown as T);
  return {
    path: endpoint.path,
    query: endpoint.query ?? '',
    schema: endpoint.schema,
    read: (body, headers) => read(body as z.output<S>, headers),
    valueSchema: endpoint.valueSchema ?? (endpoint.read ? null : endpoint.schema),
    lifetime: endpoint.lifetime,
    ...(endpoint.notFoundLifetime ? { notFoundLifetime: endpoint.notFoundLifetime } : {}),
    ...(endpoint.feature ? { feature: endpoint.feature } : {}),
  };
}

/** `/api/v1/<segment>/<segment>` with every segment percent-encoded. */
export function apiPath(path: readonly string[]): string {
  return `/api/v1/${path.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** The path and query of an endpoint, as sent and as cached: `/api/v1/accounts?page=2`. */
export function requestTarget(endpoint: { path: readonly string[]; query?: string }): string {
  return `${apiPath(endpoint.path)}${endpoint.query ? `?${endpoint.query}` : ''}`;
}
