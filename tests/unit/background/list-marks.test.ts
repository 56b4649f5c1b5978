/**
 * The marks on a list's rows in the background (lib/background/list-marks.ts and list-marks-pages.ts) over the
 * background's own gateway, cache and scheduler, with the real API client answered by the sandbox's handler in
 * this process: the rows on screen asked in batches of at most 50, each company once whatever the tab, 4
 * requests a second a tab at most, marks only for accounts with interviews, and which pages get marks at all.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '@/lib/api/client';
import { createAccountWatch } from '@/lib/background/account-watch';
import { createListMarksService, MARK_REQUESTS_PER_SECOND } from '@/lib/background/list-marks';
import { listMarksMode, marksNarrowed } from '@/lib/background/list-marks-pages';
import { createMyAccountsService } from '@/lib/background/my-accounts';
import { createBackgroundServices } from '@/lib/background/services';
import { createRatePacer } from '@/lib/cache/rate-pacer';
import type { ListRowCandidate } from '@/lib/detect/types';
import { loadSettings, saveSettings } from '@/lib/schemas/settings';
import { defaultSettings } from '@/lib/shared/storage-items';
import { getDataset } from '../../../sandbox/dataset';
import { TODAY, toDay } from '../../../sandbox/dates';
import { createSandboxApp } from '../../../sandbox/handler';
import { SANDBOX_KEYS } from '../../../sandbox/known-records';

const BASE_URL = 'http://127.0.0.1:9';
let sent: { path: string; search: string }[] = [];
let started: number[] = [];
let clock = 1_000_000;
const app = createSandboxApp({
  time: { today: toDay(TODAY), clock: toDay(TODAY) },
  onRequest: (request) => sent.push({ path: request.path, search: request.search }),
});

/** A worker's marks service, its pacer on a clock the test moves (its waits move the clock, not the test). */
function worker() {
  const services = createBackgroundServices({
    createClient: (options) =>
      createApiClient({ ...options, fetch: async (input, init) => app.fetch(new Request(input, init)) }),
    hasHostAccess: async () => true,
    now: () => clock,
  });
  const myAccounts = createMyAccountsService({ gateway: services.gateway, now: () => clock });
  const watch = createAccountWatch({
    gateway: services.gateway,
    myAccounts,
    settings: loadSettings,
    now: () => clock,
  });
  const paced = createRatePacer({
    perSecond: MARK_REQUESTS_PER_SECOND,
    now: () => clock,
    // The clock moves when the sleeper wakes (a turn later), to when it asked to wake.
    sleep: async (ms) => {
      const wake = clock + ms;
      await new Promise((resolve) => setTimeout(resolve, 0));
      clock = Math.max(clock, wake);
    },
  });
  // When each request was let go, on the pacer's clock.
  const pacer = {
    ...paced,
    async wait(key: string | number) {
      await paced.wait(key);
      started.push(clock);
    },
  };
  return createListMarksService({ gateway: services.gateway, myAccounts, watch, now: () => clock, pacer });
}

const accounts = getDataset().accounts.filter((account) => account.name.length <= 60);

/** Rows as a Salesforce list view's reader writes them: every other one an account the team interviewed. */
function rows(count: number, offset = 0): ListRowCandidate[] {
  return Array.from({ length: count }, (_, index) => {
    const account = accounts[offset + index];
    return index % 2 === 0 && account
      ? { kind: 'company', values: [`https://www.${account.domain}/`], name: account.name }
      : {
          kind: 'company',
          values: [`prospect-${offset + index}.example.com`],
          name: `Prospect ${offset + index}`,
        };
  });
}

const tab = { tabId: 7, incognito: false };
const listRequests = () => sent.filter((request) => request.path === '/api/v1/accounts');

