import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { correctionKey } from '@/lib/background/company-corrections';
import type { Sender } from '@/lib/background/sender-guards';
import { createBackgroundServices } from '@/lib/background/services';
import { getTabState } from '@/lib/background/tab-state';
import { saveSettings } from '@/lib/schemas/settings';
import { companyCorrectionsItem, connectionItem } from '@/lib/shared/storage-items';
import { accountDetail, fakeApi } from './fake-api-client';

// "Not this company?" in the background: the rep's pick is remembered per CRM record or
// website and connection, wins over what is detected there the next time (the tab's state names the account
// and says the rep corrected it), goes with a key switch and with Clear cache, and is never remembered from a
// private window.

const ACME = { name: 'Acme', slug: 'acme', domain: 'acme.com' };
const PAGE: Sender = { id: 'test-extension', url: 'chrome-extension://test-extension/popup.html' };

function setup() {
  const api = fakeApi({
    'key-a': {
      'acme.com': accountDetail('acme.com', 'Acme', 12),
      'acme-holdings.com': accountDetail('acme-holdings.com', 'Acme Holdings', 3),
    },
  });
  return createBackgroundServices({
    createClient: api.createClient,
    hasHostAccess: async () => true,
    now: () => 1_000_000,
  });
}

async function openTab(url: string) {
  const tab = await browser.tabs.create({ url });
  return tab.id as number;
}

beforeEach(async () => {
  fakeBrowser.reset();
  PAGE.id = browser.runtime.id;
  PAGE.url = browser.runtime.getURL('/popup.html');
  await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
  await connectionItem.setValue({ id: 'connection-a' });
});

describe('correctionKey', () => {
  it('remembers a website by its registrable domain, a CRM record by its URL without the query', () => {
    expect(correctionKey('https://shop.acme-holdings.com/about?utm=x')).toBe('site:acme-holdings.com');
    expect(
      correctionKey('https://acme.lightning.force.com/lightning/r/Account/001A000001/view?ws=%2Flightning#x'),
    ).toBe('record:https://acme.lightning.force.com/lightning/r/Account/001A000001/view');
    expect(correctionKey('chrome://newtab/')).toBeNull();
    expect(correctionKey(undefined)).toBeNull();
  });
});

describe('correctCompany', () => {
  it('wins over the detection, now and the next time, and says the rep corrected it', async () => {
    const { handlers, tabs } = setup();
    const tabId = await openTab('https://www.acme-holdings.com/');
    const answer = await handlers.correctCompany({ tabId, account: ACME }, PAGE);
    expect(answer).toMatchObject({ ok: true });
    const state = await getTabState(tabId);
    expect(state).toMatchObject({
      status: 'found',
      domain: 'acme.com',
      detection: { domain: 'acme.com', name: 'Acme', correctedByRep: true },
    });
    expect(state?.detection?.detected).toMatchObject({ domain: 'acme-holdings.com', source: 'website' });

    // The next visit: the website's detection is corrected before it is looked up.
    await tabs.detected(
      { id: tabId, incognito: false, active: true },
      { domain: 'acme-holdings.com', source: 'website' },
    );
    expect(await getTabState(tabId)).toMatchObject({
      status: 'found',
      domain: 'acme.com',
      detection: { correctedByRep: true },
    });
    expect(await companyCorrectionsItem.getValue()).toEqual([
      { key: 'site:acme-holdings.com', account: ACME, connection: 'connection-a', correctedAt: 1_000_000 },
    ]);
  });

  it('forgets the pick when asked, and the page shows what was detected again', async () => {
    const { handlers } = setup();
    const tabId = await openTab('https://www.acme-holdings.com/');
    await handlers.correctCompany({ tabId, account: ACME }, PAGE);
    await handlers.correctCompany({ tabId, account: null }, PAGE);
    expect(await companyCorrectionsItem.getValue()).toEqual([]);
    const state = await getTabState(tabId);
    expect(state).toMatchObject({ status: 'found', domain: 'acme-holdings.com' });
    expect(state?.detection?.correctedByRep).toBeUndefined();
  });

  it("applies only on the connection it was picked on: another key's team never gets it", async () => {
    const { handlers, tabs } = setup();
    const tabId = await openTab('https://www.acme-holdings.com/');
    await handlers.correctCompany({ tabId, account: ACME }, PAGE);
    await connectionItem.setValue({ id: 'connection-b' });
    await tabs.detected(
      { id: tabId, incognito: false, active: true },
      { domain: 'acme-holdings.com', source: 'website' },
    );
    expect((await getTabState(tabId))?.detection).toEqual({ domain: 'acme-holdings.com', source: 'website' });
    // Back on the first key, the pick is there again.
    await connectionItem.setValue({ id: 'connection-a' });
    await tabs.detected(
      { id: tabId, incognito: false, active: true },
      { domain: 'acme-holdings.com', source: 'website' },
    );
    expect((await getTabState(tabId))?.detection).toMatchObject({ domain: 'acme.com', correctedByRep: true });
  });

  it('is never remembered from a private window', async () => {
    const { handlers } = setup();
    const tabId = await openTab('https://www.acme-holdings.com/');
    const answer = await handlers.correctCompany({ tabId, account: ACME, privateWindow: true }, PAGE);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'extension' } });
    expect(await companyCorrectionsItem.getValue()).toEqual([]);
  });

  it('goes with Clear cache', async () => {
    const { handlers } = setup();
    const tabId = await openTab('https://www.acme-holdings.com/');
    await handlers.correctCompany({ tabId, account: ACME }, PAGE);
    await handlers.clearCache(undefined, PAGE);
    expect(await companyCorrectionsItem.getValue()).toEqual([]);
  });

  it('keeps only well-formed stored entries (storage is a boundary)', async () => {
    const { tabs } = setup();
    const tabId = await openTab('https://www.acme-holdings.com/');
    await companyCorrectionsItem.setValue([
      { key: 'site:acme-holdings.com', account: { name: '', slug: 1 }, connection: 'connection-a' },
      'junk',
      { key: 'site:acme-holdings.com', account: ACME, connection: 'connection-a', correctedAt: 5 },
    ] as never);
    await tabs.detected(
      { id: tabId, incognito: false, active: true },
      { domain: 'acme-holdings.com', source: 'website' },
    );
    expect((await getTabState(tabId))?.detection).toMatchObject({ domain: 'acme.com', correctedByRep: true });
  });
});
