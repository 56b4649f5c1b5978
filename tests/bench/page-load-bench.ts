import { createServer } from 'node:http';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { RunningSandbox } from '../../sandbox/app';
import { type BenchBrowser, launchBrowser, median, openProbe, round } from './bench-browser';

// 120 loads a side: with fewer, this machine's noise (about ±3% on the median of paired ratios) swamps a 2% budget.
const LOAD_ITERATIONS = Number(process.env.BENCH_LOAD_ITERATIONS ?? 120);
type Sample = { loadMs: number; scriptMs: number };

const ORDINARY_SITE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ordinary website</title>
<style>body{font:16px system-ui;margin:0}header,footer{background:#123;color:#fff;padding:1rem}main{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem;padding:1rem}article{border:1px solid #ccc;padding:1rem}</style>
</head><body><header><nav>${Array.from({ length: 8 }, (_, i) => `<a href="/section-${i}">Section ${i}</a>`).join(' ')}</nav></header>
<main>${Array.from({ length: 60 }, (_, i) => `<article><h2>Story ${i}</h2><p>${'A paragraph of ordinary marketing copy. '.repeat(12)}</p><a href="/story-${i}">Read more</a></article>`).join('')}</main>
<footer>Footer</footer><script>document.querySelectorAll('article').forEach(function(a,i){a.dataset.index=String(i)});</script></body></html>`;

/** A tab kept for page-load samples: a new tab per sample would measure renderer start-up, not the page. */
type LoadTab = { page: Page; cdp: CDPSession };

async function openLoadTab(context: BrowserContext): Promise<LoadTab> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

async function scriptMsOf(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/** One page load: loadEventEnd and the main-thread script time it added (CDP Performance ScriptDuration). */
async function measureLoad(tab: LoadTab, url: string): Promise<Sample> {
  const before = await scriptMsOf(tab.cdp);
  await tab.page.goto(url, { waitUntil: 'load' });
  const loadMs = await tab.page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry ? entry.loadEventEnd - entry.startTime : Number.NaN;
  });
  const after = await scriptMsOf(tab.cdp);
  // The counter belongs to the renderer: a navigation that swapped it starts again from zero.
  return { loadMs, scriptMs: after >= before ? after - before : after };
}

/** Serves the ordinary website from a real socket: no request interception in the measured load. */
async function startOrdinarySite(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(ORDINARY_SITE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Page-load time and main-thread script time on an ordinary website served as `www.<siteDomain>`, with
 * and without the extension (budgets: load ratio <= 1.02, added script time <= 1 ms). The loads are
 * interleaved: several pairs of fresh browsers (so that one instance's luck does not decide), rounds
 * alternating which side goes first, warm-up loads dropped. The budget is on the median of paired ratios
 * (each round's two loads run back to back, so that load from elsewhere on the machine hits both alike); the
 * medians of each side are reported too.
 * BENCH_LOAD_ITERATIONS (default 120) sets the loads per side.
 * BENCH_CALIBRATE=1 runs both sides without the extension: the noise floor of this machine.
 * BENCH_BROWSER_PAIRS (default 4) sets how many pairs share the BENCH_LOAD_ITERATIONS loads.
 */
export async function measurePageLoad(sandbox: RunningSandbox, siteDomain: string) {
  const calibrating = process.env.BENCH_CALIBRATE === '1';
  const site = await startOrdinarySite();
  const host = `www.${siteDomain}`;
  // The prospect's real host name, resolved to the local server: the extension sees an ordinary website.
  const resolverRules = [`--host-resolver-rules=MAP ${host} 127.0.0.1:${site.port}`];
  const samples: { without: Sample[]; with: Sample[] } = { without: [], with: [] };
  const pairs = Number(process.env.BENCH_BROWSER_PAIRS ?? 4);
  const rounds = Math.ceil(LOAD_ITERATIONS / pairs);
  const warmup = 3;
  try {
    for (let pair = 0; pair < pairs; pair += 1) {
      const sides = pair % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
      const browsers: Partial<Record<'with' | 'without', BenchBrowser>> = {};
      try {
        for (const side of sides) {
          const withExtension = side === 'with' && !calibrating;
          browsers[side] = await launchBrowser({ withExtension, extraArgs: resolverRules });
        }
        const withBrowser = browsers.with;
        const withoutBrowser = browsers.without;
        if (!withBrowser || !withoutBrowser) throw new Error('browser pair did not launch');
        if (withBrowser.extensionId) {
          const probe = await openProbe(withBrowser);
          // BENCH_DETECTION_MODE (default automatic) and BENCH_LAUNCHER=off isolate shares of the cost when tuning.
          const detectionMode = process.env.BENCH_DETECTION_MODE ?? 'automatic';
          await probe.evaluate(
            async ({ baseUrl, mode, launcher }) => {
              await chrome.storage.local.set({
                settings: { baseUrl, apiKey: 'demo-full', detectionMode: mode, showLauncher: launcher },
              });
            },
            { baseUrl: sandbox.url, mode: detectionMode, launcher: process.env.BENCH_LAUNCHER !== 'off' },
          );
          await probe.close();
        }
        const tabs = {
          with: await openLoadTab(withBrowser.context),
          without: await openLoadTab(withoutBrowser.context),
        };
        for (let index = 0; index < rounds + warmup; index += 1) {
          const url = `http://${host}/news?visit=${pair}-${index}`;
          const order = index % 2 === 0 ? sides : ([...sides].reverse() as ('with' | 'without')[]);
          for (const side of order) {
            const sample = await measureLoad(tabs[side], url);
            if (index >= warmup) samples[side].push(sample);
          }
        }
      } finally {
        for (const browser of Object.values(browsers)) await browser?.close();
      }
    }
  } finally {
    await site.close();
  }
  const side = (list: Sample[]) => ({
    medianLoadMs: round(median(list.map((sample) => sample.loadMs))),
    medianScriptMs: round(median(list.map((sample) => sample.scriptMs))),
  });
  const pairedRatios = samples.with.map(
    (sample, index) => sample.loadMs / (samples.without[index]?.loadMs ?? Number.NaN),
  );
  const pairedScript = samples.with.map(
    (sample, index) => sample.scriptMs - (samples.without[index]?.scriptMs ?? 0),
  );
  return {
    site: `http://${host}/news`,
    calibration: calibrating,
    samplesPerSide: samples.with.length,
    browserPairs: pairs,
    withoutExtension: side(samples.without),
    withExtension: side(samples.with),
    loadRatio: Math.round(median(pairedRatios) * 1000) / 1000,
    addedScriptMs: round(median(pairedScript)),
  };
}
