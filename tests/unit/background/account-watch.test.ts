/**
 * The watch over My accounts in the background (lib/background/account-watch.ts) over the background's own
 * services, with the real API client answered by the sandbox's handler in this process and its clock moved: no
 * alarm without a list or with the watch off, the rep's interval kept, one notification per run that found news
 * (only when turned on and allowed), the toolbar's count of unread news, and a run with nothing new writing
 * nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '@/lib/api/client';
import { notificationText } from '@/lib/background/account-watch';
import { WATCH_ALARM, WATCH_NOTIFICATION } from '@/lib/background/my-accounts-alarms';
import { createBackgroundServices } from '@/lib/background/services';
import { settleCacheWrites } from '@/lib/cache/queued-writes';
import { readAccountList } from '@/lib/private-storage/account-lists';
import { saveSettings } from '@/lib/schemas/settings';
import type { SandboxTime } from '../../../sandbox/app';
import { TODAY, toDay } from '../../../sandbox/dates';
import { createSandboxApp } from '../../../sandbox/handler';
import { ARRIVING_ACCOUNT, RICH_ACCOUNT, SANDBOX_KEYS } from '../../../sandbox/known-records';

const BASE_URL = 'http://127.0.0.1:9';
const time: SandboxTime = { today: toDay(TODAY), clock: toDay(TODAY) };
let sent: string[] = [];
const app = createSandboxApp({ time, onRequest: (request) => sent.push(`${request.path}${request.search}`) });

/** A worker's My accounts: the background's services as made at its start, its script loaded. */
function worker() {
  const services = createBackgroundServices({
    createClient: (options) =>
      createApiClient({ ...options, fetch: async (input, init) => app.fetch(new Request(input, init)) }),
    hasHostAccess: async () => true,
  });
  return services.myAccountsParts();
}

/** The current connection's list's name, as the background's gateway names it. */
async function namespace(): Promise<string> {
  const services = createBackgroundServices({
    createClient: createApiClient,
    hasHostAccess: async () => true,
  });
  return (await services.gateway.currentSession())?.namespace ?? '';
}

/** The alarm as the browser holds it, or null. */
async function watchAlarm() {
  return (await browser.alarms.get(WATCH_ALARM)) ?? null;
}

