import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackgroundServices } from '@/lib/background/services';
import { setTabState } from '@/lib/background/tab-state';
import { startWorker } from '@/lib/background/worker-start';
import { saveSettings } from '@/lib/schemas/settings';
import { accountDetail, fakeApi } from './fake-api-client';

// What each start of the worker costs the browser, counted: Chrome stops an idle worker after 30 s,
// so a rep's worker starts again and again with tabs open, and the browser keeps their badges meanwhile. Each
// counter at its budget: a change that adds a call to every start fails here with the counter's name.

const OPEN_TABS = 20;

describe("a worker's start", () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('paints no badge again and looks nothing up again, whatever the tabs open', async () => {
    const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 12) } });
    for (let i = 0; i < OPEN_TABS; i++) {
      const tab = await fakeBrowser.tabs.create({ url: `https://www.prospect-${i}.com/` });
      if (tab.id === undefined) throw new Error('fake tabs have ids');
      await setTabState(tab.id, {
        status: 'not_found',
        domain: `prospect-${i}.com`,
        detection: { domain: `prospect-${i}.com`, source: 'website' },
        updatedAt: 1,
      });
    }
    // The worker that started before: it announced the connection these states were looked up on.
    await startWorker(createBackgroundServices({ createClient: api.createClient }));
    const asked = api.calls.length;
    const calls = {
      toolbar: ['setBadgeText', 'setBadgeBackgroundColor', 'setTitle'].map((call) =>
        vi.spyOn(fakeBrowser.action, call as 'setTitle'),
      ),
      storageReads: [fakeBrowser.storage.local, fakeBrowser.storage.session, fakeBrowser.storage.managed].map(
        (area) => vi.spyOn(area, 'get'),
      ),
      tabQueries: [vi.spyOn(fakeBrowser.tabs, 'query')],
    };

    // Chrome stopped it; an event starts it again.
    await startWorker(createBackgroundServices({ createClient: api.createClient }));

    const counted = Object.fromEntries(
      Object.entries(calls).map(([name, spies]) => [
        name,
        spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
      ]),
    );
    // Every start painted each open tab's badge again before (60 calls here).
    const budget = {
      toolbar: 0,
      // The settings (as upgraded, then as in effect), the announced connection, the tab states.
      storageReads: 4,
      tabQueries: 1,
    };
    for (const [counter, limit] of Object.entries(budget))
      expect(counted[counter], `${counter} per start`).toBeLessThanOrEqual(limit);
    expect(api.calls).toHaveLength(asked);
  });

  it('leaves the storage and the tabs to the event that woke it first', async () => {
    const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 12) } });
    const services = createBackgroundServices({ createClient: api.createClient });
    const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
    const queries = vi.spyOn(fakeBrowser.tabs, 'query');
    const starting = startWorker(services);
    // The waking event's own task comes next: the start has asked the browser nothing else yet.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).not.toHaveBeenCalled();
    expect(queries).not.toHaveBeenCalled();
    await starting;
    expect(queries).toHaveBeenCalled();
  });

  it('reads the settings once for itself and the navigation that woke it', async () => {
    const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 12) } });
    await startWorker(createBackgroundServices({ createClient: api.createClient }));
    const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
    const settingsReads = () =>
      reads.mock.calls.filter(([keys]) => JSON.stringify(keys).includes('settings'));

    const services = createBackgroundServices({ createClient: api.createClient });
    const starting = startWorker(services);
    await services.tabs.detected(
      { id: 1, incognito: false, active: true },
      { domain: 'acme.com', source: 'website' },
    );
    await starting;

    // Its record as stored (to upgrade an older one), and the settings in effect, once for both: the lookup
    // read them again before.
    expect(settingsReads()).toHaveLength(2);
  });
});
