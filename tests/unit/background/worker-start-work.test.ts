import { afterEach, describe, expect, it, vi } from 'vitest';

// The service worker runs every module's top level at each start: what a module can make on first
// use is not made as it loads. Here: Intl's formatters, rules and collators (each a cost to every start, such
// as toolbar-badge.ts's compact count). Schemas: tests/unit/schemas/schemas-at-import.
const INTL = [
  'NumberFormat',
  'DateTimeFormat',
  'PluralRules',
  'Collator',
  'Segmenter',
  'ListFormat',
] as const;

/** Spies on Intl's constructors; lists those our own code called (the test runner makes some of its own). */
function countIntl(): () => string[] {
  const made: string[] = [];
  for (const name of INTL) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, name).mockImplementation(function made_(...args: unknown[]) {
      const stack = new Error().stack ?? '';
      if (/\/(lib|entrypoints)\//.test(stack)) made.push(name);
      return new Original(...args);
    } as never);
  }
  return () => made;
}

describe("the background's modules", () => {
  afterEach(() => vi.restoreAllMocks());

  it('make no Intl formatter while they load, and do on first use', async () => {
    vi.resetModules();
    const made = countIntl();
    await Promise.all([
      import('@/entrypoints/background'),
      ...Object.values(import.meta.glob('@/lib/background/*.ts')).map((load) => load()),
    ]);
    expect(made()).toEqual([]);
    // The counter counts: a badge's count is formatted on first use.
    const { badgeLook } = await import('@/lib/background/toolbar-badge');
    expect(badgeLook({ status: 'found', account: { interviewCount: 1200 } } as never).text).toBe('1K');
    expect(made()).toEqual(['NumberFormat']);
  }, 30_000);
});
