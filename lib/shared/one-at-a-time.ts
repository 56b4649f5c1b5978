// A queue of one: each task starts once the one before has settled, either way. Six lines rather than p-limit(1):
// the worker's start pays for every byte of background.js.

/** Makes a runner whose tasks run one after another, in the order given; a failure does not stop the next. */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
