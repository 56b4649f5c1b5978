import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import puppeteer, { type CDPSession, type Browser as PuppeteerBrowser } from 'puppeteer-core';
import type { BenchBrowser } from './bench-browser';

// What the floor bench reads inside an extension's service worker: when each badge was set (the same clock for
// Buyer Lens and the minimal extension), how long the API's requests took, the worker's CPU (CDP Profiler) and
// how long the worker takes to start (CDP ServiceWorker).

type BadgeLogEntry = { tabId: number; text: string; at: number };
type ApiTiming = { name: string; start: number; end: number };

/** The extension's service worker, once it runs. */
export async function extensionWorker(browser: BenchBrowser): Promise<Worker> {
  return browser.context.serviceWorkers()[0] ?? (await browser.context.waitForEvent('serviceworker'));
}

/**
 * Records every `action.setBadgeText` as it completes (epoch ms, Date.now()) and keeps the worker's
 * resource timings (its fetches) for `apiTime`. Lost when the worker stops: the trace keeps it busy.
 */
export async function instrumentWorker(worker: Worker): Promise<void> {
  // tsx names the functions it compiles with a `__name` helper the worker lacks (they would throw when called).
  await worker.evaluate('globalThis.__name ??= (fn) => fn');
  await worker.evaluate(() => {
    const scope = globalThis as unknown as { benchBadges?: BadgeLogEntry[] };
    if (scope.benchBadges) return;
    const log: BadgeLogEntry[] = [];
    scope.benchBadges = log;
    performance.setResourceTimingBufferSize(10_000);
    // Chrome 156 has both `chrome` and `browser` (which WXT uses): each namespace's own function is wrapped.
    type SetBadgeText = (...args: unknown[]) => unknown;
    const namespaces = [chrome, (globalThis as unknown as { browser?: typeof chrome }).browser];
    const actions = new Set(namespaces.map((namespace) => namespace?.action));
    for (const found of actions) {
      const action = found as unknown as Record<string, SetBadgeText> | undefined;
      if (!action?.setBadgeText) continue;
      const original = action.setBadgeText.bind(action);
      action.setBadgeText = (details: unknown, callback?: unknown) => {
        const { tabId, text } = details as { tabId?: number; text: string };
        const done = () => {
          // Date.now(): the clock of the tab states' updatedAt (a worker's timeOrigin drifts from it).
          log.push({ tabId: tabId ?? -1, text, at: Date.now() });
          if (log.length > 500) log.splice(0, 250);
        };
        if (typeof callback === 'function')
          return original(details, () => {
            done();
            (callback as () => void)();
          });
        return (original(details) as Promise<void>).then((value) => {
          done();
          return value;
        });
      };
    }
  });
}

/** The last badge set for a tab at or after `since` (epoch ms), waiting up to `timeoutMs`; null if none came. */
export async function badgeSetAfter(
  worker: Worker,
  tabId: number,
  since: number,
  timeoutMs = 15_000,
): Promise<BadgeLogEntry | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = await worker.evaluate(
      ({ tabId, since }) =>
        ((globalThis as unknown as { benchBadges?: BadgeLogEntry[] }).benchBadges ?? [])
          .filter((candidate) => candidate.tabId === tabId && candidate.at >= since)
          .at(-1) ?? null,
      { tabId, since },
    );
    if (entry || Date.now() > deadline) return entry;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The badge log's state, for an error message: whether the worker is still the instrumented one. */
export async function describeWorker(worker: Worker): Promise<string> {
  try {
    return await worker.evaluate(() => {
      const log = (globalThis as unknown as { benchBadges?: BadgeLogEntry[] }).benchBadges;
      return log
        ? `last badges ${JSON.stringify(log.slice(-3))}, now ${Date.now()}`
        : 'a new worker (not instrumented)';
    });
  } catch (error) {
    return `the worker is gone (${String(error)})`;
  }
}

/**
 * Wall time during which at least one request to `origin` that started in [from, to] was in flight (epoch ms,
 * the worker's resource timings): the API's share of an uncached lookup.
 */
export async function apiTime(worker: Worker, origin: string, from: number, to: number): Promise<number> {
  const timings: ApiTiming[] = await worker.evaluate((origin) => {
    // On the Date.now() clock, like the badges.
    const offset = Date.now() - performance.now();
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.startsWith(origin))
      .map((entry) => ({
        name: entry.name,
        start: offset + entry.startTime,
        end: offset + entry.responseEnd,
      }));
  }, origin);
  const intervals = timings
    .filter((timing) => timing.start >= from && timing.start <= to)
    .map((timing) => [timing.start, Math.min(timing.end, to)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of intervals) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return total;
}

