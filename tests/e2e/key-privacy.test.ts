import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RICH_ACCOUNT } from '../../sandbox/known-records';
import { screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { fingerprintOf, waitForStatus } from './lookup-helpers';
import { OptionsPage } from './pages/options-page';
import { HUBSPOT_RECORD_URL, serveHubspotRecord } from './pages/ui-helpers';

/** What a content script of this extension can read of its storage, tried from inside its own world. */
type ContentScriptView = {
  local?: Record<string, unknown>;
  localError?: string;
  session?: Record<string, unknown>;
  sessionError?: string;
  /** Object stores of IndexedDB databases of the same names, as the content script's origin sees them. */
  secretsStores: string[];
  cacheStores: string[];
};

/**
 * Runs code in the extension's content-script world of a page (the isolated world Chrome names after the
 * extension), as its own content script would: what it can read there, a compromised or buggy content
 * script could too.
 */
async function readAsContentScript(cdp: CDPSession, extensionId: string): Promise<ContentScriptView> {
  const contexts: { id: number; origin: string; auxData?: { type?: string } }[] = [];
  cdp.on('Runtime.executionContextCreated', (event) => contexts.push(event.context));
  await cdp.send('Runtime.enable');
  await expect
    .poll(() =>
      contexts.some(
        (context) => context.auxData?.type === 'isolated' && context.origin.includes(extensionId),
      ),
    )
    .toBe(true);
  const world = contexts.find(
    (context) => context.auxData?.type === 'isolated' && context.origin.includes(extensionId),
  );
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    contextId: world?.id,
    awaitPromise: true,
    returnByValue: true,
    expression: `(async () => {
      const view = {};
      try { view.local = await chrome.storage.local.get(null); } catch (error) { view.localError = String(error?.message ?? error); }
      try { view.session = await chrome.storage.session.get(null); } catch (error) { view.sessionError = String(error?.message ?? error); }
      const stores = (name) => new Promise((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => { const db = request.result; resolve([...db.objectStoreNames]); db.close(); indexedDB.deleteDatabase(name); };
        request.onerror = () => resolve(['(error)']);
      });
      view.secretsStores = await stores('buyer-lens-secrets');
      view.cacheStores = await stores('buyer-lens-cache');
      return view;
    })()`,
  });
  if (exceptionDetails) throw new Error(`content-script probe failed: ${exceptionDetails.text}`);
  return result.value as ContentScriptView;
}

describe('the key and the team’s answers are out of a content script’s reach', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  it("has no API address in a production build until the rep gives one: never the sandbox's port", async () => {
    screenshotOnFailure('default-address', () => pages);
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    await options.page.getByLabel('API address').waitFor();
    await expect.poll(() => options.page.getByLabel('API address').inputValue()).toBe('');
    await options.page.close();
  });

  it("keeps the key and the cache where this extension's own content script cannot read them", async () => {
    screenshotOnFailure('key-privacy', () => pages);
    const key = 'demo-full';
    const options = await OptionsPage.open(bed.session);
    pages.push(options.page);
    expect(await options.save({ baseUrl: bed.sandbox.url, apiKey: key })).toBe('Saved.');

    // The key is not in storage.local at all: only its fingerprint, so that watchers hear of a new key.
    const { settings } = await options.page.evaluate(() => chrome.storage.local.get('settings'));
    expect(settings).not.toHaveProperty('apiKey');
    expect(settings).toMatchObject({ baseUrl: bed.sandbox.url, apiKeyFingerprint: fingerprintOf(key) });

    // A HubSpot record whose account is looked up: the cache now holds the team's answer.
    await serveHubspotRecord(bed.session.context, RICH_ACCOUNT.domain);
    const crm = await bed.session.context.newPage();
    pages.push(crm);
    await crm.goto(HUBSPOT_RECORD_URL);
    await waitForStatus(options.page, await tabIdOf(bed.session.serviceWorker, crm.url()), ['found']);

    const cdp = await bed.session.context.newCDPSession(crm);
    const view = await readAsContentScript(cdp, bed.session.extensionId);
    await cdp.detach();
    // Chrome refuses both storage areas to content scripts (the access level the background verified).
    expect(view.local).toBeUndefined();
    expect(view.localError).toMatch(/not allowed|access/i);
    expect(view.session).toBeUndefined();
    // The extension's IndexedDB is its own origin's: the page's origin has no such stores.
    expect(view.secretsStores).toEqual([]);
    expect(view.cacheStores).toEqual([]);
    const everything = JSON.stringify(view);
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(RICH_ACCOUNT.name);
  });
});
