import { type RecentLookup, recentLookupsItem } from '../shared/storage-items';
import { inPrivateWindow } from './private-window';

/** How many a connection's list shows. */
const MAX_RECENT = 6;
/** How many are kept in all, across connections (a rep who switches keys finds each key's own list again). */
const MAX_STORED = 30;

/** The list with a new lookup first, without duplicates of the same account on its connection, capped. */
export function addRecentLookup(list: readonly RecentLookup[], entry: RecentLookup): RecentLookup[] {
  const others = list.filter((item) => item.slug !== entry.slug || item.connection !== entry.connection);
  const mine = [entry, ...others.filter((item) => item.connection === entry.connection)].slice(0, MAX_RECENT);
  return [...mine, ...others.filter((item) => item.connection !== entry.connection)].slice(0, MAX_STORED);
}

/** Reads the stored list, keeping only well-formed entries (storage is a boundary too). */
async function loadStored(): Promise<RecentLookup[]> {
  const stored: unknown = await recentLookupsItem.getValue();
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is RecentLookup =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.query === 'string' &&
      typeof item.name === 'string' &&
      typeof item.slug === 'string' &&
      typeof item.connection === 'string',
  );
}

/** The lookups made on one connection, newest first: another key's accounts are never offered. */
export async function loadRecentLookups(connection: string): Promise<RecentLookup[]> {
  return (await loadStored()).filter((item) => item.connection === connection).slice(0, MAX_RECENT);
}

/** Records a lookup the rep made, unless it was made in a private window (nothing of it is kept on disk). */
export async function rememberLookup(entry: RecentLookup): Promise<void> {
  if (await inPrivateWindow()) return;
  await recentLookupsItem.setValue(addRecentLookup(await loadStored(), entry));
}
