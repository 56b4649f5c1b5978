/**
 * Store material made from the running demo (sandbox/demo.ts), not drawn: 1280×800 screenshots that show a
 * prospect's website with the side panel beside it as a rep sees them, the popup and the options page; the
 * 128 px icon; a 440×280 promo tile with a real account from the sandbox; and the README's picture. Each is
 * composed as a small HTML page of real screenshots, rendered by the same Chromium.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

export const STORE_DIR = resolve('demo-screenshots/store');
const README_IMAGE = resolve('docs/screenshot.jpg');
const ICON = resolve('public/icon/128.png');

const SIZE = { width: 1280, height: 800 };
const PANEL_WIDTH = 400;

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Renders composed HTML at a size and saves it (PNG, or JPEG for the README). */
async function render(
  context: BrowserContext,
  html: string,
  size: { width: number; height: number },
  path: string,
  scale = 1,
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({
      width: Math.round(size.width * scale),
      height: Math.round(size.height * scale),
    });
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0}body{width:${size.width}px;height:${size.height}px;overflow:hidden;transform:scale(${scale});transform-origin:0 0;font-family:system-ui,sans-serif}</style></head><body>${html}</body></html>`,
    );
    await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
    await page.screenshot(path.endsWith('.jpg') ? { path, type: 'jpeg', quality: 78 } : { path });
    console.log(`  ${path}`);
  } finally {
    await page.close();
  }
}

/** The website and the side panel as Chrome lays them out: the page on the left, the panel on the right. */
function besideThePanel(site: Buffer, panel: Buffer): string {
  return `<div style="display:flex;width:${SIZE.width}px;height:${SIZE.height}px;background:#fff">
  <img src="${dataUrl(site)}" style="width:${SIZE.width - PANEL_WIDTH - 1}px;height:${SIZE.height}px;object-fit:cover;object-position:left top">
  <div style="width:1px;background:#cbd5e1"></div>
  <img src="${dataUrl(panel)}" style="width:${PANEL_WIDTH}px;height:${SIZE.height}px;object-fit:cover;object-position:left top">
</div>`;
}

/** A page shown whole on a quiet background, with a line saying what it is. */
function framed(shot: Buffer, caption: string): string {
  return `<div style="width:${SIZE.width}px;height:${SIZE.height}px;background:linear-gradient(135deg,#eff6ff,#e2e8f0);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px">
  <img src="${dataUrl(shot)}" style="max-height:640px;border-radius:10px;box-shadow:0 12px 40px rgba(15,23,42,.25)">
  <p style="margin:0;font-size:26px;color:#0f172a">${escapeHtml(caption)}</p>
</div>`;
}

/** The 440×280 tile: the icon, the name, what it does, and one real account from the sandbox. */
function promoTile(account: { name: string; interviews: number; unhappyWith: string }): string {
  const icon = `data:image/png;base64,${readFileSync(ICON).toString('base64')}`;
  return `<div style="width:440px;height:280px;box-sizing:border-box;padding:26px;background:linear-gradient(135deg,#1d4ed8,#0f172a);color:#fff;display:flex;flex-direction:column;gap:14px">
  <div style="display:flex;align-items:center;gap:12px"><img src="${icon}" style="width:48px;height:48px"><strong style="font-size:30px">Buyer Lens</strong></div>
  <div style="font-size:17px;line-height:1.35">What your prospect's own people said about their tools, beside every page you open.</div>
  <div style="background:#fff;color:#0f172a;border-radius:8px;padding:10px 14px;font-size:15px">
    <strong>${escapeHtml(account.name)}</strong> · ${account.interviews} interviews<br>
    <span style="color:#b91c1c">Unhappy with ${escapeHtml(account.unhappyWith)}</span>
  </div>
</div>`;
}

/** Writes every piece of store material, and the README's picture, from the demo's open pages. */
export async function writeStoreMaterial(options: {
  context: BrowserContext;
  site: Page;
  sidebar: Page;
  popup: Page;
  options: Page;
  account: { name: string; interviews: number; unhappyWith: string };
  afterSentiment: () => Promise<void>;
}): Promise<void> {
  mkdirSync(STORE_DIR, { recursive: true });
  const { context, site, sidebar } = options;
  await site.setViewportSize({ width: SIZE.width - PANEL_WIDTH - 1, height: SIZE.height });
  await sidebar.setViewportSize({ width: PANEL_WIDTH, height: SIZE.height });
  const website = await site.screenshot();
  const account = await sidebar.screenshot();
  await render(
    context,
    besideThePanel(website, account),
    SIZE,
    join(STORE_DIR, 'screenshot-1-prospect-and-side-panel.png'),
  );
  // The README's picture: the same view, smaller and as a JPEG (committed).
  mkdirSync(resolve('docs'), { recursive: true });
  await render(context, besideThePanel(website, account), SIZE, README_IMAGE, 0.75);
  await options.afterSentiment();
  await render(
    context,
    besideThePanel(website, await sidebar.screenshot()),
    SIZE,
    join(STORE_DIR, 'screenshot-2-vendor-sentiment.png'),
  );
  await render(
    context,
    framed(
      await options.popup.screenshot(),
      'Look up any company by its website, an email address or its name',
    ),
    SIZE,
    join(STORE_DIR, 'screenshot-3-popup.png'),
  );
  await options.options.setViewportSize(SIZE);
  await render(
    context,
    `<img src="${dataUrl(await options.options.screenshot())}">`,
    SIZE,
    join(STORE_DIR, 'screenshot-4-options.png'),
  );
  copyFileSync(ICON, join(STORE_DIR, 'icon-128.png'));
  await render(
    context,
    promoTile(options.account),
    { width: 440, height: 280 },
    join(STORE_DIR, 'promo-440x280.png'),
  );
}
