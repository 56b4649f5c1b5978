// A page's first frame on screen. Chrome shows an extension's side panel once its page has loaded, and paints
// its first frame when the panel is shown: until then, any other work of the page (a render, a message to the
// background) is work the browser does while it opens the panel. What can wait, waits for this.

/** Longest wait: a page that is never shown (a hidden tab, a test without a window) goes on all the same. */
const LONGEST_WAIT_MS = 300;

let painted: Promise<void> | null = null;

/** Resolves once the page's first frame has been painted (at once if it has), or after LONGEST_WAIT_MS. */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || performance.getEntriesByName('first-paint').length > 0)
      return resolve();
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    const observer = new PerformanceObserver(done);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
  return painted;
}
