import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/lib/api/errors';
import type { VendorReferenceItem } from '@/lib/api/reference';
import { createBackgroundServices } from '@/lib/background/services';
import { registerSettingsChanges, switchConnection } from '@/lib/background/settings-changes';
import { getTabState } from '@/lib/background/tab-state';
import { cacheNamespace } from '@/lib/cache/cache-key';
import { settleCacheWrites } from '@/lib/cache/queued-writes';
import { saveSettings } from '@/lib/schemas/settings';
import { connectionItem, recentLookupsItem } from '@/lib/shared/storage-items';
import { accountDetail, fakeApi } from './fake-api-client';

const acmeForTeamA = accountDetail('acme.com', 'Acme (team A)', 12);
const acmeForTeamB = accountDetail('acme.com', 'Acme (team B)', 3);
const pinecrest = accountDetail('pinecrestlogistics.com', 'Pinecrest Logistics', 48);

function setup(options: { online?: boolean; vendors?: VendorReferenceItem[] | ApiError } = {}) {
  const api = fakeApi(
    {
      'key-a': { 'acme.com': acmeForTeamA, 'Pinecrest Logistics': pinecrest },
      'key-b': { 'acme.com': acmeForTeamB },
    },
    { vendors: options.vendors },
  );
  const clock = { now: 1_000_000 };
  const services = createBackgroundServices({
    createClient: api.createClient,
    hasHostAccess: async (baseUrl) => baseUrl !== 'https://not-allowed.example.com',
    now: () => clock.now,
    isOnline: () => options.online ?? true,
  });
  return { ...api, ...services, clock };
}

const page = () => ({ id: browser.runtime.id, url: browser.runtime.getURL('/sidepanel.html') });
const tab = (id: number, active = false) => ({ id, incognito: false, active });
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Two vendors of the reference list; one names its website with `www.` (docs/api.md 2.3 says only "domain"). */
const VENDORS = [
  {
    name: 'Relaytics',
    slug: 'relaytics',
    domain_name: 'relaytics.com',
    transcript_count: 258,
    buyer_count: 63,
  },
  {
    name: 'Northbeam Analytics',
    slug: 'northbeam-analytics',
    domain_name: 'www.northbeam.io',
    transcript_count: 246,
    buyer_count: 60,
  },
];

