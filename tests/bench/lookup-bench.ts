/**
 * `npm run bench`: the lookup engine measured in real Chromium against the sandbox. Prints a table and writes
 * bench-results/lookup.json. Three parts, each in its own file:
 * 1. the browsing trace (trace-bench.ts, >= 300 navigations over >= 60 domains): API requests against a
 *    one-request-per-navigation baseline, requests that carried anything beyond a registrable domain (must be
 *    0), and time from navigation to badge, median and p95, cached and uncached;
 * 2. page-load time and main-thread script time on an ordinary website, with and without the extension,
 *    interleaved in one run (page-load-bench.ts; load ratio <= 1.02, added script time <= 1 ms);
 * 3. the sidebar showing a cached account after it opens (sidebar-bench.ts; p95 <= 100 ms);
 * 4. the floor: a minimal extension (tests/bench/minimal-extension: Buyer Lens's events, one IndexedDB read, badge)
 *    run over the same trace, and both workers' CPU per ordinary navigation and start (worker-bench.ts) and a
 *    navigation's badge with the worker stopped (cold-badge-bench.ts); every figure of docs/benchmarks.md's table is
 *    printed with its target and PASS or FAIL.
 * BENCH_PARTS=pageload, =sidebar or =worker measures only that part and prints its JSON (for tuning).
 * Builds the extension into $BUYER_LENS_OUT_DIR (default .output) first unless BUYER_LENS_PREBUILT=1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import { FROZEN_TODAY } from '../../sandbox/dates';
import { EXTENSION_DIR, round, type summarize } from './bench-browser';
import { measureColdBadge } from './cold-badge-bench';
import { measurePageLoad } from './page-load-bench';
import { measureMinimalSidePanel, measureSidebarOpen } from './sidebar-bench';
import { measureBrowsingTrace } from './trace-bench';
import { backgroundBundle, measureWorkerCost, measureWorkerStart } from './worker-bench';

const RESULTS_FILE = resolve('bench-results/lookup.json');

type AccountRow = { domain_name: string };

/**
 * Plain domains of the sandbox's first accounts: the trace's account websites; the first is also the
 * page-load bench's site.
 */
