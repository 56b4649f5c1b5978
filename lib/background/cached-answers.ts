import { endpointOfTarget } from '../api/endpoint-routes';
import { z } from '../api/zod';
import { lazySchema } from '../schemas/lazy-schema';

// What the API gateway keeps in the cache for a request (lib/background/api-gateway.ts, CachedAnswer): the
// endpoint's value, or the 404 its endpoint keeps as an answer. After an update the new code's schemas may read
// a kept answer differently: `runtime.onInstalled` (lib/background/upgrade.ts) keeps only what still parses.

const keptNotFoundSchema = lazySchema(() =>
  z.object({
    ok: z.literal(false),
    error: z.object({ kind: z.string(), message: z.string() }),
  }),
);

/** True when a cached answer (its cache key and value) still parses with this version's endpoint schema. */
export function cachedAnswerIsCurrent(key: string, value: unknown): boolean {
  // `<baseUrl>#<fingerprint> <target>` (lib/cache/cache-key.ts): the namespace holds no space.
  const target = key.slice(key.indexOf(' ') + 1);
  const valueSchema = endpointOfTarget(target)?.valueSchema;
  if (!valueSchema) return false;
  return (
    z.object({ ok: z.literal(true), data: valueSchema }).safeParse(value).success ||
    keptNotFoundSchema.safeParse(value).success
  );
}
