/**
 * `npm run bench:complete`: complete results for the unfiltered `demo-full` account search (2,400 interviews,
 * past the 1,000 cap) against the sandbox, through the background's own path: the message payload schema, the
 * endpoint, the API gateway, the response cache over IndexedDB (fake-indexeddb in Node) and the request
 * scheduler. Three runs, each repeated: cold (empty cache), warm (the same worker: memory and IndexedDB), and
 * warm after a worker restart (new cache and scheduler over the same IndexedDB). Prints requests sent to the
 * sandbox, requests made through the cache, windows, rows and wall time; writes bench-results/complete.json.
 * The cold run is also measured with every sandbox answer delayed by 100 ms (its `latency` fault), nearer a
 * real API, where the few requests in flight at once are what sets the time. BENCH_RUNS sets the repetitions
 * (default 5).
 */
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import { type ApiGateway, createApiGateway } from '../../lib/background/api-gateway';
import { DATA_MESSAGES } from '../../lib/background/data-messages';
import { createRequestScheduler } from '../../lib/cache/request-scheduler';
import { createResponseCache } from '../../lib/cache/response-cache';
import { clearPrivateCacheArea, createPrivateCacheArea } from '../../lib/private-storage/cache-area';
import { type CompleteResults, completeAccountSearch } from '../../lib/research/complete-results';
import type { Settings } from '../../lib/schemas/settings';
import { defaultSettings } from '../../lib/shared/storage-items';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import { SANDBOX_KEYS } from '../../sandbox/known-records';
import { summarize } from './bench-browser';

const RESULTS_FILE = resolve('bench-results/complete.json');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The cold run again with each sandbox answer delayed this long, nearer a real API's round trip. */
const LATENCY_MS = 100;

/** The background's services for the sandbox, as lib/background/services.ts makes them (concurrency 4). */
function backgroundGateway(sandbox: RunningSandbox): ApiGateway {
  const settings: Settings = { ...defaultSettings, baseUrl: sandbox.url, apiKey: SANDBOX_KEYS.full };
  return createApiGateway({
    loadSettings: async () => settings,
    createClient: createApiClient,
    cache: createResponseCache({ storage: createPrivateCacheArea() }),
    scheduler: createRequestScheduler({ concurrency: 4 }),
    now: Date.now,
    hasHostAccess: async () => true,
  });
}

type Run = { sandboxRequests: number; requests: number; windows: number; rows: number; wallMs: number };

/** Complete results for the unfiltered search, each page asked as the side panel's message would ask it. */
async function completeRun(
  sandbox: RunningSandbox,
  gateway: ApiGateway,
): Promise<Run & { results: CompleteResults }> {
  const { schema, endpoint } = DATA_MESSAGES.searchAccounts;
  const sentBefore = sandbox.requests.length;
  const started = performance.now();
  const outcome = await completeAccountSearch({}, (params) =>
    gateway.fetched(endpoint(schema.parse({ params }) as Parameters<typeof endpoint>[0])),
  );
  const wallMs = performance.now() - started;
  if (outcome.status !== 'done')
    throw new Error(`complete results did not finish: ${JSON.stringify(outcome)}`);
  const { results } = outcome;
  return {
    sandboxRequests: sandbox.requests.length - sentBefore,
    requests: results.requests,
    windows: results.windows.length,
    rows: results.rows.length,
    wallMs,
    results,
  };
}

/** One kind of run, repeated: its request counts (the same every time) and its wall times. */
function summary(runs: Run[]) {
  const [first] = runs;
  return {
    sandboxRequests: first?.sandboxRequests ?? 0,
    requestsThroughCache: first?.requests ?? 0,
    windows: first?.windows ?? 0,
    rows: first?.rows ?? 0,
    sameCountsEveryRun: runs.every(
      (run) => run.sandboxRequests === first?.sandboxRequests && run.requests === first?.requests,
    ),
    wall: summarize(runs.map((run) => run.wallMs)),
  };
}

test('complete results for the unfiltered demo-full search: cold, warm, warm after a worker restart', async () => {
  const sandbox = await startSandbox({ port: 0 });
  try {
    const cold: Run[] = [];
    const warm: Run[] = [];
    const restarted: Run[] = [];
    let last: CompleteResults | undefined;
    for (let run = 0; run < RUNS; run++) {
      await clearPrivateCacheArea();
      const gateway = backgroundGateway(sandbox);
      const first = await completeRun(sandbox, gateway);
      cold.push(first);
      warm.push(await completeRun(sandbox, gateway));
      restarted.push(await completeRun(sandbox, backgroundGateway(sandbox)));
      last = first.results;
    }
    const slow = await startSandbox({ port: 0, fault: `latency=${LATENCY_MS}` });
    const coldSlow: Run[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        await clearPrivateCacheArea();
        coldSlow.push(await completeRun(slow, backgroundGateway(slow)));
      }
    } finally {
      await slow.close();
    }
    const capped = await fetch(`${sandbox.url}/api/v1/accounts`, {
      headers: { Authorization: `Token ${SANDBOX_KEYS.full}` },
    }).then((response) => response.json() as Promise<{ meta: Record<string, number | boolean> }>);
    const report = {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      search: 'GET /api/v1/accounts (unfiltered), key demo-full',
      unsplitMeta: capped.meta,
      interviews: last?.interviews,
      anonymousInterviews: last?.anonymousInterviews,
      windows: last?.windows,
      cold: summary(cold),
      warm: summary(warm),
      warmAfterWorkerRestart: summary(restarted),
      coldWithLatency: { latencyMs: LATENCY_MS, ...summary(coldSlow) },
    };
    mkdirSync(resolve('bench-results'), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    const columns = (cells: (string | number | null)[]) =>
      cells.map((cell, at) => (at === 0 ? String(cell).padEnd(28) : String(cell).padStart(10))).join(' ');
    const line = (label: string, part: ReturnType<typeof summary>) =>
      columns([
        label,
        part.sandboxRequests,
        part.requestsThroughCache,
        part.windows,
        part.rows,
        part.wall.medianMs,
        part.wall.p95Ms,
      ]);
    const { transcript_hits_inspected: inspected, total_count: cappedRows } = capped.meta;
    console.log(
      [
        `Complete results, unfiltered demo-full search: ${report.interviews} interviews (unsplit: ${inspected} inspected, ${cappedRows} rows); ${RUNS} runs each`,
        columns(['run', 'to API', 'asked', 'windows', 'rows', 'median ms', 'p95 ms']),
        line('cold (empty cache)', report.cold),
        line('warm (same worker)', report.warm),
        line('warm (worker restarted)', report.warmAfterWorkerRestart),
        line(`cold, API ${LATENCY_MS} ms an answer`, report.coldWithLatency),
        `windows: ${(last?.windows ?? []).map((window) => `${window.start ?? '…'}..${window.end ?? '…'}`).join(', ')}`,
        `written to ${RESULTS_FILE}`,
      ].join('\n'),
    );
    expect(report.cold.sameCountsEveryRun && report.warm.sameCountsEveryRun).toBe(true);
    expect(report.warm.sandboxRequests + report.warmAfterWorkerRestart.sandboxRequests).toBe(0);
  } finally {
    await sandbox.close();
  }
});
