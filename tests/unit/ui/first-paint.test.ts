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

async function freshModule() {
  vi.resetModules();
  return import('@/lib/ui/first-paint');
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
    const { afterFirstPaint } = await freshModule();
    let done = false;
    void afterFirstPaint().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    expect(FakePaintObserver.current?.observed).toEqual({ type: 'paint', buffered: true });
    FakePaintObserver.current?.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    // Every later caller is answered at once, with no second observer.
    const first = FakePaintObserver.current;
    await afterFirstPaint();
    expect(FakePaintObserver.current).toBe(first);
  });

  it('goes on after 300 ms in a page that is never shown', async () => {
    const { afterFirstPaint } = await freshModule();
    let done = false;
    void afterFirstPaint().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });
});