async function accountDomains(sandbox: RunningSandbox, count: number): Promise<string[]> {
  const response = await fetch(`${sandbox.url}/api/v1/accounts?per_page=50`, {
    headers: { Authorization: 'Token demo-full' },
  });
  const { data } = (await response.json()) as { data: AccountRow[] };
  const plain = data
    .map((row) => row.domain_name)
    .filter((domain) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  return [...new Set(plain)].slice(0, count);
}

async function main() {
  if (process.env.BUYER_LENS_PREBUILT !== '1' || !existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
  }
  const started = Date.now();
  // The tests' frozen today, so figures compare from run to run whatever the date.
  const sandbox = await startSandbox({ port: 0, today: FROZEN_TODAY });
  try {
    const accounts = await accountDomains(sandbox, 30);
    const siteDomain = accounts[0] ?? 'example-prospect.com';

    // BENCH_PARTS=pageload or =sidebar measures only that part (for tuning); the full bench runs all three.
    if (process.env.BENCH_PARTS === 'pageload') {
      console.log(JSON.stringify(await measurePageLoad(sandbox, siteDomain), null, 2));
      return;
    }
    if (process.env.BENCH_PARTS === 'sidebar') {
      const sidebar = await measureSidebarOpen(sandbox);
      console.log(JSON.stringify({ ...sidebar, minimal: await measureMinimalSidePanel() }, null, 2));
      return;
    }
    if (process.env.BENCH_PARTS === 'worker') {
      const worker = await measureWorker(sandbox, accounts);
      console.log(JSON.stringify(worker, null, 2));
      printFloor(workerStartTargets(worker));
      return;
    }
    const { trace, timeToBadge, badge } = await measureBrowsingTrace(sandbox, accounts);
    const pageLoad = await measurePageLoad(sandbox, siteDomain);
    const sidebar = { ...(await measureSidebarOpen(sandbox)), minimal: await measureMinimalSidePanel() };
    const worker = await measureWorker(sandbox, accounts);
    const floor = floorTargets({ badge, sidebar, worker });

    const results = {
      generatedAt: new Date().toISOString(),
      extensionDir: EXTENSION_DIR,
      durationSeconds: round((Date.now() - started) / 1000),
      trace,
      timeToBadge,
      pageLoad,
      sidebar,
      badge,
      worker,
      floor,
      budgets: {
        navigationsAtLeast300: trace.navigations >= 300,
        domainsAtLeast60: trace.domains >= 60,
        noRequestBeyondRegistrableDomain: trace.requestsBeyondRegistrableDomain === 0,
        loadRatioAtMost1_02: pageLoad.loadRatio <= 1.02,
        addedScriptAtMost1ms: pageLoad.addedScriptMs <= 1,
        sidebarCachedAccountWithin100ms: (sidebar.openedToAccount.p95Ms ?? Infinity) <= sidebar.budgetMs,
        ...Object.fromEntries(floor.map((row) => [row.key, row.pass])),
      },
    };
    mkdirSync(resolve('bench-results'), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

    const rows: [string, string][] = [
      ['navigations / domains', `${trace.navigations} / ${trace.domains}`],
      [
        '  consumer / account / not-account / crm',
        ['consumer', 'account', 'not-account', 'crm'].map((c) => trace.byCategory[c] ?? 0).join(' / '),
      ],
      [
        'API requests (baseline: 1 per navigation)',
        `${trace.apiRequests} of ${trace.navigations} (ratio ${trace.requestRatio})`,
      ],
      ['requests beyond a registrable domain', String(trace.requestsBeyondRegistrableDomain)],
      ['navigation → badge, uncached: median / p95', ms(timeToBadge.uncached)],
      ['navigation → badge, cached: median / p95', ms(timeToBadge.cached)],
      ['first byte → badge, uncached: median / p95', ms(timeToBadge.uncachedFromFirstByte)],
      ['first byte → badge, cached: median / p95', ms(timeToBadge.cachedFromFirstByte)],
      ['websites, first byte → badge set, cached: median / p95', ms(badge.cached)],
      ['websites, first byte → badge set, uncached: median / p95', ms(badge.uncached)],
      ['  of which the API (requests in flight): median / p95', ms(badge.uncachedApi)],
      ['  less the API: median / p95', ms(badge.uncachedBeyondApi)],
      ['minimal extension, first byte → badge set: median / p95', ms(badge.minimal)],
      [
        'page load without / with extension (median)',
        `${pageLoad.withoutExtension.medianLoadMs} / ${pageLoad.withExtension.medianLoadMs} ms (ratio ${pageLoad.loadRatio})`,
      ],
      [
        'script time without / with extension (median)',
        `${pageLoad.withoutExtension.medianScriptMs} / ${pageLoad.withExtension.medianScriptMs} ms (added ${pageLoad.addedScriptMs} ms)`,
      ],
      [
        'sidebar opened (sidePanel.onOpened) → cached account painted: median / p95',
        ms(sidebar.openedToAccount),
      ],
      ['  click on the pill → account painted', ms(sidebar.clickToAccount)],
      ['  panel navigation start → sidePanel.onOpened', ms(sidebar.navigationToOpened)],
      ['  panel navigation start → account painted', ms(sidebar.navigationToAccount)],
      ['  sidebar script start → account painted', ms(sidebar.scriptToAccount)],
      ['  minimal side panel, script start → name painted', ms(sidebar.minimal.scriptToName)],
      ...Object.entries(sidebar.steps).map(([step, stats]): [string, string] => [`    ${step}`, ms(stats)]),
      [
        '  sidePanel.onOpened → first frame on screen: min / median / p95',
        withMin(sidebar.openedToFirstPaint),
      ],
      ["  panel's first frame on screen → account painted", ms(sidebar.firstPaintToAccount)],
      [
        'cold navigation → badge (worker stopped; the answer in IndexedDB): median',
        `${worker.coldBadge.medianMs} ms; minimal extension ${worker.coldBadgeMinimal.medianMs} ms (+${round(worker.coldBadge.medianMs - worker.coldBadgeMinimal.medianMs)})`,
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log('\nBuyer Lens lookup bench');
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
    console.log(`\nThe floor: Buyer Lens beside the minimal extension, same harness`);
    printFloor(floor);
    console.log('');
    for (const [budget, ok] of Object.entries(results.budgets))
      console.log(`${ok ? 'pass' : 'FAIL'}  ${budget}`);
    console.log(`\nwritten to ${RESULTS_FILE} in ${results.durationSeconds} s`);
    await (await import('./detection-bench')).printDetectionBench();
    if (Object.values(results.budgets).some((ok) => !ok)) process.exitCode = 1;
  } finally {
    await sandbox.close();
  }
}

/**
 * The worker's figures: CPU per ordinary navigation (with and without a key), start, a navigation's badge with
 * the worker stopped (`accounts`' websites), bundle.
 */
async function measureWorker(sandbox: RunningSandbox, accounts: string[]) {
  return {
    perNavigationWithKey: await measureWorkerCost(sandbox, 'buyer-lens', true),
    perNavigationWithoutKey: await measureWorkerCost(sandbox, 'buyer-lens', false),
    perNavigationMinimal: await measureWorkerCost(sandbox, 'minimal', false),
    start: await measureWorkerStart('buyer-lens'),
    startMinimal: await measureWorkerStart('minimal'),
    coldBadge: await measureColdBadge(sandbox, 'buyer-lens', accounts),
    coldBadgeMinimal: await measureColdBadge(sandbox, 'minimal', accounts),
    bundle: backgroundBundle(),
  };
}

type FloorRow = { key: string; figure: string; value: string; target: string; pass: boolean };

/** Every floor figure with its target, from this run's measures. */
function floorTargets({
  badge,
  sidebar,
  worker,
}: {
  badge: Awaited<ReturnType<typeof measureBrowsingTrace>>['badge'];
  sidebar: Awaited<ReturnType<typeof measureSidebarOpen>> & {
    minimal: Awaited<ReturnType<typeof measureMinimalSidePanel>>;
  };
  worker: Awaited<ReturnType<typeof measureWorker>>;
}): FloorRow[] {
  const minimal = badge.minimal.medianMs ?? Infinity;
  const cached = badge.cached.medianMs ?? Infinity;
  const beyondApi = badge.uncachedBeyondApi.medianMs ?? Infinity;
  const script = sidebar.scriptToAccount.medianMs ?? Infinity;
  const scriptFloor = sidebar.minimal.scriptToName.medianMs ?? Infinity;
  // The worker thread's CPU beyond what the minimal extension's costs the same navigations (the browser's own
  // work on that thread: events, storage, badge), and with a key the requests' own CPU inside fetch.
  const floorCpu = worker.perNavigationMinimal.perNavigationMs;
  const withoutKey = round(worker.perNavigationWithoutKey.perNavigationMs - floorCpu);
  const withKey = round(
    worker.perNavigationWithKey.perNavigationMs - floorCpu - worker.perNavigationWithKey.fetchPerNavigationMs,
  );
  return [
    {
      key: 'firstByteToBadgeCachedWithinMinimalPlus15ms',
      figure: 'first byte → badge, cached (median)',
      value: `${cached} ms; minimal extension ${minimal} ms (+${round(cached - minimal)})`,
      target: `<= minimal + 15 ms = ${round(minimal + 15)} ms`,
      pass: cached <= minimal + 15,
    },
    {
      key: 'firstByteToBadgeUncachedWithinMinimalPlusApi',
      figure: 'first byte → badge, uncached (median)',
      value: `${badge.uncached.medianMs} ms, of which the API ${badge.uncachedApi.medianMs} ms; less the API ${beyondApi} ms; minimal ${minimal} ms`,
      target: `<= minimal + the API's time: less the API <= ${minimal} ms`,
      pass: beyondApi <= minimal,
    },
    {
      key: 'sidePanelScriptToCachedAccountWithin40ms',
      figure: "side panel script start → cached account painted, beyond the minimal extension's (median)",
      value: `${round(script - scriptFloor)} ms: ${script} ms (p95 ${sidebar.scriptToAccount.p95Ms}) less the minimal side panel's ${scriptFloor} ms (its script start → a name in its HTML painted: the browser showing the panel)`,
      target: '<= 40 ms',
      pass: script - scriptFloor <= 40,
    },
    {
      key: 'workerJsPerNavigationWithoutKeyWithin1ms',
      figure: "worker JS per ordinary navigation, no key (thread CPU beyond the minimal extension's)",
      value: `${withoutKey} ms: ${worker.perNavigationWithoutKey.perNavigationMs} less ${floorCpu}${sampled(worker.perNavigationWithoutKey)}`,
      target: '<= 1 ms',
      pass: withoutKey <= 1,
    },
    {
      key: 'workerJsPerNavigationWithKeyWithin2_5ms',
      figure: 'worker JS per ordinary navigation, with a key (a 404; the network call aside)',
      value: `${withKey} ms: ${worker.perNavigationWithKey.perNavigationMs} less ${floorCpu} and the requests' own ${worker.perNavigationWithKey.fetchPerNavigationMs}${sampled(worker.perNavigationWithKey)}`,
      target: '<= 2.5 ms',
      pass: withKey <= 2.5,
    },
    ...workerStartTargets(worker),
    {
      key: 'backgroundBundleWithin120KbGzip',
      figure: 'background bundle (gzip): background.js and background-main.js',
      value: `${worker.bundle.gzipKb} KB (raw ${worker.bundle.rawKb} KB; background.js ${worker.bundle.relayGzipKb} KB)`,
      target: '<= 120 KB',
      pass: worker.bundle.gzipKb <= 120,
    },
  ];
}

/**
 * The owner's fair floor: an extension listening to the same events, reading one IndexedDB value and setting the
 * badge. Against it the worker's start and a cold navigation's badge.
 */
function workerStartTargets(worker: Awaited<ReturnType<typeof measureWorker>>): FloorRow[] {
  const start = worker.start.medianMs;
  const startFloor = worker.startMinimal.medianMs;
  const coldBadge = worker.coldBadge.medianMs ?? Infinity;
  const coldFloor = worker.coldBadgeMinimal.medianMs ?? Infinity;
  const onlyBuyerLens = missing(worker.start.events, worker.startMinimal.events);
  const onlyFloor = missing(worker.startMinimal.events, worker.start.events);
  const sameEvents = onlyBuyerLens.length === 0 && onlyFloor.length === 0;
  return [
    {
      key: 'floorListensToTheSameEvents',
      figure: 'the minimal extension listens to the events Buyer Lens does',
      value: sameEvents
        ? `yes, ${worker.start.events.length} events`
        : `no: only Buyer Lens ${onlyBuyerLens.join(', ') || '–'}; only the floor ${onlyFloor.join(', ') || '–'}`,
      target: 'the same set (tests/bench/minimal-extension/background.js)',
      pass: sameEvents,
    },
    {
      key: 'workerStartWithin1_3xMinimal',
      figure: 'worker start (start request → running, median)',
      value: `${start} ms; minimal extension ${startFloor} ms (×${round(start / startFloor)})`,
      target: `<= 1.3 × minimal = ${round(startFloor * 1.3)} ms`,
      pass: start <= startFloor * 1.3,
    },
    {
      key: 'coldBadgeWithinMinimalPlus25ms',
      figure: 'cold navigation → badge (worker stopped; the answer in IndexedDB), median',
      value: `${coldBadge} ms; minimal extension ${coldFloor} ms (+${round(coldBadge - coldFloor)})`,
      target: `<= minimal + 25 ms = ${round(coldFloor + 25)} ms`,
      pass: coldBadge <= coldFloor + 25,
    },
  ];
}

function printFloor(floor: FloorRow[]): void {
  const width = Math.max(...floor.map((row) => row.figure.length));
  for (const row of floor)
    console.log(
      `${row.pass ? 'PASS' : 'FAIL'}  ${row.figure.padEnd(width)}  ${row.value}  (target ${row.target})`,
    );
}

/** The events `listened` has that `other` lacks. */
function missing(listened: string[], other: string[]): string[] {
  return listened.filter((event) => !other.includes(event));
}

type WorkerCost = Awaited<ReturnType<typeof measureWorkerCost>>;

/** The sampled figure (mean), printed beside the thread's CPU for comparison. */
function sampled(cost: WorkerCost): string {
  return ` (sampled as before: ${cost.sampledMeanPerNavigationMs} ms)`;
}

function ms(stats: ReturnType<typeof summarize>): string {
  return `${stats.medianMs ?? '–'} / ${stats.p95Ms ?? '–'} ms (n=${stats.count})`;
}

function withMin(stats: ReturnType<typeof summarize>): string {
  return `${stats.minMs ?? '–'} / ${ms(stats)}`;
}

await main();
