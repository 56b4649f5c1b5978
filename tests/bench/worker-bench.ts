import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Worker } from 'playwright-core';
import { WORKER_SCRIPTS } from '../../lib/shared/worker-scripts';
import type { RunningSandbox } from '../../sandbox/app';
import { serveWebsites } from '../e2e/lookup-helpers';
import { EXTENSION_DIR, launchBrowser, median, round } from './bench-browser';
import { listenedEvents } from './listened-events';
import { MINIMAL_EXTENSION_DIR } from './trace-bench';
import {
  connectDevTools,
  extensionWorker,
  measureWorkerStarts,
  startProfiler,
  workerSession,
  workerThreadCpu,
} from './worker-probe';

const COST_NAVIGATIONS = Number(process.env.BENCH_COST_NAVIGATIONS ?? 40);
const PROFILED_NAVIGATIONS = Number(process.env.BENCH_PROFILED_NAVIGATIONS ?? 15);
const API_KEY = 'demo-full';
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 12);
/** Time given to each navigation's lookup before the next: more than an uncached one against the sandbox takes. */
const SETTLE_MS = 300;

export type Side = 'buyer-lens' | 'minimal';

function page(host: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${host}</title></head><body><h1>${host}</h1><p>${'Lorem ipsum dolor sit amet. '.repeat(40)}</p></body></html>`;
}

/** Every https address answers as an ordinary website named after its host, from the harness: no network. */
export function serveOrdinaryWebsites(context: BrowserContext): Promise<void> {
  return serveWebsites(context, page);
}

/**
 * Readies a side for `hosts`: the minimal extension gets a cached value for each; Buyer Lens gets the sandbox's
 * key when `sandboxUrl` is given (else it has none, and looks nothing up).
 */
export async function prepareSide(
  worker: Worker,
  side: Side,
  hosts: string[],
  sandboxUrl: string | null,
): Promise<void> {
  if (side === 'minimal')
    await worker.evaluate(
      (entries) =>
        (globalThis as unknown as { seedValues(e: [string, string][]): Promise<void> }).seedValues(entries),
      hosts.map((host): [string, string] => [host, '1']),
    );
  else if (sandboxUrl)
    await worker.evaluate((settings) => chrome.storage.local.set({ settings }), {
      baseUrl: sandboxUrl,
      apiKey: API_KEY,
    });
}

/**
 * The worker's CPU per ordinary navigation, over websites never seen before: Buyer Lens with the sandbox's key
 * (each a 404 and the vendor check, its suggestions left for a view; waiting for the network is no CPU), without a
 * key, and the minimal extension. Each after five warm-up navigations, so that the code is compiled and the vendor
 * list cached as in a rep's browser.
 * - `perNavigationMs`: the worker thread's CPU time over COST_NAVIGATIONS (`workerThreadCpu`). It counts the
 *   browser's own work on that thread too (events, storage and badge calls), which the minimal extension pays
 *   as well: the floor rows set its figure aside.
 * - `fetchPerNavigationMs` (with a key): the network call's CPU on that thread, measured by asking the very
 *   requests those navigations made again with a bare `fetch` (same headers and options, body read): what a
 *   request costs inside Chrome, whatever the extension.
 * - Then PROFILED_NAVIGATIONS more under the CDP sampling profiler: `top` says where the time went (self time
 *   by function; BENCH_PROFILE_DIR keeps the raw profile) and `sampledMeanPerNavigationMs` is the sampled busy
 *   time, for comparison only: a late sample counts its whole gap, and fine sampling itself adds to the thread's
 *   work.
 */
export async function measureWorkerCost(
  sandbox: RunningSandbox,
  side: Side,
  withKey: boolean,
): Promise<{
  perNavigationMs: number;
  fetchPerNavigationMs: number;
  navigations: number;
  sampledMeanPerNavigationMs: number;
  top: [string, number][];
}> {
  const browser = await launchBrowser({
    withExtension: true,
    ...(side === 'minimal' ? { extensionDir: MINIMAL_EXTENSION_DIR } : {}),
    extraArgs: ['--remote-debugging-port=0'],
  });
  const devtools = await connectDevTools(browser);
  try {
    await serveOrdinaryWebsites(browser.context);
    const worker = await extensionWorker(browser);
    const tag = `${side}-${withKey ? 'key' : 'nokey'}`;
    const hosts = Array.from(
      { length: 5 + COST_NAVIGATIONS + PROFILED_NAVIGATIONS },
      (_, i) => `www.cost-${tag}-${i + 1}.com`,
    );
    await prepareSide(worker, side, hosts, withKey ? sandbox.url : null);
    const tab = await browser.context.newPage();
    const visit = async (host: string) => {
      await tab.goto(`https://${host}/`, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    };
    const warmUp = hosts.slice(0, 5);
    const measured = hosts.slice(5, 5 + COST_NAVIGATIONS);
    const profiled = hosts.slice(5 + COST_NAVIGATIONS);
    for (const host of warmUp) await visit(host);

    await worker.evaluate(() => performance.clearResourceTimings());
    const before = workerThreadCpu(browser.userDataDir);
    for (const host of measured) await visit(host);
    // Work the lookups left for later (cache writes, the index's flush a second on) is part of their cost.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = workerThreadCpu(browser.userDataDir);
    if (after.tid !== before.tid) throw new Error('the worker restarted while its CPU was measured');
    const fetchMs = withKey ? await bareFetchCpu(browser.userDataDir, worker, sandbox.url) : 0;

    const session = await workerSession(devtools, browser.extensionId ?? '');
    const stop = await startProfiler(session);
    for (const host of profiled) await visit(host);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { busyMs, top, profile } = await stop();
    await session.detach().catch(() => undefined);
    if (process.env.BENCH_PROFILE_DIR) {
      mkdirSync(process.env.BENCH_PROFILE_DIR, { recursive: true });
      writeFileSync(join(process.env.BENCH_PROFILE_DIR, `worker-${tag}.cpuprofile`), JSON.stringify(profile));
    }
    return {
      perNavigationMs: round((after.cpuMs - before.cpuMs) / measured.length),
      fetchPerNavigationMs: round(fetchMs / measured.length),
      navigations: measured.length,
      sampledMeanPerNavigationMs: round(busyMs / profiled.length),
      top: top.slice(0, 12),
    };
  } finally {
    await devtools.disconnect().catch(() => undefined);
    await browser.close();
  }
}

