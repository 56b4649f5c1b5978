// Every response cache's queued storage writes. The cache answers from memory and writes after (off the
// lookup's path), so a test lets these land before it empties the store. Nothing here imports browser APIs:
// the unit tests' setup file loads it before the fake browser exists.

const queued = new Set<Promise<unknown>>();
// The flushes of the caches holding writes for later (their entries and index wait a second).
const flushes = new Set<() => Promise<void>>();

/** Tracks a write until it settles. */
export function trackWrite(write: Promise<unknown>): void {
  queued.add(write);
  void write.then(
    () => queued.delete(write),
    () => queued.delete(write),
  );
}

/** A cache holds writes for later: `settleCacheWrites` runs its flush at once rather than wait for its timer. */
export function holdWrites(flush: () => Promise<void>): void {
  flushes.add(flush);
}

/** Resolves once every write tracked so far, and what each cache held for later, has landed (tests). */
export async function settleCacheWrites(): Promise<void> {
  do {
    const held = [...flushes];
    flushes.clear();
    await Promise.allSettled(held.map((flush) => flush()));
    await Promise.allSettled([...queued]);
  } while (queued.size > 0 || flushes.size > 0);
}
