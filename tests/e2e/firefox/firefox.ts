import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// Debian's firefox-esr, headless, driven over WebDriver BiDi by puppeteer-core (no geckodriver, no download:
// puppeteer-core never fetches a browser). What this machine needs is measured in /work/shared/NOTES.md.

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The built Firefox extension (Manifest V3, docs/admin-guide.md "Firefox"). */
export const FIREFOX_EXTENSION_DIR = resolve(process.env.BUYER_LENS_OUT_DIR ?? '.output', 'firefox-mv3');
const GECKO_ID = 'buyer-lens@buyerlens.dev';
// The add-on's internal UUID is random per profile; pinned, its pages have a known address.
const EXTENSION_UUID = '6f1b5c2e-3d4a-4b8e-9c1f-2a7d8e9f0b1c';
const ARTIFACTS_DIR = resolve('test-results');

export type FirefoxSession = {
  browser: Browser;
  /** The extension's origin: `moz-extension://<uuid>`. */
  origin: string;
  /** Opens one of the extension's pages (popup.html, options.html, sidepanel.html?tabId=N) as a tab. */
  openPage(path: string, viewport?: { width: number; height: number }): Promise<Page>;
  /**
   * Opens a web page at a real https address, its document served by the test (BiDi network interception:
   * the browser never reaches the internet); everything else the page asks for is refused.
   */
  openSite(url: string, html: string, viewport?: { width: number; height: number }): Promise<Page>;
  /** Runs a function in an extension page (the `browser` global of WebExtensions is there). */
  inExtension<T, A>(run: (arg: A) => Promise<T>, arg: A): Promise<T>;
  close(): Promise<void>;
};

/** Launches firefox-esr in a fresh profile with the built extension installed as a temporary add-on. */
export async function launchFirefox(): Promise<FirefoxSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Firefox 153 refuses BiDi navigation to moz-extension:// pages without it.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // Test profiles only: an optional permission request is granted without a prompt, which headless
      // Firefox would never show. (Options asks for the API's origin when the rep saves it.)
      'extensions.webextOptionalPermissionPrompts': false,
    },
  });
  try {
    await browser.installExtension(FIREFOX_EXTENSION_DIR);
  } catch (error) {
    await browser.close();
    throw error;
  }
  const origin = `moz-extension://${EXTENSION_UUID}`;
  let scope: Page | null = null;

  async function openPage(path: string, viewport = { width: 400, height: 900 }): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    // Puppeteer's wait for the load of a moz-extension:// page never ends over BiDi (measured): the page's
    // own content is waited for instead.
    const url = `${origin}/${path}`;
    void page.goto(url, { timeout: 0 }).catch(() => undefined);
    // An evaluation that meets the navigation from about:blank fails inside Firefox's BiDi (seen in CI): ask
    // again until the extension's page answers.
    for (const until = Date.now() + 15_000; Date.now() < until; ) {
      const ready = await page
        .evaluate(
          (expected) =>
            location.href === expected &&
            document.readyState === 'complete' &&
            document.body?.childElementCount > 0,
          url,
        )
        .catch(() => false);
      if (ready) return page;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} did not load in Firefox`);
  }

  return {
    browser,
    origin,
    openPage,
    async openSite(url, html, viewport = { width: 1280, height: 800 }) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.url() === url)
          void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
        else void request.abort();
      });
      await page.goto(url, { waitUntil: 'load' });
      return page;
    },
    async inExtension<T, A>(run: (arg: A) => Promise<T>, arg: A): Promise<T> {
      scope ??= await openPage('popup.html');
      // biome-ignore lint/suspicious/noExplicitAny: the puppeteer signature is generic over page functions.
      return scope.evaluate(run as any, arg) as Promise<T>;
    },
    async close() {
      await browser.close();
    },
  };
}

/** Keeps a screenshot of a Firefox journey's step under test-results/. */
export async function keepFirefoxScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: path as `${string}.png`, fullPage: true });
  return path;
}
