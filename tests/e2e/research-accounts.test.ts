import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListRow } from '../../lib/api/accounts';
import { ACCOUNT_EXPORT_COLUMNS, type CellValue } from '../../lib/research/export-columns';
import { ARRIVING_ACCOUNT, HOSTILE_ROWS_VENDOR_DOMAIN } from '../../sandbox/known-records';
import { renderMarkdownTable } from '../fixtures/markdown-table-reader';
import { parseCsv } from '../fixtures/rfc4180';
import { type ConsoleWatch, extensionErrors, watchConsoleErrors } from './console-watch';
import { configure, keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { ResearchPage } from './pages/research-page';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

// Research › Accounts in real Chromium against the sandbox: the competitive-displacement search built through
// the controls, the search restored from the page's URL on reload, a 422 mended by one click, a saved search
// run again. What each step should show is asked of the sandbox itself, never written down here.

/** The competitive-displacement question: accounts rating Relaytics CRM 4 or below, in market for Sales Engagement, open to intros, last 6 months. */
const DISPLACEMENT = {
  product: 'Relaytics CRM',
  maxRating: '4',
  useCase: 'Sales Engagement',
  introOptin: 'open',
  since: '6',
};
const DISPLACEMENT_PARAMS: [string, string][] = [
  ['in_market_for[]', DISPLACEMENT.useCase],
  ['intro_optin', DISPLACEMENT.introOptin],
  ['max_rating', DISPLACEMENT.maxRating],
  ['products[]', DISPLACEMENT.product],
  ['since', `${DISPLACEMENT.since}.months`],
];

/** Accounts with Relaytics CRM in their stack: several pages, none of them asked for with the clock moved. */
const RELAYTICS_CRM: [string, string][] = [['products[]', 'Relaytics CRM']];

type ApiAccountList = {
  data: AccountListRow[];
  meta: { total_count: number; transcript_total: number; truncated: boolean };
};

/** A download's text. */
async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

describe('journey: Research › Accounts', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];
  let watch: ConsoleWatch;

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    watch = await watchConsoleErrors(bed.session);
  });
  afterAll(async () => {
    expect(extensionErrors(watch.entries, [bed.sandbox.url])).toEqual([]);
    await watch.stop();
  });

  /** Asks the sandbox directly, as the extension would: what a step should show. */
  async function ask<T>(path: string, params: [string, string][] = []): Promise<{ status: number; body: T }> {
    const url = `${bed.sandbox.url}/api/v1/${path}${params.length ? `?${new URLSearchParams(params)}` : ''}`;
    const response = await fetch(url, { headers: { Authorization: 'Token demo-full' } });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function open(fragment?: string): Promise<ResearchPage> {
    const research = await ResearchPage.open(bed.session, fragment);
    pages.push(research.page);
    return research;
  }

  it('builds the competitive-displacement search through the controls, restores it on reload, opens an account', async () => {
    screenshotOnFailure('research-accounts-displacement', () => pages);
    const { body: markets } = await ask<{ data: { name: string }[] }>('markets');
    expect(markets.data.map((market) => market.name)).toContain(DISPLACEMENT.useCase);
    const expected = (await ask<ApiAccountList>('accounts', DISPLACEMENT_PARAMS)).body;
    expect(expected.data.length).toBeGreaterThan(0);

    const research = await open();
    await research.settled();
    // The rating bounds wait for a product: a rating without one cannot be asked for.
    expect(await research.form.getByLabel('Highest', { exact: true }).isDisabled()).toBe(true);
    await research.pick('Products in their stack', DISPLACEMENT.product);
    await research.select('Highest', DISPLACEMENT.maxRating);
    await research.pick('In market for', DISPLACEMENT.useCase);
    await research.select('Intro opt-in', DISPLACEMENT.introOptin);
    await research.fill('Last n months', DISPLACEMENT.since);
    await research.search();

    await expect.poll(() => research.routeParams()).toEqual(DISPLACEMENT_PARAMS);
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    const asked = bed.sandbox.requests.filter((request) => request.path === '/api/v1/accounts');
    expect(
      asked.some((request) => {
        const params = new URLSearchParams(request.search);
        return params.get('max_rating') === '4' && params.get('since') === '6.months' && !params.has('page');
      }),
    ).toBe(true);
    const summary = `${expected.meta.total_count} account${expected.meta.total_count === 1 ? '' : 's'} from ${expected.meta.transcript_total} matching interview`;
    expect(await research.summary.textContent()).toContain(summary);
    await keepScreenshot(research.page, 'research-accounts-displacement');
    await expectNoSeriousA11yViolations(research.page, 'account search results');

    // The whole result as a CSV file a CRM imports: RFC 4180, one record per account, in the list's order.
    const [download] = await Promise.all([
      research.page.waitForEvent('download'),
      research.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^buyer-lens-accounts-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsv((await readDownload(download)).replace(/^\ufeff/, ''));
    const header = records[0] ?? [];
    expect(header.slice(0, 3)).toEqual(['Name', 'Domain', 'Website']);
    expect(records.slice(1).map((record) => record[0])).toEqual(expected.data.map((row) => row.name));
    const counts = records.slice(1).map((record) => Number(record[header.indexOf('Matching interviews')]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expected.meta.transcript_total);
    expect(await research.page.getByTestId('export-status').textContent()).toMatch(
      /^Downloaded \d+ accounts? as CSV\.$/,
    );

    // Every table fits the panel from 320 to 500 px wide, with a screenshot at each width.
    for (const width of [320, 400, 500]) {
      await research.page.setViewportSize({ width, height: 900 });
      const overflow = await research.overflow();
      expect(overflow.page, `page at ${width} px`).toBeLessThanOrEqual(0);
      expect(overflow.tables.length).toBe(1);
      for (const extra of overflow.tables) expect(extra, `the results at ${width} px`).toBeLessThanOrEqual(0);
      await keepScreenshot(research.page, `research-accounts-${width}px`);
    }
    await expectNoSeriousA11yViolations(research.page, 'account search results at 500 px');
    await research.page.setViewportSize({ width: 400, height: 900 });

    // Reload: the page's URL names the search, so the same search and the same results come back.
    await research.page.reload();
    await research.settled();
    expect(await research.routeParams()).toEqual(DISPLACEMENT_PARAMS);
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    expect(await research.form.getByLabel('Highest', { exact: true }).inputValue()).toBe(
      DISPLACEMENT.maxRating,
    );
    expect(await research.form.getByLabel('Intro opt-in', { exact: true }).inputValue()).toBe('open');
    expect(await research.form.getByLabel('Last n months', { exact: true }).inputValue()).toBe('6');
    expect(
      await research.form.getByRole('list', { name: 'Products in their stack: chosen' }).textContent(),
    ).toContain(DISPLACEMENT.product);

    // A row opens the account view; Back returns to the same search.
    const [first] = expected.data;
    await research.rows.first().getByTestId('account-open').click();
    await expect.poll(() => research.page.getByTestId('sidebar').getAttribute('data-view')).toBe('account');
    await expect
      .poll(() => research.page.getByTestId('account-name').textContent(), { timeout: 15_000 })
      .toBe(first?.name);
    expect(await research.fragment()).toBe(`account/${first?.slug}`);
    await research.page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => research.rowNames()).toEqual(expected.data.map((row) => row.name));
    expect(await research.routeParams()).toEqual(DISPLACEMENT_PARAMS);
  });

  it('shows every unresolved value of a 422 with all its suggestions, and a click mends the search', async () => {
    screenshotOnFailure('research-accounts-422', () => pages);
    const { body: industries } = await ask<{ data: { name: string }[] }>('industries');
    // A real industry whose name holds a comma: its near miss is suggested with the comma inside.
    const commaIndustry = industries.data.map((item) => item.name).find((name) => name.includes(', '));
    expect(commaIndustry).toBeDefined();
    const nearMiss = (commaIndustry ?? '').slice(0, (commaIndustry ?? '').indexOf(','));
    const typo = 'Relaytics CRN';
    const refusal = await ask<{ error: string }>('accounts', [
      ['industry[]', nearMiss],
      ['products[]', typo],
    ]);
    expect(refusal.status).toBe(422);
    const productLine = refusal.body.error.split('\n').find((line) => line.includes(`'${typo}'`)) ?? '';
    const productSuggestions = (productLine.split('Did you mean: ')[1] ?? '').replace(/\?$/, '').split(', ');
    expect(productSuggestions).toContain('Relaytics CRM');

    const research = await open();
    await research.settled();
    await research.typeValue('Products in their stack', typo);
    await research.page.getByText('More filters').click();
    await research.typeValue('Industry', nearMiss);
    await research.search();
    await research.invalidFilters.waitFor({ timeout: 15_000 });

    const values = research.invalidFilters.getByTestId('unresolved-value');
    expect(await values.count()).toBe(2);
    const product = values.filter({ hasText: typo });
    expect(await product.getByTestId('suggestion').allTextContents()).toEqual(productSuggestions);
    // The industry's first suggestion holds a comma and stays one button.
    const industry = values.filter({ hasText: 'No industry called' });
    await expect.poll(() => industry.getByTestId('suggestion').allTextContents()).toContain(commaIndustry);
    await keepScreenshot(research.page, 'research-accounts-422');
    await expectNoSeriousA11yViolations(research.page, 'account search 422');

    // One click replaces the typo and runs again: the industry still needs mending, then a click on it too.
    await product.getByRole('button', { name: 'Relaytics CRM', exact: true }).click();
    await expect
      .poll(() => research.routeParams())
      .toEqual([
        ['industry[]', nearMiss],
        ['products[]', 'Relaytics CRM'],
      ]);
    await research.invalidFilters.getByRole('button', { name: commaIndustry, exact: true }).click();
    const mended: [string, string][] = [
      ['industry[]', commaIndustry ?? ''],
      ['products[]', 'Relaytics CRM'],
    ];
    await expect.poll(() => research.routeParams()).toEqual(mended);
    const expected = (await ask<ApiAccountList>('accounts', mended)).body;
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    await keepScreenshot(research.page, 'research-accounts-422-mended');
  });

  it('saves a search, lists it with its count, and runs it again from the list', async () => {
    screenshotOnFailure('research-accounts-saved', () => pages);
    const query = new URLSearchParams(DISPLACEMENT_PARAMS).toString();
    const expected = (await ask<ApiAccountList>('accounts', DISPLACEMENT_PARAMS)).body;
    const count = `${expected.meta.total_count} account${expected.meta.total_count === 1 ? '' : 's'}`;

    const research = await open(`#research/accounts?${query}`);
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    await research.page.getByTestId('save-search').click();
    await research.page.getByLabel('Name this search').fill('Relaytics detractors');
    await research.page.getByRole('button', { name: 'Save', exact: true }).click();
    const savedAs = research.page.getByTestId('saved-as');
    await expect
      .poll(() => savedAs.textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`Saved as Relaytics detractors · ${count} · ran just now`));

    // Another search, then the saved one run again from the list.
    await research.form.getByRole('button', { name: 'Clear' }).click();
    await research.search();
    await expect.poll(() => research.routeParams()).toEqual([]);
    await research.savedSearches.getByText(/^Saved searches/).click();
    const entry = research.savedSearches
      .getByTestId('saved-search')
      .filter({ hasText: 'Relaytics detractors' });
    await entry.getByRole('button', { name: /^Run/ }).click();
    await expect.poll(() => research.routeParams()).toEqual(DISPLACEMENT_PARAMS);
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    await expect
      .poll(() => entry.getByTestId('saved-search-run').textContent())
      .toBe(`${count} · ran just now · none new`);

    // Kept in storage for this connection, with the accounts of the run.
    const stored = await research.page.evaluate(async () => {
      const { savedAccountSearches, connection } = await chrome.storage.local.get([
        'savedAccountSearches',
        'connection',
      ]);
      return {
        list: savedAccountSearches as { name: string; connection: string; lastRun: { slugs: string[] } }[],
        connection,
      };
    });
    expect(stored.list).toHaveLength(1);
    expect(stored.list[0]?.connection).toBe((stored.connection as { id: string }).id);
    expect(stored.list[0]?.lastRun.slugs).toEqual(expected.data.map((row) => row.slug));
    await keepScreenshot(research.page, 'research-accounts-saved');
    await expectNoSeriousA11yViolations(research.page, 'saved searches');

    // Days later new interviews have been published: running the search again shows the new account, marked.
    bed.sandbox.advanceClock(ARRIVING_ACCOUNT.allPublishedInDays);
    try {
      await entry.getByRole('button', { name: /^Run/ }).click();
      await expect
        .poll(() => research.rowNames(), { timeout: 15_000 })
        .toEqual([ARRIVING_ACCOUNT.name, ...expected.data.map((row) => row.name)]);
      expect(
        await research.rows.evaluateAll((rows) =>
          rows.filter((row) => row.dataset.new).map((row) => row.dataset.slug),
        ),
      ).toEqual([ARRIVING_ACCOUNT.slug]);
      await expect.poll(() => research.page.getByTestId('new-since').textContent()).toMatch(/1 new since /);
      await expect.poll(() => entry.getByTestId('saved-search-run').textContent()).toMatch(/· 1 new$/);
      await keepScreenshot(research.page, 'research-accounts-saved-new');
    } finally {
      bed.sandbox.setClock(bed.sandbox.today);
    }
  });

  it('completes an unfiltered search past the 1,000-interview cap: every account once, every interview counted', async () => {
    screenshotOnFailure('research-accounts-complete', () => pages);
    const unsplit = (await ask<ApiAccountList>('accounts')).body;
    expect(unsplit.meta.truncated).toBe(true);
    const buyers = (await ask<{ data: { name: string }[] }>('buyers')).body.data;

    const research = await open('#research/accounts');
    const notice = research.page.getByTestId('truncation-notice');
    await expect
      .poll(() => notice.textContent(), { timeout: 15_000 })
      .toContain(
        `1,000 of ${unsplit.meta.transcript_total.toLocaleString('en-US')} matching interviews inspected`,
      );
    const before = bed.sandbox.requests.length;
    await notice.getByTestId('complete-results').click();
    await research.page.getByTestId('complete-summary').waitFor({ timeout: 30_000 });
    // One heading, stating the complete figures: the capped sentence and its warning are gone.
    const text = (await research.summary.textContent()) ?? '';
    expect(text).not.toContain('At least');
    expect(text).not.toContain('from the first');
    expect(await notice.textContent()).not.toContain('accounts below the cap are missing');
    const [, accounts, interviews, anonymous] =
      /Complete: ([\d,]+) accounts from ([\d,]+) matching interviews \(([\d,]+) from anonymous buyers/.exec(
        text,
      ) ?? [];
    const number = (value?: string) => Number((value ?? '').replaceAll(',', ''));
    // Every account the team has interviews with, each once.
    expect(number(accounts)).toBe(buyers.length);
    expect(number(interviews)).toBe(unsplit.meta.transcript_total);
    await keepScreenshot(research.page, 'research-accounts-complete');
    await expectNoSeriousA11yViolations(research.page, 'complete results');

    // The export is the complete result, with no more requests: its counts plus the anonymous interviews are the
    // unsplit search's transcript_total.
    const sent = bed.sandbox.requests.length;
    const [download] = await Promise.all([
      research.page.waitForEvent('download'),
      research.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const records = parseCsv((await readDownload(download)).replace(/^\ufeff/, ''));
    const header = records[0] ?? [];
    const rows = records.slice(1);
    expect(new Set(rows.map((record) => record[header.indexOf('Domain')])).size).toBe(rows.length);
    expect(rows.length).toBe(buyers.length);
    const matched = rows.reduce(
      (sum, record) => sum + Number(record[header.indexOf('Matching interviews')]),
      0,
    );
    expect(matched + number(anonymous)).toBe(unsplit.meta.transcript_total);
    expect(bed.sandbox.requests.length).toBe(sent);
    expect(sent - before).toBeGreaterThan(1);
  });

  it('renders hostile rows inert: markup as text, only http(s) links, long names in two lines', async () => {
    screenshotOnFailure('research-accounts-hostile', () => pages);
    const { body: vendors } = await ask<{ data: { name: string; domain_name: string }[] }>('vendors');
    const hostile = vendors.data.find((vendor) => vendor.name.includes('<'));
    expect(hostile).toBeDefined();
    const params: [string, string][] = [['vendors[]', hostile?.domain_name ?? '']];
    const expected = (await ask<ApiAccountList>('accounts', params)).body;
    const longest = Math.max(...expected.data.map((row) => row.name.length));
    expect(expected.data.some((row) => row.name.includes('<script>'))).toBe(true);

    const research = await open(`#research/accounts?${new URLSearchParams(params)}`);
    const dialogs: string[] = [];
    research.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await research.page.setViewportSize({ width: 320, height: 900 });
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    expect(await research.results.locator('img, script, iframe, b').count()).toBe(0);
    const hrefs = await research.results
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    // The longest name (hundreds of characters) stays within two lines; its title holds all of it.
    const clamp = await research.page.evaluate((length) => {
      const button = [...document.querySelectorAll<HTMLElement>('[data-testid="account-open"]')].find(
        (element) => (element.getAttribute('title') ?? '').length === length,
      );
      const text = button?.querySelector<HTMLElement>('.clamp');
      if (!button || !text) return null;
      return {
        height: text.getBoundingClientRect().height,
        line: Number.parseFloat(getComputedStyle(text).lineHeight),
      };
    }, longest);
    expect(longest).toBeGreaterThan(300);
    expect(clamp).not.toBeNull();
    expect(clamp?.height ?? 0).toBeLessThanOrEqual((clamp?.line ?? 0) * 2 + 1);
    const overflow = await research.overflow();
    expect(overflow.page).toBeLessThanOrEqual(0);
    for (const extra of overflow.tables) expect(extra).toBeLessThanOrEqual(0);
    expect(dialogs).toEqual([]);
    await keepScreenshot(research.page, 'research-accounts-hostile-320px');
    await expectNoSeriousA11yViolations(research.page, 'hostile rows');
  });

  it('closes a picker after a pick, keeps focus in its field, and lets the next control take its click', async () => {
    screenshotOnFailure('research-accounts-picker', () => pages);
    const research = await open();
    await research.settled();
    const products = research.page.getByRole('combobox', { name: 'Products in their stack', exact: true });
    await research.pick('Products in their stack', DISPLACEMENT.product);
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('false');
    expect(await research.page.getByTestId('picker-products').locator('.picker-options').isVisible()).toBe(
      false,
    );
    expect(await products.evaluate((box) => box === document.activeElement)).toBe(true);
    // The list no longer lies over the next controls: a click on "In market for" reaches it.
    const markets = research.page.getByRole('combobox', { name: 'In market for', exact: true });
    await markets.click({ timeout: 5_000 });
    expect(await markets.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(
      await research.form
        .getByRole('list', { name: 'Products in their stack: chosen' })
        .getByRole('listitem')
        .count(),
    ).toBe(1);

    // The highlighted row's count stays readable on the highlight, in the light and the dark theme.
    await markets.fill('Sales');
    await markets.press('ArrowDown');
    const highlighted = research.page.locator(
      '[data-testid="picker-markets"] [role="option"][aria-selected="true"]',
    );
    await highlighted.waitFor();
    for (const colorScheme of ['light', 'dark'] as const) {
      await research.page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(research.page, `an open picker, ${colorScheme} theme`);
      await keepScreenshot(research.page, `research-accounts-picker-${colorScheme}`);
    }
    await research.page.emulateMedia({ colorScheme: 'light' });
  });

  it('copies a Markdown table that a renderer shows cell for cell and that reads as plain text', async () => {
    screenshotOnFailure('research-accounts-markdown', () => pages);
    await bed.session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const expectedCells = (value: CellValue) =>
      value === null || value === undefined
        ? ''
        : String(value)
            .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
            .trim();
    // Every page of a search, as the export collects it.
    const askAll = async (params: [string, string][]) => {
      const rows: AccountListRow[] = [];
      for (let page = 1; ; page++) {
        const { body } = await ask<ApiAccountList & { meta: { per_page: number } }>('accounts', [
          ...params,
          ['per_page', '50'],
          ['page', String(page)],
        ]);
        rows.push(...body.data);
        if (page * body.meta.per_page >= body.meta.total_count) return rows;
      }
    };
    const copy = async (params: [string, string][]) => {
      const expected = { data: await askAll(params) };
      const research = await open(`#research/accounts?${new URLSearchParams(params)}`);
      await expect.poll(() => research.rowNames(), { timeout: 15_000 }).not.toEqual([]);
      await research.page.getByRole('button', { name: 'Copy as Markdown table' }).click();
      await expect
        .poll(() => research.page.getByTestId('export-status').textContent(), { timeout: 15_000 })
        .toMatch(/^Copied \d+ accounts? as a Markdown table\.$/);
      const table = await research.page.evaluate(() => navigator.clipboard.readText());
      return { table, expected: expected.data };
    };

    // Hostile names: rendered, every cell is the data and nothing becomes a link, an image or HTML.
    const hostile = await copy([['vendors[]', HOSTILE_ROWS_VENDOR_DOMAIN]]);
    expect(hostile.expected.some((row) => row.name.includes('<script>'))).toBe(true);
    const rendered = renderMarkdownTable(hostile.table);
    expect(rendered.blocks).toEqual([]);
    expect(rendered.markup).toEqual([]);
    expect(rendered.rows).toEqual([
      ACCOUNT_EXPORT_COLUMNS.map((column) => column.header),
      ...hostile.expected.map((row) =>
        ACCOUNT_EXPORT_COLUMNS.map((column) => expectedCells(column.value(row))),
      ),
    ]);

    // An ordinary search, pasted where Markdown is not rendered: no entity and no backslash anywhere. (Not the
    // displacement search: the saved-search test ran it days ahead, and the cache holds that answer.)
    const ordinary = await copy(RELAYTICS_CRM);
    expect(ordinary.table.split('\n')[0]).toBe(
      `| ${ACCOUNT_EXPORT_COLUMNS.map((column) => column.header).join(' | ')} |`,
    );
    expect(
      renderMarkdownTable(ordinary.table)
        .rows.slice(1)
        .map((row) => row[0]),
    ).toEqual(ordinary.expected.map((row) => row.name));
    // The rows without markup characters in their data (this search finds the sandbox's hostile account too).
    const lines = ordinary.table.split('\n').slice(2);
    const plainLines = ordinary.expected
      .map((row, index) => ({ row, line: lines[index] ?? '' }))
      .filter(({ row }) => !/[<\\|[\]*_`~]|&[#a-z0-9]+;/i.test(Object.values(row).flat().join(' ')))
      .map(({ line }) => line);
    expect(plainLines.length).toBeGreaterThan(5);
    expect(plainLines.join('\n')).toContain(' > ');
    for (const line of plainLines) {
      expect(line).not.toMatch(/&[#a-z0-9]+;/i);
      expect(line).not.toContain('\\');
    }
  });

  it('keeps the sort in the search: reload and Back from an account restore it', async () => {
    screenshotOnFailure('research-accounts-sort', () => pages);
    const expected = (await ask<ApiAccountList>('accounts', RELAYTICS_CRM)).body;
    const byName = expected.data
      .map((row) => row.name)
      .sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }));
    expect(byName.length).toBeGreaterThan(2);
    const research = await open(`#research/accounts?${new URLSearchParams(RELAYTICS_CRM)}`);
    await expect
      .poll(() => research.rowNames(), { timeout: 15_000 })
      .toEqual(expected.data.map((row) => row.name));
    const accountHeader = research.page.getByRole('columnheader', { name: /^Account/ });
    await accountHeader.getByRole('button').click();
    await expect.poll(() => research.rowNames()).toEqual(byName);
    await accountHeader.getByRole('button').click();
    await expect.poll(() => research.rowNames()).toEqual([...byName].reverse());
    const sortedRoute = await research.routeParams();
    expect(sortedRoute).toEqual(expect.arrayContaining([['sort', '-name']]));

    await research.page.reload();
    await expect.poll(() => research.rowNames(), { timeout: 15_000 }).toEqual([...byName].reverse());
    expect(await accountHeader.getAttribute('aria-sort')).toBe('descending');

    await research.rows.first().getByTestId('account-open').click();
    await expect.poll(() => research.page.getByTestId('sidebar').getAttribute('data-view')).toBe('account');
    await research.page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => research.rowNames(), { timeout: 15_000 }).toEqual([...byName].reverse());
    expect(await research.routeParams()).toEqual(sortedRoute);
    expect(await accountHeader.getAttribute('aria-sort')).toBe('descending');
  });

  it('puts a deleted saved search back where it was on Undo, with the list open as it was', async () => {
    screenshotOnFailure('research-accounts-undo', () => pages);
    const research = await open('#research/accounts?q=freight');
    await research.settled();
    const save = async (name: string) => {
      await research.page.getByTestId('save-search').click();
      await research.page.getByLabel('Name this search').fill(name);
      await research.page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => research.page.getByTestId('saved-as').textContent()).toContain(name);
    };
    // Only the searches of this test: the list is the connection's.
    await research.page.evaluate(() => chrome.storage.local.remove('savedAccountSearches'));
    await save('Freight older');
    await research.page.getByLabel('Words in their interviews').fill('routing');
    await research.search();
    await research.settled();
    await save('Routing newer');
    const names = () =>
      research.savedSearches.getByTestId('saved-search').locator('strong').allTextContents();
    const list = research.savedSearches;
    await list.getByText(/^Saved searches/).click();
    await expect.poll(names).toEqual(['Routing newer', 'Freight older']);

    // The older one deleted and put back: second again, the list still open.
    await list.getByRole('button', { name: 'Delete Freight older' }).click();
    await expect.poll(names).toEqual(['Routing newer']);
    await list.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(names).toEqual(['Routing newer', 'Freight older']);
    expect(await list.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);

    // The last one deleted and put back: the list does not fold shut.
    await list.getByRole('button', { name: 'Delete Routing newer' }).click();
    await list.getByRole('button', { name: 'Delete Freight older' }).click();
    await expect.poll(names).toEqual([]);
    await list.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(names).toEqual(['Freight older']);
    expect(await list.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => list.getByTestId('saved-search').first().isVisible()).toBe(true);
  });
});
