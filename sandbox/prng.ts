/** A tiny seeded PRNG (mulberry32) and helpers, so the demo data is identical on every run and machine. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** true with the given probability. */
  chance(probability: number): boolean;
};

/** Creates a deterministic random source from a 32-bit seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      const taken: T[] = [];
      while (taken.length < count && copy.length > 0) {
        const [item] = copy.splice(Math.floor(next() * copy.length), 1);
        taken.push(item as T);
      }
      return taken;
    },
    chance: (probability) => next() < probability,
  };
}

/** A stable 32-bit hash of a string (FNV-1a), for per-record decisions that must not depend on order. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
