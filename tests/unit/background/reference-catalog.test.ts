import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiClient } from '@/lib/api/client';
import type { Endpoint } from '@/lib/api/endpoint';
import { ApiError } from '@/lib/api/errors';
import { matchVendor } from '@/lib/background/reference-catalog';
import { createBackgroundServices } from '@/lib/background/services';
import { createReferenceIndex } from '@/lib/research/reference-filter';
import { saveSettings } from '@/lib/schemas/settings';
import { MARKETS, VENDORS } from './reference-fixtures';

// The omnibox asks for suggestions on every keystroke and the popup on every lookup: both read the reference
// lists through the background's cache, so a list costs at most one request an hour (docs/api.md 8: the
// service caches them for an hour), also when it fails.

const MINUTE = 60_000;

/** The background's services over an API that serves the reference lists and counts each request by path. */
function setup(failing: Set<string> = new Set()) {
  const sent: string[] = [];
  let clock = 1_000_000_000;
  const createClient = () =>
    ({
      async send<T>(endpoint: Endpoint<T>): Promise<T> {
        const path = endpoint.path.join('/');
        sent.push(path);
        if (failing.has(path)) throw new ApiError('server', 'The API had a problem.', { status: 500 });
        if (path === 'vendors') return VENDORS as T;
        if (path === 'markets') return MARKETS as T;
        return [] as T;
      },
    }) as unknown as ApiClient;
  const services = createBackgroundServices({
    createClient,
    hasHostAccess: async () => true,
    now: () => clock,
  });
  return {
    ...services,
    sent,
    advance(ms: number) {
      clock += ms;
    },
  };
}

beforeEach(async () => {
  fakeBrowser.reset();
  await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
});

describe('the reference catalog', () => {
  it('asks for a list once, then answers every keystroke from the cache until the list is an hour old', async () => {
    const { catalog, sent, advance } = setup();
    for (let keystroke = 0; keystroke < 20; keystroke++) {
      expect((await catalog.index('vendors'))?.items).toHaveLength(VENDORS.length);
      advance(2 * MINUTE);
    }
    expect(sent).toEqual(['vendors']);
    // Past the hour it is served at once while one request refreshes it.
    advance(30 * MINUTE);
    await catalog.index('vendors');
    await expect.poll(() => sent).toEqual(['vendors', 'vendors']);
  });

  it('indexes a list once per answer, not once per keystroke', async () => {
    const { catalog } = setup();
    expect(await catalog.index('markets')).toBe(await catalog.index('markets'));
  });

  it('does not ask again within the hour for a list that failed, and asks again after it', async () => {
    const { catalog, sent, advance } = setup(new Set(['products']));
    expect(await catalog.index('products')).toBeNull();
    for (let keystroke = 0; keystroke < 10; keystroke++) {
      advance(5 * MINUTE);
      expect(await catalog.fetchList('products')).toMatchObject({ ok: false, error: { kind: 'server' } });
    }
    expect(sent).toEqual(['products']);
    advance(11 * MINUTE);
    await catalog.index('products');
    expect(sent).toEqual(['products', 'products']);
  });

  it('asks at once once a key is saved: "no key yet" sent nothing and is no failure', async () => {
    await saveSettings({ apiKey: '', baseUrl: 'https://api.example.com' });
    const { catalog, sent } = setup();
    expect(await catalog.fetchList('vendors')).toMatchObject({
      ok: false,
      error: { kind: 'not_configured' },
    });
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
    expect(await catalog.index('vendors')).not.toBeNull();
    expect(sent).toEqual(['vendors']);
  });
});

describe('matchVendor (the omnibox: "is this a vendor?")', () => {
  const vendors = createReferenceIndex(VENDORS);

  it.each([
    ['Relaytics', 'relaytics'],
    ['  RELAYTICS ', 'relaytics'],
    ['relaytics.com', 'relaytics'],
    ['https://www.relaytics.com/pricing', 'relaytics'],
    ['jane@relaytics.com', 'relaytics'],
    ['northbeam-analytics', 'northbeam-analytics'],
    ['Northbeam Analytics', 'northbeam-analytics'],
    ['northbeam.io', 'northbeam-analytics'],
  ])('%j names %s', (text, slug) => {
    expect(matchVendor(vendors, text)?.slug).toBe(slug);
  });

  it.each(['Relay', 'relaytics crm', 'pinecrestlogistics.com', '', 'https://relaytics.com.evil.example/'])(
    '%j names no vendor',
    (text) => {
      expect(matchVendor(vendors, text)).toBeNull();
    },
  );
});
