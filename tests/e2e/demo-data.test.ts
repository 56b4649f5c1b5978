import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from '../../sandbox/app';
import { toDay } from '../../sandbox/dates';
import { RICH_ACCOUNT, SANDBOX_KEYS } from '../../sandbox/known-records';
import {
  type ExtensionSession,
  keepScreenshot,
  launchExtension,
  screenshotOnFailure,
  tabIdOf,
} from './harness';
import { openProbe, serveWebsites, toolbarOf, waitForStatus } from './lookup-helpers';
import { SidebarPage } from './pages/sidebar-page';

// "Demo data" with nothing running: a fresh profile of the store-like build (no address, no key), no sandbox
// server anywhere, and every request a page could make answered offline. The rep picks Demo data in the
// onboarding and a demo prospect's account opens, labelled as demo data, answered by the sandbox's handler
// inside the background.

describe('demo data, with no server running', () => {
  let session: ExtensionSession;
  const pages: Page[] = [];

  beforeAll(async () => {
    session = await launchExtension();
    await serveWebsites(session.context);
  });
  afterAll(() => session?.close());

  it("a fresh profile picks Demo data in the onboarding and opens a demo prospect's account", async () => {
    screenshotOnFailure('demo-data', () => pages);
    const probe = await openProbe(session);
    const url = `https://www.${RICH_ACCOUNT.domain}/`;
    const site = await session.context.newPage();
    pages.push(site);
    await site.goto(url);
    const tabId = await tabIdOf(probe, url);
    expect(await waitForStatus(probe, tabId, ['not_configured'])).toMatchObject({ status: 'not_configured' });

    const sidebar = await SidebarPage.open(session, tabId);
    pages.push(sidebar.page);
    await sidebar.page.getByRole('button', { name: 'Try it with demo data' }).click();
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    expect(await sidebar.page.getByTestId('demo-data-label').textContent()).toBe('Demo data');

    // The same data and rules as the sandbox server's, generated around today's date.
    const today = toDay(new Date().toISOString().slice(0, 10));
    const expected = answer(
      'GET',
      `/api/v1/accounts/${RICH_ACCOUNT.domain}?fields[]=kpis&fields[]=tech_stack`,
      `Token ${SANDBOX_KEYS.full}`,
      {
        today,
        clock: today,
      },
    ).body as { data: { kpis: { interview_count: number } } };
    const count = expected.data.kpis.interview_count;
    expect(await sidebar.interviewCount.textContent()).toContain(String(count));
    await waitForStatus(probe, tabId, ['found']);
    // The state is written beside the badge's paint, and the title waits for the messages: polled.
    await expect
      .poll(() => toolbarOf(probe, tabId), { timeout: 5_000 })
      .toEqual({
        text: String(count),
        title: `Buyer Lens (demo data): ${RICH_ACCOUNT.name}, ${count} interviews`,
      });
    await keepScreenshot(sidebar.page, 'demo-data-sidebar');

    // The popup says so too.
    const popup = await session.openPage('popup.html');
    pages.push(popup);
    await popup.getByTestId('demo-data-label').waitFor();
  });
});
