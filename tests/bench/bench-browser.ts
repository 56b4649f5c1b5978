import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, EXTENSION_DIR, loadExtensionArgs } from '../e2e/chromium';

export { EXTENSION_DIR };

export type BenchBrowser = {
  context: BrowserContext;
  extensionId: string | null;
  /** The profile's folder (DevToolsActivePort is written there when a debugging port was asked for). */
  userDataDir: string;
  close(): Promise<void>;
};

/**
 * Launches Debian's Chromium in a fresh profile, with the built extension (or `extensionDir`, e.g. the minimal
 * extension of the floor bench) or without any.
 */
export async function launchBrowser(options: {
  withExtension: boolean;
  extensionDir?: string;
  extraArgs?: string[];
}): Promise<BenchBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'buyer-lens-bench-'));
  const extensionArgs = options.withExtension ? loadExtensionArgs(options.extensionDir ?? EXTENSION_DIR) : [];
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...extensionArgs, ...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
  });
  let extensionId: string | null = null;
  if (options.withExtension) {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    extensionId = new URL(worker.url()).host;
  }
  return {
    context,
    extensionId,
    userDataDir,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built extension in a fresh profile, its settings pointing at the sandbox with demo-full's key, and a side
 * panel sized page (400 × 900) to measure in.
 */
export async function launchConfiguredPanel(sandbox: {
  url: string;
}): Promise<{ browser: BenchBrowser; page: Page }> {
  const browser = await launchBrowser({ withExtension: true });
  const worker = browser.context.serviceWorkers()[0] ?? (await browser.context.waitForEvent('serviceworker'));
  await worker.evaluate((settings) => chrome.storage.local.set({ settings }), {
    baseUrl: sandbox.url,
    apiKey: 'demo-full',
  });
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 400, height: 900 });
  return { browser, page };
}

/** An extension page that reads badges, tab states and storage, and survives the worker's sleep. */
export async function openProbe(browser: BenchBrowser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/options.html`);
  return page;
}

/** Statistics of a list of milliseconds. */
export function summarize(values: number[]): {
  count: number;
  minMs: number | null;
  medianMs: number | null;
  p95Ms: number | null;
} {
  if (values.length === 0) return { count: 0, minMs: null, medianMs: null, p95Ms: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return {
    count: values.length,
    minMs: round(sorted[0] ?? 0),
    medianMs: round(median(sorted)),
    p95Ms: round(at(0.95)),
  };
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Rounds to a hundredth. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
