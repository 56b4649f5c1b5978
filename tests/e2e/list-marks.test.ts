import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDetailEndpoint } from '../../lib/api/accounts';
import { SANDBOX_KEYS } from '../../sandbox/known-records';
import {
  type ListCompany,
  listPageWithRows,
  listRowId as rowId,
  sandboxListCompanies as thirtyCompanies,
} from '../fixtures/pages/list-rows';
import { inProcessSandbox, interviewsOf } from '../fixtures/sandbox-client';
import { configure, keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { centreOf, focusedHost, type MarkView, probeMarks, promptButtons } from './pages/list-marks-probe';
import { openSidePanelProbe, readSidePanel, watchNextClick } from './pages/side-panel';

// Marks on a list's rows in the built extension: a Salesforce list view (its rows in nested shadow roots) and
// LinkedIn's company search, 30 rows each, served at their real URLs, answered by the sandbox over HTTP. Only
// the rows on screen are asked, together; rows with an account get "N interviews", the others nothing; the card
// on hover or focus; Follow and Open in side panel from it; a row reused for another company loses its mark.

const LIST_VIEW_URL = 'https://sellerco.lightning.force.com/lightning/o/Account/list?filterName=AllAccounts';
const COMPANY_SEARCH_URL = 'https://www.linkedin.com/search/results/companies/?keywords=robotics';
const SALESFORCE_LIST = 'salesforce/lightning-list-view-accounts.html';
const LINKEDIN_SEARCH = 'linkedin/company-search.html';

function interviewsLabel(count: number): string {
  return count === 1 ? '1 interview' : `${count} interviews`;
}

/** A mark says the count: "12 interviews", or "12" alone where its cell has no room, the words in its name. */
function expectCount(mark: { label: string; description: string }, count: number, context = ''): void {
  expect([interviewsLabel(count), String(count)], context).toContain(mark.label);
  expect(mark.description, context).toContain(`, ${interviewsLabel(count)}. Show details`);
}

async function serve(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(url);
}

// Finds elements through every open shadow root (the page's own; the marks' closed roots stay closed).
const DEEP_QUERY = `(selector) => { const found = []; const visit = (root) => { for (const element of root.querySelectorAll('*')) { if (element.matches(selector)) found.push(element); if (element.shadowRoot) visit(element.shadowRoot); } }; visit(document); return found; }`;

/** The Salesforce rows whose box is inside the viewport, by record id, with their boxes. */
async function rowsOnScreen(page: Page): Promise<{ id: string; top: number; height: number }[]> {
  return page.evaluate(
    `(${DEEP_QUERY})('tr[data-row-key-value]').filter((row) => row.getAttribute('data-row-key-value') !== 'HEADER').map((row) => ({ id: row.getAttribute('data-row-key-value'), box: row.getBoundingClientRect() })).filter(({ box }) => box.bottom > 0 && box.top < innerHeight && box.height > 0).map(({ id, box }) => ({ id, top: box.top, height: box.height }))`,
  );
}

/** The page's own links and buttons in view, with their boxes: a mark must cover none. */
async function pageControls(
  page: Page,
): Promise<{ text: string; x: number; y: number; width: number; height: number }[]> {
  return page.evaluate(
    `(${DEEP_QUERY})('a[href], button, input').map((element) => { const box = element.getBoundingClientRect(); return { text: element.textContent.trim().slice(0, 40), x: box.x, y: box.y, width: box.width, height: box.height }; }).filter((box) => box.width > 0 && box.height > 0)`,
  );
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The values of the `accounts[]` parameter of each account list request made since `from`. */
function listRequests(requests: readonly { path: string; search: string }[], from: number): string[][] {
  return requests
    .slice(from)
    .filter((request) => request.path === '/api/v1/accounts')
    .map((request) => new URLSearchParams(request.search).getAll('accounts[]'));
}

describe('marks on the rows of a list', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: SANDBOX_KEYS.full });
  });

  async function newPage(): Promise<Page> {
    const page = await bed.session.context.newPage();
    pages.push(page);
    // A short window: a 30-row list is longer than the screen, so some rows are off it.
    await page.setViewportSize({ width: 1200, height: 420 });
    return page;
  }

  const shownMarks = async (page: Page) => (await probeMarks(page)).filter((mark) => mark.shown);

  it('marks the Salesforce rows on screen that have an account, asking only for the rows on screen, together', async () => {
    screenshotOnFailure('list-marks-salesforce', () => pages);
    const companies = thirtyCompanies();
    const expected = await Promise.all(companies.map((company) => interviewsOf(company.domain)));
    const page = await newPage();
    const before = bed.sandbox.requests.length;
    await serve(page, LIST_VIEW_URL, listPageWithRows(SALESFORCE_LIST, companies));
    const onScreen = await rowsOnScreen(page);
    const indexOf = (id: string | null) => companies.findIndex((_, index) => rowId(index) === id);
    const visible = onScreen.map((row) => indexOf(row.id));
    expect(visible.length).toBeGreaterThan(5);
    expect(visible.length).toBeLessThan(30);
    const markedOnScreen = visible.filter((index) => (expected[index] ?? 0) > 0);
    expect(markedOnScreen.length).toBeGreaterThan(1);

    await expect
      .poll(async () => (await shownMarks(page)).length, { timeout: 15_000 })
      .toBe(markedOnScreen.length);
    const marks = await shownMarks(page);
    await keepScreenshot(page, 'list-marks-salesforce');
    for (const mark of marks) {
      const index = indexOf(mark.row);
      expectCount(mark, expected[index] ?? 0, mark.row ?? '');
      expect(mark.after).toContain(companies[index]?.name);
      expect(mark.description).toContain(companies[index]?.name);
    }
    // Asked: only the companies of rows on screen, in batches of at most 50, a few requests in all.
    const asked = listRequests(bed.sandbox.requests, before);
    const onScreenDomains = new Set(visible.map((index) => companies[index]?.domain));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(3);
    for (const values of asked) {
      expect(values.length).toBeLessThanOrEqual(50);
      for (const value of values) expect(onScreenDomains.has(value), value).toBe(true);
    }
    // Quiet: rows keep their height, and no mark covers a link or button of the page.
    const heights = new Set((await rowsOnScreen(page)).map((row) => Math.round(row.height)));
    expect(heights.size).toBe(1);
    const controls = await pageControls(page);
    for (const mark of marks)
      for (const control of controls) expect(overlaps(mark.box as never, control), control.text).toBe(false);

    // Scrolled to the end: the rows that came on screen are asked, and only those.
    const asking = bed.sandbox.requests.length;
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const lateRows = (await rowsOnScreen(page))
      .map((row) => indexOf(row.id))
      .filter((index) => !visible.includes(index));
    expect(lateRows.length).toBeGreaterThan(0);
    const lateMarked = lateRows.filter((index) => (expected[index] ?? 0) > 0);
    await expect
      .poll(
        async () => (await shownMarks(page)).filter((mark) => lateRows.includes(indexOf(mark.row))).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(lateMarked.length);
    const lateDomains = new Set(lateRows.map((index) => companies[index]?.domain));
    for (const values of listRequests(bed.sandbox.requests, asking))
      for (const value of values) expect(lateDomains.has(value), value).toBe(true);
  });

  it('opens a card on hover with the account, follows it from there, and opens it in the side panel', async () => {
    screenshotOnFailure('list-marks-card', () => pages);
    const companies = thirtyCompanies(10);
    const page = await newPage();
    await serve(page, LIST_VIEW_URL, listPageWithRows(SALESFORCE_LIST, companies));
    await expect.poll(async () => (await shownMarks(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [first] = await shownMarks(page);
    if (!first?.box) throw new Error('no mark');
    const company = companies[companies.findIndex((_, index) => rowId(index) === first.row)] as ListCompany;
    const { client } = inProcessSandbox();
    const account = await client.send(accountDetailEndpoint(company.domain));

    await page.mouse.move(centreOf(first.box).x, centreOf(first.box).y);
    const card = async () => (await shownMarks(page)).find((mark) => mark.host === first.host)?.card ?? null;
    await expect.poll(async () => (await card())?.buttons.length ?? 0, { timeout: 10_000 }).toBe(2);
    const opened = await card();
    await keepScreenshot(page, 'list-marks-card');
    expect(opened?.text).toContain(account.name);
    expect(opened?.text).toContain(account.domain_name);
    expect(opened?.text).toContain(interviewsLabel(account.kpis?.interview_count ?? 0));
    expect(opened?.text).toMatch(/Last interviewed \w{3} \d{1,2}, \d{4}/);
    const stack = account.tech_stack ?? [];
    expect(opened?.text).toContain(
      `Stack: ${stack.filter((item) => item.status === 'satisfied').length} satisfied, ${stack.filter((item) => item.status === 'unhappy_with').length} unhappy with`,
    );
    expect(opened?.buttons.map((button) => button.text)).toEqual(['Follow', 'Open in side panel']);

    // Follow: the account goes on My accounts, and the card says so (asked again after a reload).
    await page.mouse.click(opened?.buttons[0]?.centre.x ?? 0, opened?.buttons[0]?.centre.y ?? 0);
    await expect
      .poll(async () => (await card())?.buttons[0]?.text, { timeout: 10_000 })
      .toBe('On My accounts');
    await page.reload();
    await expect.poll(async () => (await shownMarks(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const again = (await shownMarks(page)).find((mark) => mark.row === first.row);
    if (!again?.box) throw new Error('no mark after the reload');
    await page.mouse.move(centreOf(again.box).x, centreOf(again.box).y);
    const cardAgain = async () =>
      (await shownMarks(page)).find((mark) => mark.row === first.row)?.card ?? null;
    await expect
      .poll(async () => (await cardAgain())?.buttons[0], { timeout: 10_000 })
      .toMatchObject({
        text: 'On My accounts',
        disabled: true,
      });

    // Open in side panel: the account in the window's side panel.
    const probe = await openSidePanelProbe(bed.session.context, bed.session.extensionId);
    pages.push(probe);
    await page.bringToFront();
    const open = (await cardAgain())?.buttons[1];
    if (!open) throw new Error('no Open button');
    const clickedAt = await watchNextClick(page);
    await page.mouse.click(open.centre.x, open.centre.y);
    const since = await clickedAt();
    await expect
      .poll(async () => (await readSidePanel(probe, since))?.accountName ?? null, { timeout: 10_000 })
      .toBe(account.name);
  });

  it("is reached by keyboard in reading order: the name, its mark, the card's buttons, the next row", async () => {
    screenshotOnFailure('list-marks-keyboard', () => pages);
    const companies = thirtyCompanies();
    const page = await newPage();
    await serve(page, LIST_VIEW_URL, listPageWithRows(SALESFORCE_LIST, companies));
    await expect.poll(async () => (await shownMarks(page)).length, { timeout: 15_000 }).toBeGreaterThan(1);
    const [first] = await shownMarks(page);
    // Focus on the first row's name (the page's own link), then Tab.
    await page.evaluate(
      `(${DEEP_QUERY})('a[href]').find((link) => link.getAttribute('href').includes('/Account/${first?.row}/')).focus()`,
    );
    await page.keyboard.press('Tab');
    expect(await focusedHost(page)).toBe(first?.host);
    // Focused from the keyboard, the mark opens its card; Tab goes through its buttons.
    await expect.poll(async () => (await shownMarks(page))[0]?.card?.buttons.length ?? 0).toBe(2);
    await page.keyboard.press('Tab');
    expect(await focusedHost(page)).toBe(first?.host);
    // Escape closes the card and gives the mark focus back.
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await shownMarks(page))[0]?.card ?? null).toBeNull();
    expect(await focusedHost(page)).toBe(first?.host);
    // On past the mark: the Website link of the same row, the page's next control in reading order.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(
      `(() => { let element = document.activeElement; while (element && element.shadowRoot && element.shadowRoot.activeElement) element = element.shadowRoot.activeElement; return element && element.getAttribute('href'); })()`,
    );
    expect(next).toMatch(/^https:\/\/www\./);
  });

  it('takes the mark off a row reused for another company, and marks it for the new one', async () => {
    screenshotOnFailure('list-marks-reuse', () => pages);
    const companies = thirtyCompanies();
    const expected = await Promise.all(companies.map((company) => interviewsOf(company.domain)));
    const page = await newPage();
    await serve(page, LIST_VIEW_URL, listPageWithRows(SALESFORCE_LIST, companies));
    await expect.poll(async () => (await shownMarks(page)).length, { timeout: 15_000 }).toBeGreaterThan(1);
    const [first] = await shownMarks(page);
    const firstIndex = companies.findIndex((_, index) => rowId(index) === first?.row);
    const prospect = { name: 'Reused Prospect Holdings', domain: 'reused-prospect-holdings.com' };
    // As a virtual list does: the same row element shows another record (its id, name and website).
    const reuse = (from: ListCompany, to: ListCompany, id: string) =>
      page.evaluate(`(() => {
        const row = (${DEEP_QUERY})('tr[data-row-key-value="${first?.row}"], tr[data-row-key-value="reused"]')[0];
        row.setAttribute('data-row-key-value', ${JSON.stringify(id)});
        const deep = (${DEEP_QUERY});
        const inRow = (selector) => deep(selector).filter((element) => { let node = element; while (node) { if (node === row) return true; node = node.parentNode || node.host; } return false; });
        row.querySelector('th').setAttribute('data-cell-value', ${JSON.stringify(to.name)});
        for (const link of inRow('a[href]')) {
          for (const attribute of ['href', 'title']) { const value = link.getAttribute(attribute); if (value) link.setAttribute(attribute, value.replaceAll(${JSON.stringify(from.name)}, ${JSON.stringify(to.name)}).replaceAll(${JSON.stringify(from.domain)}, ${JSON.stringify(to.domain)})); }
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) text.nodeValue = text.nodeValue.replaceAll(${JSON.stringify(from.name)}, ${JSON.stringify(to.name)}).replaceAll(${JSON.stringify(from.domain)}, ${JSON.stringify(to.domain)});
        }
      })()`);
    const markOnRow = async (id: string) => (await shownMarks(page)).filter((mark) => mark.row === id);
    await reuse(companies[firstIndex] as ListCompany, prospect, 'reused');
    // The old company's mark is gone at once, and the new one (no account) gets none.
    await expect.poll(async () => (await markOnRow('reused')).length, { timeout: 10_000 }).toBe(0);
    expect((await shownMarks(page)).some((mark) => mark.after.includes(prospect.name))).toBe(false);
    // Reused again for an account further down the list: its own count.
    const laterIndex = expected.findIndex((count, index) => count > 0 && index > firstIndex + 3);
    const later = companies[laterIndex] as ListCompany;
    await reuse(prospect, later, 'reused');
    await expect
      .poll(async () => (await markOnRow('reused'))[0]?.description ?? null, { timeout: 10_000 })
      .toContain(`, ${interviewsLabel(expected[laterIndex] ?? 0)}. Show details`);
    expectCount((await markOnRow('reused'))[0] as MarkView, expected[laterIndex] ?? 0);
  });

  it('marks a list whose cells lost their API names (labels only), and one in Japanese read by its labels', async () => {
    screenshotOnFailure('list-marks-degraded', () => pages);
    const companies = thirtyCompanies(20);
    const expected = await Promise.all(companies.map((company) => interviewsOf(company.domain)));
    for (const [variant, html] of [
      ['degraded', listPageWithRows(SALESFORCE_LIST, companies).replace(/ data-col-key-value="[^"]*"/g, '')],
      [
        'ja',
        listPageWithRows('salesforce/ja/lightning-list-view-accounts.html', companies).replace(
          / data-col-key-value="[^"]*"/g,
          '',
        ),
      ],
    ] as const) {
      const page = await newPage();
      await serve(page, LIST_VIEW_URL, html);
      const visible = (await rowsOnScreen(page)).map((row) =>
        companies.findIndex((_, index) => rowId(index) === row.id),
      );
      const marked = visible.filter((index) => (expected[index] ?? 0) > 0);
      await expect.poll(async () => (await shownMarks(page)).length, { timeout: 15_000 }).toBe(marked.length);
      for (const mark of await shownMarks(page)) {
        const index = companies.findIndex((_, position) => rowId(position) === mark.row);
        expectCount(mark, expected[index] ?? 0, variant);
      }
      await page.close();
    }
  });

  it('never makes a row taller: in a narrow column the count alone, or no mark at all', async () => {
    screenshotOnFailure('list-marks-narrow', () => pages);
    const companies = thirtyCompanies();
    const page = await newPage();
    const narrow = listPageWithRows(SALESFORCE_LIST, companies).replace(
      '<table role="grid"',
      '<table style="table-layout:fixed;width:620px" role="grid"',
    );
    // Tall enough for several accounts' rows on screen, their names wrapping in the narrow column.
    await page.setViewportSize({ width: 1200, height: 900 });
    await serve(page, LIST_VIEW_URL, narrow);
    await expect.poll(async () => (await probeMarks(page)).length, { timeout: 15_000 }).toBeGreaterThan(1);
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
    );
    await keepScreenshot(page, 'list-marks-narrow');
    // Each marked row's height with its mark, and without it (the page can take the bare host out).
    const heights = (await page.evaluate(`(${DEEP_QUERY})('a[href*="/lightning/r/Account/"]')
      .filter((link) => link.nextSibling && link.nextSibling.nodeName === 'SPAN' && link.nextSibling.childNodes.length === 0)
      .map((link) => { let row = link; while (row && !(row.getAttribute && row.getAttribute('data-row-key-value'))) row = row.parentNode || row.host;
        const withMark = row.getBoundingClientRect().height; const host = link.nextSibling; host.remove();
        const without = row.getBoundingClientRect().height; link.after(host); return [withMark, without]; })`)) as [
      number,
      number,
    ][];
    expect(heights.length).toBeGreaterThan(1);
    for (const [withMark, without] of heights) expect(withMark).toBe(without);
    // Each mark inside its name's cell: its room was judged right before it went on the page.
    const outside = await page.evaluate(`(${DEEP_QUERY})('a[href*="/lightning/r/Account/"]')
      .filter((link) => link.nextSibling && link.nextSibling.nodeName === 'SPAN' && link.nextSibling.childNodes.length === 0 && !link.nextSibling.hidden)
      .filter((link) => { let cell = link; while (cell && !(cell.matches && cell.matches('th, td'))) cell = cell.parentNode || cell.host;
        const mark = link.nextSibling.getBoundingClientRect(); const room = cell.getBoundingClientRect();
        return mark.left < room.left - 1 || mark.right > room.right + 1; }).length`);
    expect(outside).toBe(0);
    // Where the label had no room, the count alone, its label kept for assistive technology; where not even
    // that, no mark.
    const marks = await probeMarks(page);
    const counts = marks.filter((candidate) => candidate.shown && /^\d+$/.test(candidate.label));
    expect(counts.length + marks.filter((candidate) => !candidate.shown).length).toBeGreaterThan(0);
    for (const mark of counts) expect(mark.description).toMatch(/\d+ interviews?\. Show details$/);
  });

  it('asks once on LinkedIn, then marks the company results that have an account', async () => {
    screenshotOnFailure('list-marks-linkedin', () => pages);
    const companies = thirtyCompanies();
    const expected = await Promise.all(companies.map((company) => interviewsOf(company.name)));
    const page = await newPage();
    const before = bed.sandbox.requests.length;
    await serve(page, COMPANY_SEARCH_URL, listPageWithRows(LINKEDIN_SEARCH, companies));
    const prompt = async () => promptButtons(page);
    await expect
      .poll(async () => (await prompt()).map((button) => button.text), { timeout: 15_000 })
      .toEqual(['Mark them', 'Not on LinkedIn']);
    // Nothing asked before the rep says yes.
    expect(listRequests(bed.sandbox.requests, before)).toEqual([]);
    expect(await probeMarks(page)).toEqual([]);
    const [yes] = await prompt();
    await page.mouse.click(yes?.centre.x ?? 0, yes?.centre.y ?? 0);
    await expect.poll(async () => (await shownMarks(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const slugOf = (name: string) =>
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    for (const mark of await shownMarks(page)) {
      const index = companies.findIndex((company) => mark.row?.includes(`/company/${slugOf(company.name)}/`));
      expect(index, mark.row ?? '').toBeGreaterThanOrEqual(0);
      expectCount(mark, expected[index] ?? 0, mark.row ?? '');
    }
    for (const values of listRequests(bed.sandbox.requests, before))
      expect(values.length).toBeLessThanOrEqual(50);
    // Asked once: the next LinkedIn list is marked without a question.
    const next = await newPage();
    await serve(next, COMPANY_SEARCH_URL, listPageWithRows(LINKEDIN_SEARCH, thirtyCompanies(10)));
    await expect.poll(async () => (await shownMarks(next)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await promptButtons(next)).toEqual([]);
  });
});
