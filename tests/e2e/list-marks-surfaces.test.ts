import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDataset } from '../../sandbox/dataset';
import { SANDBOX_KEYS } from '../../sandbox/known-records';
import { interviewsOf } from '../fixtures/sandbox-client';
import { configure, screenshotOnFailure, useExtensionTestBed } from './harness';
import { probeMarks, promptButtons } from './pages/list-marks-probe';

// Every list reader whose content script an install runs (the CRMs', LinkedIn's, Gmail's), on its own fixture
// at its real URL, in the built extension, answered by the sandbox over HTTP: the rows whose company the sandbox
// has interviews on get a mark with that count, the others none. The engagement apps' readers (their hosts are
// granted in Options) are held by the unit fixture tests. Gmail's inbox is asked about first, as LinkedIn's is.

type ListPage = { file: string; url: string; list?: string[] };

const PAGES_DIR = resolve('tests/fixtures/pages');
const OPTIONAL = /^(?:apollo|outreach|salesloft)\//;
const LIST_PAGES = (JSON.parse(readFileSync(join(PAGES_DIR, 'manifest.json'), 'utf8')) as ListPage[]).filter(
  // The source fixtures (their translations read the same rows), of the surfaces installed by default.
  (page) => page.list && page.file.split('/').length === 2 && !OPTIONAL.test(page.file),
);

// The products lay their lists out in columns of set widths (HubSpot's and Pipedrive's grids size each column,
// Gmail's sender column is fixed): the fixtures' bare tables would shrink each cell to its text, leaving a mark
// no room beside a name.
const LIST_LAYOUT = '<style>table { width: 100%; table-layout: fixed; }</style>';

async function serve(page: Page, url: string, html: string): Promise<void> {
  await page.route(
    (candidate) => candidate.href.split('#')[0] === url.split('#')[0],
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: html.includes('</head>')
          ? html.replace('</head>', `${LIST_LAYOUT}</head>`)
          : LIST_LAYOUT + html,
      }),
  );
  await page.goto(url);
}

/**
 * The fixture with every other company of its list made one the sandbox has interviews on (its domain or name
 * put where the fixture's was), the rest left as they are: companies nobody interviewed.
 */
function withSandboxCompanies(html: string, list: readonly string[]): { html: string; list: string[] } {
  // Accounts the fixture does not name already: a put-in name is never replaced again.
  const accounts = getDataset().accounts.filter(
    (account) =>
      account.name.length <= 40 &&
      /^[\w .&-]+$/.test(account.name) &&
      !html.includes(account.name) &&
      !html.includes(account.domain),
  );
  let page = html;
  const companies = list.map((company, index) => {
    const account = accounts[index * 7];
    if (index % 2 === 1 || !account) return company;
    const name = company.startsWith('name:') ? company.slice(5) : null;
    page = page.split(name ?? company).join(name ? account.name : account.domain);
    return name ? `name:${account.name}` : account.domain;
  });
  return { html: page, list: companies };
}

/** The counts the sandbox has for a list's companies (a domain, or `name:` an exact name), above 0, in order. */
async function expectedCounts(list: readonly string[]): Promise<number[]> {
  const counts = await Promise.all(
    list.map((company) => interviewsOf(company.startsWith('name:') ? company.slice(5) : company)),
  );
  return counts.filter((count) => count > 0).sort((a, b) => a - b);
}

function countOf(label: string): number {
  return Number(/^\d+/.exec(label)?.[0] ?? Number.NaN);
}

describe('marks on every surface that has a list reader', () => {
  const bed = useExtensionTestBed();
  let pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, {
      baseUrl: bed.sandbox.url,
      apiKey: SANDBOX_KEYS.full,
      markLists: true,
      markLinkedinLists: 'on',
      markMailLists: 'on',
    });
  });
  afterEach(async () => {
    await Promise.all(pages.map((page) => page.close()));
    pages = [];
  });

  async function newPage(): Promise<Page> {
    const page = await bed.session.context.newPage();
    pages.push(page);
    await page.setViewportSize({ width: 1280, height: 1400 });
    return page;
  }

  it('has the list pages of the CRMs, LinkedIn and Gmail', () => {
    const sources = new Set(LIST_PAGES.map((page) => page.file.split('/')[0]));
    expect([...sources].sort()).toEqual(['gmail', 'hubspot', 'linkedin', 'pipedrive', 'salesforce']);
  });

  it.each(LIST_PAGES.map((page) => [page.file, page] as const))('%s', async (file, listPage) => {
    screenshotOnFailure(`list-marks-${file.replace(/\W+/g, '-')}`, () => pages);
    const fixture = withSandboxCompanies(readFileSync(join(PAGES_DIR, file), 'utf8'), listPage.list ?? []);
    const expected = await expectedCounts(fixture.list);
    expect(expected.length).toBeGreaterThan(0);
    const page = await newPage();
    await serve(page, listPage.url, fixture.html);
    const shown = async () =>
      (await probeMarks(page))
        .filter((mark) => mark.shown)
        .map((mark) => countOf(mark.label))
        .sort((a, b) => a - b);
    // A company on two rows (a lead list's colleagues) is marked on both: its count, and no other.
    const distinct = (counts: number[]) => [...new Set(counts)];
    await expect.poll(async () => distinct(await shown()), { timeout: 15_000 }).toEqual(distinct(expected));
    expect((await shown()).length).toBeGreaterThanOrEqual(expected.length);
  });

  it("asks once on Gmail's inbox before marking its senders' companies", async () => {
    await configure(bed.session.serviceWorker, { markMailLists: 'ask' });
    try {
      const inbox = LIST_PAGES.find((page) => page.file.startsWith('gmail/'));
      if (!inbox) throw new Error('no Gmail list fixture');
      const page = await newPage();
      const before = bed.sandbox.requests.length;
      const fixture = withSandboxCompanies(
        readFileSync(join(PAGES_DIR, inbox.file), 'utf8'),
        inbox.list ?? [],
      );
      await serve(page, inbox.url, fixture.html);
      await expect
        .poll(async () => (await promptButtons(page)).map((button) => button.text), { timeout: 15_000 })
        .toEqual(['Mark them', 'Not in Gmail']);
      expect(
        bed.sandbox.requests.slice(before).filter((request) => request.path === '/api/v1/accounts'),
      ).toEqual([]);
      const [yes] = await promptButtons(page);
      await page.mouse.click(yes?.centre.x ?? 0, yes?.centre.y ?? 0);
      const expected = await expectedCounts(fixture.list);
      expect(expected.length).toBeGreaterThan(0);
      await expect
        .poll(async () => (await probeMarks(page)).filter((mark) => mark.shown).length, { timeout: 15_000 })
        .toBe(expected.length);
    } finally {
      await configure(bed.session.serviceWorker, { markMailLists: 'on' });
    }
  });
});
