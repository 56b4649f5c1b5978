import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { type AccountSource, createTabLookup, type TabInfo } from '@/lib/background/tab-lookup';
import type { VendorSource } from '@/lib/background/vendor-directory';
import type { Settings } from '@/lib/schemas/settings';
import type { AccountSummary, Fetched, TabState } from '@/lib/shared/messaging';
import { defaultSettings } from '@/lib/shared/storage-items';

const acme: AccountSummary = {
  name: 'Acme Robotics',
  slug: 'acme-robotics',
  domain: 'acme-robotics.com',
  interviewCount: 12,
  url: 'https://app.example/accounts/acme-robotics',
};
const tab: TabInfo = { id: 7, incognito: false, active: true };
const found = (account: AccountSummary): Fetched<AccountSummary> => ({
  ok: true,
  data: account,
  fetchedAt: 1,
});
const notFound: Fetched<AccountSummary> = { ok: false, error: { kind: 'not_found', message: 'None.' } };

function setup(
  options: {
    settings?: Partial<Settings>;
    resolve?: AccountSource['resolve'];
    online?: boolean;
    vendorFor?: VendorSource['vendorFor'];
  } = {},
) {
  const states = new Map<number, TabState>();
  const painted: Array<[number, string]> = [];
  const calls: string[] = [];
  const vendorsAsked: string[] = [];
  const settings: Settings = { ...defaultSettings, apiKey: 'demo-full', ...options.settings };
  const lookup = createTabLookup({
    loadSettings: async () => settings,
    accounts: {
      resolve:
        options.resolve ??
        (async (domain) => {
          calls.push(domain);
          return found(acme);
        }),
    },
    vendors: {
      vendorFor: async (key, vendorOptions) => {
        vendorsAsked.push(key.domain ?? key.companyName);
        return options.vendorFor ? options.vendorFor(key, vendorOptions) : null;
      },
    },
    getState: async (id) => states.get(id) ?? null,
    setState: async (id, state) => void states.set(id, state),
    paint: async (id, state) => void painted.push([id, state?.status ?? 'none']),
    isOnline: () => options.online ?? true,
    now: () => 1_000,
    lookingUpAfterMs: 5,
  });
  return { lookup, states, painted, calls, vendorsAsked };
}