/**
 * The worker thread's CPU for the API requests it made since its resource timings were cleared, asked again
 * one after another with a bare `fetch` (the options lib/api/request.ts uses), each body read, in ms.
 */
async function bareFetchCpu(userDataDir: string, worker: Worker, origin: string): Promise<number> {
  const urls = await worker.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(prefix)),
    `${origin}/api/`,
  );
  if (urls.length === 0) throw new Error('the worker made no API request to measure');
  const before = workerThreadCpu(userDataDir);
  // A string, not a function: tsx's helpers do not exist in the worker.
  await worker.evaluate(`(async (urls) => {
    for (const url of urls) {
      const response = await fetch(url, {
        method: 'GET',
        headers: { Authorization: 'Token ${API_KEY}', Accept: 'application/json' },
        signal: new AbortController().signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        redirect: 'error',
      });
      await response.text();
    }
  })(${JSON.stringify(urls)})`);
  const after = workerThreadCpu(userDataDir);
  if (after.tid !== before.tid) throw new Error('the worker restarted while its fetches were measured');
  return after.cpuMs - before.cpuMs;
}

/**
 * The worker's start, START_RUNS times per extension (worker-probe.ts `measureWorkerStarts`: CDP start request
 * → Chrome's "running", once the script's top level ran), median in ms, for Buyer Lens and the minimal extension.
 */
export async function measureWorkerStart(
  side: Side,
): Promise<{ medianMs: number; runs: number[]; events: string[] }> {
  const browser = await launchBrowser({
    withExtension: true,
    ...(side === 'minimal' ? { extensionDir: MINIMAL_EXTENSION_DIR } : {}),
  });
  try {
    const events = await listenedEvents(await extensionWorker(browser));
    const probe = await browser.context.newPage();
    await probe.goto(
      `chrome-extension://${browser.extensionId}/${side === 'minimal' ? 'probe' : 'options'}.html`,
    );
    const runs = (await measureWorkerStarts(probe, START_RUNS)).map(round);
    return { medianMs: round(median(runs)), runs, events };
  } finally {
    await browser.close();
  }
}

/**
 * The background's size, raw and gzip, in KB (1,024 bytes): background.js (the events' relay, read at each
 * start) with the background's own script (read by the first event: lib/shared/worker-scripts.ts).
 */
export function backgroundBundle(dir = EXTENSION_DIR): {
  rawKb: number;
  gzipKb: number;
  relayGzipKb: number;
} {
  const files = ['background.js', WORKER_SCRIPTS.background].map((file) => readFileSync(join(dir, file)));
  const gzipKb = (file: Buffer) => gzipSync(file).length / 1024;
  return {
    rawKb: round(files.reduce((sum, file) => sum + file.length, 0) / 1024),
    gzipKb: round(files.reduce((sum, file) => sum + gzipKb(file), 0)),
    relayGzipKb: round(gzipKb(files[0] as Buffer)),
  };
}
