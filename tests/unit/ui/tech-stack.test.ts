import { describe, expect, it } from 'vitest';
import { DEFAULT_STACK_SORT, sortStack, stackVendors, statusCounts, toggleSort } from '@/lib/ui/tech-stack';
import { stackItem } from './stack-fixtures';

const stack = [
  stackItem({
    product: 'Alpha',
    status: 'satisfied',
    rating: 8,
    interview_count: 3,
    last_seen: '2025-01-01',
  }),
  stackItem({
    product: 'Beta',
    status: 'unhappy_with',
    rating: 3,
    interview_count: 1,
    last_seen: '2024-01-01',
  }),
  stackItem({
    product: 'Gamma',
    status: 'not_recently_mentioned',
    rating: null,
    interview_count: 5,
    last_seen: null,
  }),
  stackItem({
    product: 'Delta',
    status: 'unhappy_with',
    rating: 2,
    interview_count: 4,
    last_seen: '2025-06-01',
  }),
];
const names = (items: { product: string }[]) => items.map((item) => item.product);

describe('sortStack', () => {
  it('puts unhappy first by default, most-mentioned first within a status', () => {
    expect(names(sortStack(stack))).toEqual(['Delta', 'Beta', 'Alpha', 'Gamma']);
    expect(DEFAULT_STACK_SORT).toEqual({ key: 'status', direction: 'ascending' });
  });

  it('sorts by each column and flips on a second click', () => {
    const byRating = toggleSort(DEFAULT_STACK_SORT, 'rating');
    expect(byRating).toEqual({ key: 'rating', direction: 'descending' });
    expect(names(sortStack(stack, byRating))).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    const flipped = toggleSort(byRating, 'rating');
    expect(flipped.direction).toBe('ascending');
    expect(names(sortStack(stack, flipped))).toEqual(['Gamma', 'Delta', 'Beta', 'Alpha']);
    expect(names(sortStack(stack, { key: 'product', direction: 'ascending' }))).toEqual([
      'Alpha',
      'Beta',
      'Delta',
      'Gamma',
    ]);
    expect(names(sortStack(stack, { key: 'lastSeen', direction: 'descending' }))[0]).toBe('Delta');
    expect(names(sortStack(stack, { key: 'interviews', direction: 'descending' }))).toEqual([
      'Gamma',
      'Delta',
      'Alpha',
      'Beta',
    ]);
  });

  it('never changes its input', () => {
    const copy = [...stack];
    sortStack(stack, { key: 'product', direction: 'descending' });
    expect(stack).toEqual(copy);
  });

  it('lists each vendor with a profile once', () => {
    const vendors = stackVendors([
      stackItem({ vendor: 'Northbeam', vendor_slug: 'northbeam' }),
      stackItem({ vendor: 'Northbeam', vendor_slug: 'northbeam' }),
      stackItem({ vendor: 'Nobody', vendor_slug: null }),
      stackItem({ vendor: null, vendor_slug: 'dialwell' }),
    ]);
    expect(vendors).toEqual([
      { slug: 'northbeam', name: 'Northbeam' },
      { slug: 'dialwell', name: 'dialwell' },
    ]);
  });

  it('counts the products of each status, unhappy first, statuses without products included', () => {
    expect(statusCounts(stack).map(({ status, count }) => [status, count])).toEqual([
      ['unhappy_with', 2],
      ['satisfied', 1],
      ['not_recently_mentioned', 1],
    ]);
    expect(statusCounts([stackItem({ status: 'satisfied' })])).toEqual([
      { status: 'unhappy_with', label: 'Unhappy with', count: 0 },
      { status: 'satisfied', label: 'Satisfied', count: 1 },
      { status: 'not_recently_mentioned', label: 'Not recently mentioned', count: 0 },
    ]);
  });
});
