import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Fetched } from '@/lib/shared/messaging';
import { afterFirstPaint } from '@/lib/ui/first-paint';

/** A request's state in a view: still loading, or what the background answered. */
export type RemoteState<T> = { status: 'loading' } | Fetched<T>;

/** An answer the page already holds (e.g. in the tab's state), shown before the background is asked. */
export type KnownAnswer<T> = { data: T; fetchedAt: number };

/** A known answer as the view renders it (null: none). */
function shownKnown<T>(answer: KnownAnswer<T> | undefined): RemoteState<T> | null {
  return answer ? { ok: true, data: answer.data, fetchedAt: answer.fetchedAt } : null;
}

/**
 * Loads data through lib/ui/background-client.ts when `key` changes (null: not yet asked). `reload(true)`
 * asks the background to bypass its cache. Answers to an older key are dropped. `known`: an answer for `key`
 * already at hand, shown in the first render; the background is still asked (its cache may hold a newer one),
 * and its answer replaces the known one only when newer (a failure to refresh it leaves it shown).
 */
export function useRemote<T>(
  key: string | null,
  load: (refresh: boolean) => Promise<Fetched<T>>,
  known?: KnownAnswer<T>,
): [RemoteState<T> | null, (refresh?: boolean) => void] {
  const [state, setState] = useState<RemoteState<T> | null>(() => (key === null ? null : shownKnown(known)));
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const knownRef = useRef(known);
  knownRef.current = known;

  const run = useCallback((refresh: boolean) => {
    const ticket = ++latest.current;
    const held = refresh ? undefined : knownRef.current;
    setState(held ? shownKnown(held) : { status: 'loading' });
    // With an answer already shown, the newer one is asked once it is on screen: the question goes through a
    // browser still opening the panel otherwise (lib/ui/first-paint.ts).
    const asked = held ? afterFirstPaint().then(() => loadRef.current(refresh)) : loadRef.current(refresh);
    void asked.then((result) => {
      if (ticket !== latest.current) return;
      if (held && (!result.ok || result.fetchedAt <= held.fetchedAt)) return;
      setState(result);
    });
  }, []);

  // Asked in the same task as the render, not after the next frame (see use-followed-tab.ts).
  useLayoutEffect(() => {
    if (key === null) {
      latest.current++;
      setState(null);
      return;
    }
    run(false);
  }, [key, run]);

  // A newer known answer for the same key (the tab was looked up again) is shown at once.
  const knownAt = known?.fetchedAt;
  useLayoutEffect(() => {
    const current = knownRef.current;
    if (key === null || !current) return;
    setState((shown) =>
      shown && 'ok' in shown && shown.ok && shown.fetchedAt >= current.fetchedAt
        ? shown
        : shownKnown(current),
    );
  }, [key, knownAt]);

  return [state, (refresh = false) => key !== null && run(refresh)];
}
