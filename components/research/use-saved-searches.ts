import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { type AccountSearch, accountFiltersQuery } from '@/lib/research/account-search';
import {
  addSavedSearch,
  deleteSavedSearch,
  loadSavedSearches,
  recordRun,
  renameSavedSearch,
  runSavedQuery,
  savedSearchesOf,
  updateSavedSearches,
  watchSavedSearches,
} from '@/lib/research/saved-searches';
import { connectionItem, type SavedAccountSearch } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';

/** The connection's saved searches, and what the rep can do with them. */
export type SavedSearches = {
  /** The connection they belong to (undefined while read; null: no key, nothing to save). */
  connection: string | null | undefined;
  /** This connection's, newest first. */
  list: SavedAccountSearch[];
  /** Ids of the searches whose run is collecting its accounts now. */
  running: ReadonlySet<string>;
  /** Why a search's last run failed, by id (until it runs again). */
  failures: Readonly<Record<string, ApiErrorInfo>>;
  save(name: string, search: AccountSearch): void;
  run(entry: SavedAccountSearch): void;
  rename(id: string, name: string): void;
  remove(id: string): void;
  /** Puts back the search deleted last. */
  undoRemove(): void;
  removed: SavedAccountSearch | null;
};

// A run outlives the view that started it (the rep may open an account meanwhile): it records into storage,
// and every view shows it from there.
const runningIds = new Set<string>();
const runListeners = new Set<() => void>();
function setRunning(id: string, on: boolean): void {
  if (on) runningIds.add(id);
  else runningIds.delete(id);
  for (const listener of runListeners) listener();
}

/**
 * Saved account searches of the page's connection, watched in storage (another window may save one). The
 * page reloads when the connection changes (use-connection.ts), so it is read once.
 */
export function useSavedSearches(): SavedSearches {
  const [connection, setConnection] = useState<string | null | undefined>(undefined);
  const [all, setAll] = useState<SavedAccountSearch[]>([]);
  const [running, setRunningState] = useState<ReadonlySet<string>>(() => new Set(runningIds));
  const [failures, setFailures] = useState<Record<string, ApiErrorInfo>>({});
  const [removed, setRemoved] = useState<SavedAccountSearch | null>(null);
  useEffect(() => {
    let live = true;
    void connectionItem.getValue().then((value) => live && setConnection(value?.id ?? null));
    void loadSavedSearches().then((list) => live && setAll(list));
    const unwatch = watchSavedSearches((list) => live && setAll(list));
    const onRun = () => live && setRunningState(new Set(runningIds));
    runListeners.add(onRun);
    return () => {
      live = false;
      unwatch();
      runListeners.delete(onRun);
    };
  }, []);

  const run = (entry: SavedAccountSearch) => {
    if (runningIds.has(entry.id)) return;
    setRunning(entry.id, true);
    setFailures(({ [entry.id]: _gone, ...rest }) => rest);
    // A run asks the API anew (not the cache's answer of a few minutes ago): it is how the rep sees what is new.
    void runSavedQuery(entry.query, (search) => backgroundClient.searchAccounts(search, { refresh: true }))
      .then(async (answer) => {
        if (answer.ok) await updateSavedSearches((list) => recordRun(list, entry.id, answer.data));
        else setFailures((current) => ({ ...current, [entry.id]: answer.error }));
      })
      .finally(() => setRunning(entry.id, false));
  };

  return {
    connection,
    list: connection ? savedSearchesOf(all, connection) : [],
    running,
    failures,
    save(name, search) {
      if (!connection) return;
      const entry: SavedAccountSearch = {
        id: crypto.randomUUID(),
        name,
        query: accountFiltersQuery(search),
        connection,
        savedAt: Date.now(),
        lastRun: null,
        newSinceRun: null,
      };
      void updateSavedSearches((list) => addSavedSearch(list, entry)).then((list) => {
        // Saving a search already saved renames it; either way, the run records its accounts.
        const saved = list.find((item) => item.connection === connection && item.query === entry.query);
        if (saved && !saved.lastRun) run(saved);
      });
    },
    run,
    rename(id, name) {
      void updateSavedSearches((list) => renameSavedSearch(list, id, name));
    },
    remove(id) {
      setRemoved(all.find((item) => item.id === id) ?? null);
      void updateSavedSearches((list) => deleteSavedSearch(list, id));
    },
    undoRemove() {
      if (!removed) return;
      const entry = removed;
      // The note goes once the entry is back in storage: until then the list is not left empty (nor hidden).
      void updateSavedSearches((list) =>
        list.some((item) => item.id === entry.id) ? list : addSavedSearch(list, entry),
      ).then(() => setRemoved((current) => (current === entry ? null : current)));
    },
    removed,
  };
}
