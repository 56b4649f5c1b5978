import type { Page, Worker } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELAYED_EVENTS } from '../../lib/background/event-relay';
import { RICH_ACCOUNT } from '../../sandbox/known-records';
import { listenedEvents } from '../bench/listened-events';
import { configure, useExtensionTestBed } from './harness';
import { openProbe, openTab, serveWebsites, toolbarShowing, waitForStatus } from './lookup-helpers';
import { stopExtensionWorker } from './service-worker';

// background.js is the events' relay; the background itself loads with the first event it hands on
// (lib/background/event-relay.ts). In the built extension: the listeners the browser holds are the relay's,
// before the background loads and after, and a worker woken by a navigation loads it and paints the badge.

describe("the worker's event relay (real Chromium)", () => {
  const bed = useExtensionTestBed();
  let probe: Page;

  beforeAll(async () => {
    await serveWebsites(bed.session.context);
    probe = await openProbe(bed.session);
    await configure(probe, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
  });

  /** Whether the background's script ran in the worker (lib/background/background-script.ts). */
  function backgroundLoaded(worker: Worker): Promise<boolean> {
    return worker.evaluate(
      () => (globalThis as unknown as Record<string, unknown>).buyerLensBackground === true,
    );
  }

  it('leaves the browser only the relay’s listeners once the background has added its own', async () => {
    // The probe's messages loaded the background.
    expect(await backgroundLoaded(bed.session.serviceWorker)).toBe(true);
    const events = await listenedEvents(bed.session.serviceWorker);
    // Every event the worker listens to is relayed (notifications' once allowed: not here).
    expect(events).toEqual(RELAYED_EVENTS.filter((name) => name !== 'notifications.onClicked'));
  });

  it('loads the background in a stopped worker woken by a navigation, which it looks up', async () => {
    await stopExtensionWorker(probe);
    const { tabId } = await openTab(bed.session.context, probe, `https://www.${RICH_ACCOUNT.domain}/`);
    expect(await waitForStatus(probe, tabId, ['found', 'not_found', 'error'])).toMatchObject({
      status: 'found',
      domain: RICH_ACCOUNT.domain,
    });
    expect((await toolbarShowing(probe, tabId)).text).not.toBe('');
    const worker = bed.session.context.serviceWorkers()[0];
    if (!worker) throw new Error('no service worker');
    expect(await backgroundLoaded(worker)).toBe(true);
    expect(await listenedEvents(worker)).toEqual(
      RELAYED_EVENTS.filter((name) => name !== 'notifications.onClicked'),
    );
  });
});
