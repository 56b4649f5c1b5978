import type { RunningSandbox } from '../../sandbox/app';
import { launchConfiguredPanel, summarize } from './bench-browser';

/** A frame at 60 Hz: a page of results should be on screen within one after its answer. */
export const FRAME_MS = 1000 / 60;

/**
 * Pages of 50 accounts in Research › Accounts, from each answer to its rows in the DOM and to their first paint:
 * the page marks the answer (`buyer-lens:accounts-answer`) and the rendered rows (`buyer-lens:accounts-rendered`,
 * a layout effect: rendered and laid out), and the browser reports when the new rows' names are painted (Element
 * Timing, `account-row`; the paint waits for the compositor's next frame). The rep pages through the unfiltered search (its five full pages of 50) in a page already open;
 * each step is a new route, a new answer (from the background's cache after the first round) and 50 new rows.
 */
export async function measureResearchRender(sandbox: RunningSandbox, rounds = 4) {
  const { browser, page } = await launchConfiguredPanel(sandbox);
  try {
    const base = `chrome-extension://${browser.extensionId}/sidepanel.html#research/accounts?per_page=50`;
    await page.goto(base);
    await page.getByTestId('account-row').first().waitFor({ timeout: 15_000 });
    const answerToPaint: number[] = [];
    const answerToRendered: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const pageNumber of [2, 3, 4, 5, 1]) {
        const measured = await page.evaluate(
          (target) =>
            new Promise<{ answerToPaint: number; answerToRendered: number; rows: number }>(
              (resolve, reject) => {
                const timer = setTimeout(() => reject(new Error('no rows painted in 15 s')), 15_000);
                const since = performance.now();
                const painted: number[] = [];
                const observer = new PerformanceObserver((list) => {
                  for (const entry of list.getEntries())
                    if ((entry as PerformanceEntry & { identifier?: string }).identifier === 'account-row')
                      painted.push((entry as PerformanceEntry & { renderTime: number }).renderTime);
                  const answer = performance
                    .getEntriesByName('buyer-lens:accounts-answer')
                    .find((mark) => mark.startTime >= since);
                  // The rows are committed in one render and painted in one frame; only those in the viewport
                  // are reported, so the first report is that frame.
                  const fresh = painted.filter((time) => answer && time >= answer.startTime);
                  if (!answer || fresh.length === 0) return;
                  clearTimeout(timer);
                  observer.disconnect();
                  const rows = document.querySelectorAll('[data-testid="account-row"]').length;
                  const rendered = performance
                    .getEntriesByName('buyer-lens:accounts-rendered')
                    .find((mark) => mark.startTime >= answer.startTime);
                  resolve({
                    answerToPaint: Math.min(...fresh) - answer.startTime,
                    answerToRendered: (rendered?.startTime ?? Number.NaN) - answer.startTime,
                    rows,
                  });
                });
                observer.observe({ type: 'element' });
                location.hash = target;
              },
            ),
          `research/accounts?${pageNumber > 1 ? `page=${pageNumber}&` : ''}per_page=50`,
        );
        if (measured.rows !== 50) throw new Error(`expected a page of 50 rows, saw ${measured.rows}`);
        // The first round fills the cache; the figures are the rounds after it, as the rep pages back and forth.
        if (round > 0) {
          answerToPaint.push(measured.answerToPaint);
          answerToRendered.push(measured.answerToRendered);
        }
      }
    }
    return {
      answerToRendered: summarize(answerToRendered),
      answerToPaint: summarize(answerToPaint),
      frameMs: Number(FRAME_MS.toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}
