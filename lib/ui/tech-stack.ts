import { type MessageKey, t } from '@/lib/i18n/catalogue';
import type { AccountStackStatus, AccountTechStackItem } from '../api/accounts';

/** The columns a rep can sort the tech stack by. */
export type StackSortKey = 'status' | 'product' | 'vendor' | 'rating' | 'interviews' | 'lastSeen';
export type SortDirection = 'ascending' | 'descending';
export type StackSort = { key: StackSortKey; direction: SortDirection };

/** Unhappy first: that is where the rep's opportunity is. */
export const DEFAULT_STACK_SORT: StackSort = { key: 'status', direction: 'ascending' };

const STATUS_ORDER: Record<AccountStackStatus, number> = {
  unhappy_with: 0,
  satisfied: 1,
  not_recently_mentioned: 2,
};

/** The message each status shows in the UI (glossary.md: a form that does not depend on who is unhappy). */
const STATUS_LABEL_KEYS: Record<AccountStackStatus, MessageKey> = {
  unhappy_with: 'account.techStack.statusUnhappyWith',
  satisfied: 'account.techStack.statusSatisfied',
  not_recently_mentioned: 'account.techStack.statusNotRecentlyMentioned',
};

/** What a status says in the UI, in the rep's language ("Unhappy with"). */
export function statusLabel(status: AccountStackStatus): string {
  return t(STATUS_LABEL_KEYS[status]);
}

/** The direction a column sorts in when first chosen: text A→Z, numbers and dates biggest first. */
function initialDirection(key: StackSortKey): SortDirection {
  return key === 'product' || key === 'vendor' || key === 'status' ? 'ascending' : 'descending';
}

/** The next sort after the rep clicks a column header: same column flips, another column starts fresh. */
export function toggleSort(current: StackSort, key: StackSortKey): StackSort {
  if (current.key !== key) return { key, direction: initialDirection(key) };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

const text = (value: string | null) => (value ?? '').toLocaleLowerCase('en-US');

function compareBy(key: StackSortKey, a: AccountTechStackItem, b: AccountTechStackItem): number {
  switch (key) {
    case 'status':
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    case 'product':
      return text(a.product).localeCompare(text(b.product), 'en-US');
    case 'vendor':
      return text(a.vendor).localeCompare(text(b.vendor), 'en-US');
    case 'rating':
      return (a.rating ?? -1) - (b.rating ?? -1);
    case 'interviews':
      return a.interview_count - b.interview_count;
    case 'lastSeen':
      return (a.last_seen ?? '').localeCompare(b.last_seen ?? '');
  }
}

/**
 * A sorted copy of the stack. Ties fall back to most interviews, then lowest rating (the sorest point
 * first), then product name, so the order is stable and useful whatever column is chosen.
 */
export function sortStack(items: readonly AccountTechStackItem[], sort: StackSort = DEFAULT_STACK_SORT) {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...items].sort(
    (a, b) =>
      sign * compareBy(sort.key, a, b) ||
      b.interview_count - a.interview_count ||
      (a.rating ?? 11) - (b.rating ?? 11) ||
      compareBy('product', a, b),
  );
}

/** The distinct vendors of a stack that have a profile, in the stack's order. */
export function stackVendors(items: readonly AccountTechStackItem[]): { slug: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    if (item.vendor_slug && !seen.has(item.vendor_slug))
      seen.set(item.vendor_slug, item.vendor ?? item.vendor_slug);
  }
  return [...seen].map(([slug, name]) => ({ slug, name }));
}

/** How many of the stack's products have each status, unhappy first (the table's default order). */
export function statusCounts(
  items: readonly AccountTechStackItem[],
): { status: AccountStackStatus; label: string; count: number }[] {
  const statuses = (Object.keys(STATUS_ORDER) as AccountStackStatus[]).sort(
    (a, b) => STATUS_ORDER[a] - STATUS_ORDER[b],
  );
  return statuses.map((status) => ({
    status,
    label: statusLabel(status),
    count: items.filter((item) => item.status === status).length,
  }));
}
