import type { RunningSandbox } from '../../sandbox/app';
import { launchConfiguredPanel, median, round, summarize } from './bench-browser';
import { FRAME_MS } from './research-render-bench';

/**
 * My accounts with 2,000 followed accounts, in the built extension's side panel page in real Chromium: from the
 * click on the toolbar's "My accounts" to the first rows painted (Element Timing on each row's name,
 * `followed-row`), in a fresh panel page each time, the view's chunk loaded once before (as a rep's later
 * openings) and the first opening reported beside it; then two seconds of scrolling the list a row and a half a frame, every frame's interval
 * read from requestAnimationFrame. The list is written into the extension's IndexedDB as the background stores
 * it (record version 2), every row an account a check found.
 */
export async function measureMyAccountsRender(sandbox: RunningSandbox, rounds = 8) {
  const { browser, page } = await launchConfiguredPanel(sandbox);
  try {
    const panel = `chrome-extension://${browser.extensionId}/sidepanel.html`;
    await page.goto(`${panel}#research`);
    // The connection the background announced names the list's record.
    const namespace = await page.evaluate(async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const { connection } = await chrome.storage.local.get('connection');
        const id = (connection as { id?: string } | undefined)?.id;
        if (id) return id;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no connection announced');
    });
    await page.evaluate(
      ({ namespace, count }) =>
        new Promise<void>((resolve, reject) => {
          const accounts = Array.from({ length: count }, (_, index) => ({
            key: `domain:prospect-${index}.com`,
            entry: { kind: 'domain', domain: `prospect-${index}.com` },
            input: `prospect-${index}.com`,
            addedAt: index,
            checkedAt: count,
            result: {
              status: 'found',
              account: {
                name: `Prospect ${index} Holdings`,
                slug: `prospect-${index}`,
                domain: `prospect-${index}.com`,
                url: `https://api.example/accounts/prospect-${index}`,
                interviews: index % 40,
                lastInterviewed: index % 40 ? '2026-10-01' : null,
                icpMatches: index % 5,
                targeted: index % 7 === 0,
              },
            },
          }));
          const open = indexedDB.open('buyer-lens-lists');
          open.onupgradeneeded = () => open.result.createObjectStore('lists');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const transaction = open.result.transaction('lists', 'readwrite');
            transaction
              .objectStore('lists')
              .put(
                { version: 2, accounts, whatsNew: [], watch: { mark: null, searchesTold: {} } },
                namespace,
              );
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error);
          };
        }),
      { namespace, count: 2_000 },
    );

    /**
     * From the switch's click to the first rows' paint, the view coming from Research, in a fresh panel page
     * each time (a view already shown is kept, and its rows would not paint anew).
     */
    const openOnce = async () => {
      await page.goto('about:blank');
      await page.goto(`${panel}#research`);
      await page.getByTestId('my-accounts-switch').waitFor();
      return page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no rows painted in 15 s')), 15_000);
            const observer = new PerformanceObserver((list) => {
              const entry = list
                .getEntries()
                .find(
                  (item) =>
                    (item as PerformanceEntry & { identifier?: string }).identifier === 'followed-row',
                );
              if (!entry) return;
              clearTimeout(timer);
              observer.disconnect();
              resolve((entry as PerformanceEntry & { renderTime: number }).renderTime - clicked);
            });
            observer.observe({ type: 'element', buffered: false });
            const clicked = performance.now();
            (document.querySelector('[data-testid="my-accounts-switch"]') as HTMLElement).click();
          }),
      );
    };
    const firstOpening = await openOnce();
    const openings: number[] = [];
    for (let index = 0; index < rounds; index++) openings.push(await openOnce());

    // Two seconds of scrolling, a row and a half a frame.
    await page.locator('.virtual-rows').waitFor();
    // A string: tsx names the inner function of a callback (`__name`), which the page does not have.
    const frames = (await page.evaluate(`new Promise((resolve) => {
      const box = document.querySelector('.virtual-rows');
      const intervals = [];
      let last = 0;
      const started = performance.now();
      requestAnimationFrame(function frame(time) {
        if (last) intervals.push(time - last);
        last = time;
        box.scrollTop += 96;
        if (time - started < 2000) requestAnimationFrame(frame);
        else resolve(intervals);
      });
    })`)) as number[];
    const rows = await page.locator('.virtual-row').count();
    const late = frames.filter((interval) => interval > FRAME_MS * 1.5).length;
    return {
      accounts: 2_000,
      firstOpeningMs: round(firstOpening),
      openToFirstRowsMs: summarize(openings),
      scroll: {
        frames: frames.length,
        medianFrameMs: round(median(frames)),
        p95FrameMs: summarize(frames).p95Ms,
        lateFrames: late,
        rowsInDom: rows,
      },
    };
  } finally {
    await browser.close();
  }
}
