import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningSandbox } from '../../sandbox/app';
import { EXTENSION_DIR, launchBrowser, median, round } from './bench-browser';
import { MINIMAL_EXTENSION_DIR } from './trace-bench';
import { prepareSide, type Side, serveOrdinaryWebsites } from './worker-bench';
import { extensionWorker } from './worker-probe';

// A rep's first website after a pause: Chrome has stopped the idle worker, the navigation starts it,
// and the badge waits for the worker's start, its first lookup's set-up (settings, the Public Suffix List, the
// cache) and the answer, here from IndexedDB (the site was looked up before the pause). Navigation start → badge
// set, with the minimal extension beside it in the same harness (its worker starts, reads IndexedDB and sets the
// badge). Work moved from the worker's start onto its first lookup shows here.

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 12);
const BADGES_MESSAGE = 'bench:cold-badges';

/**
 * A copy of the extension whose worker notes when each badge text is set (Date.now(), the clock of the
 * navigation's start here) and answers BADGES_MESSAGE with the notes. Both extensions get the same few lines,
 * first in their script: a worker that has just started cannot be instrumented from outside in time.
 */
function withBadgeNotes(extensionDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'buyer-lens-cold-'));
  cpSync(extensionDir, copy, { recursive: true });
  const script = join(copy, 'background.js');
  writeFileSync(
    script,
    `(() => {
  const notes = [];
  const action = chrome.action;
  const setBadgeText = action.setBadgeText.bind(action);
  action.setBadgeText = (details, ...rest) => {
    const done = setBadgeText(details, ...rest);
    Promise.resolve(done).then(() => notes.push([details.tabId, details.text, Date.now()]));
    return done;
  };
  chrome.runtime.onMessage.addListener((message, _sender, respond) => {
    if (message?.type === ${JSON.stringify(BADGES_MESSAGE)}) respond(notes);
  });
})();
${readFileSync(script, 'utf8')}`,
  );
  return copy;
}

/** Navigation start → badge, with the worker stopped before each navigation; ms, one per domain. */
export async function measureColdBadge(
  sandbox: RunningSandbox,
  side: Side,
  domains: string[],
  extensionDir = side === 'minimal' ? MINIMAL_EXTENSION_DIR : EXTENSION_DIR,
): Promise<{ medianMs: number; runs: number[] }> {
  const copy = withBadgeNotes(extensionDir);
  const browser = await launchBrowser({ withExtension: true, extensionDir: copy });
  try {
    await serveOrdinaryWebsites(browser.context);
    const worker = await extensionWorker(browser);
    const hosts = domains.slice(0, COLD_RUNS);
    await prepareSide(worker, side, hosts, sandbox.url);
    const probe = await browser.context.newPage();
    await probe.goto(
      `chrome-extension://${browser.extensionId}/${side === 'minimal' ? 'probe' : 'options'}.html`,
    );
    const cdp = await browser.context.newCDPSession(probe);
    await cdp.send('ServiceWorker.enable');
    const tab = await browser.context.newPage();
    await tab.goto('about:blank');
    const tabId = await probe.evaluate(
      async () => (await chrome.tabs.query({ url: 'about:blank' })).at(-1)?.id ?? -1,
    );
    // Each site looked up once while the worker runs: the answers are in IndexedDB.
    for (const host of hosts) {
      await tab.goto(`https://${host}/`);
      await tab.waitForTimeout(400);
    }
    // Chrome stops a worker 30 s after its last event: by then its answers are written (Buyer Lens writes them
    // with the cache's index a second after they come; stopped sooner, the last ones would be asked again).
    await tab.waitForTimeout(1_500);
    const runs: number[] = [];
    for (const host of hosts) {
      await tab.goto('about:blank');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await tab.waitForTimeout(500);
      const started = Date.now();
      await tab.goto(`https://${host}/`);
      await tab.waitForTimeout(400);
      const notes = (await probe.evaluate(
        (type) => chrome.runtime.sendMessage({ type }),
        BADGES_MESSAGE,
      )) as [number, string, number][];
      const badge = notes.find(([id, text, at]) => id === tabId && text !== '' && at >= started);
      if (!badge)
        throw new Error(`no badge on ${host} after a cold start (${side}): ${JSON.stringify(notes)}`);
      runs.push(round(badge[2] - started));
    }
    return { medianMs: round(median(runs)), runs };
  } finally {
    await browser.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
