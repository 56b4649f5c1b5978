import { ApiError, isApiError } from '../api/errors';

/** Who is waiting: the tab the rep looks at (or a page the rep opened) goes before background tabs. */
export type RequestPriority = 'active' | 'background';

export type RequestSchedulerOptions = {
  /** Requests running at once; default 4. */
  concurrency?: number;
  now?: () => number;
  /** Default `navigator.onLine`. */
  isOnline?: () => boolean;
  /** How long to hold off after a 5xx that named no Retry-After; default 15 s. */
  serverBackoffMs?: number;
  /**
   * The longest hold, whatever Retry-After says; default 5 minutes. A day-long Retry-After must not silence
   * every lookup until the worker restarts: after the cap, one request asks again.
   */
  maxBackoffMs?: number;
};

/**
 * Options of one request: `probe` is the rep asking ("Retry"): it goes through a backoff, alone, and never
 * waits on a request already running for the key (that one may be the hang the rep is retrying).
 */
export type RunOptions = { priority?: RequestPriority; probe?: boolean };

export interface RequestScheduler {
  /**
   * Runs a request: shared with a request of the same key already queued or running, at most `concurrency`
   * at once, the active lane first. Refused at once (as an ApiError that says why and until when) while
   * offline or backing off, unless it is a probe and no other probe is running.
   */
  run<T>(key: string, task: () => Promise<T>, options?: RunOptions): Promise<T>;
  /** Holds every request until this time (epoch ms, capped), as a 429 or 5xx asked. */
  backOff(untilEpochMs: number, kind: 'rate_limited' | 'server'): void;
  /** Epoch ms until which requests are refused; 0 when none. */
  blockedUntil(): number;
  /** Drops a backoff (the rep switched to another API: its server asked nothing). */
  forgetBackoff(): void;
  /** Requests queued and running, for tests. */
  load(): { queued: number; running: number };
}

type Job = {
  key: string;
  priority: RequestPriority;
  probe: boolean;
  task: () => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

/** Creates the one request scheduler of the background. */
export function createRequestScheduler(options: RequestSchedulerOptions = {}): RequestScheduler {
  const concurrency = options.concurrency ?? 4;
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const serverBackoffMs = options.serverBackoffMs ?? 15_000;
  const maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;

  const shared = new Map<string, { promise: Promise<unknown>; job?: Job }>();
  const lanes: Record<RequestPriority, Job[]> = { active: [], background: [] };
  let running = 0;
  let probing = false;
  let backoff: { until: number; kind: 'rate_limited' | 'server' } | null = null;

  function held(): boolean {
    return backoff !== null && now() < backoff.until;
  }

  /** Why a request is not made now, in words that say until when; null when it may go. */
  function refusal(probe: boolean): ApiError | null {
    if (!isOnline())
      return new ApiError('network', 'You are offline. Buyer Lens will try again when you are back.', {
        code: 'offline',
      });
    if (!backoff || !held() || (probe && !probing)) return null;
    const until = backoff.until;
    return backoff.kind === 'rate_limited'
      ? new ApiError('rate_limited', 'The API asked Buyer Lens to slow down: this was not asked yet.', {
          retryAt: until,
          code: 'heldRateLimited',
        })
      : new ApiError(
          'server',
          'The Buyer Intelligence API failed a moment ago, so Buyer Lens did not ask it this time.',
          { retryAt: until, code: 'heldServer' },
        );
  }

  function backOff(until: number, kind: 'rate_limited' | 'server') {
    const capped = Math.min(until, now() + maxBackoffMs);
    if (backoff && backoff.until >= capped) return;
    backoff = { until: capped, kind };
    // Everything still queued would only meet the same answer: refuse it now so that its tab says why.
    for (const lane of [lanes.active, lanes.background]) {
      for (const job of lane.splice(0)) {
        const error = refusal(job.probe);
        if (!error) {
          lane.push(job);
          continue;
        }
        shared.delete(job.key);
        job.reject(error);
      }
    }
  }

  /** The failure of a request that started a backoff, told with when requests resume. */
  function withResumeTime(error: unknown): unknown {
    if (!isApiError(error) || (error.kind !== 'server' && error.kind !== 'rate_limited')) return error;
    if (!backoff || !held()) return error;
    const { kind, message, sentence, ...details } = error.toInfo();
    return new ApiError(kind, message, {
      ...details,
      retryAt: backoff.until,
      code: sentence?.code,
      values: sentence?.values,
    });
  }

  function pump() {
    while (running < concurrency) {
      const job = lanes.active.shift() ?? lanes.background.shift();
      if (!job) return;
      const refused = refusal(job.probe);
      if (refused) {
        shared.delete(job.key);
        job.reject(refused);
        continue;
      }
      const probe = job.probe && held();
      if (probe) probing = true;
      const slot = shared.get(job.key);
      if (slot) slot.job = undefined;
      running += 1;
      job
        .task()
        .then(
          (value) => {
            // The API answered the rep's probe: whatever held the others is over.
            if (probe) backoff = null;
            job.resolve(value);
          },
          (error: unknown) => {
            if (isApiError(error) && error.kind === 'rate_limited') {
              backOff(error.retryAt ?? now() + serverBackoffMs, 'rate_limited');
            } else if (isApiError(error) && error.kind === 'server') {
              backOff(error.retryAt ?? now() + serverBackoffMs, 'server');
            }
            job.reject(withResumeTime(error));
          },
        )
        .finally(() => {
          running -= 1;
          if (probe) probing = false;
          shared.delete(job.key);
          pump();
        });
    }
  }

  return {
    run<T>(key: string, task: () => Promise<T>, runOptions: RunOptions = {}): Promise<T> {
      const priority = runOptions.priority ?? 'background';
      const probe = runOptions.probe ?? false;
      const existing = probe ? undefined : shared.get(key);
      if (existing) {
        // A queued background request that the active tab now waits for moves to the front lane.
        const job = existing.job;
        if (job && priority === 'active' && job.priority === 'background') {
          const at = lanes.background.indexOf(job);
          if (at >= 0) lanes.background.splice(at, 1);
          job.priority = 'active';
          lanes.active.push(job);
        }
        return existing.promise as Promise<T>;
      }
      const refused = refusal(probe);
      if (refused) return Promise.reject(refused);
      let job!: Job;
      // A probe runs under a key of its own: later callers share the request already running, not it.
      const slotKey = probe ? `${key}\u0000probe` : key;
      const promise = new Promise<unknown>((resolve, reject) => {
        job = { key: slotKey, priority, probe, task, resolve, reject };
      });
      shared.set(slotKey, { promise, job });
      lanes[priority].push(job);
      pump();
      return promise as Promise<T>;
    },
    backOff,
    blockedUntil: () => (held() && backoff ? backoff.until : 0),
    forgetBackoff: () => {
      backoff = null;
    },
    load: () => ({ queued: lanes.active.length + lanes.background.length, running }),
  };
}
