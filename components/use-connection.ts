import { useEffect, useState } from 'preact/hooks';
import { connectionItem } from '@/lib/shared/storage-items';
import { fragmentForNewConnection } from '@/lib/ui/sidebar-location';

/**
 * The connection (API base URL and key fingerprint) this page's data comes from, read once (undefined while
 * reading; null: no key). When the rep switches it, the page reloads: every view and every in-memory memo
 * starts again on the new connection, so no team's data outlives its key. The background announces the
 * switch only after it dropped the old connection's answers (lib/background/settings-changes.ts).
 */
export function usePageConnection(known?: string | null): string | null | undefined {
  const [connection, setConnection] = useState<string | null | undefined>(known);
  useEffect(() => {
    let loaded = known;
    const unwatch = connectionItem.watch((value) => {
      const id = value?.id ?? null;
      // A switch announced before the first read answered is the page's connection: the read is older. A
      // first connection (the page had none: no team's data to hide) is taken without a reload, which would
      // cost the rep who just picked demo data or saved a key a second start of the page.
      if (loaded === undefined || loaded === null) {
        loaded = id;
        setConnection(id);
      } else if (id !== loaded) reloadForNewConnection();
    });
    if (loaded === undefined)
      void connectionItem.getValue().then((value) => {
        if (loaded !== undefined) return;
        loaded = value?.id ?? null;
        setConnection(loaded);
      });
    return unwatch;
  }, [known]);
  return connection;
}

/** Reloads the page on the new connection, without a fragment naming the old team's record. */
function reloadForNewConnection() {
  const fragment = fragmentForNewConnection(location.hash);
  if (fragment !== location.hash)
    window.history.replaceState(null, '', `${location.pathname}${location.search}${fragment}`);
  location.reload();
}