describe('tab lookup', () => {
  it('paints a fast (cached) answer at once, without a "looking up" step', async () => {
    const { lookup, painted } = setup();
    await lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    expect(painted).toEqual([[7, 'found']]);
  });

  it('goes from looking up to found when the answer is slow, and paints both', async () => {
    const { lookup, states, painted } = setup({
      resolve: () => new Promise((resolve) => setTimeout(() => resolve(found(acme)), 30)),
    });
    await lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    expect(states.get(7)).toEqual({
      status: 'found',
      domain: 'acme-robotics.com',
      account: acme,
      detection: { domain: 'acme-robotics.com', source: 'website' },
      updatedAt: 1_000,
    });
    expect(painted).toEqual([
      [7, 'looking_up'],
      [7, 'found'],
    ]);
  });

  it('offers the vendor whose own website the tab shows when no account matches, ', async () => {
    const northbeam = {
      name: 'Northbeam Analytics',
      slug: 'northbeam-analytics',
      buyerCount: 60,
      interviewCount: 246,
    };
    const { lookup, states, vendorsAsked } = setup({
      resolve: async () => notFound,
      vendorFor: async (key) => (key.domain === 'northbeam.io' ? northbeam : null),
    });
    await lookup.detected(tab, { domain: 'northbeam.io', source: 'website' });
    expect(states.get(7)).toEqual({
      status: 'not_found',
      domain: 'northbeam.io',
      vendor: northbeam,
      detection: { domain: 'northbeam.io', source: 'website' },
      updatedAt: 1_000,
    });
    expect(vendorsAsked).toEqual(['northbeam.io']);
  });

  it('keeps the miss a miss, without a vendor, when the vendor question fails', async () => {
    const { lookup, states } = setup({
      resolve: async () => notFound,
      vendorFor: async () => {
        throw new ApiError('network', 'Could not reach the API.');
      },
    });
    await lookup.detected(tab, { domain: 'northbeam.io', source: 'website' });
    expect(states.get(7)).toMatchObject({ status: 'not_found', domain: 'northbeam.io' });
    expect(states.get(7)).not.toHaveProperty('vendor');
  });

  it('asks about vendors only on a miss: an account is the answer, and an error stays an error', async () => {
    const found = setup();
    await found.lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    const failing = setup({
      resolve: async () => ({ ok: false, error: { kind: 'server', message: 'Down.' } }),
    });
    await failing.lookup.detected(tab, { domain: 'northbeam.io', source: 'website' });
    expect(failing.states.get(7)).toMatchObject({ status: 'error' });
    expect([...found.vendorsAsked, ...failing.vendorsAsked]).toEqual([]);
  });

  it('looks a CRM record up by the account name it shows when it shows no domain, and says so', async () => {
    const { lookup, states, calls } = setup();
    const detection = { companyName: 'Pinecrest Logistics', source: 'salesforce' };
    await lookup.detected(tab, detection);
    expect(calls).toEqual(['Pinecrest Logistics']);
    expect(states.get(7)).toEqual({
      status: 'found',
      domain: 'Pinecrest Logistics',
      account: acme,
      detection,
      updatedAt: 1_000,
    });
  });

  it('records a name that is no account as a miss under that name', async () => {
    const { lookup, states, calls } = setup({
      resolve: async (id) => {
        calls.push(id);
        return notFound;
      },
    });
    await lookup.detected(tab, { companyName: 'Pinecrest Logistix', source: 'hubspot' });
    expect(states.get(7)).toMatchObject({ status: 'not_found', domain: 'Pinecrest Logistix' });
    expect(calls).toEqual(['Pinecrest Logistix']);
  });

  it('skips a name that names a site the rep switched off, without asking the API', async () => {
    const { lookup, states, calls } = setup({ settings: { disabledSites: ['pinecrestlogistics.com'] } });
    await lookup.detected(tab, { companyName: 'Pinecrest Logistics', source: 'pipedrive' });
    expect(states.get(7)).toMatchObject({ status: 'skipped', reason: 'disabled-site' });
    expect(calls).toEqual([]);
  });

  it('records the document the detection came from, for the launcher to aim at', async () => {
    const { lookup, states } = setup();
    await lookup.detected(
      { ...tab, documentId: 'doc-1' },
      { domain: 'acme-robotics.com', source: 'website' },
    );
    expect(states.get(7)).toMatchObject({ status: 'found', documentId: 'doc-1' });
  });

  it('runs a lookup again when the settings changed while it ran: it never ends on the old settings', async () => {
    const settings: Settings = { ...defaultSettings, apiKey: '' };
    const states = new Map<number, TabState>();
    let resolved = 0;
    const lookup = createTabLookup({
      // The settings as they are when read.
      loadSettings: async () => ({ ...settings }),
      accounts: {
        resolve: async () => {
          resolved += 1;
          return found(acme);
        },
      },
      getState: async (id) => states.get(id) ?? null,
      setState: async (id, state) => void states.set(id, state),
      paint: async () => undefined,
      isOnline: () => true,
      now: () => 1_000,
    });
    // The lookup reads "no key"; before it records that, the rep saves a key.
    const running = lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    settings.apiKey = 'demo-full';
    lookup.settingsChanged();
    await running;
    expect(states.get(7)).toMatchObject({ status: 'found' });
    expect(resolved).toBe(1);
  });

  it('records a skip without asking the API', async () => {
    const { lookup, states, calls } = setup({ settings: { detectionMode: 'on-request' } });
    await lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    expect(states.get(7)).toMatchObject({ status: 'skipped', reason: 'on-request-only' });
    expect(calls).toEqual([]);
    await lookup.requested(tab);
    expect(states.get(7)).toMatchObject({ status: 'found' });
    expect(calls).toEqual(['acme-robotics.com']);
  });

  it('asks nothing while unconfigured or offline', async () => {
    const unconfigured = setup({ settings: { apiKey: '' } });
    await unconfigured.lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    expect(unconfigured.states.get(7)).toMatchObject({ status: 'not_configured' });
    const offline = setup({ online: false });
    await offline.lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    expect(offline.states.get(7)).toMatchObject({ status: 'error', error: { kind: 'network' } });
    expect([...unconfigured.calls, ...offline.calls]).toEqual([]);
  });

  it('turns an API error into a state the UI can render', async () => {
    const { lookup, states } = setup({
      resolve: async () => {
        throw new ApiError('unauthorized', 'Your API key was not accepted.');
      },
    });
    await lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    expect(states.get(7)).toMatchObject({ status: 'error', error: { kind: 'unauthorized' } });
  });

  it('never lets a slow answer paint over a newer page in the same tab', async () => {
    let release: (value: Fetched<AccountSummary>) => void = () => {};
    const { lookup, states } = setup({
      resolve: (domain) =>
        domain === 'slow.com' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(found(acme)),
    });
    const slow = lookup.detected(tab, { domain: 'slow.com', source: 'website' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    release(notFound);
    await slow;
    expect(states.get(7)).toMatchObject({ status: 'found', domain: 'acme-robotics.com' });
  });

  it('clears the tab when it no longer shows a company', async () => {
    const { lookup, states } = setup();
    await lookup.detected(tab, { domain: 'acme-robotics.com', source: 'website' });
    await lookup.detected(tab, null);
    expect(states.get(7)).toEqual({ status: 'no_company', detection: null, updatedAt: 1_000 });
  });
});

describe('tab lookup ordering', () => {
  it('lets a content script that reports before the navigation event is handled win', async () => {
    const { lookup, states } = setup();
    // webNavigation.onCommitted claims a generation, then awaits tabs.get ...
    const claimed = lookup.navigated(tab.id);
    // ... while the page's content script reports its company.
    await lookup.detected(tab, { domain: 'acme-robotics.com', source: 'salesforce' });
    // The navigation handler resumes with what the URL alone says (a CRM host: nothing).
    await lookup.detected(tab, null, claimed);
    expect(states.get(7)).toMatchObject({ status: 'found', detection: { source: 'salesforce' } });
  });
});
