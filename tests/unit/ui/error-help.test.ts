import { describe, expect, it } from 'vitest';
import type { ApiErrorKind } from '@/lib/api/errors';
import { errorHelp, secondsUntil } from '@/lib/ui/error-help';
import { memoizeFetched } from '@/lib/ui/memo';

describe('errorHelp', () => {
  it.each<[ApiErrorKind, string]>([
    ['unauthorized', 'open-options'],
    ['rate_limited', 'wait-and-retry'],
    ['server', 'retry'],
    ['network', 'retry'],
    ['timeout', 'retry'],
    ['response_too_large', 'retry'],
    ['not_found', 'none'],
  ])('%s → %s', (kind, action) => {
    expect(errorHelp({ kind, message: 'm' }).action).toBe(action);
  });

  it("lets the rep retry at once after a server error, while a rate limit waits for the API's time", () => {
    // The background holds automatic lookups back until retryAt, but lets the rep's Retry probe the API.
    expect(errorHelp({ kind: 'server', message: 'm', retryAt: 5 }).action).toBe('retry');
    expect(errorHelp({ kind: 'rate_limited', message: 'm', retryAt: 5 }).action).toBe('wait-and-retry');
  });

  it('points a team without a feature to the key, the one thing the rep can change', () => {
    expect(errorHelp({ kind: 'forbidden', message: 'm', feature: 'account_pages' }).action).toBe(
      'open-options',
    );
  });

  it('names the missing feature', () => {
    expect(errorHelp({ kind: 'forbidden', message: 'm', feature: 'vendor_profiles' }).title).toContain(
      'vendor profiles',
    );
    expect(errorHelp({ kind: 'forbidden', message: 'm', feature: 'account_pages' }).title).toContain(
      'account pages',
    );
  });

  it('speaks of one unknown value, or of several when a 422 named several', () => {
    const filter = { kind: 'product', value: 'x', suggestions: [], suggestionText: '' };
    expect(errorHelp({ kind: 'invalid_filter', message: 'm', filters: [filter] }).title).toBe(
      'That value is not one the API knows',
    );
    expect(
      errorHelp({ kind: 'invalid_filter', message: 'm', filters: [filter, { ...filter, value: 'y' }] }).title,
    ).toBe('These values are not ones the API knows');
  });

  it('counts down to a retry', () => {
    expect(secondsUntil(10_500, 1_000)).toBe(10);
    expect(secondsUntil(500, 1_000)).toBe(0);
    expect(secondsUntil(undefined, 1_000)).toBe(0);
  });
});

describe('memoizeFetched', () => {
  it('asks once per key for successes and again after a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const memo = memoizeFetched(
      async (slug: string) => {
        calls.push(slug);
        if (fail) {
          fail = false;
          return { ok: false as const };
        }
        return { ok: true as const, slug };
      },
      (slug) => slug,
    );
    expect((await memo.get('a')).ok).toBe(false);
    expect(await memo.get('a')).toEqual({ ok: true, slug: 'a' });
    await Promise.all([memo.get('a'), memo.get('a')]);
    expect(calls).toEqual(['a', 'a']);
    expect(memo.peek('a')).toEqual({ ok: true, slug: 'a' });
  });
});
