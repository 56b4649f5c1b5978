import { type RecentLookup, recentLookupsItem } from '../shared/storage-items';

const MAX_RECENT = 6;

/** The list with a new lookup first, without duplicates of the same account, capped. */
export function addRecentLookup(list: readonly RecentLookup[], entry: RecentLookup): RecentLookup[] {
  return [entry, ...list.filter((item) => item.slug !== entry.slug)].slice(0, MAX_RECENT);
}

/** Reads the stored list, keeping only well-formed entries (storage is a boundary too). */
export async function loadRecentLookups(): Promise<RecentLookup[]> {
  const stored: unknown = await recentLookupsItem.getValue();
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (item): item is RecentLookup =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.query === 'string' &&
        typeof item.name === 'string' &&
        typeof item.slug === 'string',
    )
    .slice(0, MAX_RECENT);
}

/** Records a lookup the rep made. */
export async function rememberLookup(entry: RecentLookup): Promise<void> {
  await recentLookupsItem.setValue(addRecentLookup(await loadRecentLookups(), entry));
}
