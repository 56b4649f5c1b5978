import { describe, expect, it } from 'vitest';
import { compareAccountRows, mergeAccountRows } from '@/lib/research/account-rows';
import { accountRow } from './hostile-rows';

describe('account rows', () => {
  it('order by matching interviews, then the latest interview (none last), then slug in code-unit order', () => {
    const rows = [
      accountRow({ slug: 'b', matching_interviews: 2, last_matching_interview: '2026-01-01' }),
      accountRow({ slug: 'a', matching_interviews: 2, last_matching_interview: '2026-01-01' }),
      accountRow({ slug: 'Z', matching_interviews: 2, last_matching_interview: '2026-01-01' }),
      accountRow({ slug: 'c', matching_interviews: 2, last_matching_interview: null }),
      accountRow({ slug: 'd', matching_interviews: 2, last_matching_interview: '2026-03-01' }),
      accountRow({ slug: 'e', matching_interviews: 5, last_matching_interview: '2020-01-01' }),
    ];
    expect(rows.sort(compareAccountRows).map((row) => row.slug)).toEqual(['e', 'd', 'Z', 'a', 'b', 'c']);
  });

  it('merge rows of one account from disjoint windows: interviews summed, the latest interview kept', () => {
    const merged = mergeAccountRows([
      accountRow({ slug: 'x', name: 'X', matching_interviews: 3, last_matching_interview: '2025-01-01' }),
      accountRow({ slug: 'y', matching_interviews: 5, last_matching_interview: '2024-01-01' }),
      accountRow({ slug: 'x', name: 'X', matching_interviews: 4, last_matching_interview: '2026-02-01' }),
      accountRow({ slug: 'x', name: 'X', matching_interviews: 1, last_matching_interview: null }),
    ]);
    expect(merged.map((row) => [row.slug, row.matching_interviews, row.last_matching_interview])).toEqual([
      ['x', 8, '2026-02-01'],
      ['y', 5, '2024-01-01'],
    ]);
    expect(merged[0]?.name).toBe('X');
  });
});
