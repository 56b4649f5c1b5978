import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';

import { CHROMIUM_ARGS, CHROMIUM_PATH, EXTENSION_DIR, loadExtensionArgs } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH, EXTENSION_DIR } from './chromium';
export const ARTIFACTS_DIR = resolve('test-results');

export type ExtensionSession = {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** Opens one of the extension's pages (popup.html, options.html, sidepanel.html) as a tab. */
  openPage(path: string): Promise<Page>;
  close(): Promise<void>;
};

/**
 * Launches Debian's Chromium with the built extension in a fresh profile: headless, or headed on an X display
 * (`display`, tests/e2e/virtual-display.ts) for what only the browser's own UI does (the omnibox).
 */
export async function launchExtension(
  options: { display?: string; extensionDir?: string } = {},
): Promise<ExtensionSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'buyer-lens-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: options.display === undefined,
    ...(options.display === undefined ? {} : { env: { ...process.env, DISPLAY: options.display } }),
    args: [...loadExtensionArgs(options.extensionDir ?? EXTENSION_DIR), ...CHROMIUM_ARGS],
  });
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(serviceWorker.url()).host;
  return {
    context,
    extensionId,
    serviceWorker,
    async openPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** One test file's world: the real sandbox on a free port and the built extension in a fresh Chromium. */
export type ExtensionTestBed = { readonly sandbox: RunningSandbox; readonly session: ExtensionSession };

/**
 * Starts the sandbox and the extension before a file's tests and closes both after them (it registers
 * beforeAll and afterAll: call it at the top of the describe block, before the file's own hooks).
 */
export function useExtensionTestBed(): ExtensionTestBed {
  let sandbox: RunningSandbox | undefined;
  let session: ExtensionSession | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    session = await launchExtension();
  });
  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test bed starts in beforeAll');
    return value;
  };
  return {
    get sandbox() {
      return started(sandbox);
    },
    get session() {
      return started(session);
    },
  };
}

/** Starts the real sandbox API on a free loopback port. */
export function startTestSandbox(options: { fault?: string } = {}): Promise<RunningSandbox> {
  return startSandbox({ port: 0, ...options });
}

/** Saves a screenshot of each page under test-results/ when the current test fails. */
export function screenshotOnFailure(name: string, pages: () => Page[]): void {
  onTestFailed(async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    let index = 0;
    for (const page of pages()) {
      if (page.isClosed()) continue;
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}-${index++}.png`), fullPage: true });
    }
  });
}

/** Keeps a screenshot of a journey's step as a test artifact. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Code that runs inside the extension: its service worker, or one of its pages (a page outlives a worker stop). */
export type ExtensionScope = Pick<Page, 'evaluate'>;

/** Saves settings the way the options page does, straight into storage.local (the background validates them). */
export async function configure(scope: ExtensionScope, settings: Record<string, unknown>): Promise<void> {
  await scope.evaluate(async (changes) => {
    const { settings: current } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...(current ?? {}), ...changes } });
  }, settings);
  if (typeof settings.apiKey !== 'string' || !settings.apiKey) return;
  // Wait until the background has taken the key (it announces the connection with the key's fingerprint), so a
  // test never starts before its settings apply. (A write made as a fresh profile's worker started was once
  // lost here: tests/unit/schemas/settings.test.ts, "never rewrites a fresh profile's record".)
  const fingerprint = createHash('sha256').update(settings.apiKey).digest('hex').slice(0, 16);
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    const { connection } = await scope.evaluate(() => chrome.storage.local.get('connection'));
    if ((connection as { id?: string } | null)?.id?.endsWith(`#${fingerprint}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // What the background left, to tell a lost write from a stuck background.
  const state = await scope.evaluate(async () => {
    const { settings, connection } = await chrome.storage.local.get(['settings', 'connection']);
    return JSON.stringify({ settings, connection });
  });
  throw new Error(`the background did not take the API key within 20 s: ${state}`);
}

/** The id of the tab showing this URL, as the background knows it. */
export async function tabIdOf(scope: ExtensionScope, url: string): Promise<number> {
  const id = await scope.evaluate(
    async (target) => (await chrome.tabs.query({})).find((tab) => tab.url === target)?.id ?? -1,
    url,
  );
  if (id < 0) throw new Error(`no tab shows ${url}`);
  return id;
}
