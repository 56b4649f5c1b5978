import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RunningSandbox } from '../../sandbox/app';
import { EXTENSION_DIR, launchBrowser, median, round } from './bench-browser';
import { MINIMAL_EXTENSION_DIR } from './trace-bench';
import {
  connectDevTools,
  extensionWorker,
  measureWorkerStarts,
  startProfiler,
  workerSession,
} from './worker-probe';

const COST_NAVIGATIONS = Number(process.env.BENCH_COST_NAVIGATIONS ?? 40);
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 12);
/** Time given to each navigation's lookup before the next (an uncached one against the sandbox takes ~150 ms). */
const SETTLE_MS = 300;

type Side = 'buyer-lens' | 'minimal';

function page(host: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${host}</title></head><body><h1>${host}</h1><p>${'Lorem ipsum dolor sit amet. '.repeat(40)}</p></body></html>`;
}

/**
 * The worker's CPU per ordinary navigation (CDP Profiler on the service worker, every sample that was not
 * idle), over COST_NAVIGATIONS websites never seen before: Buyer Lens with the sandbox's key (each a 404, then
 * suggestions and the vendor check: the network call itself is idle time), without a key, and the minimal
 * extension. Each after five warm-up navigations, so that the code is compiled and the vendor list cached as in
 * a rep's browser.
 */
export async function measureWorkerCost(
  sandbox: RunningSandbox,
  side: Side,
  withKey: boolean,
): Promise<{ perNavigationMs: number; navigations: number; top: [string, number][] }> {
  const browser = await launchBrowser({
    withExtension: true,
    ...(side === 'minimal' ? { extensionDir: MINIMAL_EXTENSION_DIR } : {}),
    extraArgs: ['--remote-debugging-port=0'],
  });
  const devtools = await connectDevTools(browser);
  try {
    await browser.context.route(/^https:\/\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: page(new URL(route.request().url()).hostname),
      }),
    );
    const worker = await extensionWorker(browser);
    const tag = `${side}-${withKey ? 'key' : 'nokey'}`;
    const hosts = Array.from({ length: COST_NAVIGATIONS + 5 }, (_, i) => `www.cost-${tag}-${i + 1}.com`);
    if (side === 'minimal') {
      await worker.evaluate(
        (entries) =>
          (globalThis as unknown as { seedValues(e: [string, string][]): Promise<void> }).seedValues(entries),
        hosts.map((host): [string, string] => [host, '1']),
      );
    } else if (withKey) {
      await worker.evaluate((settings) => chrome.storage.local.set({ settings }), {
        baseUrl: sandbox.url,
        apiKey: 'demo-full',
      });
    }
    const tab = await browser.context.newPage();
    const visit = async (host: string) => {
      await tab.goto(`https://${host}/`, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    };
    for (const host of hosts.slice(0, 5)) await visit(host);
    const session = await workerSession(devtools, browser.extensionId ?? '');
    const stop = await startProfiler(session);
    const measured = hosts.slice(5);
    for (const host of measured) await visit(host);
    // Work the lookups left for later (cache writes, the index's flush a second on) is part of their cost.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { busyMs, top } = await stop();
    await session.detach().catch(() => undefined);
    return {
      perNavigationMs: round(busyMs / measured.length),
      navigations: measured.length,
      // Where the time went (self time over the whole run), for the report and the next fix.
      top: top.slice(0, 12),
    };
  } finally {
    await devtools.disconnect().catch(() => undefined);
    await browser.close();
  }
}

/**
 * The worker's start, START_RUNS times per extension (worker-probe.ts `measureWorkerStarts`: CDP start request
 * → Chrome's "running", once the script's top level ran), median in ms, for Buyer Lens and the minimal extension.
 */
export async function measureWorkerStart(side: Side): Promise<{ medianMs: number; runs: number[] }> {
  const browser = await launchBrowser({
    withExtension: true,
    ...(side === 'minimal' ? { extensionDir: MINIMAL_EXTENSION_DIR } : {}),
  });
  try {
    await extensionWorker(browser);
    const probe = await browser.context.newPage();
    await probe.goto(
      `chrome-extension://${browser.extensionId}/${side === 'minimal' ? 'probe' : 'options'}.html`,
    );
    const runs = (await measureWorkerStarts(probe, START_RUNS)).map(round);
    return { medianMs: round(median(runs)), runs };
  } finally {
    await browser.close();
  }
}

/** The background bundle's size, raw and gzip, in KB (1,024 bytes). */
export function backgroundBundle(dir = EXTENSION_DIR): { rawKb: number; gzipKb: number } {
  const file = readFileSync(join(dir, 'background.js'));
  return { rawKb: round(file.length / 1024), gzipKb: round(gzipSync(file).length / 1024) };
}
