import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// lib/ui/first-paint.ts: what waits for the page's first frame on screen (the side panel's stack, the question
// for a newer account) goes once it is painted, and never waits forever.

/** A stand-in for the browser's PerformanceObserver: `paint()` reports the first frame. */
class FakePaintObserver {
  static current: FakePaintObserver | null = null;
  observed: unknown = null;
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakePaintObserver.current = this;
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  paint() {
    this.callback();
  }
}

/** afterFirstPaint from a freshly loaded module (it remembers its first paint), and whether it has resolved. */
async function waitForFirstPaint() {
  vi.resetModules();
  const { afterFirstPaint } = await import('@/lib/ui/first-paint');
  const waiting = { done: false, afterFirstPaint };
  void afterFirstPaint().then(() => {
    waiting.done = true;
  });
  return waiting;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    FakePaintObserver.current = null;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves when the first frame is painted, and stops observing', async () => {
    const waiting = await waitForFirstPaint();
    await vi.advanceTimersByTimeAsync(100);
    expect(waiting.done).toBe(false);
    expect(FakePaintObserver.current?.observed).toEqual({ type: 'paint', buffered: true });
    FakePaintObserver.current?.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.done).toBe(true);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    // Every later caller is answered at once, with no second observer.
    const first = FakePaintObserver.current;
    await waiting.afterFirstPaint();
    expect(FakePaintObserver.current).toBe(first);
  });

  it('goes on after 300 ms in a page that is never shown', async () => {
    const waiting = await waitForFirstPaint();
    await vi.advanceTimersByTimeAsync(299);
    expect(waiting.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.done).toBe(true);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });
});
