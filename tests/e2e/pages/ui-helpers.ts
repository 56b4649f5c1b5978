import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ExtensionSession } from '../harness';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serves fixture HTML at a real https URL, so that the extension sees an ordinary website. */
export async function serveSite(context: BrowserContext, origin: string, html: string): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

/** A plain company home page. */
export function companyPage(title: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><p>Welcome.</p><button id="page-control" style="position:fixed;right:0;bottom:0">Chat with us</button></body></html>`;
}

/** A HubSpot company record, served by `serveHubspotRecord`. */
export const HUBSPOT_RECORD_URL = 'https://app.hubspot.com/contacts/4412345/record/0-2/7002';

/** Serves HubSpot's company record fixture for every HubSpot URL, pointed at an account's domain. */
export async function serveHubspotRecord(context: BrowserContext, domain: string): Promise<void> {
  const html = readFileSync('tests/fixtures/pages/hubspot/company-record.html', 'utf8').replaceAll(
    'contoso.com',
    domain,
  );
  await context.route('https://app.hubspot.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

/** Opens the sidebar as a tab that follows another tab (most tests: the real side panel needs a click, see side-panel.ts). */
export async function openSidebarFor(session: ExtensionSession, tabId: number): Promise<Page> {
  const page = await session.context.newPage();
  // The width of Chrome's side panel by default: the layout under test is the one reps see.
  await page.setViewportSize({ width: 400, height: 900 });
  await page.goto(`chrome-extension://${session.extensionId}/sidepanel.html?tabId=${tabId}`);
  await page.getByTestId('sidebar').waitFor();
  return page;
}

/**
 * Runs axe-core on a page and fails on any serious or critical violation, and on any of `alsoRules` whatever
 * its impact (axe rates `heading-order` moderate, yet a screen-reader user navigates by headings).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  alsoRules: readonly string[] = [],
): Promise<void> {
  // Extension pages forbid inline scripts; evaluate runs through the DevTools protocol instead.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter(
        (violation) =>
          violation.impact === 'serious' || violation.impact === 'critical' || rules.includes(violation.id),
      )
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  }, alsoRules);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** How far the page and each table reach past the viewport at one width (0 or less: they fit). */
export async function overflowAt(page: Page, width: number): Promise<{ page: number; tables: number[] }> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll('table')].map((table) => table.scrollWidth - table.clientWidth),
  }));
}

/**
 * Every table fits a side panel from 320 to 500 px wide, with no horizontal scroll, names broken only between
 * words and figures on one line; the viewport is put back after.
 */
export async function expectTablesFit(
  page: Page,
  label: string,
  /** The cells whose words must stay whole (default: every table's). */
  wordsIn = 'table td',
): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of [320, 400, 500]) {
    const overflow = await overflowAt(page, width);
    expect(overflow.page, `${label}: the page at ${width} px`).toBeLessThanOrEqual(0);
    for (const extra of overflow.tables)
      expect(extra, `${label}: a table at ${width} px`).toBeLessThanOrEqual(0);
    expect(await wordsBrokenAcrossLines(page, wordsIn), `${label}: words broken at ${width} px`).toEqual([]);
    expect(await figuresOnSeveralLines(page), `${label}: figures wrapped at ${width} px`).toEqual([]);
  }
  if (viewport) await page.setViewportSize(viewport);
}

/**
 * The words inside `selector` that the layout broke across two lines (a word that fits its cell must not
 * be split). A word wider than its whole cell would have to break; none of the sandbox's names has one.
 */
export function wordsBrokenAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((target) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(target)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/** The figures (`td.num`) that take more than one line. */
function figuresOnSeveralLines(page: Page): Promise<string[]> {
  // The figure's text, not the cell: a chart's bar sits on a line of its own under the figure by design.
  return page.evaluate(() =>
    [...document.querySelectorAll('td.num')]
      .filter((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) return true;
        }
        return false;
      })
      .map((cell) => cell.textContent ?? ''),
  );
}