describe('marks on a list’s rows, in the background', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    sent = [];
    started = [];
    await saveSettings({ apiKey: SANDBOX_KEYS.full, baseUrl: BASE_URL });
  });

  it('marks the rows with accounts, with their interviews, and asks 50 companies a request at most', async () => {
    const marks = worker();
    const asked = rows(120);
    const answer = await marks.marks(tab, 'salesforce', asked);
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data).toHaveLength(120);
    for (const [index, mark] of answer.data.entries()) {
      const account = accounts[index];
      if (index % 2 === 1) expect(mark, `row ${index}`).toBeNull();
      else {
        expect(mark?.name, `row ${index}`).toBe(account?.name);
        expect(mark?.label).toMatch(/^\d+ interviews?$/);
        expect(mark?.follow).toBe(account?.domain);
      }
    }
    for (const request of listRequests())
      expect(new URLSearchParams(request.search).getAll('accounts[]').length).toBeLessThanOrEqual(50);
    // Three batches: each a 422 naming its prospects, then its accounts (docs/api.md, "Checking My accounts").
    expect(listRequests().length).toBeLessThanOrEqual(3 * Math.ceil(120 / 50));
  });

  it('asks a company once: rows seen again, in this tab or another, cost no request', async () => {
    const marks = worker();
    await marks.marks(tab, 'salesforce', rows(20));
    const first = sent.length;
    expect(first).toBeGreaterThan(0);
    const again = await marks.marks({ tabId: 8, incognito: false }, 'salesforce', rows(20).reverse());
    expect(sent.length).toBe(first);
    expect(again.ok && again.data.filter(Boolean)).toHaveLength(10);
    // Two tabs asking the same new rows at once share one asking.
    const [one, two] = await Promise.all([
      marks.marks(tab, 'salesforce', rows(10, 40)),
      marks.marks({ tabId: 8, incognito: false }, 'salesforce', rows(10, 40)),
    ]);
    expect(one).toEqual(two);
    expect(sent.length - first).toBeLessThanOrEqual(2);
  });

  it('paces a tab’s requests: at most 4 start in any second', async () => {
    const marks = worker();
    // Rows scrolled into view one screen at a time, fast: each a question of its own.
    await Promise.all(
      Array.from({ length: 6 }, (_, screen) => marks.marks(tab, 'salesforce', rows(20, 20 * screen))),
    );
    const starts = [...started].sort((a, b) => a - b);
    expect(starts.length).toBe(sent.length);
    expect(starts.length).toBeGreaterThan(MARK_REQUESTS_PER_SECOND);
    for (const [index, start] of starts.entries()) {
      const inSecond = starts.filter((other) => other >= start && other < start + 1_000).length;
      expect(inSecond, `from request ${index}`).toBeLessThanOrEqual(MARK_REQUESTS_PER_SECOND);
    }
  });

  it('marks nothing for a personal mailbox or a row that names no company, and asks nothing for them', async () => {
    const marks = worker();
    const answer = await marks.marks(tab, 'salesforce', [
      { kind: 'person', values: ['pat.lee@gmail.com'], name: 'Pat Lee' },
      { kind: 'company', values: ['N/A'] },
    ]);
    expect(answer).toMatchObject({ ok: true, data: [null, null] });
    expect(sent).toEqual([]);
  });

  it('opens a card with the account’s stack, and follows the row’s company from it', async () => {
    const marks = worker();
    const [account] = accounts;
    if (!account) throw new Error('no account');
    const card = await marks.card(account.slug, account.domain, tab);
    if (!card.ok) throw new Error(card.error.message);
    expect(card.data.lines[0]).toBe(account.domain);
    expect(card.data.lines.some((line) => line.startsWith('Stack: '))).toBe(true);
    expect(card.data.following).toBe(false);
    expect(await marks.follow(account.domain)).toMatchObject({ ok: true, data: { added: 1 } });
    const followed = await marks.card(account.slug, account.domain, tab);
    expect(followed.ok && followed.data.following).toBe(true);
  });

  it('answers a card asked for no account (a blank slug) with an error, and asks nothing', async () => {
    // Found by the message fuzz: the endpoint refused the blank id by throwing, and the handler threw with it.
    const card = await worker().card('   ', 'acme.com', tab);
    expect(card).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(sent).toEqual([]);
  });

  it('says without a key that there is none, and asks nothing', async () => {
    await saveSettings({ apiKey: '' });
    const answer = await worker().marks(tab, 'salesforce', rows(4));
    expect(answer).toMatchObject({ ok: false, error: { kind: 'not_configured' } });
    expect(sent).toEqual([]);
  });
});

