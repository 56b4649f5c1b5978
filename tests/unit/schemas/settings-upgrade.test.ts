import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keyFingerprint } from '@/lib/cache/cache-key';
import { readApiKey, writeApiKey } from '@/lib/private-storage/api-key-store';
import { loadSettings, upgradeStoredSettings } from '@/lib/schemas/settings';
import { SETTINGS_SCHEMA_VERSION } from '@/lib/shared/storage-items';

// One stored snapshot of each settings shape this project has shipped (tests/fixtures/settings): an update
// from any of them keeps the rep's key and site lists.
type ShippedShape = {
  shipped: string;
  storageLocal: Record<string, unknown>;
  indexedDbKey?: string;
  expected: Record<string, unknown> & { apiKey: string };
};

const FIXTURES = join(import.meta.dirname, '../../fixtures/settings');
const shapes = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as ShippedShape] as const);

async function storedLocal(): Promise<Record<string, unknown>> {
  return fakeBrowser.storage.local.get(null);
}

describe('settings: upgrades from every shape shipped', () => {
  beforeEach(() => fakeBrowser.reset());

  it('has a fixture for each shape', () => {
    expect(shapes.map(([file]) => file)).toEqual([
      '1-connection.json',
      '2-privacy.json',
      '3-display.json',
      '4-key-in-indexeddb.json',
    ]);
  });

  it.each(shapes)('%s: keeps the key and the site lists, and stamps the version', async (_file, shape) => {
    await fakeBrowser.storage.local.set(shape.storageLocal);
    if (shape.indexedDbKey) await writeApiKey(shape.indexedDbKey);

    await upgradeStoredSettings();

    expect(await loadSettings()).toMatchObject(shape.expected);
    expect(await readApiKey()).toBe(shape.expected.apiKey);
    const { settings, ...others } = await storedLocal();
    expect(settings).toMatchObject({
      schemaVersion: SETTINGS_SCHEMA_VERSION,
      apiKeyFingerprint: await keyFingerprint(shape.expected.apiKey),
    });
    expect(settings).not.toHaveProperty('apiKey');
    // Everything else in storage is as it was.
    const { settings: _before, ...othersBefore } = shape.storageLocal;
    expect(others).toEqual(othersBefore);
  });

  it.each(shapes)('%s: a second upgrade changes nothing', async (_file, shape) => {
    await fakeBrowser.storage.local.set(shape.storageLocal);
    if (shape.indexedDbKey) await writeApiKey(shape.indexedDbKey);
    await upgradeStoredSettings();
    const once = await storedLocal();
    await upgradeStoredSettings();
    expect(await storedLocal()).toEqual(once);
  });

  it('keeps only what was stored: a missing setting stays missing, so its default still applies', async () => {
    await fakeBrowser.storage.local.set({
      settings: { baseUrl: 'https://api.buyer-intel.example', apiKey: 'k' },
    });
    await upgradeStoredSettings();
    const { settings } = await storedLocal();
    expect(Object.keys(settings as object).sort()).toEqual(['apiKeyFingerprint', 'baseUrl', 'schemaVersion']);
  });

  it('leaves a record of a later version alone (a downgrade)', async () => {
    const later = {
      baseUrl: 'https://api.buyer-intel.example',
      schemaVersion: SETTINGS_SCHEMA_VERSION + 1,
      x: 1,
    };
    await fakeBrowser.storage.local.set({ settings: later });
    await upgradeStoredSettings();
    expect((await storedLocal()).settings).toEqual(later);
  });

  it('writes nothing on a fresh profile', async () => {
    await upgradeStoredSettings();
    expect(await storedLocal()).toEqual({});
  });
});
