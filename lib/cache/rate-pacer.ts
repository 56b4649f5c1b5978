// Paces requests by a key (a tab): at most `perSecond` start in any one second, the rest wait their turn.
// The scheduler caps the background's requests as a whole; this keeps one page's marks polite while its rep
// scrolls (a list scrolled fast must not spend the team's rate limit in a burst).

export type RatePacerOptions = {
  perSecond: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type RatePacer = {
  /** Resolves when a request for `key` may start (and counts it as started). */
  wait(key: string | number): Promise<void>;
  /** Forgets a key's history (its tab closed). */
  forget(key: string | number): void;
};

const WINDOW_MS = 1_000;

export function createRatePacer(options: RatePacerOptions): RatePacer {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const starts = new Map<string | number, number[]>();
  return {
    async wait(key) {
      for (;;) {
        const at = now();
        const recent = (starts.get(key) ?? []).filter((start) => at - start < WINDOW_MS);
        if (recent.length < options.perSecond) {
          recent.push(at);
          starts.set(key, recent);
          return;
        }
        starts.set(key, recent);
        await sleep((recent[0] as number) + WINDOW_MS - at);
      }
    },
    forget(key) {
      starts.delete(key);
    },
  };
}