describe('the watch over My accounts', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.restoreAllMocks();
    fakeBrowser.reset();
    time.clock = time.today;
    sent = [];
    await saveSettings({ apiKey: SANDBOX_KEYS.full, baseUrl: BASE_URL });
  });

  it('has no alarm while nothing is followed, and asks the API nothing then', async () => {
    const { watch } = await worker();
    await watch.schedule();
    expect(await watchAlarm()).toBeNull();
    expect(await watch.run()).toEqual({ status: 'idle' });
    expect(sent).toEqual([]);
  });

  it("keeps the rep's interval, and none when the watch is off", async () => {
    const { watch, myAccounts } = await worker();
    await myAccounts.follow(RICH_ACCOUNT.domain);
    await watch.schedule();
    expect((await watchAlarm())?.periodInMinutes).toBe(360);
    await saveSettings({ watchEvery: '1h' });
    await watch.schedule();
    expect((await watchAlarm())?.periodInMinutes).toBe(60);
    await saveSettings({ watchEvery: 'off' });
    await watch.schedule();
    expect(await watchAlarm()).toBeNull();
  });

  it('tells the news once: the badge counts it until read, one notification per run', async () => {
    const { watch, myAccounts } = await worker();
    await saveSettings({ watchNotifications: true });
    // The rep granted it in Options (fakeBrowser has no permissions of its own).
    vi.spyOn(browser.permissions, 'contains').mockImplementation((async () => true) as never);
    const created = vi
      .spyOn(browser.notifications, 'create')
      .mockImplementation((async () => WATCH_NOTIFICATION) as never);
    await myAccounts.follow(`${RICH_ACCOUNT.domain}\n${ARRIVING_ACCOUNT.domain}`);
    await myAccounts.check();
    // The first follow's schedule sets the mark: one request.
    sent = [];
    await watch.schedule();
    expect(sent.length).toBe(1);
    expect(await watch.run()).toMatchObject({ status: 'done', found: 0 });
    expect(await browser.action.getBadgeText({})).toBe('');

    time.clock = time.today + 3;
    expect(await watch.run()).toMatchObject({ status: 'done', found: 2 });
    expect(await browser.action.getBadgeText({})).toBe('2');
    expect(created).toHaveBeenCalledTimes(1);
    const [id, options] = created.mock.calls[0] as unknown as [string, { message: string }];
    expect(id).toBe(WATCH_NOTIFICATION);
    expect(options.message).toContain(ARRIVING_ACCOUNT.name);

    // The line that was no account is checked again, and is the account now.
    await vi.waitFor(async () => {
      const list = await myAccounts.list();
      const arriving = list?.accounts.find((account) => account.key === `domain:${ARRIVING_ACCOUNT.domain}`);
      expect(arriving?.result?.status).toBe('found');
    });
    // Nothing new: no write, no notification, the count stays until read.
    const before = await readAccountList(await namespace());
    await settleCacheWrites();
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const storageWrites = vi.spyOn(browser.storage.local, 'set');
    expect(await watch.run()).toMatchObject({ status: 'done', found: 0 });
    await settleCacheWrites();
    // Not a write anywhere: the list's store, the cache's (its writes wait a second: made at once here) or storage.
    expect(transactions.mock.calls.filter(([, mode]) => mode === 'readwrite')).toEqual([]);
    expect(storageWrites).not.toHaveBeenCalled();
    expect(created).toHaveBeenCalledTimes(1);
    const after = await readAccountList(await namespace());
    expect(after).toEqual(before);
    expect(await watch.markRead()).toBe(2);
    expect(await browser.action.getBadgeText({})).toBe('');
  });

  it('at the browser start, runs once when a run was missed while it was closed, else waits for its alarm', async () => {
    const { watch, myAccounts } = await worker();
    await myAccounts.follow(RICH_ACCOUNT.domain);
    await myAccounts.check();
    await watch.schedule();
    // Its next run is hours away: nothing is asked at the start.
    sent = [];
    await watch.catchUp();
    expect(sent).toEqual([]);
    // The browser was closed past the run's time.
    await browser.alarms.create(WATCH_ALARM, { when: Date.now() - 60_000, periodInMinutes: 360 });
    await watch.catchUp();
    expect(sent.length).toBeGreaterThan(0);
    expect((await watchAlarm())?.periodInMinutes).toBe(360);
  });

  it('says nothing on the desktop unless the rep turned notifications on', async () => {
    const { watch, myAccounts } = await worker();
    vi.spyOn(browser.permissions, 'contains').mockImplementation((async () => true) as never);
    const created = vi
      .spyOn(browser.notifications, 'create')
      .mockImplementation((async () => WATCH_NOTIFICATION) as never);
    await myAccounts.follow(ARRIVING_ACCOUNT.domain);
    await myAccounts.check();
    await watch.schedule();
    time.clock = time.today + 3;
    expect(await watch.run()).toMatchObject({ status: 'done', found: 2 });
    expect(created).not.toHaveBeenCalled();
  });

  it('words one notification for a run: interviews by account, accounts by saved search', () => {
    const interview = {
      kind: 'interview' as const,
      id: 'a',
      accountKey: 'k',
      title: 'T',
      publishDate: '',
      date: '',
      managementLevel: '',
      department: '',
      foundAt: 0,
      read: false,
    };
    const text = notificationText([
      { ...interview, accountName: 'Acme' },
      { ...interview, id: 'b', accountName: 'Acme' },
      { ...interview, id: 'c', accountName: 'Globex' },
      {
        kind: 'searchAccount',
        searchId: 's',
        searchName: 'Displacement',
        slug: 'x',
        name: 'X',
        domain: 'x.com',
        foundAt: 0,
        read: false,
      },
    ]);
    expect(text).toBe('3 new interviews: Acme, Globex\n1 new account for Displacement');
  });
});
