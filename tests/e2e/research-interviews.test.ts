import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_ACCOUNT, LONG_NAME_ACCOUNT, RTL_ACCOUNT } from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, useExtensionTestBed } from './harness';
import { InterviewSearchPage } from './pages/interview-search-page';
import { expectNoSeriousA11yViolations } from './pages/ui-helpers';

/** The sandbox's own answer to a transcript search, asked directly: what the view must show. */
async function sandboxSearch(url: string, query: string): Promise<{ total: number; ids: string[] }> {
  const response = await fetch(`${url}/api/v1/transcripts?${query}`, {
    headers: { Authorization: 'Token demo-full' },
  });
  const body = (await response.json()) as { data: { id: string }[]; meta: { total_count: number } };
  return { total: body.meta.total_count, ids: body.data.map((item) => item.id) };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('journey: Research › Interviews, from a search to the passages, a transcript and a vendor', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
  });

  async function open(query = '', width = 400): Promise<InterviewSearchPage> {
    const view = await InterviewSearchPage.open(bed.session, query, width);
    pages.push(view.page);
    return view;
  }

  const requestsTo = (path: RegExp) => bed.sandbox.requests.filter((request) => path.test(request.path));

  it('searches words and a vendor: passages with the words marked, then the transcript marked and a vendor profile', async () => {
    screenshotOnFailure('research-interviews-journey', () => pages);
    const view = await open();
    await view.words.fill('northbeam funnels');
    await view.pick('Vendors in their stack', 'relay', 'Relaytics');
    await view.search();

    // The search is the URL: canonical, so a copied link or a reload gives this search again.
    await expect.poll(() => view.fragmentQuery()).toBe('q=northbeam+funnels&vendors[]=Relaytics');
    const expected = await sandboxSearch(bed.sandbox.url, 'q=northbeam+funnels&vendors[]=Relaytics');
    expect(expected.total).toBeGreaterThan(20);
    await expect
      .poll(() => view.count.textContent(), { timeout: 15_000 })
      .toBe(`${expected.total} interviews, page 1 of ${Math.ceil(expected.total / 20)}`);
    expect(await view.results.evaluateAll((items) => items.map((item) => item.dataset.transcriptId))).toEqual(
      expected.ids,
    );

    // Passages come from the transcript detail, with q's words marked (as <mark> elements around text).
    await expect.poll(() => view.markedWords(), { timeout: 15_000 }).not.toEqual([]);
    for (const word of await view.markedWords()) expect(['northbeam', 'funnels']).toContain(fold(word));
    expect(await view.results.first().textContent()).toMatch(/ICP: (\d+ match|no matches|not scored)/);

    // Details are asked only for the results on screen, not for all twenty.
    const detailRequests = () => requestsTo(/^\/api\/v1\/transcripts\/[^/]+$/).length;
    expect(detailRequests()).toBeLessThan(expected.ids.length);
    await keepScreenshot(view.page, 'research-interviews-results');
    await expectNoSeriousA11yViolations(view.page, 'interview search results');
    await view.results.last().scrollIntoViewIfNeeded();
    await expect.poll(() => view.markedWords(view.results.last()), { timeout: 15_000 }).not.toEqual([]);

    // A result opens its transcript with the search's words marked and the find box filled in.
    await view.results.first().getByTestId('interview-result-title').click();
    await view.page.getByTestId('transcript-view').waitFor();
    expect(await view.page.getByLabel('Find in transcript').inputValue()).toBe('northbeam funnels');
    const marks = await view.page.locator('.transcript-text mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const word of marks) expect(['northbeam', 'funnels']).toContain(fold(word));
    expect(await view.page.getByTestId('find-count').textContent()).toBe(`1 of ${marks.length}`);
    expect(await view.page.getByTestId('transcript-icp').textContent()).toMatch(/^ICP: /);
    // Each rated stack item's rating is a bar on the 1–10 scale, named for screen readers.
    expect(
      await view.page.getByRole('img', { name: /^.+ rated: \d+\.\d out of 10$/ }).count(),
    ).toBeGreaterThan(0);
    expect(decodeURIComponent(await view.page.evaluate(() => location.hash))).toMatch(
      /^#transcript\/tr_[^?]+\?find=northbeam\+funnels$/,
    );
    await keepScreenshot(view.page, 'research-interviews-transcript');
    await expectNoSeriousA11yViolations(view.page, 'transcript opened from a search');

    // Each stack vendor opens its profile (the slug comes from the cached vendors list).
    const vendor = view.page
      .getByTestId('stack-vendor')
      .filter({ hasText: /^Relaytics$/ })
      .first();
    await vendor.click();
    await expect.poll(() => view.page.evaluate(() => location.hash)).toBe('#vendor/relaytics');
    await view.page.locator('[data-view="vendor"]').waitFor();

    // Back leads to the transcript, then to the search, as it was.
    await view.back();
    await view.page.getByTestId('transcript-view').waitFor();
    await view.back();
    await expect.poll(() => view.count.textContent()).toContain(`${expected.total} interviews`);
    expect(await view.words.inputValue()).toBe('northbeam funnels');
  });

  it('flags a vendor typed by hand that is not in the list, and does not search until it is replaced', async () => {
    screenshotOnFailure('research-interviews-unknown-vendor', () => pages);
    const view = await open('q=crm');
    await expect.poll(() => view.count.textContent(), { timeout: 15_000 }).toMatch(/interviews/);
    const before = requestsTo(/^\/api\/v1\/transcripts$/).length;

    await view.typeValue('Vendors in their stack', 'Nosuchvendor Inc');
    const chip = view.page.locator('.chip[data-unknown]');
    await expect.poll(() => chip.textContent()).toContain('Nosuchvendor Inc');
    await view.search();
    await expect.poll(() => view.problems.textContent()).toContain('The search did not run');
    expect(await view.problems.textContent()).toContain(
      '“Nosuchvendor Inc” is not a vendor in the list: transcript search would silently ignore it.',
    );
    expect(await view.fragmentQuery()).toBe('q=crm');
    await keepScreenshot(view.page, 'research-interviews-unknown-vendor');
    await expectNoSeriousA11yViolations(view.page, 'unknown vendor flagged');

    // A typo gets the list's closest vendor as a one-click replacement, which then searches.
    await view.page.getByTestId('filter-remove').click();
    await view.typeValue('Vendors in their stack', 'Relaytix');
    await view.search();
    await view.page
      .getByTestId('filter-suggestion')
      .filter({ hasText: /^Relaytics$/ })
      .click();
    await expect.poll(() => view.fragmentQuery()).toBe('q=crm&vendors[]=Relaytics');
    await expect.poll(() => view.count.textContent(), { timeout: 15_000 }).toMatch(/interviews/);
    // Nothing was ever asked with the unknown values.
    const asked = requestsTo(/^\/api\/v1\/transcripts$/).slice(before);
    expect(asked.map((request) => decodeURIComponent(request.search))).not.toContainEqual(
      expect.stringMatching(/Nosuchvendor|Relaytix/),
    );
  });

  it('restores a search from the URL on reload, says what a hand-edited link held that it left out, and holds a link with an unknown value', async () => {
    screenshotOnFailure('research-interviews-reload', () => pages);
    const query = 'page=2&q=northbeam+funnels&sort_by=recency&vendors[]=relaytics.com';
    const view = await open(`${query}&per_page=lots&colour=blue`);
    await expect
      .poll(() => view.leftOut.textContent(), { timeout: 15_000 })
      .toBe(
        'Left out of this search: “lots” is not a page size from 1 to 50; “colour” is not a parameter of interview search.',
      );
    const expected = await sandboxSearch(bed.sandbox.url, query);
    const shownIds = () =>
      view.results.evaluateAll((items) => items.map((item) => item.dataset.transcriptId));
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(expected.ids);
    expect(await view.count.textContent()).toContain('page 2 of');
    expect(await view.page.getByTestId('interview-sort').inputValue()).toBe('recency');
    expect(await view.words.inputValue()).toBe('northbeam funnels');

    await view.page.reload();
    await view.form.waitFor();
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(expected.ids);
    expect(await view.page.locator('.chip-text').allTextContents()).toEqual(['relaytics.com']);

    // A link naming an unknown vendor shows it flagged and does not search, after a reload too.
    const before = requestsTo(/^\/api\/v1\/transcripts$/).length;
    const flagged = await open('q=crm&vendors[]=Nosuchvendor');
    await expect.poll(() => flagged.notRun.isVisible(), { timeout: 15_000 }).toBe(true);
    await flagged.page.reload();
    await expect.poll(() => flagged.problems.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await flagged.notRun.isVisible()).toBe(true);
    expect(requestsTo(/^\/api\/v1\/transcripts$/).length).toBe(before);
  });

  it.each([320, 400, 500])(
    'fits a %i px panel with hostile, right-to-left and very long names inert and clamped',
    async (width) => {
      screenshotOnFailure(`research-interviews-${width}`, () => pages);
      const accounts = [HOSTILE_ACCOUNT.domain, RTL_ACCOUNT.domain, LONG_NAME_ACCOUNT.domain]
        .map((domain) => `accounts[]=${domain}`)
        .join('&');
      const view = await open(`${accounts}&q=evaluating&sort_by=recency`, width);
      await expect.poll(() => view.results.count(), { timeout: 15_000 }).toBeGreaterThan(5);
      expect(await view.page.locator('summary', { hasText: 'More filters' }).textContent()).toBe(
        'More filters (1 set)',
      );
      await view.results.first().scrollIntoViewIfNeeded();
      await expect.poll(() => view.markedWords(), { timeout: 15_000 }).not.toEqual([]);

      const titles = await view.page.getByTestId('interview-result-title').evaluateAll((buttons) =>
        buttons.map((button) => ({
          text: button.textContent ?? '',
          title: button.getAttribute('title'),
          lines: Math.round(
            button.getBoundingClientRect().height / parseFloat(getComputedStyle(button).lineHeight),
          ),
        })),
      );
      expect(titles.some((title) => title.text.includes('<script>'))).toBe(true);
      for (const title of titles) {
        expect(title.title).toBe(title.text);
        expect(title.lines).toBeLessThanOrEqual(2);
      }
      const companies = await view.page.getByTestId('interview-result-company').allTextContents();
      expect(companies).toEqual(expect.arrayContaining([HOSTILE_ACCOUNT.name, RTL_ACCOUNT.name]));
      expect(
        await view.page.locator('[data-testid="interview-results"] :is(img, script, iframe)').count(),
      ).toBe(0);
      expect(await view.scrollsSideways()).toBe(false);

      // The folded filters hold the accounts; opened, they still fit.
      await view.page.locator('summary', { hasText: 'More filters' }).click();
      expect(await view.scrollsSideways()).toBe(false);
      await keepScreenshot(view.page, `research-interviews-${width}px`);
      await expectNoSeriousA11yViolations(view.page, `interview search at ${width} px`);
    },
  );
});