describe('lookup engine', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
  });

  it('makes one request for five tabs on one domain, and paints each tab', async () => {
    const { tabs, calls } = setup();
    await Promise.all(
      [1, 2, 3, 4, 5].map((id) =>
        tabs.detected(tab(id, id === 1), { domain: 'acme.com', source: 'website' }),
      ),
    );
    expect(calls.filter((call) => call.method === 'getAccount')).toHaveLength(1);
    for (const id of [1, 2, 3, 4, 5]) {
      // With the account itself as fetched: the sidebar's first view renders from it.
      expect(await getTabState(id)).toMatchObject({
        status: 'found',
        account: { name: 'Acme (team A)' },
        detail: {
          data: { name: 'Acme (team A)', kpis: { interview_count: 12 } },
          fetchedAt: expect.any(Number),
        },
      });
      expect(await browser.action.getBadgeText({ tabId: id })).toBe('12');
    }
    expect(await browser.action.getTitle({ tabId: 1 })).toContain('Acme (team A)');
  });

  it('answers a second visit from the cache, also after the worker restarts', async () => {
    const first = setup();
    await first.tabs.detected(tab(1), { domain: 'acme.com', source: 'website' });
    // Its answer is stored with the cache's index, a second on: the worker stopped after that.
    await settleCacheWrites();
    const woken = setup();
    await woken.tabs.detected(tab(2), { domain: 'acme.com', source: 'website' });
    expect([...first.calls, ...woken.calls].filter((call) => call.method === 'getAccount')).toHaveLength(1);
    expect(await getTabState(2)).toMatchObject({ status: 'found' });
  });

  it("caches a not-found answer; its suggestions are asked when a view shows it, by the domain's name only", async () => {
    const { tabs, calls, handlers } = setup();
    const opened = await fakeBrowser.tabs.create({ url: 'https://nobody.io/' });
    const id = opened.id ?? -1;
    const searches = () => calls.filter((call) => call.method === 'listAccounts').map((call) => call.args[0]);
    await tabs.detected(tab(id), { domain: 'nobody.io', source: 'website', name: 'Nobody Inc' });
    await tabs.detected(tab(2), { domain: 'nobody.io', source: 'website' });
    expect(await getTabState(id)).toMatchObject({ status: 'not_found', domain: 'nobody.io' });
    expect(await browser.action.getBadgeText({ tabId: id })).toBe('·');
    expect(calls.filter((call) => call.method === 'getAccount')).toHaveLength(1);
    // A miss asks nothing more: most are websites nobody opens the sidebar on.
    expect(searches()).toEqual([]);

    // The sidebar shows the miss: its nearby accounts, asked by the domain's name part (never the page's name).
    expect(await handlers.tabSuggestions({ tabId: id, domain: 'nobody.io' }, page())).toMatchObject({
      ok: true,
      data: [],
    });
    expect(searches()).toEqual([{ q: 'nobody', per_page: 5 }]);
    // A view still showing the miss after the tab moved on gets none, and nothing is asked for it.
    await tabs.detected(tab(id), { domain: 'acme.com', source: 'website' });
    expect(await handlers.tabSuggestions({ tabId: id, domain: 'nobody.io' }, page())).toMatchObject({
      ok: true,
      data: [],
    });
    expect(searches()).toHaveLength(1);
  });

  it('asks the suggestions of a CRM name that is no account by that name', async () => {
    const { tabs, calls, handlers } = setup();
    const opened = await fakeBrowser.tabs.create({ url: 'https://app.hubspot.com/contacts/1/company/2' });
    const id = opened.id ?? -1;
    await tabs.detected(tab(id), { companyName: 'Pinecrest Logistix', source: 'hubspot' });
    expect(await getTabState(id)).toMatchObject({ status: 'not_found', domain: 'Pinecrest Logistix' });
    await handlers.tabSuggestions({ tabId: id, domain: 'Pinecrest Logistix' }, page());
    expect(calls.filter((call) => call.method === 'listAccounts').map((call) => call.args[0])).toEqual([
      { q: 'Pinecrest Logistix', per_page: 5 },
    ]);
  });

  it("offers a vendor's profile on its own website, from one cached vendor list, and says so on the toolbar", async () => {
    const { tabs, calls } = setup({ vendors: VENDORS });
    await tabs.detected(tab(1), { domain: 'northbeam.io', source: 'website' });
    await tabs.detected(tab(2), { domain: 'northbeam.io', source: 'website' });
    await tabs.detected(tab(3), { domain: 'relaytics.com', source: 'website' });
    expect(await getTabState(1)).toMatchObject({
      status: 'not_found',
      domain: 'northbeam.io',
      vendor: {
        name: 'Northbeam Analytics',
        slug: 'northbeam-analytics',
        buyerCount: 60,
        interviewCount: 246,
      },
    });
    expect(await getTabState(3)).toMatchObject({ status: 'not_found', vendor: { slug: 'relaytics' } });
    expect(await browser.action.getTitle({ tabId: 1 })).toBe(
      'Buyer Lens: no account for northbeam.io; it is the vendor Northbeam Analytics',
    );
    // The list is a reference list, cached for an hour: one request for every vendor website after it.
    expect(calls.filter((call) => call.method === 'listVendors')).toHaveLength(1);
  });

  it('offers no vendor on a website that is neither an account nor a vendor', async () => {
    const { tabs } = setup({ vendors: VENDORS });
    await tabs.detected(tab(1), { domain: 'nobody.io', source: 'website' });
    const state = await getTabState(1);
    expect(state).toMatchObject({ status: 'not_found' });
    expect(state && 'vendor' in state).toBe(false);
  });

  it('keeps a miss a miss when the vendor list cannot be had', async () => {
    const { tabs, calls } = setup({
      vendors: new ApiError('server', 'The API had a problem.', { status: 500 }),
    });
    await tabs.detected(tab(1), { domain: 'northbeam.io', source: 'website' });
    const state = await getTabState(1);
    expect(state).toMatchObject({ status: 'not_found', domain: 'northbeam.io' });
    expect(state && 'vendor' in state).toBe(false);
    expect(await browser.action.getBadgeText({ tabId: 1 })).toBe('·');
    expect(calls.filter((call) => call.method === 'listVendors').length).toBeGreaterThan(0);
  });

  it("offers the vendor in the popup's lookup box for its website or its exact name, never for an account", async () => {
    const { handlers } = setup({ vendors: VENDORS });
    expect(await handlers.lookupAccount({ query: 'https://www.northbeam.io/pricing' }, page())).toMatchObject(
      {
        ok: false,
        error: { kind: 'not_found' },
        vendor: { name: 'Northbeam Analytics', slug: 'northbeam-analytics' },
      },
    );
    expect(await handlers.lookupAccount({ query: '  relaytics ' }, page())).toMatchObject({
      ok: false,
      vendor: { slug: 'relaytics' },
    });
    const account = await handlers.lookupAccount({ query: 'acme.com' }, page());
    expect(account).toMatchObject({ ok: true });
    expect('vendor' in account).toBe(false);
  });

  it('never asks about a denied site, and paints nothing there', async () => {
    const { tabs, calls } = setup();
    await tabs.detected(tab(1), { domain: 'amazon.com', source: 'website' });
    expect(await getTabState(1)).toMatchObject({ status: 'skipped', reason: 'denied-site' });
    expect(await browser.action.getBadgeText({ tabId: 1 })).toBe('');
    expect(calls).toEqual([]);
  });

  it('switching key drops what the old key fetched and asks the new team', async () => {
    const { settings, tabs, handlers, cache, scheduler, calls } = setup();
    registerSettingsChanges({ settings, tabs, cache, scheduler });
    await tabs.detected(tab(1), { domain: 'acme.com', source: 'website' });
    expect(await cache.stats()).toMatchObject({ entries: 1 });

    const announced: (string | null)[] = [];
    connectionItem.watch((value) => announced.push(value?.id ?? null));
    await saveSettings({ apiKey: 'key-b' });
    await settled();
    expect((await cache.stats()).entries).toBeLessThanOrEqual(1);
    // Every open view hears of the switch (and reloads), after the old team's answers are gone.
    expect(announced).toEqual([await cacheNamespace('https://api.example.com', 'key-b')]);
    const answer = await handlers.getAccount({ id: 'acme.com' }, page());
    expect(answer).toMatchObject({ ok: true, data: { name: 'Acme (team B)' } });
    expect(calls.filter((call) => call.method === 'getAccount').map((call) => call.apiKey)).toEqual([
      'key-a',
      'key-b',
    ]);
    // Nothing stored under the old key survives: switching back asks team A again.
    await saveSettings({ apiKey: 'key-a' });
    await settled();
    await handlers.getAccount({ id: 'acme.com' }, page());
    expect(calls.filter((call) => call.method === 'getAccount').map((call) => call.apiKey)).toEqual([
      'key-a',
      'key-b',
      'key-a',
    ]);
  });

  it('a key saved while the previous switch still drops its answers ends announced, not the previous one', async () => {
    const { settings, tabs, cache, scheduler } = setup();
    registerSettingsChanges({ settings, tabs, cache, scheduler });
    await switchConnection({ settings, cache, scheduler });
    // Dropping the old key's answers takes a while (IndexedDB, in a real browser); the next key is saved meanwhile.
    const retain = cache.retainNamespace.bind(cache);
    vi.spyOn(cache, 'retainNamespace').mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return retain(id);
    });
    // Announced: key A. Key B is saved, then key A again before B's switch is done: A is what stays announced.
    await saveSettings({ apiKey: 'key-b' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await saveSettings({ apiKey: 'key-a' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await connectionItem.getValue())?.id).toBe(
      await cacheNamespace('https://api.example.com', 'key-a'),
    );
  });

  it('keeps what the rep looks up in a private window out of the stored cache', async () => {
    const { tabs, cache, calls } = setup();
    await tabs.requested({ id: 5, incognito: true, active: true }, { domain: 'acme.com', source: 'website' });
    expect(await getTabState(5)).toMatchObject({ status: 'found' });
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
    // Still one request for the private window's next look at it: the answer is kept in memory.
    await tabs.requested({ id: 5, incognito: true, active: true }, { domain: 'acme.com', source: 'website' });
    expect(calls.filter((call) => call.method === 'getAccount')).toHaveLength(1);
  });

  it('"Clear cache" forgets what the rep looked at: the answers, the recent lookups and every tab state', async () => {
    const { tabs, handlers, cache } = setup();
    await tabs.detected(tab(1), { domain: 'acme.com', source: 'website' });
    await recentLookupsItem.setValue([{ query: 'acme.com', name: 'Acme', slug: 'acme', connection: 'c' }]);
    expect(await handlers.clearCache(undefined, page())).toMatchObject({ ok: true });
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
    expect(await recentLookupsItem.getValue()).toEqual([]);
    expect(await getTabState(1)).toBeNull();
    expect(await browser.action.getBadgeText({ tabId: 1 })).toBe('');
  });

  it("re-deciding tabs after a settings change never undoes a tab's own lookup with its stale URL", async () => {
    const { settings, tabs, cache, scheduler } = setup();
    registerSettingsChanges({ settings, tabs, cache, scheduler });
    // A tab the browser still reports on about:blank, whose navigation already looked its company up.
    const blank = await fakeBrowser.tabs.create({ url: 'about:blank' });
    const id = blank.id ?? -1;
    await tabs.detected(
      { id, incognito: false, active: true },
      { domain: 'acme.com', source: 'website' },
      tabs.navigated(id),
    );
    expect(await getTabState(id)).toMatchObject({ status: 'found' });
    await saveSettings({ disabledSites: ['globex.com'] });
    await settled();
    expect(await getTabState(id)).toMatchObject({ status: 'found', detection: { domain: 'acme.com' } });
  });

  it('asks nothing while unconfigured and says so', async () => {
    await saveSettings({ apiKey: '' });
    const { tabs, handlers, calls } = setup();
    await tabs.detected(tab(1), { domain: 'acme.com', source: 'website' });
    expect(await getTabState(1)).toMatchObject({ status: 'not_configured' });
    expect(await handlers.getAccount({ id: 'acme.com' }, page())).toMatchObject({
      ok: false,
      error: { kind: 'not_configured' },
    });
    expect(await handlers.lookupAccount({ query: 'acme.com' }, page())).toMatchObject({
      ok: false,
      error: { kind: 'not_configured' },
    });
    expect(calls).toEqual([]);
  });

  it('fetches only from an API origin the rep allowed', async () => {
    await saveSettings({ baseUrl: 'https://not-allowed.example.com' });
    const { tabs, handlers, calls } = setup();
    expect(await handlers.getAccount({ id: 'acme.com' }, page())).toMatchObject({
      ok: false,
      error: { kind: 'not_configured', message: expect.stringContaining('https://not-allowed.example.com') },
    });
    await tabs.detected(tab(1), { domain: 'acme.com', source: 'website' });
    expect(await getTabState(1)).toMatchObject({ status: 'error', error: { kind: 'not_configured' } });
    expect(calls).toEqual([]);
  });

  it('asks nothing while offline', async () => {
    const { tabs, handlers, calls } = setup({ online: false });
    await tabs.detected(tab(1), { domain: 'acme.com', source: 'website' });
    expect(await getTabState(1)).toMatchObject({ status: 'error', error: { kind: 'network' } });
    expect(await handlers.searchAccounts({ params: { q: 'acme' } }, page())).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(calls).toEqual([]);
  });
});