/** A DevTools connection to the browser (launched with `--remote-debugging-port=0`). */
export async function connectDevTools(browser: BenchBrowser): Promise<PuppeteerBrowser> {
  const [port] = readFileSync(join(browser.userDataDir, 'DevToolsActivePort'), 'utf8').split('\n');
  return puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
}

/** A CDP session on the extension's running service worker. */
export async function workerSession(devtools: PuppeteerBrowser, extensionId: string): Promise<CDPSession> {
  const target = await devtools.waitForTarget(
    (candidate) =>
      candidate.type() === 'service_worker' &&
      candidate.url().startsWith(`chrome-extension://${extensionId}/`),
  );
  return target.createCDPSession();
}

/**
 * The CPU time the extension's service-worker thread has used so far, in ms, and that thread's id: Linux counts
 * it to the nanosecond in /proc/<pid>/task/<tid>/schedstat. The thread is the one named "ServiceWorker t…" in the
 * browser's extension process (found by its `--user-data-dir` and `--extension-process`). Unlike a sampling
 * profile this counts only time the thread ran: a sample whose next one came late (the OS gave the core to
 * another process, on a busy 2-core machine) once counted its whole gap.
 */
export function workerThreadCpu(userDataDir: string): { tid: string; cpuMs: number } {
  const threads: { tid: string; cpuMs: number }[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // Chromium's child processes rewrite their command line as one space-separated string.
    const args = command.split(/[\0 ]/);
    if (!args.includes('--extension-process') || !args.includes(`--user-data-dir=${userDataDir}`)) continue;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        if (!readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('ServiceWorker')) continue;
        const [onCpuNs] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ');
        threads.push({ tid, cpuMs: Number(onCpuNs) / 1e6 });
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  if (threads.length !== 1)
    throw new Error(`expected one service-worker thread in the extension process, found ${threads.length}`);
  return threads[0] as { tid: string; cpuMs: number };
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
export type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs on the system's monotonic clock, as Node's `process.hrtime` (both CLOCK_MONOTONIC on Linux). */
  startTime: number;
};

/** Starts the CDP sampling profiler on a session (0.1 ms interval); the returned call stops it and reads it. */
export async function startProfiler(
  session: CDPSession,
): Promise<() => Promise<{ busyMs: number; top: [string, number][]; profile: Profile }>> {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
    await session.send('Profiler.disable');
    return { busyMs: busyMs(profile), top: selfTimes(profile).slice(0, 25), profile };
  };
}

/** Sampled time on the thread that was not idle (JS, garbage collection, the engine's own work), in ms. */
export function busyMs(profile: Profile): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  let micros = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    // A sample's time is the gap to the next one.
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (!idle.has(profile.samples[i] ?? -1)) micros += next;
  }
  return micros / 1000;
}

/** Self time by function (name, file and position), most first, in ms: where a profile's time went. */
export function selfTimes(profile: Profile): [string, number][] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byNode.get(profile.samples[i] ?? -1);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber}:${columnNumber}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([name, ms]) => [name, round2(ms)]);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

type WorkerVersion = { versionId: string; scriptURL: string; runningStatus: string; status: string };

/**
 * How long the extension's worker takes to start, `runs` times: stopped (as Chrome stops an idle worker), then
 * woken by a runtime message from `page`, from the message to Chrome's "running" (reached once the script's top level has been
 * evaluated). `page` is one of the extension's own pages (its DevTools session sees its origin's workers).
 */
export async function measureWorkerStarts(page: Page, runs: number): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, WorkerVersion>();
  const listeners = new Set<() => void>();
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const version of event.versions as WorkerVersion[]) versions.set(version.versionId, version);
    for (const listener of listeners) listener();
  });
  const until = (check: () => boolean, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(
          new Error(
            `the service worker did not change state in time: ${JSON.stringify([...versions.values()])}`,
          ),
        );
      }, timeoutMs);
      const listener = () => {
        if (!check()) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });
  const active = () => [...versions.values()].find((version) => version.status === 'activated');
  try {
    await cdp.send('ServiceWorker.enable');
    await until(() => active() !== undefined);
    const starts: number[] = [];
    for (let run = 0; run < runs; run++) {
      const version = active();
      if (!version) throw new Error('no activated service worker');
      if (version.runningStatus !== 'stopped') {
        await cdp.send('ServiceWorker.stopWorker', { versionId: version.versionId });
        await until(() => active()?.runningStatus === 'stopped');
      }
      // Settled: nothing of the last run still works on this thread's process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      // A message from the page wakes it as any event does (CDP's startWorker does not start extension workers).
      await page.evaluate(() => {
        chrome.runtime.sendMessage({ type: 'bench:wake' }).catch(() => undefined);
      });
      await until(() => active()?.runningStatus === 'running');
      starts.push(performance.now() - started);
      // The worker's own start-up work (after its top level) finishes before the next stop.
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    return starts;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
