/**
 * `npm run bench:worker-start`: where the service worker's start goes, module by module (for the worker start's
 * target, docs/benchmarks.md), and then where the first event's load of the background goes. Builds the
 * extension unminified into a temporary folder (BUYER_LENS_NO_MINIFY=1), writes a clock reading before each
 * module of background.js (the events' relay) and of background-main.js (the background, which the first event
 * loads: lib/background/event-relay.ts; the bundler names each module with a `// path` comment) and before each
 * one's `main()`, then stops and wakes the worker START_RUNS times in real Chromium with a message and prints
 * each step's median time, most first, in two parts: the start (the worker's start to background.js's end, what
 * the worker start's target measures) and the first event (its dispatch, reading background-main.js, and its
 * top level). Readings of a patched, unminified build: for finding the next fix, not for the target itself (npm
 * run bench measures that on the real build).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKER_SCRIPTS } from '../../lib/shared/worker-scripts';
import { launchBrowser, median, round } from './bench-browser';

const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 10);
/** Starts thrown away first (the first compile the script; a rep's browser has them cached). */
const WARM_UP_RUNS = 2;
const MESSAGE = 'bench:start-marks';

/** Where each reading belongs: the worker's start, or the first event's load of the background. */
type Phase = 'start' | 'first event';

/** `source` with a clock reading before each module and before its main(), each named and given `phase`. */
export function markModules(source: string, script: string, phase: Phase): string {
  const mark = (name: string) =>
    `self.__marks.push([${JSON.stringify(name)}, performance.now(), "${phase}"]);`;
  const marked = source
    .split('\n')
    .map((line) => {
      const module = /^(\s*)\/\/ ((?:node_modules|lib|entrypoints|components|sandbox)\/\S+)$/.exec(line);
      return module ? `${module[1]}${mark(module[2] ?? '')}\n${line}` : line;
    })
    .join('\n')
    .replace(/(\n\s*)(\w+ = \w+\.main\(\);)/, `$1${mark(`${script}: main()`)}$2`);
  if (!marked.includes(`${script}: main()`))
    throw new Error(`${script}: the call of its main() was not found`);
  return marked;
}

/** background.js and background-main.js marked, background.js answering MESSAGE with the readings. */
function markScripts(relay: string, background: string): { relay: string; background: string } {
  return {
    relay: `self.__marks = [["(loading and compiling background.js: the worker's start to its first statement)", 0, "start"], ["background.js (first statement)", performance.now(), "start"]];
${markModules(relay, 'background.js', 'start')}
self.__marks.push(["(the wake message's dispatch, reading background-main.js)", performance.now(), "first event"]);
chrome.runtime.onMessage.addListener((message, _sender, respond) => {
  if (message?.type === ${JSON.stringify(MESSAGE)}) respond(self.__marks);
});
`,
    background: `self.__marks.push(["background-main.js (first statement)", performance.now(), "first event"]);
${markModules(background, 'background-main.js', 'first event')}
self.__marks.push(["(end)", performance.now(), "first event"]);
`,
  };
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'buyer-lens-start-'));
  try {
    execFileSync('npx', ['wxt', 'build'], {
      stdio: 'ignore',
      env: { ...process.env, BUYER_LENS_OUT_DIR: outDir, BUYER_LENS_NO_MINIFY: '1' },
    });
    const extensionDir = join(outDir, 'chrome-mv3');
    const relayFile = join(extensionDir, 'background.js');
    const backgroundFile = join(extensionDir, WORKER_SCRIPTS.background);
    const marked = markScripts(readFileSync(relayFile, 'utf8'), readFileSync(backgroundFile, 'utf8'));
    writeFileSync(relayFile, marked.relay);
    writeFileSync(backgroundFile, marked.background);

    const browser = await launchBrowser({ withExtension: true, extensionDir });
    try {
      const probe = await browser.context.newPage();
      await probe.goto(`chrome-extension://${browser.extensionId}/options.html`);
      const cdp = await browser.context.newCDPSession(probe);
      let versionId = '';
      cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
        for (const version of event.versions as { versionId: string; status: string }[])
          if (version.status === 'activated') versionId = version.versionId;
      });
      await cdp.send('ServiceWorker.enable');
      await probe.waitForTimeout(1_000);
      const byModule = new Map<string, { phase: Phase; runs: number[] }>();
      for (let run = 0; run < WARM_UP_RUNS + START_RUNS; run++) {
        await cdp.send('ServiceWorker.stopWorker', { versionId });
        await probe.waitForTimeout(500);
        // The message wakes the worker, which loads the background to answer it (its relay hands it on).
        const marks = (await probe.evaluate((type) => chrome.runtime.sendMessage({ type }), MESSAGE)) as [
          string,
          number,
          Phase,
        ][];
        if (run < WARM_UP_RUNS) continue;
        for (let i = 0; i + 1 < marks.length; i++) {
          const [name, at, phase] = marks[i] ?? ['', 0, 'start'];
          const took = (marks[i + 1]?.[1] ?? at) - at;
          const row = byModule.get(name) ?? { phase, runs: [] };
          row.runs.push(took);
          byModule.set(name, row);
        }
        await probe.waitForTimeout(300);
      }
      const rows = [...byModule.entries()]
        .map(([name, { phase, runs }]) => ({ name, phase, ms: round(median(runs)) }))
        .sort((a, b) => b.ms - a.ms);
      for (const [phase, title] of [
        ['start', "The worker's start (background.js, the events' relay)"],
        ['first event', 'The first event: the background loaded (background-main.js)'],
      ] as const) {
        const part = rows.filter((row) => row.phase === phase);
        const total = round(part.reduce((sum, row) => sum + row.ms, 0));
        console.log(`\n${title}, unminified, module by module (median of ${START_RUNS} starts, ms)`);
        console.log(`${String(total).padStart(7)}  total (sum of medians)`);
        for (const row of part.filter((candidate) => candidate.ms >= 0.1))
          console.log(`${String(row.ms).padStart(7)}  ${row.name}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
