// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MessageReader } from '@/lib/i18n/catalogue';

// Each test is a page opening: the modules are loaded afresh, as a new page loads them.
async function openPage(reader: MessageReader) {
  vi.resetModules();
  const catalogue = await import('@/lib/i18n/catalogue');
  catalogue.setMessageReader(reader);
  const { loadPageLanguage } = await import('@/lib/i18n/page-language');
  return { catalogue, locale: await loadPageLanguage(['common']) };
}

/** A reader that counts its reads and answers each area with one message. */
function countingReader() {
  const reads: string[] = [];
  const reader: MessageReader = async (language, area) => {
    reads.push(`${language}/${area}`);
    return { justNow: `${language} just now` };
  };
  return { reads, reader };
}

describe('a page’s language', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('is the browser’s, marks the page and keeps its messages for the next opening', async () => {
    const first = countingReader();
    const { catalogue, locale } = await openPage(first.reader);
    expect(locale).toBe('de');
    expect(catalogue.t('common.justNow')).toBe('de just now');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['de', 'ltr']);
    expect(first.reads).toEqual(['de/common']);
    await vi.waitFor(async () =>
      expect(await fakeBrowser.storage.local.get('messages:de/common')).not.toEqual({}),
    );

    // The next opening reads them with the settings: nothing is fetched from the package.
    const second = countingReader();
    const again = await openPage(second.reader);
    expect(again.catalogue.t('common.justNow')).toBe('de just now');
    expect(second.reads).toEqual([]);
  });

  it('follows the rep’s choice over the browser’s, right to left for Hebrew', async () => {
    await fakeBrowser.storage.local.set({ settings: { language: 'he' } });
    const { reads, reader } = countingReader();
    const { locale } = await openPage(reader);
    expect(locale).toBe('he');
    expect(reads).toEqual(['he/common']);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['he', 'rtl']);
  });

  it('does not use a copy another build stored', async () => {
    await fakeBrowser.storage.local.set({
      'messages:de/common': { build: 'an older build', messages: { justNow: 'stale' } },
    });
    const { reads, reader } = countingReader();
    const { catalogue } = await openPage(reader);
    expect(catalogue.t('common.justNow')).toBe('de just now');
    expect(reads).toEqual(['de/common']);
  });
});
