import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TranscriptDetail } from '@/lib/api/transcripts';
import { createTaskLimiter } from '@/lib/research/task-limiter';
import { backgroundClient } from '@/lib/ui/background-client';
import { memoizeFetched } from '@/lib/ui/memo';
import type { RemoteState } from '../use-remote';

// A search result has no text (docs/api.md 4.1 rule 5); its passages come from the transcript detail (4.2),
// which the background caches. Details are asked only for results on screen (or about to be), three at a time
// for the whole page, and kept for the page's life.
const details = memoizeFetched(
  (id: string) => backgroundClient.transcript(id),
  (id) => id,
);
const limiter = createTaskLimiter(3);
/** How far below the visible part of the list a result's detail is already asked for. */
const AHEAD = '200px';

/** True once the element has come on screen (or near it); it stays true. */
function useSeen(element: RefObject<Element | null>, enabled: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!enabled || seen) return;
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled, seen]);
  return seen;
}

/**
 * The detail of a listed transcript, asked once its element is on screen (`enabled`: only when there is
 * something to show from it); null until then. `retry` asks again after a failure.
 */
export function useVisibleTranscript(
  id: string,
  element: RefObject<Element | null>,
  enabled: boolean,
): [RemoteState<TranscriptDetail> | null, () => void] {
  const seen = useSeen(element, enabled);
  const [state, setState] = useState<RemoteState<TranscriptDetail> | null>(() => details.peek(id) ?? null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled || !seen) return;
    const known = details.peek(id);
    if (known) {
      setState(known);
      return;
    }
    setState({ status: 'loading' });
    let live = true;
    const task = limiter.run(() => details.get(id));
    void task.promise.then((answer) => live && setState(answer));
    return () => {
      live = false;
      task.cancel();
    };
  }, [id, enabled, seen, attempt]);
  return [state, () => setAttempt((count) => count + 1)];
}
