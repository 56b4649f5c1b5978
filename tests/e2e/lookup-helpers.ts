import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningSandbox, SandboxRequest } from '../../sandbox/app';
import { type ExtensionScope, type ExtensionSession, tabIdOf } from './harness';

/** A plain prospect page: what an ordinary website looks like to the extension (no content script runs). */
export function prospectHtml(title: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>Welcome.</p></body></html>`;
}

/** Serves every https page the tests open from memory (`html` of its host): no network, real URLs. */
export async function serveWebsites(
  context: BrowserContext,
  html: (host: string) => string = prospectHtml,
): Promise<void> {
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: html(new URL(route.request().url()).host) }),
  );
}

/**
 * An extension page kept open to read the browser's state (badges, tab states, storage): unlike the service
 * worker's handle, it keeps working across the worker's stop and restart.
 */
export async function openProbe(session: ExtensionSession): Promise<Page> {
  return session.openPage('options.html');
}

/** The toolbar as the rep sees it for a tab. */
export function toolbarOf(probe: Page, tabId: number): Promise<{ text: string; title: string }> {
  return probe.evaluate(async (id) => {
    const [text, title] = await Promise.all([
      chrome.action.getBadgeText({ tabId: id }),
      chrome.action.getTitle({ tabId: id }),
    ]);
    return { text, title };
  }, tabId);
}

/**
 * The toolbar of a tab once its badge reads `text` (without it: once it reads anything). The background writes a
 * tab's state and paints its badge side by side (lib/background/tab-lookup.ts): the state can be read a moment
 * before the badge shows.
 */
export async function toolbarShowing(
  probe: Page,
  tabId: number,
  text?: string,
): Promise<{ text: string; title: string }> {
  await expect
    .poll(
      async () => {
        const shown = (await toolbarOf(probe, tabId)).text;
        return text === undefined ? shown !== '' : shown === text;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  return toolbarOf(probe, tabId);
}

/** The background's stored state of a tab (`storage.session` `tabState:<id>`). */
export function tabStateOf(
  probe: ExtensionScope,
  tabId: number,
): Promise<{ status: string; [key: string]: unknown } | null> {
  return probe.evaluate(async (id) => {
    const key = `tabState:${id}`;
    const stored = await chrome.storage.session.get(key);
    return (stored[key] as { status: string } | undefined) ?? null;
  }, tabId);
}

/** Requests the sandbox received for account detail of a domain. */
export function accountRequests(sandbox: RunningSandbox, domain: string): SandboxRequest[] {
  return sandbox.requests.filter(
    (request) => request.path === `/api/v1/accounts/${encodeURIComponent(domain)}`,
  );
}

/** Waits until the tab's lookup has settled into one of these statuses. */
export async function waitForStatus(probe: Page, tabId: number, statuses: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await tabStateOf(probe, tabId);
    if (state && statuses.includes(state.status)) return state;
    if (Date.now() > deadline)
      throw new Error(`tab ${tabId} stayed ${JSON.stringify(state)}; wanted ${statuses}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The cache fingerprint of a key, computed as the extension does (SHA-256, first 16 hex digits). */
export function fingerprintOf(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex').slice(0, 16);
}

/** Opens a page in a new tab and returns it with its tab id. */
export async function openTab(
  context: BrowserContext,
  probe: Page,
  url: string,
): Promise<{ page: Page; tabId: number }> {
  const page = await context.newPage();
  await page.goto(url);
  return { page, tabId: await tabIdOf(probe, url) };
}

/**
 * Waits until the background announces this connection (`connectionItem`): it has dropped the old one's
 * answers, and every open view reloads on it, so a click made before then would be lost with its page.
 */
export async function waitForConnection(
  scope: ExtensionScope,
  connection: { baseUrl: string; apiKey: string },
): Promise<void> {
  const expected = connection.apiKey ? `${connection.baseUrl}#${fingerprintOf(connection.apiKey)}` : null;
  const announced = async () =>
    ((await scope.evaluate(() => chrome.storage.local.get('connection'))).connection as { id: string } | null)
      ?.id ?? null;
  for (let tries = 0; (await announced()) !== expected; tries++) {
    if (tries > 100) throw new Error('the background did not apply the new connection within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
