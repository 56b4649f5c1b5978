/**
 * `npm run demo`: the sandbox, the extension built for it with the demo key, and Chromium on a demo
 * prospect's website. With a display it stays open; without one it runs headless, saves screenshots
 * to demo-screenshots/ and the store material to demo-screenshots/store/ (and docs/screenshot.jpg), and exits.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, loadExtensionArgs } from '../tests/e2e/chromium';
import { startSandbox } from './app';
import { RICH_ACCOUNT } from './known-records';
import { writeStoreMaterial } from './store-material';

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

  // Store material (docs/development.md, "Store material"): the same pages, composed at the stores' sizes.
  console.log('store material:');
  await sidebar.reload();
  await sidebar.getByTestId('stack-row').first().waitFor();
  await writeStoreMaterial({
    context,
    site,
    sidebar,
    popup,
    options,
    account: await accountForTile(sandbox.url, prospect.domain),
    afterSentiment: async () => {
      await sidebar.getByTestId('vendor-expander').filter({ hasText: 'Northbeam Analytics' }).first().click();
      await sidebar.getByTestId('vendor-sentiment').first().waitFor();
      // The sentiment is below the fold at 800 px: scrolled to, as a rep would.
      await sidebar
        .getByTestId('vendor-expander')
        .filter({ hasText: 'Northbeam Analytics' })
        .first()
        .evaluate((element) => {
          element.scrollIntoView({ block: 'start' });
          // Below the sticky toolbar, with the row's product name in sight.
          window.scrollBy(0, -110);
        });
    },
  });
  await context.close();
  await sandbox.close();
  console.log(`screenshots saved in ${SCREENSHOTS_DIR}`);
}

/** The promo tile's account, read from the sandbox's API as any client would: its name, count and a weak spot. */
async function accountForTile(
  baseUrl: string,
  domain: string,
): Promise<{ name: string; interviews: number; unhappyWith: string }> {
  const response = await fetch(`${baseUrl}/api/v1/accounts/${domain}?fields[]=kpis&fields[]=tech_stack`, {
    headers: { Authorization: `Token ${DEMO_KEY}` },
  });
  const { data } = (await response.json()) as {
    data: {
      name: string;
      kpis: { interview_count: number };
      tech_stack: { product: string; status: string }[];
    };
  };
  const unhappy = data.tech_stack.find((item) => item.status === 'unhappy_with');
  return {
    name: data.name,
    interviews: data.kpis.interview_count,
    unhappyWith: unhappy?.product ?? 'nothing yet',
  };
}

function prospectHomePage(companyName: string): string {
  const name = escapeHtml(companyName);
  const card = (title: string, text: string) =>
    `<div style="flex:1;border:1px solid #e2e8f0;border-radius:10px;padding:20px"><h3 style="margin:0 0 8px">${title}</h3><p style="margin:0;color:#475569">${text}</p></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<style>body{font:18px/1.5 system-ui;margin:0;color:#0f172a}header{background:#0f172a;color:#fff;padding:20px 48px;display:flex;gap:28px;align-items:center}
header nav{display:flex;gap:22px;margin-left:auto;font-size:16px;color:#cbd5e1}main{padding:56px 48px}h1{font-size:46px;line-height:1.15;margin:0 0 16px}
.cta{display:inline-block;margin-top:20px;background:#16a34a;color:#fff;padding:12px 22px;border-radius:8px;font-weight:600}</style></head>
<body><header><strong>${name}</strong><nav><span>Solutions</span><span>Network</span><span>Customers</span><span>Careers</span></nav></header>
<main><h1>Freight that arrives<br>when we said it would.</h1>
<p style="max-width:560px;color:#334155">Warehousing, cross-docking and last-mile delivery across 38 states, with live tracking for every pallet.</p>
<span class="cta">Get a quote</span>
<div style="display:flex;gap:20px;margin-top:48px;max-width:820px">${card('Warehousing', '14 facilities, 6M sq ft.')}${card('Transport', 'Full and part truckload.')}${card('Visibility', 'Every shipment, live.')}</div>
<p style="margin-top:40px;font-size:14px;color:#94a3b8">A stand-in page for the Buyer Lens demo: the prospect's website, served offline.</p></main></body></html>`;
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