describe('which lists get marks', () => {
  const settings = { ...defaultSettings, apiKey: 'key', baseUrl: 'https://api.example.com' };

  it('marks the CRMs’ lists unless turned off, and asks before LinkedIn’s and Gmail’s', () => {
    expect(listMarksMode(settings, 'salesforce', 'sellerco.lightning.force.com', false)).toBe('mark');
    expect(
      listMarksMode({ ...settings, markLists: false }, 'salesforce', 'sellerco.lightning.force.com', false),
    ).toBeNull();
    expect(listMarksMode(settings, 'linkedin', 'www.linkedin.com', false)).toBe('ask');
    expect(
      listMarksMode({ ...settings, markLinkedinLists: 'on' }, 'linkedin', 'www.linkedin.com', false),
    ).toBe('mark');
    expect(
      listMarksMode({ ...settings, markLinkedinLists: 'off' }, 'linkedin', 'www.linkedin.com', false),
    ).toBeNull();
    // The inbox has its own answer: LinkedIn's says nothing of it.
    expect(listMarksMode({ ...settings, markLinkedinLists: 'on' }, 'gmail', 'mail.google.com', false)).toBe(
      'ask',
    );
    expect(listMarksMode({ ...settings, markMailLists: 'on' }, 'gmail', 'mail.google.com', false)).toBe(
      'mark',
    );
    expect(
      listMarksMode({ ...settings, markMailLists: 'off' }, 'gmail', 'mail.google.com', false),
    ).toBeNull();
    expect(
      listMarksMode(
        { ...settings, markLists: false, markMailLists: 'on' },
        'gmail',
        'mail.google.com',
        false,
      ),
    ).toBe('mark');
  });

  it('follows the rep’s privacy settings: a site switched off, lookups on request, private windows, no key', () => {
    const host = 'sellerco.lightning.force.com';
    expect(
      listMarksMode({ ...settings, disabledSites: ['lightning.force.com'] }, 'salesforce', host, false),
    ).toBeNull();
    expect(listMarksMode({ ...settings, detectionMode: 'on-request' }, 'salesforce', host, false)).toBeNull();
    expect(listMarksMode(settings, 'salesforce', host, true)).toBeNull();
    expect(listMarksMode({ ...settings, lookUpInPrivateWindows: true }, 'salesforce', host, true)).toBe(
      'mark',
    );
    expect(listMarksMode({ ...settings, apiKey: '' }, 'salesforce', host, false)).toBeNull();
  });

  it('stops the running marks when a change takes marks away, not when it allows more', () => {
    expect(marksNarrowed({ markLists: false }, {})).toBe(true);
    expect(marksNarrowed({ markLinkedinLists: 'off' }, { markLinkedinLists: 'ask' })).toBe(true);
    expect(marksNarrowed({ detectionMode: 'on-request' }, {})).toBe(true);
    expect(marksNarrowed({ disabledSites: ['linkedin.com'] }, { disabledSites: [] })).toBe(true);
    expect(marksNarrowed({ markMailLists: 'off' }, { markMailLists: 'on' })).toBe(true);
    expect(marksNarrowed({ markLinkedinLists: 'on' }, { markLinkedinLists: 'ask' })).toBe(false);
    expect(marksNarrowed({ markMailLists: 'on' }, {})).toBe(false);
    expect(marksNarrowed({ markLists: true, theme: 'dark' }, {})).toBe(false);
    expect(marksNarrowed({ disabledSites: [] }, { disabledSites: ['linkedin.com'] })).toBe(false);
  });
});
