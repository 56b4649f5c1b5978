// The page's first frame on screen (lib/ui/first-paint.ts), held until a test releases it. A component test
// stands it in with `vi.mock('@/lib/ui/first-paint', () => import('./held-first-paint'))`.

let release: () => void = () => undefined;
let painted: Promise<void> = Promise.resolve();

export const afterFirstPaint = (): Promise<void> => painted;

/** Holds the first paint until `paint()`: call before each test. */
export function holdFirstPaint(): void {
  painted = new Promise((resolve) => {
    release = resolve;
  });
}

/** The first frame is on screen. */
export function paint(): void {
  release();
}
