// The interview search fetches a transcript detail per result on screen, for its passages (docs/api.md 4.1
// rule 5: a search result has no text). A page of results scrolled through quickly must not ask for twenty
// at once: the limiter runs a few at a time, first asked first, and a task whose result left the screen before
// its turn is dropped without running.

/** A task handed to the limiter: its answer, and a way to drop it before it starts. */
export type LimitedTask<T> = { promise: Promise<T>; cancel(): void };

/** Runs at most `concurrency` tasks at once, in the order they were asked for. */
export function createTaskLimiter(concurrency: number) {
  let running = 0;
  const waiting: { start(): void; cancelled: boolean }[] = [];

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const entry = waiting.shift();
      if (entry && !entry.cancelled) entry.start();
    }
  };

  return {
    /** Queues a task; `cancel()` before it starts means it never runs (its promise then never settles). */
    run<T>(task: () => Promise<T>): LimitedTask<T> {
      let entry!: { start(): void; cancelled: boolean };
      const promise = new Promise<T>((resolve, reject) => {
        entry = {
          cancelled: false,
          start() {
            running++;
            task()
              .then(resolve, reject)
              .finally(() => {
                running--;
                next();
              });
          },
        };
      });
      waiting.push(entry);
      next();
      return {
        promise,
        cancel() {
          entry.cancelled = true;
        },
      };
    },
    /** Tasks started and not finished (for tests and benchmarks). */
    get running() {
      return running;
    },
  };
}
