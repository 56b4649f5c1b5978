import { useEffect, useState } from 'preact/hooks';
import type { ReferenceList } from '@/lib/api/reference';
import {
  createReferenceIndex,
  findReferenceOption,
  type ReferenceIndex,
  type ReferenceOption,
} from '@/lib/research/reference-filter';
import type { Fetched } from '@/lib/shared/messaging';
import { backgroundClient } from '@/lib/ui/background-client';
import { memoizeFetched } from '@/lib/ui/memo';
import type { RemoteState } from '../use-remote';

// The reference lists (docs/api.md 4.3) are cached by the background for the spec's hour; the page keeps each
// list's index for its own life, so every picker of a list shares one request and one index. A page reloads when
// the connection changes (use-connection.ts), which drops this memo with it.
const indexes = memoizeFetched(
  (list: ReferenceList): Promise<Fetched<ReferenceIndex>> =>
    backgroundClient.referenceList(list).then((answer) =>
      answer.ok
        ? {
            ok: true,
            data: createReferenceIndex(answer.data as ReferenceOption[]),
            fetchedAt: answer.fetchedAt,
          }
        : answer,
    ),
  (list) => list,
);

/** A reference list, indexed for type-ahead, and a retry for when it failed to load. */
export function useReferenceIndex(list: ReferenceList): [RemoteState<ReferenceIndex>, () => void] {
  const [state, setState] = useState<RemoteState<ReferenceIndex>>(
    () => indexes.peek(list) ?? { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (attempt > 0) setState({ status: 'loading' });
    void indexes.get(list).then((answer) => live && setState(answer));
    return () => {
      live = false;
    };
  }, [list, attempt]);
  return [state, () => setAttempt((count) => count + 1)];
}

/** Values a list does not hold (a typo, or a value typed by hand): the views flag them before a search runs. */
export function valuesNotInList(index: ReferenceIndex | undefined, values: readonly string[]): string[] {
  if (!index) return [];
  return values.filter((value) => !findReferenceOption(index, value));
}
