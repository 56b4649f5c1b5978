import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RICH_ACCOUNT, SMALL_MISSING_ACCOUNT } from '../../sandbox/known-records';
import { configure, screenshotOnFailure, useExtensionTestBed } from './harness';
import {
  accountRequests,
  fingerprintOf,
  openProbe,
  openTab,
  serveWebsites,
  toolbarOf,
  toolbarShowing,
  waitForStatus,
} from './lookup-helpers';
import { stopExtensionWorker } from './service-worker';

describe('lookup engine: cache across keys and worker restarts (real Chromium against the sandbox)', () => {
  const bed = useExtensionTestBed();
  let probe: Page;
  const pages: Page[] = [];

  beforeAll(async () => {
    await serveWebsites(bed.session.context);
    probe = await openProbe(bed.session);
    pages.push(probe);
    await configure(probe, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
  });

  /** The keys of the cached answers, in the extension's IndexedDB (lib/private-storage/cache-area.ts). */
  async function cachedKeys(): Promise<string[]> {
    return probe.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('buyer-lens-cache');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const keys = db.transaction('responses').objectStore('responses').getAllKeys();
            keys.onsuccess = () => {
              db.close();
              resolve((keys.result as string[]).filter((key) => key.startsWith('responseCache:')));
            };
            keys.onerror = () => reject(keys.error);
          };
        }),
    );
  }

  it('a stopped service worker answers from the cache without a new request', async () => {
    screenshotOnFailure('lookup-worker-restart', () => pages);
    const domain = RICH_ACCOUNT.domain;
    const first = await openTab(bed.session.context, probe, `https://www.${domain}/`);
    pages.push(first.page);
    await waitForStatus(probe, first.tabId, ['found']);
    expect(accountRequests(bed.sandbox, domain)).toHaveLength(1);
    const painted = await toolbarShowing(probe, first.tabId);

    // Chrome stops a worker 30 s after its last event: by then the answer is in IndexedDB, written with the
    // cache's index a second after it came (lib/cache/response-cache.ts).
    await expect
      .poll(async () => (await cachedKeys()).filter((key) => key.includes(domain)), { timeout: 5_000 })
      .toHaveLength(1);
    // A mark in the worker's memory: a restarted worker does not have it.
    await bed.session.serviceWorker.evaluate(() => {
      (globalThis as { beforeStop?: boolean }).beforeStop = true;
    });
    await stopExtensionWorker(probe);

    // The navigation wakes the worker; its memory is gone, its IndexedDB is not.
    const second = await openTab(bed.session.context, probe, `https://www.${domain}/customers`);
    pages.push(second.page);
    const state = await waitForStatus(probe, second.tabId, ['found', 'not_found', 'error']);
    expect(state).toMatchObject({ status: 'found', domain });
    await toolbarShowing(probe, second.tabId);
    // The first tab's badge is the browser's, kept while the worker slept: the new worker paints no badge again.
    expect(await toolbarOf(probe, first.tabId)).toEqual(painted);
    expect(accountRequests(bed.sandbox, domain)).toHaveLength(1);
    const worker = bed.session.context.serviceWorkers()[0];
    expect(await worker?.evaluate(() => (globalThis as { beforeStop?: boolean }).beforeStop ?? false)).toBe(
      false,
    );
  });

  it('switching key clears what the old key fetched and shows the new team its own answer', async () => {
    screenshotOnFailure('lookup-key-switch', () => pages);
    const domain = SMALL_MISSING_ACCOUNT.domain;
    const { page, tabId } = await openTab(bed.session.context, probe, `https://www.${domain}/`);
    pages.push(page);
    await waitForStatus(probe, tabId, ['found']);
    const oldFingerprint = fingerprintOf('demo-full');
    // Written with the cache's index, a second after the answer.
    await expect
      .poll(async () => (await cachedKeys()).some((key) => key.includes(oldFingerprint)), { timeout: 5_000 })
      .toBe(true);

    await configure(probe, { baseUrl: bed.sandbox.url, apiKey: 'demo-small' });
    // demo-small has no interviews of this account: the tab is looked up again and is no account any more.
    const state = await waitForStatus(probe, tabId, ['not_found']);
    expect(state).toMatchObject({ status: 'not_found', domain });
    await toolbarShowing(probe, tabId, '·');
    await expect
      .poll(async () => (await cachedKeys()).some((key) => key.includes(fingerprintOf('demo-small'))), {
        timeout: 5_000,
      })
      .toBe(true);
    const keys = await cachedKeys();
    expect(keys.some((key) => key.includes(oldFingerprint))).toBe(false);
    // The raw key is nowhere in the cache.
    expect(JSON.stringify(keys)).not.toContain('demo-small');
    const lastAsked = accountRequests(bed.sandbox, domain).at(-1);
    expect(lastAsked?.authorization).toBe('Token demo-small');
  });
});
