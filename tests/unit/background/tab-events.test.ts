import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerTabEvents, resumeTabs } from '@/lib/background/tab-events';
import type { TabInfo, TabLookupService } from '@/lib/background/tab-lookup';
import { setTabState } from '@/lib/background/tab-state';
import type { Detection } from '@/lib/detect/types';

/** Records what the tab lookup was asked, without looking anything up. */
function recordingLookup(tracked: number[] = []) {
  const detected: Array<{ tabId: number; domain: string | null }> = [];
  const lookup = {
    detected: async (tab: TabInfo, detection: Detection | null) => {
      detected.push({ tabId: tab.id, domain: detection?.domain ?? null });
    },
    isTracked: (tabId: number) => tracked.includes(tabId),
  } as unknown as TabLookupService;
  return { lookup, detected };
}

describe('resumeTabs: what a starting worker does for the open tabs', () => {
  beforeEach(() => fakeBrowser.reset());

  it('looks up the websites open before the worker listened, and leaves known tabs alone', async () => {
    const untracked = await fakeBrowser.tabs.create({ url: 'https://www.acme-robotics.com/pricing' });
    const known = await fakeBrowser.tabs.create({ url: 'https://www.known-prospect.com/' });
    await fakeBrowser.tabs.create({ url: 'chrome://newtab/' });
    await fakeBrowser.tabs.create({ url: 'https://mail.google.com/mail/u/0/#inbox' });
    if (known.id === undefined || untracked.id === undefined) throw new Error('fake tabs have ids');
    await setTabState(known.id, {
      status: 'no_company',
      detection: null,
      updatedAt: 1,
    });

    const { lookup, detected } = recordingLookup();
    await resumeTabs(lookup);

    // The new tab page and webmail give no website detection; the known tab keeps its stored state.
    expect(detected).toEqual([{ tabId: untracked.id, domain: 'acme-robotics.com' }]);
  });

  it('looks up again a tab whose lookup the last worker left in flight, unless this worker has it', async () => {
    const stuck = await fakeBrowser.tabs.create({ url: 'https://www.acme-robotics.com/' });
    const busy = await fakeBrowser.tabs.create({ url: 'https://www.globex.com/' });
    if (stuck.id === undefined || busy.id === undefined) throw new Error('fake tabs have ids');
    for (const [id, domain] of [
      [stuck.id, 'acme-robotics.com'],
      [busy.id, 'globex.com'],
    ] as const) {
      await setTabState(id, {
        status: 'looking_up',
        domain,
        detection: { domain, source: 'website' },
        updatedAt: 1,
      });
    }
    // The event that woke this worker already handles the second tab.
    const { lookup, detected } = recordingLookup([busy.id]);
    await resumeTabs(lookup);
    expect(detected).toEqual([{ tabId: stuck.id, domain: 'acme-robotics.com' }]);
  });
});

describe('registerTabEvents: a new page in a tab', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  /** A lookup that records each detection with the tab facts it was given. */
  function watchingLookup() {
    const detected: Array<{ domain: string | null; incognito: boolean; documentId?: string }> = [];
    const lookup = {
      navigated: () => 1,
      forget: () => undefined,
      detected: async (tab: TabInfo, detection: Detection | null) => {
        detected.push({
          domain: detection?.domain ?? null,
          incognito: tab.incognito,
          ...(tab.documentId ? { documentId: tab.documentId } : {}),
        });
      },
    } as unknown as TabLookupService;
    return { lookup, detected };
  }

  const commit = (tabId: number, url: string, documentId: string) =>
    fakeBrowser.webNavigation.onCommitted.trigger({
      tabId,
      frameId: 0,
      url,
      documentId,
      parentFrameId: -1,
      processId: 1,
      timeStamp: Date.now(),
      transitionType: 'link',
      transitionQualifiers: [],
      documentLifecycle: 'active',
      frameType: 'outermost_frame',
    } as never);

  it('is looked up at once in a tab this worker has seen: no wait for tabs.get (its window kind never changes)', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.acme-robotics.com/' });
    if (tab.id === undefined) throw new Error('fake tabs have ids');
    const { lookup, detected } = watchingLookup();
    registerTabEvents(lookup);

    await commit(tab.id, 'https://www.acme-robotics.com/', 'doc-1');
    await vi.waitFor(() => expect(detected).toHaveLength(1));
    // The browser is slow to say anything of the tab now: the next page does not wait for it.
    vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation(() => new Promise(() => undefined));
    await commit(tab.id, 'https://www.globex.com/about', 'doc-2');
    await vi.waitFor(() => expect(detected).toHaveLength(2));
    expect(detected).toEqual([
      { domain: 'acme-robotics.com', incognito: false, documentId: 'doc-1' },
      { domain: 'globex.com', incognito: false, documentId: 'doc-2' },
    ]);
  });

  it('asks the browser about a tab it has not seen, and skips one that closed meanwhile', async () => {
    const { lookup, detected } = watchingLookup();
    registerTabEvents(lookup);
    await commit(404, 'https://www.acme-robotics.com/', 'doc-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(detected).toEqual([]);
  });
});
