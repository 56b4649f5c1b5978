import { describe, expect, it } from 'vitest';
import { z } from '@/lib/api/zod';
import { lazySchema } from '@/lib/schemas/lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on its first use, once, not when declared', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ a: z.int() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ a: 1 })).toEqual({ a: 1 });
    expect(schema.safeParse({ a: 'one' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('stands for the schema inside other schemas, with defaults, optionals and paths as before', () => {
    const child = lazySchema(() => z.object({ a: z.int(), b: z._default(z.nullable(z.string()), null) }));
    const parent = lazySchema(() => z.object({ data: z.array(child), extra: z.optional(child) }));
    expect(parent.parse({ data: [{ a: 1 }] })).toEqual({ data: [{ a: 1, b: null }] });
    const refused = parent.safeParse({ data: [{ a: 'no' }] });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['data.0.a']);
    expect(child instanceof z.ZodMiniObject).toBe(true);
    expect(z.extend(child, { c: z.string() }).parse({ a: 2, c: 'x' })).toEqual({ a: 2, b: null, c: 'x' });
  });
});
