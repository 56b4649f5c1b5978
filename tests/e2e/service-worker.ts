import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type WorkerVersion = { versionId: string; scriptURL: string; runningStatus: string };

/**
 * Stops the extension's service worker as Chrome does when it is idle (or kills it mid-request): its memory
 * goes, storage stays, and the next event starts a new worker. `page` must be one of the extension's own pages
 * (its DevTools session sees only its own origin's service worker registrations); it outlives the stop.
 */
export async function stopExtensionWorker(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const versions: WorkerVersion[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', (event) => versions.push(...event.versions));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => versions.some((version) => version.runningStatus === 'running')).toBe(true);
    for (const version of versions.filter((candidate) => candidate.runningStatus === 'running')) {
      await cdp.send('ServiceWorker.stopWorker', { versionId: version.versionId });
    }
    // Playwright keeps its Worker handle across a stop (no 'close' event): wait for the browser's own word.
    await expect
      .poll(() => versions.some((version) => version.runningStatus === 'stopped'), { timeout: 5_000 })
      .toBe(true);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
