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
import { startSandbox } from './app';

const DEMO_KEY = 'demo-full';
const OUT_DIR = resolve('.output/demo');
const EXTENSION_DIR = join(OUT_DIR, 'chrome-mv3');
const SCREENSHOTS_DIR = resolve('demo-screenshots');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

type AccountRow = { name: string; domain_name: string };

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

  const prospect = await pickDemoProspect(sandbox.url);
  const headless = !process.env.DISPLAY;
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'buyer-lens-demo-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless,
    viewport: { width: 1280, height: 800 },
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      ...CHROMIUM_ARGS,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;

  // There is no internet here: the prospect's website is a small stand-in page served at its real URL.
  await context.route(`https://www.${prospect.domain_name}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: prospectHomePage(prospect) }),
  );
  const site = await context.newPage();
  await site.goto(`https://www.${prospect.domain_name}/`);

  const popup = await context.newPage();
  await popup.setViewportSize({ width: 380, height: 420 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByLabel('Look up a company').fill(prospect.domain_name);
  await popup.getByLabel('Look up a company').press('Enter');
  await popup.getByTestId('account-name').waitFor({ timeout: 10_000 });

  if (!headless) {
    console.log(
      `Chromium is open on https://www.${prospect.domain_name}/. Close it (or press Ctrl-C) to stop.`,
    );
    await new Promise<void>((done) => context.on('close', () => done()));
    await sandbox.close();
    return;
  }

  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await shoot(site, 'prospect-website');
  await shoot(popup, 'popup-lookup');
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await shoot(options, 'options');
  await context.close();
  await sandbox.close();
  console.log(`screenshots saved in ${SCREENSHOTS_DIR}`);
}

/** The account with the most interviews: the richest page to show. */
async function pickDemoProspect(baseUrl: string): Promise<AccountRow> {
  const response = await fetch(`${baseUrl}/api/v1/accounts?per_page=10`, {
    headers: { Authorization: `Token ${DEMO_KEY}` },
  });
  const { data } = (await response.json()) as { data: AccountRow[] };
  const row = data.find((account) => /^[a-z0-9.-]+\.[a-z]+$/.test(account.domain_name));
  if (!row) throw new Error('the sandbox has no account with a plain domain to demo');
  return row;
}

function prospectHomePage(prospect: AccountRow): string {
  const name = escapeHtml(prospect.name);
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
