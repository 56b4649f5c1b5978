import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Fetched } from '@/lib/shared/messaging';

/** A request's state in a view: still loading, or what the background answered. */
export type RemoteState<T> = { status: 'loading' } | Fetched<T>;

/**
 * Loads data through lib/ui/background-client.ts when `key` changes (null: not yet asked). `reload(true)`
 * asks the background to bypass its cache. Answers to an older key are dropped.
 */
export function useRemote<T>(
  key: string | null,
  load: (refresh: boolean) => Promise<Fetched<T>>,
): [RemoteState<T> | null, (refresh?: boolean) => void] {
  const [state, setState] = useState<RemoteState<T> | null>(null);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback((refresh: boolean) => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    void loadRef.current(refresh).then((result) => {
      if (ticket === latest.current) setState(result);
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

  return [state, (refresh = false) => key !== null && run(refresh)];
}
