/**
 * `npm run demo`: the sandbox, the extension built for it with the demo key, and Chromium on a demo
 * prospect's website. With a display it stays open; without one it runs headless, saves screenshots
 * to demo-screenshots/ and exits.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, loadExtensionArgs } from '../tests/e2e/chromium';
import { startSandbox } from './app';
import { RICH_ACCOUNT } from './known-records';

const DEMO_KEY = 'demo-full';
const OUT_DIR = resolve('.output/demo');
const EXTENSION_DIR = join(OUT_DIR, 'chrome-mv3');
const SCREENSHOTS_DIR = resolve('demo-screenshots');

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: Number(process.env.PORT ?? 8787) });
  console.log(`sandbox: ${sandbox.url} (key ${DEMO_KEY})`);

  console.log('building the extension for the sandbox…');
  execFileSync('npx', ['wxt', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BUYER_LENS_OUT_DIR: OUT_DIR,
      WXT_API_BASE_URL: sandbox.url,
      WXT_API_KEY: DEMO_KEY,
    },
  });

  // The sandbox's richest account: every section of the sidebar has something to show.
  const prospect = RICH_ACCOUNT;
  const headless = !process.env.DISPLAY;
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'buyer-lens-demo-')), {
    executablePath: CHROMIUM_PATH,
    headless,
    viewport: { width: 1280, height: 800 },
    args: [...loadExtensionArgs(EXTENSION_DIR), ...CHROMIUM_ARGS],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;

  // There is no internet here: the prospect's website is a small stand-in page served at its real URL.
  const siteUrl = `https://www.${prospect.domain}/`;
  await context.route(`https://www.${prospect.domain}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: prospectHomePage(prospect.name) }),
  );
  const site = await context.newPage();
  await site.goto(siteUrl);

  if (!headless) {
    console.log(`Chromium is open on ${siteUrl}: click the Buyer Lens toolbar button, or press Alt+Shift+B.`);
    console.log('Close Chromium (or press Ctrl-C) to stop.');
    await new Promise<void>((done) => context.on('close', () => done()));
    await sandbox.close();
    return;
  }

  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await shoot(site, 'prospect-website');

  // A test cannot click the toolbar, so the side panel's page opens as a tab that follows the website's tab.
  const tabId = await worker.evaluate(
    async (url) => (await chrome.tabs.query({})).find((tab) => tab.url === url)?.id ?? -1,
    siteUrl,
  );
  const sidebar = await context.newPage();
  await sidebar.setViewportSize({ width: 400, height: 900 });
  await sidebar.goto(`chrome-extension://${extensionId}/sidepanel.html?tabId=${tabId}`);
  await sidebar
    .getByTestId('account-name')
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      await shoot(sidebar, 'sidebar-failed');
      throw error;
    });
  await sidebar.getByTestId('stack-row').first().waitFor();
  await shoot(sidebar, 'sidebar-account');
  // The vendor rows with likes and dislikes to show (the rich account has one of those on purpose).
  await sidebar.getByTestId('vendor-expander').filter({ hasText: 'Northbeam Analytics' }).first().click();
  await sidebar.getByTestId('vendor-sentiment').first().waitFor();
  await shoot(sidebar, 'sidebar-vendor-sentiment');

  const popup = await context.newPage();
  await popup.setViewportSize({ width: 380, height: 520 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByLabel('Look up a company').fill(`jane.doe@${prospect.domain}`);
  await popup.getByLabel('Look up a company').press('Enter');
  await popup.getByTestId('account-name').first().waitFor({ timeout: 10_000 });
  await shoot(popup, 'popup-lookup');

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await shoot(options, 'options');
  await context.close();
  await sandbox.close();
  console.log(`screenshots saved in ${SCREENSHOTS_DIR}`);
}

function prospectHomePage(companyName: string): string {
  const name = escapeHtml(companyName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<style>body{font:18px/1.5 system-ui;margin:0;color:#0f172a}header{background:#0f172a;color:#fff;padding:24px 48px}
main{padding:48px}h1{font-size:44px;margin:0 0 12px}</style></head>
<body><header><strong>${name}</strong></header><main><h1>${name}</h1>
<p>This stand-in page plays the prospect's website for the Buyer Lens demo.</p></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function shoot(page: Page, name: string): Promise<void> {
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path });
  console.log(`  ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
