/**
 * My accounts in the background (lib/background/my-accounts.ts) over the background's own gateway, cache and
 * scheduler, with the real API client answered by the sandbox's handler in this process: an import is added
 * and checked, a check cut short goes on from where it stopped in a new worker, and a key switch shows the
 * other team's list.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '@/lib/api/client';
import { createMyAccountsService } from '@/lib/background/my-accounts';
import { createBackgroundServices } from '@/lib/background/services';
import { saveSettings } from '@/lib/schemas/settings';
import { TODAY, toDay } from '../../../sandbox/dates';
import { createSandboxApp } from '../../../sandbox/handler';
import { SANDBOX_KEYS } from '../../../sandbox/known-records';
import { crmExportCsv } from '../../fixtures/my-accounts/crm-export';

const BASE_URL = 'http://127.0.0.1:9';
let sent: string[] = [];
const app = createSandboxApp({
  time: { today: toDay(TODAY), clock: toDay(TODAY) },
  onRequest: (request) => sent.push(`${request.path}${request.search}`),
});

/** A worker: the background's services, as made at its start, with the sandbox behind the client. */
function worker() {
  const services = createBackgroundServices({
    createClient: (options) =>
      createApiClient({ ...options, fetch: async (input, init) => app.fetch(new Request(input, init)) }),
    hasHostAccess: async () => true,
  });
  return createMyAccountsService({ gateway: services.gateway, now: () => 1_000 });
}

/** The companies an export of `size` lines adds (its bad lines and duplicates are not added). */
const ADDED = { 10: 7, 20: 13 } as const;

// Each test checks hundreds of accounts against the sandbox: more than a unit test's 5 s on a loaded machine.
describe('My accounts in the background', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    sent = [];
    await saveSettings({ apiKey: SANDBOX_KEYS.full, baseUrl: BASE_URL });
  });

  it('adds an import’s companies and checks every one, in few requests', async () => {
    const myAccounts = worker();
    expect(await myAccounts.follow(crmExportCsv(300))).toMatchObject({
      ok: true,
      data: { added: 293, alreadyOn: 0, overLimit: 0, invalid: 5 },
    });
    const progress: number[] = [];
    const summary = await myAccounts.check({ onProgress: ({ checked }) => progress.push(checked) });
    expect(summary).toEqual({ status: 'done', checked: 293 });
    expect(progress.at(-1)).toBe(293);
    const list = await myAccounts.list();
    expect(list?.accounts.every((account) => account.result !== undefined)).toBe(true);
    expect(list?.pending).toBe(0);
    expect(sent.length).toBeLessThanOrEqual(18);
    // Checked all again: asked afresh (the rep asks for today's figures, not the cache's), in as few requests.
    sent = [];
    expect(await myAccounts.check({ all: true })).toEqual({ status: 'done', checked: 293 });
    expect(sent.length).toBeGreaterThan(Math.ceil(293 / 50));
    expect(sent.length).toBeLessThanOrEqual(18);
    expect(sent.every((request) => request.startsWith('/api/v1/accounts?'))).toBe(true);
  });

  it('a check cut short (the worker stopped) goes on where it stopped in the next worker', async () => {
    const first = worker();
    await first.follow(crmExportCsv(300));
    const cut = await first.check({
      onProgress: ({ checked }) => {
        if (checked > 0) first.cancel();
      },
    });
    expect(cut.status).toBe('cancelled');
    const afterCut = await first.list();
    const answered = afterCut?.accounts.filter((account) => account.result).length ?? 0;
    expect(answered).toBeGreaterThan(0);
    expect(afterCut?.pending).toBe(293 - answered);

    const next = worker();
    expect(await next.check()).toEqual({ status: 'done', checked: 293 - answered });
    const list = await next.list();
    expect(list?.accounts.every((account) => account.result !== undefined)).toBe(true);
    expect(list?.pending).toBe(0);
  });

  it('a key switch shows the other team’s list, never a mix', async () => {
    const myAccounts = worker();
    const lines = crmExportCsv(20);
    await myAccounts.follow(lines);
    await saveSettings({ apiKey: SANDBOX_KEYS.small, baseUrl: BASE_URL });
    expect((await myAccounts.list())?.accounts).toEqual([]);
    await myAccounts.follow('pinecrestlogistics.com');
    await saveSettings({ apiKey: SANDBOX_KEYS.full, baseUrl: BASE_URL });
    expect((await myAccounts.list())?.accounts).toHaveLength(ADDED[20]);
    await saveSettings({ apiKey: SANDBOX_KEYS.small, baseUrl: BASE_URL });
    expect((await myAccounts.list())?.accounts).toHaveLength(1);
  });

  it('stops at a 403 with what the plan lacks, and keeps the list', async () => {
    await saveSettings({ apiKey: SANDBOX_KEYS.noAccounts, baseUrl: BASE_URL });
    const myAccounts = worker();
    await myAccounts.follow(crmExportCsv(10));
    const summary = await myAccounts.check();
    expect(summary).toMatchObject({
      status: 'failed',
      checked: 0,
      error: { kind: 'forbidden', feature: 'account_pages' },
    });
    expect((await myAccounts.list())?.accounts).toHaveLength(ADDED[10]);
  });
});
