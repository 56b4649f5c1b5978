import { describe, expect, it, vi } from 'vitest';

// The service worker runs every module's top level at each start: the background's schemas are built on first
// use (lib/schemas/lazy-schema.ts), not at import. Counted here as zod is called while the modules load.
const calls: string[] = [];
vi.mock('zod/mini', async (importOriginal) => {
  const original = await importOriginal<typeof import('zod/mini')>();
  const counted = new Proxy(original.z, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== 'function' || key === 'config' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        calls.push(key);
        return (value as (...rest: unknown[]) => unknown)(...args);
      };
    },
  });
  return { ...original, z: counted };
});

describe("the background's schemas", () => {
  it('are not built when their modules load, and are on first use', async () => {
    vi.resetModules();
    calls.length = 0;
    const modules = await Promise.all([
      import('@/lib/api/accounts'),
      import('@/lib/api/vendors'),
      import('@/lib/api/transcripts'),
      import('@/lib/api/reference'),
      import('@/lib/api/error-from-response'),
      import('@/lib/schemas/messages'),
      import('@/lib/schemas/settings'),
      import('@/lib/schemas/omnibox'),
      import('@/lib/background/company-corrections'),
      import('@/lib/background/cached-answers'),
      import('@/lib/cache/response-cache'),
    ]);
    expect(calls).toEqual([]);
    // The counter counts: a schema used is built.
    const [, , , , , messages] = modules;
    expect(messages.tabStateRequestSchema.safeParse({ tabId: 1 }).success).toBe(true);
    expect(calls).toContain('object');
  }, 30_000);
});
