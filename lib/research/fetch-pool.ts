import { type ApiErrorInfo, toApiErrorInfo } from '../api/errors';
import type { Fetched } from '../shared/messaging';

// A few fetches at a time for a long job (every page of a search, every window of complete results). The
// requests themselves go through the background's cache and scheduler, which own the global concurrency cap
// and the backoff; this pool only keeps one job from filling that queue, stops at the first failure or when
// the rep cancels, and waits out a backoff the API asked for (a `retryAt`) instead of failing the whole job.

/** How a job ended: every fetch used, or the first error, or cancelled by its signal. */
export type PoolOutcome =
  | { status: 'done' }
  | { status: 'failed'; error: ApiErrorInfo }
  | { status: 'cancelled' };

/** Queues a fetch; `use` receives its data once it succeeds and may queue more fetches. */
export type AddFetch = <T>(fetch: () => Promise<Fetched<T>>, use: (data: T) => void) => void;

export type FetchPoolOptions = {
  /** Cancels the job: nothing more is sent and the outcome is `cancelled` at once. */
  signal?: AbortSignal;
  /** Fetches in flight at once; default 3. */
  concurrency?: number;
  /** Called when a fetch is sent (retries included). */
  onRequest?: () => void;
  /** Called with when requests resume while the pool waits out a backoff, then with null. */
  onWaiting?: (until: number | null) => void;
  /** Retries of one fetch after a backoff with `retryAt`; default 3. */
  retries?: number;
  /** The longest backoff waited out; a longer one fails the job with its error. Default 60 s. */
  maxWaitMs?: number;
  /** Injected in tests; default Date.now. */
  now?: () => number;
  /** Injected in tests; default a timer that the signal stops. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** Waits, or stops early when the signal aborts. */
function sleepUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Errors that say when asking again will work (429, a 5xx backoff of the scheduler). */
const WAITABLE = new Set(['rate_limited', 'server']);

/** Runs `start` (which queues the first fetches) and every fetch queued after, a few at a time. */
export function runFetchPool(
  start: (add: AddFetch) => void,
  options: FetchPoolOptions = {},
): Promise<PoolOutcome> {
  const { signal } = options;
  const concurrency = Math.max(1, options.concurrency ?? 3);
  const retries = options.retries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepUnlessAborted;

  return new Promise<PoolOutcome>((resolve) => {
    const queue: (() => Promise<void>)[] = [];
    let running = 0;
    let ended = false;

    function end(outcome: PoolOutcome) {
      if (ended) return;
      ended = true;
      queue.length = 0;
      signal?.removeEventListener('abort', cancel);
      resolve(outcome);
    }
    function cancel() {
      end({ status: 'cancelled' });
    }

    /** One fetch with its waits: the data, or the error that ends the job (null when it was cancelled). */
    async function fetchWithWaits<T>(fetch: () => Promise<Fetched<T>>): Promise<Fetched<T> | null> {
      for (let attempt = 0; ; attempt++) {
        if (ended) return null;
        options.onRequest?.();
        let answer: Fetched<T>;
        try {
          answer = await fetch();
        } catch (error) {
          answer = { ok: false, error: toApiErrorInfo(error) };
        }
        if (ended) return null;
        const retryAt = answer.ok ? undefined : answer.error.retryAt;
        if (answer.ok || !WAITABLE.has(answer.error.kind) || retryAt === undefined || attempt >= retries)
          return answer;
        const wait = retryAt - now();
        if (wait > maxWaitMs) return answer;
        options.onWaiting?.(retryAt);
        await sleep(Math.max(0, wait), signal);
        options.onWaiting?.(null);
      }
    }

    const add: AddFetch = (fetch, use) => {
      if (ended) return;
      queue.push(async () => {
        const answer = await fetchWithWaits(fetch);
        if (!answer || ended) return;
        if (!answer.ok) return end({ status: 'failed', error: answer.error });
        use(answer.data);
      });
    };

    function pump() {
      while (!ended && running < concurrency) {
        const task = queue.shift();
        if (!task) break;
        running += 1;
        task()
          .catch((error: unknown) => end({ status: 'failed', error: toApiErrorInfo(error) }))
          .finally(() => {
            running -= 1;
            pump();
          });
      }
      if (!ended && running === 0 && queue.length === 0) end({ status: 'done' });
    }

    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      start(add);
    } catch (error) {
      return end({ status: 'failed', error: toApiErrorInfo(error) });
    }
    pump();
  });
}
