import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/app';
import {
  ARRIVING_ACCOUNT,
  DISPLACEMENT_SEARCH,
  RICH_ACCOUNT,
  SANDBOX_KEYS,
} from '../../sandbox/known-records';
import {
  configure,
  EXTENSION_DIR,
  type ExtensionSession,
  keepScreenshot,
  launchExtension,
  screenshotOnFailure,
  startTestSandbox,
} from './harness';
import { OptionsPage } from './pages/options-page';

// The watch over My accounts end to end, in the built extension against the sandbox over HTTP: a rep saves a
// Research search, turns desktop notifications on, follows an account and a prospect that is no account yet;
// the sandbox's clock moves three days (the prospect is interviewed twice and joins the saved search), the
// watch's alarm fires, and the toolbar counts the news, one notification tells it, What's new lists it and
// opens the interview. Headless Chromium cannot show the prompt for the optional `notifications` permission,
// so this profile's copy of the extension has it granted in its manifest: the rep's switch is still theirs.

const WATCH_ALARM = 'my-accounts-watch';

describe('My accounts watched for news', () => {
  let sandbox: RunningSandbox;
  let session: ExtensionSession;
  let panel: Page;

  beforeAll(async () => {
    const extensionDir = mkdtempSync(join(tmpdir(), 'buyer-lens-watch-'));
    cpSync(EXTENSION_DIR, extensionDir, { recursive: true });
    const manifestPath = join(extensionDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { permissions?: string[] };
    manifest.permissions = [...(manifest.permissions ?? []), 'notifications'];
    writeFileSync(manifestPath, JSON.stringify(manifest));
    sandbox = await startTestSandbox();
    session = await launchExtension({ extensionDir });
    await configure(session.serviceWorker, { baseUrl: sandbox.url, apiKey: SANDBOX_KEYS.full });
    panel = await session.context.newPage();
    await panel.setViewportSize({ width: 420, height: 1000 });
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  const sidePanel = (fragment: string) =>
    panel.goto(`chrome-extension://${session.extensionId}/sidepanel.html${fragment}`);
  const worker = () => session.serviceWorker;

  it('finds two new interviews and a new saved-search account: badge, notification, What’s new, the interview', async () => {
    screenshotOnFailure('my-accounts-watch', () => [panel]);
    // A saved search: the displacement search, as Research saves it (with the run it records then).
    await sidePanel(`#research/accounts?${DISPLACEMENT_SEARCH.query}`);
    await panel.getByTestId('save-search').click();
    await panel.getByLabel('Name this search').fill('Relaytics displacement');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => panel.getByTestId('saved-as').textContent(), { timeout: 15_000 })
      .toMatch(/^Saved as Relaytics displacement/);

    // Desktop notifications on, in Options.
    const options = await OptionsPage.open(session);
    const notify = options.page.getByRole('checkbox', { name: /desktop notification/ });
    await notify.click();
    await expect.poll(() => options.page.getByTestId('preferences-status').textContent()).toBe('Saved.');
    expect(await notify.isChecked()).toBe(true);
    await options.page.close();

    // Follow an account and a prospect that is no account yet; the add checks them.
    await sidePanel('#my-accounts');
    await panel.getByTestId('import-text').fill(`${RICH_ACCOUNT.domain}\n${ARRIVING_ACCOUNT.domain}`);
    await expect.poll(() => panel.getByTestId('import-counts').textContent()).toMatch(/^2 companies to add/);
    await panel.getByTestId('import-add').click();
    await expect
      .poll(() => panel.getByTestId('check-outcome').textContent(), { timeout: 30_000 })
      .toBe('2 accounts checked.');
    await expect.poll(() => panel.getByTestId('whats-new-empty').textContent()).toMatch(/^Nothing new yet/);
    // Following started the watch: its alarm, every 6 hours.
    await expect
      .poll(() =>
        worker().evaluate(async (name) => (await chrome.alarms.get(name))?.periodInMinutes, WATCH_ALARM),
      )
      .toBe(360);

    // Three days later, with My accounts not in view (shown, What's new is seen at once), the alarm fires (a
    // notification's words are recorded as Chrome is handed them).
    await panel.goto('about:blank');
    sandbox.advanceClock(3);
    await worker().evaluate((name) => {
      const heard: { id: string; message: string }[] = [];
      (globalThis as unknown as { notified: typeof heard }).notified = heard;
      type Create = (id: string, options: { message?: string }) => Promise<string>;
      // The extension calls `browser.notifications` (Chromium has the `browser` namespace too).
      const scope = globalThis as unknown as { browser?: typeof chrome };
      for (const api of new Set([scope.browser?.notifications, chrome.notifications])) {
        if (!api) continue;
        const create = api.create.bind(api) as unknown as Create;
        (api as unknown as { create: Create }).create = (id, options) => {
          heard.push({ id, message: options.message ?? '' });
          return create(id, options);
        };
      }
      return chrome.alarms.create(name, { when: Date.now() + 100, periodInMinutes: 360 });
    }, WATCH_ALARM);
    const requestsBefore = sandbox.requests.length;

    // The toolbar counts the news: two interviews and one account.
    await expect
      .poll(() => worker().evaluate(() => chrome.action.getBadgeText({})), { timeout: 20_000 })
      .toBe('3');
    const notified = await worker().evaluate(
      () => (globalThis as unknown as { notified: { id: string; message: string }[] }).notified,
    );
    expect(notified).toHaveLength(1);
    expect(notified[0]?.message).toBe(
      `2 new interviews: ${ARRIVING_ACCOUNT.name}\n1 new account for Relaytics displacement`,
    );
    expect(await worker().evaluate(async () => Object.keys(await chrome.notifications.getAll()))).toEqual([
      'buyer-lens-whats-new',
    ]);
    // Few requests: the watch's questions and the arriving line's check.
    expect(sandbox.requests.length - requestsBefore).toBeLessThanOrEqual(8);

    // The popup says so too, without opening the list.
    const popup = await session.context.newPage();
    await popup.goto(`chrome-extension://${session.extensionId}/popup.html`);
    await expect
      .poll(() => popup.getByTestId('popup-open-my-accounts').textContent(), { timeout: 15_000 })
      .toBe("3 new in What's new");
    await popup.close();

    // What's new, at the top of My accounts: seen, so the count goes.
    await sidePanel('#my-accounts');
    const account = panel.getByTestId('whats-new-account');
    await expect.poll(() => account.textContent(), { timeout: 15_000 }).toContain(ARRIVING_ACCOUNT.name);
    expect(await panel.getByTestId('whats-new-interview').count()).toBe(2);
    expect(await panel.getByTestId('whats-new-search').textContent()).toContain('Relaytics displacement');
    expect(await panel.getByTestId('whats-new-search-account').textContent()).toBe(ARRIVING_ACCOUNT.name);
    await keepScreenshot(panel, 'my-accounts-whats-new');
    await expect.poll(() => worker().evaluate(() => chrome.action.getBadgeText({}))).toBe('');
    // The prospect is an account now: its row says so, with its new interviews since the rep last looked.
    await expect
      .poll(() => panel.locator('[data-testid="followed-row"][data-status="found"]').count(), {
        timeout: 15_000,
      })
      .toBe(2);
    const arrivingRow = panel.getByTestId('followed-row').filter({ hasText: ARRIVING_ACCOUNT.name });
    expect(await arrivingRow.getByTestId('row-new').textContent()).toBe('2 new');

    // The interview opens from What's new.
    const first = panel.getByTestId('whats-new-interview').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect
      .poll(() => panel.getByTestId('transcript-title').textContent(), { timeout: 15_000 })
      .toBe(title);
  });

  it('follows the interval the rep picks in Options: every hour, then never (no alarm)', async () => {
    screenshotOnFailure('my-accounts-watch-interval', () => [panel]);
    const options = await OptionsPage.open(session);
    const period = () =>
      worker().evaluate(
        async (name) => (await chrome.alarms.get(name))?.periodInMinutes ?? null,
        WATCH_ALARM,
      );
    await options.page.locator('#watch-every').selectOption('1h');
    await expect.poll(period).toBe(60);
    await options.page.locator('#watch-every').selectOption('off');
    await expect.poll(period).toBeNull();
    // Notifications have nothing to say with the watch off.
    expect(await options.page.getByRole('checkbox', { name: /desktop notification/ }).isDisabled()).toBe(
      true,
    );
    await options.page.close();
  });
});
