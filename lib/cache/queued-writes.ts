// Every response cache's queued storage writes. The cache answers from memory and writes after (off the
// lookup's path), so a test lets these land before it empties the store. Nothing here imports browser APIs:
// the unit tests' setup file loads it before the fake browser exists.

const queued = new Set<Promise<unknown>>();

/** Tracks a write until it settles. */
export function trackWrite(write: Promise<unknown>): void {
  queued.add(write);
  void write.then(
    () => queued.delete(write),
    () => queued.delete(write),
  );
}

/** Resolves once every write tracked so far (and any queued meanwhile) has settled (tests). */
export async function settleCacheWrites(): Promise<void> {
  while (queued.size > 0) await Promise.allSettled([...queued]);
}
