import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMOJI_ACCOUNT,
  LONG_NAME_ACCOUNT,
  NOT_AN_ACCOUNT_DOMAIN,
  RICH_ACCOUNT,
  RTL_ACCOUNT,
  SMALL_MISSING_ACCOUNT,
} from '../../sandbox/known-records';
import { configure, keepScreenshot, screenshotOnFailure, tabIdOf, useExtensionTestBed } from './harness';
import { SidebarPage } from './pages/sidebar-page';
import { companyPage, expectNoSeriousA11yViolations, serveSite } from './pages/ui-helpers';

describe('journey: every error state says what happened and offers the action that helps', () => {
  const bed = useExtensionTestBed();
  const pages: Page[] = [];

  beforeAll(async () => {
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url });
  });

  /** Opens a prospect website in a new tab and the sidebar following it. */
  async function visit(domain: string, path = '/'): Promise<SidebarPage> {
    const origin = `https://www.${domain}`;
    await serveSite(bed.session.context, origin, companyPage(domain));
    const site = await bed.session.context.newPage();
    pages.push(site);
    await site.goto(`${origin}${path}`);
    const sidebar = await SidebarPage.open(bed.session, await tabIdOf(bed.session.serviceWorker, site.url()));
    pages.push(sidebar.page);
    return sidebar;
  }

  async function expectError(sidebar: SidebarPage, kind: string, shot: string) {
    await expect
      .poll(() => sidebar.errorNotice.first().getAttribute('data-kind'), { timeout: 20_000 })
      .toBe(kind);
    await keepScreenshot(sidebar.page, shot);
    await expectNoSeriousA11yViolations(sidebar.page, shot);
  }

  /** Waits for the account once the API is healthy again: the rep's Retry when it is offered, or the background's own. */
  async function recover(sidebar: SidebarPage, name: string) {
    await expect
      .poll(
        async () => {
          if ((await sidebar.accountName.count()) > 0) return sidebar.accountName.textContent();
          const retry = sidebar.page
            .getByTestId('error-notice')
            .getByRole('button', { name: 'Retry', exact: true });
          if ((await retry.count()) > 0 && (await retry.isEnabled()))
            await retry.click({ timeout: 1000 }).catch(() => undefined);
          return null;
        },
        { timeout: 40_000, interval: 500 },
      )
      .toBe(name);
  }

  it('a key the API does not accept: open options', async () => {
    screenshotOnFailure('ui-error-unauthorized', () => pages);
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'not-a-real-key' });
    const sidebar = await visit(RICH_ACCOUNT.domain);
    await expectError(sidebar, 'unauthorized', 'ui-error-unauthorized');
    expect(await sidebar.errorNotice.getByRole('button', { name: 'Open options' }).isVisible()).toBe(true);
  });

  it('a team without account pages: says which feature is missing', async () => {
    screenshotOnFailure('ui-error-forbidden', () => pages);
    await configure(bed.session.serviceWorker, { apiKey: 'demo-no-accounts' });
    const sidebar = await visit(RTL_ACCOUNT.domain);
    await expectError(sidebar, 'forbidden', 'ui-error-forbidden-accounts');
    expect(await sidebar.errorNotice.textContent()).toContain('account pages');
  });

  it('a team without vendor profiles: the account shows, the vendor row explains', async () => {
    screenshotOnFailure('ui-error-no-vendors', () => pages);
    await configure(bed.session.serviceWorker, { apiKey: 'demo-no-vendors' });
    const sidebar = await visit(RICH_ACCOUNT.domain);
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(RICH_ACCOUNT.name);
    await sidebar.expandVendor('Relaytics');
    await expectError(sidebar, 'forbidden', 'ui-error-forbidden-vendors');
    expect(await sidebar.errorNotice.textContent()).toContain('vendor profiles');
  });

  it('a domain that is not an account: not found, with suggestions', async () => {
    screenshotOnFailure('ui-error-not-found', () => pages);
    await configure(bed.session.serviceWorker, { apiKey: 'demo-full' });
    const sidebar = await visit(NOT_AN_ACCOUNT_DOMAIN);
    await expect
      .poll(() => sidebar.tabStatus.getAttribute('data-status'), { timeout: 15_000 })
      .toBe('not_found');
    const suggestions = sidebar.page.getByTestId('suggestions');
    await suggestions.waitFor();
    await keepScreenshot(sidebar.page, 'ui-error-not-found');
    await expectNoSeriousA11yViolations(sidebar.page, 'not found');
    await suggestions.getByRole('button', { name: RICH_ACCOUNT.name }).click();
    await expect.poll(() => sidebar.accountName.textContent()).toBe(RICH_ACCOUNT.name);
  });

  it('a page skipped by the detection mode: says why and looks it up anyway', async () => {
    screenshotOnFailure('ui-error-skipped', () => pages);
    await configure(bed.session.serviceWorker, { apiKey: 'demo-full', detectionMode: 'on-request' });
    const sidebar = await visit(EMOJI_ACCOUNT.domain);
    await expect
      .poll(() => sidebar.tabStatus.getAttribute('data-status'), { timeout: 15_000 })
      .toBe('skipped');
    expect(await sidebar.tabStatus.textContent()).toContain('only when you ask');
    await keepScreenshot(sidebar.page, 'ui-error-skipped');
    await expectNoSeriousA11yViolations(sidebar.page, 'skipped');
    await sidebar.page.getByRole('button', { name: 'Look up anyway' }).click();
    await expect.poll(() => sidebar.accountName.textContent(), { timeout: 15_000 }).toBe(EMOJI_ACCOUNT.name);
    await configure(bed.session.serviceWorker, { detectionMode: 'automatic' });
  });

  it('a server error: says so, holds retries during the backoff, then recovers', async () => {
    screenshotOnFailure('ui-error-server', () => pages);
    await configure(bed.session.serviceWorker, { baseUrl: bed.sandbox.url, apiKey: 'demo-full' });
    bed.sandbox.setFault('status=500@/api/v1/accounts');
    const sidebar = await visit(LONG_NAME_ACCOUNT.domain);
    await expectError(sidebar, 'server', 'ui-error-server');
    bed.sandbox.setFault(null);
    await recover(sidebar, LONG_NAME_ACCOUNT.name);
    // A 300-character name wraps inside the sidebar instead of widening it.
    const overflow = await sidebar.page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });

  it('a rate limit: says when a retry may work, then retries', async () => {
    screenshotOnFailure('ui-error-rate-limited', () => pages);
    bed.sandbox.setFault('rate-limit=4@/api/v1/accounts');
    const sidebar = await visit(SMALL_MISSING_ACCOUNT.domain);
    await expectError(sidebar, 'rate_limited', 'ui-error-rate-limited');
    expect(await sidebar.errorNotice.getByRole('button', { name: /Retry in \d+ s/ }).isDisabled()).toBe(true);
    bed.sandbox.setFault(null);
    await recover(sidebar, SMALL_MISSING_ACCOUNT.name);
  });

  it('an answer of the wrong shape, and an API that cannot be reached', async () => {
    screenshotOnFailure('ui-error-shape', () => pages);
    bed.sandbox.setFault('malformed-json@/api/v1/accounts');
    const malformed = await visit(RICH_ACCOUNT.alternativeDomain);
    await expect
      .poll(() => malformed.errorNotice.first().getAttribute('data-kind'), { timeout: 20_000 })
      .toBe('unexpected_response');
    await keepScreenshot(malformed.page, 'ui-error-unexpected');

    bed.sandbox.setFault('drop@/api/v1/accounts');
    const dropped = await visit(RICH_ACCOUNT.alternativeDomain, '/about');
    await expectError(dropped, 'network', 'ui-error-network');
    bed.sandbox.setFault(null);
  });
});
