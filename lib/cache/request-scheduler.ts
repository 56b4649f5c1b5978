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
};

export interface RequestScheduler {
  /**
   * Runs a request: shared with a request of the same key already queued or running, at most `concurrency`
   * at once, the active lane first. Refused at once (as an ApiError) while offline or backing off.
   */
  run<T>(key: string, task: () => Promise<T>, options?: { priority?: RequestPriority }): Promise<T>;
  /** Holds every request until this time (epoch ms), as a 429 or 5xx asked. */
  backOff(untilEpochMs: number, kind: 'rate_limited' | 'server'): void;
  /** Epoch ms until which requests are refused; 0 when none. */
  blockedUntil(): number;
  /** Requests queued and running, for tests. */
  load(): { queued: number; running: number };
}

type Job = {
  key: string;
  priority: RequestPriority;
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

  const shared = new Map<string, { promise: Promise<unknown>; job?: Job }>();
  const lanes: Record<RequestPriority, Job[]> = { active: [], background: [] };
  let running = 0;
  let backoff: { until: number; kind: 'rate_limited' | 'server' } | null = null;

  function refusal(): ApiError | null {
    if (!isOnline())
      return new ApiError('network', 'You are offline. Buyer Lens will try again when you are back.');
    if (backoff && now() < backoff.until) {
      return backoff.kind === 'rate_limited'
        ? new ApiError('rate_limited', 'Too many lookups for now: the API asked to wait.', {
            retryAt: backoff.until,
          })
        : new ApiError('server', 'The Buyer Intelligence API is having trouble. Try again shortly.', {
            retryAt: backoff.until,
          });
    }
    return null;
  }

  function backOff(until: number, kind: 'rate_limited' | 'server') {
    if (backoff && backoff.until >= until) return;
    backoff = { until, kind };
    // Everything still queued would only meet the same answer: refuse it now so that its tab says why.
    const error = refusal();
    if (!error) return;
    for (const lane of [lanes.active, lanes.background]) {
      for (const job of lane.splice(0)) {
        shared.delete(job.key);
        job.reject(error);
      }
    }
  }

  function pump() {
    while (running < concurrency) {
      const job = lanes.active.shift() ?? lanes.background.shift();
      if (!job) return;
      const refused = refusal();
      if (refused) {
        shared.delete(job.key);
        job.reject(refused);
        continue;
      }
      const slot = shared.get(job.key);
      if (slot) slot.job = undefined;
      running += 1;
      job
        .task()
        .then(job.resolve, (error: unknown) => {
          if (isApiError(error) && error.kind === 'rate_limited') {
            backOff(error.retryAt ?? now() + serverBackoffMs, 'rate_limited');
          } else if (isApiError(error) && error.kind === 'server') {
            backOff(error.retryAt ?? now() + serverBackoffMs, 'server');
          }
          job.reject(error);
        })
        .finally(() => {
          running -= 1;
          shared.delete(job.key);
          pump();
        });
    }
  }

  return {
    run<T>(key: string, task: () => Promise<T>, runOptions: { priority?: RequestPriority } = {}): Promise<T> {
      const priority = runOptions.priority ?? 'background';
      const existing = shared.get(key);
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
      const refused = refusal();
      if (refused) return Promise.reject(refused);
      let job!: Job;
      const promise = new Promise<unknown>((resolve, reject) => {
        job = { key, priority, task, resolve, reject };
      });
      shared.set(key, { promise, job });
      lanes[priority].push(job);
      pump();
      return promise as Promise<T>;
    },
    backOff,
    blockedUntil: () => (backoff && now() < backoff.until ? backoff.until : 0),
    load: () => ({ queued: lanes.active.length + lanes.background.length, running }),
  };
}
