import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerUpgrade } from '@/lib/background/upgrade';
import { settleCacheWrites } from '@/lib/cache/queued-writes';
import { createResponseCache } from '@/lib/cache/response-cache';
import { createPrivateCacheArea } from '@/lib/private-storage/cache-area';
import { loadSettings } from '@/lib/schemas/settings';

const NAMESPACE = 'https://api.buyer-intel.example#0123456789abcdef';
// An account detail as this version reads it (lib/api/accounts.ts), header only.
const ACCOUNT = {
  ok: true,
  data: {
    name: 'Acme',
    slug: 'acme',
    domain_name: 'acme.com',
    url: 'https://acme.com',
    industry: ['Software'],
    revenue: null,
    employee_count: 120,
    location: null,
    icp_matches: null,
    targeted: false,
    icp: { revenue_match: false, employees_match: true },
    links: { interviews: '/api/v1/transcripts?accounts[]=acme.com' },
  },
};
const KEPT_ACCOUNT_KEY = `${NAMESPACE} /api/v1/accounts/acme.com`;
const LIFETIME = { freshMs: 600_000, staleMs: 600_000 };

function shippedShape(file: string) {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/settings', file), 'utf8'));
}

/** Waits until the listener's work is done: it runs in the background of the event, as in the browser. */
async function settled(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100 && !(await check()); tries++) await new Promise((r) => setTimeout(r, 5));
}

describe('an update of the extension', () => {
  beforeEach(() => fakeBrowser.reset());

  it('brings the settings to this shape and keeps only the cached answers that still parse', async () => {
    const shape = shippedShape('3-display.json');
    await fakeBrowser.storage.local.set(shape.storageLocal);
    const before = createResponseCache({ storage: createPrivateCacheArea() });
    // An account answer this version reads, and one of an older shape (a renamed field).
    await before.load(KEPT_ACCOUNT_KEY, LIFETIME, async () => ACCOUNT);
    await before.load(`${NAMESPACE} /api/v1/accounts/globex.io`, LIFETIME, async () => ({
      ok: true,
      data: { title: 'Globex' },
    }));
    // The old worker's writes landed (they follow its answers).
    await settleCacheWrites();

    const cache = createResponseCache({ storage: createPrivateCacheArea() });
    registerUpgrade(cache);
    await fakeBrowser.runtime.onInstalled.trigger({
      reason: 'update',
      previousVersion: '0.0.9',
      temporary: false,
    });
    await settled(async () => (await cache.stats()).entries === 1);

    expect(await cache.stats()).toMatchObject({ entries: 1 });
    const served = await cache.load(KEPT_ACCOUNT_KEY, LIFETIME, async () => ({ ok: false }));
    expect(served).toMatchObject({ value: ACCOUNT, fromCache: true });
    expect(await loadSettings()).toMatchObject(shape.expected);
    expect((await fakeBrowser.storage.local.get('settings')).settings).not.toHaveProperty('apiKey');
  });

  it('leaves the cache alone on a fresh install', async () => {
    const before = createResponseCache({ storage: createPrivateCacheArea() });
    await before.load(`${NAMESPACE} /api/v1/accounts/globex.io`, LIFETIME, async () => ({
      ok: true,
      data: {},
    }));
    await settleCacheWrites();
    const cache = createResponseCache({ storage: createPrivateCacheArea() });
    registerUpgrade(cache);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    expect(await cache.stats()).toMatchObject({ entries: 1 });
  });
});
