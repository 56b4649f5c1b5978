import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_AN_ACCOUNT_DOMAIN, RICH_ACCOUNT } from '../../sandbox/known-records';
import { configure, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import {
  accountRequests,
  openProbe,
  openTab,
  serveWebsites,
  tabStateOf,
  toolbarOf,
  toolbarShowing,
  waitForStatus,
} from './lookup-helpers';
import { SidebarPage } from './pages/sidebar-page';

type Detail = { data: { name: string; kpis: { interview_count: number } } };

describe('lookup engine: tabs, badge, privacy (real Chromium against the sandbox)', () => {
  const bed = useExtensionTestBed();
  let probe: Page;
  const pages: Page[] = [];

  beforeAll(async () => {
    await serveWebsites(bed.session.context);
    probe = await openProbe(bed.session);
    pages.push(probe);
    await configure(probe, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
  });

  it('five tabs on one prospect domain make one request, and each badge shows the interview count', async () => {
    screenshotOnFailure('lookup-five-tabs', () => pages);
    const domain = RICH_ACCOUNT.domain;
    const response = await fetch(`${bed.sandbox.url}/api/v1/accounts/${domain}`, {
      headers: { Authorization: 'Token demo-full' },
    });
    const { data: account } = (await response.json()) as Detail;
    bed.sandbox.requests.length = 0;

    const urls = [1, 2, 3, 4, 5].map((n) => `https://www.${domain}/page-${n}`);
    const opened = await Promise.all(
      urls.map((url) => bed.session.context.newPage().then((page) => page.goto(url).then(() => page))),
    );
    pages.push(...opened);
    const tabIds = await Promise.all(urls.map((url) => tabIdOf(probe, url)));
    for (const tabId of tabIds) {
      const state = await waitForStatus(probe, tabId, ['found', 'not_found', 'error', 'skipped']);
      expect(state).toMatchObject({ status: 'found', domain, account: { name: account.name } });
      // The badge is painted just after the state is stored (lib/background/tab-lookup.ts): wait for it.
      await expect
        .poll(async () => (await toolbarOf(probe, tabId)).text)
        .toBe(String(account.kpis.interview_count));
      expect((await toolbarOf(probe, tabId)).title).toContain(account.name);
    }
    expect(accountRequests(bed.sandbox, domain)).toHaveLength(1);
    // Only the registrable domain went out: no path, no page content.
    for (const request of bed.sandbox.requests)
      expect(`${request.path}${request.search}`).not.toContain('page-');
  });

  it('clears the badge when the tab navigates away', async () => {
    const { page, tabId } = await openTab(
      bed.session.context,
      probe,
      `https://www.${RICH_ACCOUNT.domain}/pricing`,
    );
    pages.push(page);
    await waitForStatus(probe, tabId, ['found']);
    await toolbarShowing(probe, tabId);
    await page.goto('https://www.wikipedia.org/');
    await waitForStatus(probe, tabId, ['skipped']);
    await toolbarShowing(probe, tabId, '');
  });

  it('marks a domain that is no account quietly and offers nearby accounts', async () => {
    screenshotOnFailure('lookup-not-found', () => pages);
    const { page, tabId } = await openTab(bed.session.context, probe, `https://${NOT_AN_ACCOUNT_DOMAIN}/`);
    pages.push(page);
    const searches = () => bed.sandbox.requests.filter((request) => request.path === '/api/v1/accounts');
    const before = searches().length;
    const state = await waitForStatus(probe, tabId, ['found', 'not_found', 'error']);
    expect(state).toMatchObject({ status: 'not_found', domain: NOT_AN_ACCOUNT_DOMAIN });
    await toolbarShowing(probe, tabId, '·');
    // The miss alone: its nearby accounts wait for a view to show it.
    expect(searches()).toHaveLength(before);
    const sidebar = await SidebarPage.open(bed.session, tabId);
    pages.push(sidebar.page);
    await sidebar.page.getByTestId('suggestions').getByRole('button', { name: RICH_ACCOUNT.name }).waitFor();
    expect(
      searches()
        .slice(before)
        .map((request) => request.search),
    ).toEqual([expect.stringContaining(`q=${NOT_AN_ACCOUNT_DOMAIN.split('.')[0]}`)]);
  });

  it('makes no request at all for a denied site, and paints nothing', async () => {
    const before = bed.sandbox.requests.length;
    const denied = [
      'https://www.amazon.com/dp/B0001',
      'https://www.google.com/search?q=acme',
      'https://mail.google.com/mail/u/0/',
    ];
    for (const url of denied) {
      const { page, tabId } = await openTab(bed.session.context, probe, url);
      pages.push(page);
      const state = await waitForStatus(probe, tabId, [
        'skipped',
        'no_company',
        'found',
        'not_found',
        'error',
      ]);
      expect(['skipped', 'no_company']).toContain(state?.status);
      expect(await toolbarOf(probe, tabId)).toMatchObject({ text: '' });
    }
    // Give a stray lookup time to show itself before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bed.sandbox.requests.slice(before)).toEqual([]);
  });

  it('keeps a tab state the sidebar can read', async () => {
    const tabId = await tabIdOf(probe, `https://www.${RICH_ACCOUNT.domain}/page-1`);
    expect(await tabStateOf(probe, tabId)).toMatchObject({
      status: 'found',
      detection: { domain: RICH_ACCOUNT.domain, source: 'website' },
    });
  });
});
