/**
 * `npm run bench:demo`: what "Demo data" costs. In real Chromium, a fresh profile per run with a prospect's
 * website open: from the click on "Try it with demo data" in the sidebar's onboarding to the account's name on
 * screen (the switch, the dataset generated inside the background, the lookup), then a second website (warm),
 * from its navigation to "found". In Node, the
 * dataset's generation alone. And the background bundle with and without the sandbox. Writes
 * bench-results/demo.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { getCatalog } from '../../sandbox/catalog';
import { toDay } from '../../sandbox/dates';
import { EMOJI_ACCOUNT, RICH_ACCOUNT } from '../../sandbox/known-records';
import { tabIdOf } from '../e2e/harness';
import { serveWebsites, waitForStatus } from '../e2e/lookup-helpers';
import { EXTENSION_DIR, launchBrowser } from './bench-browser';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function lookUpOnce(): Promise<{ firstMs: number; warmMs: number }> {
  const browser = await launchBrowser({ withExtension: true });
  try {
    const { context, extensionId } = browser;
    await serveWebsites(context);
    const probe = await context.newPage();
    await probe.goto(`chrome-extension://${extensionId}/options.html`);
    const first = `https://www.${RICH_ACCOUNT.domain}/`;
    await (await context.newPage()).goto(first);
    const tabId = await tabIdOf(probe, first);
    await waitForStatus(probe, tabId, ['not_configured']);
    // As a rep does it: the sidebar's onboarding, "Try it with demo data", until the account's name shows
    // (the switch, the dataset generated inside the background, the lookup, the render).
    const sidebar = await context.newPage();
    await sidebar.goto(`chrome-extension://${extensionId}/sidepanel.html?tabId=${tabId}`);
    const button = sidebar.getByRole('button', { name: 'Try it with demo data' });
    await button.waitFor();
    // Timed in the page (the click's event and a mutation observer): Playwright's waits poll with back-off.
    await sidebar.evaluate(() => {
      const marks = window as unknown as { clickedAt?: number; shownAt?: Promise<number> };
      document.addEventListener('click', () => (marks.clickedAt ??= performance.now()), { capture: true });
      marks.shownAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="account-name"]')) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      });
    });
    await button.click();
    const firstMs = Math.round(
      await sidebar.evaluate(async () => {
        const marks = window as unknown as { clickedAt?: number; shownAt?: Promise<number> };
        return ((await marks.shownAt) ?? 0) - (marks.clickedAt ?? 0);
      }),
    );
    // Then another prospect's website, from its navigation to its "found" state (the data generated already).
    const warm = `https://www.${EMOJI_ACCOUNT.domain}/`;
    const opened = Date.now();
    await (await context.newPage()).goto(warm);
    await waitForStatus(probe, await tabIdOf(probe, warm), ['found'], 30_000);
    return { firstMs, warmMs: Date.now() - opened };
  } finally {
    await browser.close();
  }
}

/** The dataset's generation in Chromium's V8 itself: the sandbox bundled for a plain page, timed there. */
async function generationInChromium(): Promise<number[]> {
  const built = await build({
    stdin: {
      contents: `import { getCatalog } from './sandbox/catalog';
        const times = [];
        for (const day of [20500, 20501, 20502]) { const t = performance.now(); getCatalog(day); times.push(performance.now() - t); }
        globalThis.generationTimes = times;`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
  });
  const browser = await launchBrowser({ withExtension: false });
  try {
    const page = await browser.context.newPage();
    await page.addScriptTag({ content: built.outputFiles[0]?.text ?? '' });
    return (
      await page.evaluate(() => (globalThis as { generationTimes?: number[] }).generationTimes ?? [])
    ).map(Math.round);
  } finally {
    await browser.close();
  }
}

function bundle(dir: string) {
  const file = readFileSync(`${dir}/background.js`);
  return { rawKb: +(file.length / 1024).toFixed(1), gzipKb: +(gzipSync(file).length / 1024).toFixed(1) };
}

async function main() {
  execFileSync('npx', ['wxt', 'build'], { stdio: 'ignore' });
  const generationStarted = performance.now();
  getCatalog(toDay(new Date().toISOString().slice(0, 10)));
  const generationMs = Math.round(performance.now() - generationStarted);

  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await lookUpOnce());
  const result = {
    measuredAt: new Date().toISOString(),
    background: bundle(EXTENSION_DIR),
    datasetGenerationInNodeMs: generationMs,
    // Cold, then two more days (warm code): what the background spends on the first demo request.
    datasetGenerationInChromiumMs: await generationInChromium(),
    firstLookupMs: { median: median(runs.map((r) => r.firstMs)), runs: runs.map((r) => r.firstMs) },
    warmLookupMs: { median: median(runs.map((r) => r.warmMs)), runs: runs.map((r) => r.warmMs) },
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/demo.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

await main();