describe('message handlers', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
  });

  it('refuses a payload that fails its schema, before any request', async () => {
    const { handlers, calls } = setup();
    const bad = [
      handlers.getAccount({ id: '' }, page()),
      // @ts-expect-error: a field the API does not know.
      handlers.getAccount({ id: 'acme.com', fields: ['everything'] }, page()),
      // @ts-expect-error: an unknown parameter.
      handlers.searchAccounts({ params: { q: 'acme', sort: 'name' } }, page()),
      handlers.searchTranscripts({ params: { page: -1 } }, page()),
      // @ts-expect-error: not a reference list.
      handlers.getReferenceList({ list: 'secrets' }, page()),
      handlers.getVendor({ slug: '' }, page()),
      handlers.testConnection({ baseUrl: 'http://evil.example.com', apiKey: 'x' }, page()),
    ];
    for (const answer of await Promise.all(bad))
      expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await handlers.lookupAccount({ query: '   ' }, page())).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
    expect(calls).toEqual([]);
  });

  it('serves data to extension pages only, never to a content script or another extension', async () => {
    const { handlers, calls } = setup();
    const contentScript = {
      id: browser.runtime.id,
      url: 'https://acme.com/',
      tab: { id: 3 } as never,
      frameId: 0,
    };
    const otherExtension = { id: 'someone-else', url: 'chrome-extension://someone-else/page.html' };
    for (const sender of [contentScript, otherExtension]) {
      expect(await handlers.getAccount({ id: 'acme.com' }, sender)).toMatchObject({
        ok: false,
        error: { kind: 'extension' },
      });
      expect(await handlers.lookUpTab({ tabId: 3 }, sender)).toMatchObject({
        ok: false,
        error: { kind: 'extension' },
      });
    }
    expect(calls).toEqual([]);
    expect(await handlers.getAccount({ id: 'acme.com' }, page())).toMatchObject({
      ok: true,
      data: { slug: 'acme-com' },
    });
  });

  it('takes a detection only from its own content script in a top frame, and validates it', async () => {
    const { handlers } = setup();
    const candidate = {
      source: 'salesforce',
      kind: 'company' as const,
      values: ['https://www.acme.com/about'],
    };
    const own = {
      id: browser.runtime.id,
      tab: { id: 4, incognito: false, active: true } as never,
      frameId: 0,
      url: 'https://x.lightning.force.com/',
    };
    await handlers.reportDetection(candidate, { ...own, frameId: 2 });
    await handlers.reportDetection(candidate, { ...own, id: 'someone-else' });
    await handlers.reportDetection(candidate, {
      id: browser.runtime.id,
      url: browser.runtime.getURL('/popup.html'),
    });
    // @ts-expect-error: not a candidate.
    await handlers.reportDetection({ source: 42, values: 'acme.com' }, own);
    expect(await getTabState(4)).toBeNull();
    await handlers.reportDetection(candidate, own);
    expect(await getTabState(4)).toMatchObject({
      status: 'found',
      detection: { domain: 'acme.com', source: 'salesforce' },
    });
  });

  it('looks up the account a CRM opportunity shows only by name, and the toolbar says it matched by name', async () => {
    const { handlers, calls } = setup();
    const own = {
      id: browser.runtime.id,
      tab: { id: 5, incognito: false, active: true } as never,
      frameId: 0,
      url: 'https://x.lightning.force.com/lightning/r/Opportunity/0065g00000PineLgAA/view',
    };
    await handlers.reportDetection(
      { source: 'salesforce', kind: 'account', values: ['Pinecrest Logistics'] },
      own,
    );
    expect(await getTabState(5)).toMatchObject({
      status: 'found',
      domain: 'Pinecrest Logistics',
      detection: { companyName: 'Pinecrest Logistics', source: 'salesforce' },
    });
    expect(calls.filter((call) => call.method === 'getAccount').map((call) => call.args[0])).toEqual([
      'Pinecrest Logistics',
    ]);
    expect(await browser.action.getBadgeText({ tabId: 5 })).toBe('48');
    expect(await browser.action.getTitle({ tabId: 5 })).toBe(
      'Buyer Lens: Pinecrest Logistics, 48 interviews (matched by name)',
    );
  });

  it('checks a name from a content script and never sends more than a name', async () => {
    const { handlers, calls } = setup();
    const own = (id: number) => ({
      id: browser.runtime.id,
      tab: { id, incognito: false, active: true } as never,
      frameId: 0,
      url: 'https://sellerco.pipedrive.com/deal/1',
    });
    const account = (values: string[]) => ({ source: 'pipedrive', kind: 'account' as const, values });
    // Refused by the schema: nothing is recorded for the tab.
    await handlers.reportDetection(account(['x'.repeat(400)]), own(6));
    await handlers.reportDetection(account(['Pinecrest\u0000Logistics']), own(6));
    await handlers.reportDetection(account([]), own(6));
    expect(await getTabState(6)).toBeNull();
    // Well formed, but no name: an address or a path names no company.
    await handlers.reportDetection(account(['jane@pinecrestlogistics.com']), own(7));
    expect(await getTabState(7)).toMatchObject({ status: 'no_company' });
    await handlers.reportDetection(account(['Pinecrest/Logistics?ref=1']), own(7));
    expect(await getTabState(7)).toMatchObject({ status: 'no_company' });
    expect(calls).toEqual([]);
  });

  it("answers the popup's lookup box in the background: a pasted address finds the account by its domain", async () => {
    const { handlers, calls } = setup();
    expect(await handlers.lookupAccount({ query: 'Jane Doe <jane@eu.acme.com>' }, page())).toMatchObject({
      ok: true,
      data: { name: 'Acme (team A)' },
    });
    // A miss carries the suggestions, asked by the domain's name part.
    expect(
      await handlers.lookupAccount({ query: 'https://careers.nobody.io/jobs?id=7' }, page()),
    ).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
      suggestions: [],
    });
    // The vendor list, asked alongside to offer a vendor's profile, carries nothing of the query.
    expect(
      calls.filter((call) => call.method !== 'listVendors').map((call) => [call.method, call.args[0]]),
    ).toEqual([
      ['getAccount', 'acme.com'],
      ['getAccount', 'nobody.io'],
      ['listAccounts', { q: 'nobody', per_page: 5 }],
    ]);
    expect(calls.filter((call) => call.method === 'listVendors')).toEqual([
      { apiKey: 'key-a', method: 'listVendors', args: [] },
    ]);
  });

  it('answers every data message as Fetched, cached, and a manual refresh bypasses the cache', async () => {
    const { handlers, calls } = setup();
    expect(await handlers.getReferenceList({ list: 'markets' }, page())).toMatchObject({
      ok: true,
      data: [{ name: 'CRM' }],
    });
    await handlers.getReferenceList({ list: 'markets' }, page());
    expect(calls.filter((call) => call.method === 'listMarkets')).toHaveLength(1);
    await handlers.getReferenceList({ list: 'markets', refresh: true } as never, page());
    expect(calls.filter((call) => call.method === 'listMarkets')).toHaveLength(2);
    expect(await handlers.getAccount({ id: 'nobody.io' }, page())).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });

  it("opens a looked-up tab's account in the sidebar from the lookup's cache entry, with no request", async () => {
    const { tabs, handlers, calls } = setup();
    await tabs.detected(tab(1, true), { domain: 'acme.com', source: 'website' });
    // The sidebar asks by the tab's domain for kpis and tech_stack: the API's default, which the lookup got.
    const shown = await handlers.getAccount({ id: 'acme.com', fields: ['tech_stack', 'kpis'] }, page());
    expect(shown).toMatchObject({ ok: true, data: { name: 'Acme (team A)' } });
    expect(calls.filter((call) => call.method === 'getAccount')).toHaveLength(1);
    // Other sections are another request.
    await handlers.getAccount({ id: 'acme.com', fields: ['qa'] }, page());
    expect(calls.filter((call) => call.method === 'getAccount').map((call) => call.args[1])).toEqual([
      undefined,
      { fields: ['qa'] },
    ]);
  });

  it("after a server error, says when lookups resume, and the rep's Retry goes through as one request", async () => {
    const api = fakeApi({ 'key-a': { 'acme.com': acmeForTeamA, 'globex.com': acmeForTeamB } });
    let failures = 1;
    const services = createBackgroundServices({
      createClient: (options) => {
        const client = api.createClient(options);
        const getAccount = client.getAccount;
        client.getAccount = async (...args) => {
          if (failures-- > 0) {
            api.calls.push({ apiKey: options.apiKey, method: 'getAccount', args });
            throw new ApiError('server', 'The API had a problem.', { status: 500 });
          }
          return getAccount(...args);
        };
        return client;
      },
      now: () => 1_000_000,
      hasHostAccess: async () => true,
    });
    const accountCalls = () => api.calls.filter((call) => call.method === 'getAccount').length;
    await services.tabs.detected(tab(1, true), { domain: 'acme.com', source: 'website' });
    const failed = await getTabState(1);
    expect(failed).toMatchObject({ status: 'error', error: { kind: 'server' } });
    // The first error already says when automatic lookups resume, so Retry is never shown as if it worked.
    expect(failed?.status === 'error' && failed.error.retryAt).toBeGreaterThan(1_000_000);

    // Another prospect opened during the backoff is not asked, and says why.
    await services.tabs.detected(tab(2), { domain: 'globex.com', source: 'website' });
    const held = await getTabState(2);
    expect(held).toMatchObject({ status: 'error', error: { kind: 'server' } });
    expect(held?.status === 'error' && held.error.message).toMatch(/did not ask/);
    expect(accountCalls()).toBe(1);

    // The rep's Retry: one request, at once, and the backoff is over for everyone.
    await services.tabs.requested(tab(1, true), undefined, { refresh: true });
    expect(await getTabState(1)).toMatchObject({ status: 'found' });
    expect(accountCalls()).toBe(2);
    expect(services.scheduler.blockedUntil()).toBe(0);
  });

  it("believes a 403 for a while: a plan without vendor profiles is asked once, the rep's Retry asks again", async () => {
    const { handlers, calls, clock } = setup();
    const vendorCalls = () => calls.filter((call) => call.method === 'getVendor').length;
    for (const slug of ['relaytics', 'dialwell', 'northbeam'])
      expect(await handlers.getVendor({ slug }, page())).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', feature: 'vendor_profiles' },
      });
    expect(vendorCalls()).toBe(1);
    await handlers.getVendor({ slug: 'dialwell', refresh: true } as never, page());
    expect(vendorCalls()).toBe(2);
    clock.now += 11 * 60_000;
    await handlers.getVendor({ slug: 'northbeam' }, page());
    expect(vendorCalls()).toBe(3);
    // Account pages are another feature: not held back by it.
    expect(await handlers.getAccount({ id: 'acme.com' }, page())).toMatchObject({ ok: true });
  });

  it('tests a connection without saving it, naming the features the team lacks', async () => {
    const { handlers } = setup();
    expect(
      await handlers.testConnection({ baseUrl: 'https://api.example.com', apiKey: 'key-b' }, page()),
    ).toEqual({
      ok: true,
      data: { transcripts: true, features: { account_pages: true, vendor_profiles: false } },
      fetchedAt: expect.any(Number),
    });
    expect(
      await handlers.testConnection({ baseUrl: 'https://api.example.com', apiKey: 'revoked' }, page()),
    ).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });
});
