/**
 * `npm run bench:worker-start`: where the service worker's start goes, module by module (for the worker start's
 * target, docs/benchmarks.md). Builds the extension unminified into a temporary folder (BUYER_LENS_NO_MINIFY=1),
 * writes a clock reading before each module of background.js (the bundler names each with a `// path` comment)
 * and before `main()`, then stops and wakes the worker START_RUNS times in real Chromium and prints each module's
 * median top-level time, most first, with the time from the worker's start to its first statement (loading and
 * compiling the script). Readings of a patched, unminified build: for finding the next fix, not for the
 * target itself (npm run bench measures that on the real build).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, median, round } from './bench-browser';

const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 10);
/** Starts thrown away first (the first compile the script; a rep's browser has them cached). */
const WARM_UP_RUNS = 2;
const MESSAGE = 'bench:start-marks';

/** background.js with a clock reading before each module and before main(), answered to MESSAGE. */
export function markModules(source: string): string {
  const marked = source
    .split('\n')
    .map((line) => {
      const module = /^(\s*)\/\/ ((?:node_modules|lib|entrypoints|components|sandbox)\/\S+)$/.exec(line);
      return module
        ? `${module[1]}self.__marks.push([${JSON.stringify(module[2])}, performance.now()]);\n${line}`
        : line;
    })
    .join('\n')
    .replace(/(\n\s*)(\w+ = \w+\.main\(\);)/, '$1self.__marks.push(["main()", performance.now()]);$2');
  if (!marked.includes('"main()"'))
    throw new Error("background.js: the call of the background's main() was not found");
  return `self.__marks = [["(loading and compiling: the worker's start to its first statement)", 0], ["(first statement)", performance.now()]];
${marked}
self.__marks.push(["(end)", performance.now()]);
chrome.runtime.onMessage.addListener((message, _sender, respond) => {
  if (message?.type === ${JSON.stringify(MESSAGE)}) respond(self.__marks);
});
`;
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'buyer-lens-start-'));
  try {
    execFileSync('npx', ['wxt', 'build'], {
      stdio: 'ignore',
      env: { ...process.env, BUYER_LENS_OUT_DIR: outDir, BUYER_LENS_NO_MINIFY: '1' },
    });
    const extensionDir = join(outDir, 'chrome-mv3');
    const background = join(extensionDir, 'background.js');
    writeFileSync(background, markModules(readFileSync(background, 'utf8')));

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
      const byModule = new Map<string, number[]>();
      for (let run = 0; run < WARM_UP_RUNS + START_RUNS; run++) {
        await cdp.send('ServiceWorker.stopWorker', { versionId });
        await probe.waitForTimeout(500);
        // The message wakes the worker and reads its marks once its top level ran.
        const marks = (await probe.evaluate((type) => chrome.runtime.sendMessage({ type }), MESSAGE)) as [
          string,
          number,
        ][];
        if (run < WARM_UP_RUNS) continue;
        for (let i = 0; i + 1 < marks.length; i++) {
          const [name, at] = marks[i] ?? ['', 0];
          const took = (marks[i + 1]?.[1] ?? at) - at;
          byModule.set(name, [...(byModule.get(name) ?? []), took]);
        }
        await probe.waitForTimeout(300);
      }
      const rows = [...byModule.entries()]
        .map(([name, runs]) => [name, round(median(runs))] as const)
        .sort((a, b) => b[1] - a[1]);
      const total = round(rows.reduce((sum, [, ms]) => sum + ms, 0));
      console.log(`\nThe worker's start, unminified, module by module (median of ${START_RUNS} starts, ms)`);
      console.log(`${String(total).padStart(7)}  total (sum of medians)`);
      for (const [name, ms] of rows.filter(([, ms]) => ms >= 0.1))
        console.log(`${String(ms).padStart(7)}  ${name}`);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
