/**
 * Remembers successful answers by key for the life of a page, so that expanding the same row twice
 * asks once; failed answers are forgotten so that a retry asks again.
 */
export function memoizeFetched<A, T extends { ok: boolean }>(
  load: (arg: A) => Promise<T>,
  keyOf: (arg: A) => string,
): { get(arg: A): Promise<T>; peek(arg: A): T | undefined } {
  const pending = new Map<string, Promise<T>>();
  const settled = new Map<string, T>();
  return {
    get(arg) {
      const key = keyOf(arg);
      const known = pending.get(key);
      if (known) return known;
      const promise = load(arg).then((result) => {
        if (result.ok) settled.set(key, result);
        else pending.delete(key);
        return result;
      });
      pending.set(key, promise);
      return promise;
    },
    peek(arg) {
      return settled.get(keyOf(arg));
    },
  };
}
