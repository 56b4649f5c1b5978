import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { launcherDataFor, launcherWords, showLauncher } from '@/lib/background/launcher';
import type { TabState } from '@/lib/shared/messaging';

const account = {
  name: 'Acme',
  slug: 'acme',
  domain: 'acme.com',
  interviewCount: 7,
  url: 'https://app.example/acme',
};

function found(source: string): TabState {
  return {
    status: 'found',
    domain: 'acme.com',
    account,
    detection: { domain: 'acme.com', source },
    updatedAt: 1,
  };
}

describe('launcherDataFor', () => {
  it.each(['website', 'salesforce', 'hubspot', 'dynamics', 'pipedrive', 'zoho', 'close', 'attio'])(
    'shows the pill for a match on %s',
    (source) => {
      expect(launcherDataFor(found(source))).toEqual({ name: 'Acme', interviewCount: 7 });
    },
  );

  it.each(['linkedin', 'gmail', 'outlook', 'context-menu'])('never on %s', (source) => {
    expect(launcherDataFor(found(source))).toBeNull();
  });

  it('counts interviews in words, one and many', () => {
    expect(launcherWords({ name: 'Acme', interviewCount: 1 }).count).toBe('1 interview');
    expect(launcherWords({ name: 'Acme', interviewCount: 5000 }).count).toBe('5,000 interviews');
  });

  it('only for a found account', () => {
    expect(launcherDataFor(null)).toBeNull();
    expect(
      launcherDataFor({
        status: 'not_found',
        domain: 'acme.com',
        detection: { domain: 'acme.com', source: 'website' },
        updatedAt: 1,
      }),
    ).toBeNull();
  });
});

describe('showLauncher: the pill goes only into the page that was matched', () => {
  const injected: Array<{ target: unknown; args?: unknown[] }> = [];

  /** A tab whose top frame now shows `url` (document `documentId`), with host access everywhere. */
  async function tabShowing(url: string, documentId: string): Promise<number> {
    const tab = await fakeBrowser.tabs.create({ url });
    const tabId = tab.id ?? -1;
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
    vi.spyOn(fakeBrowser.webNavigation, 'getFrame').mockImplementation(async (details) =>
      details.tabId === tabId && details.frameId === 0
        ? ({ url, documentId, frameId: 0, parentFrameId: -1, errorOccurred: false } as never)
        : null,
    );
    vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation(async (injection) => {
      injected.push({ target: injection.target, args: injection.args });
      return [];
    });
    return tabId;
  }

  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
    injected.length = 0;
  });

  it('injects into the document it checked, by its documentId', async () => {
    const tabId = await tabShowing('https://www.acme.com/pricing', 'doc-acme');
    await showLauncher(tabId, found('website'));
    expect(injected.map((call) => call.target)).toEqual([
      { tabId, documentIds: ['doc-acme'] },
      { tabId, documentIds: ['doc-acme'] },
    ]);
    // The page's host goes with the data: the pill itself refuses a page on another host.
    // So do the pill's words, written in the rep's language (the pill carries no messages of its own).
    expect(injected[0]?.args?.[1]).toEqual({
      name: 'Acme',
      words: {
        count: '7 interviews',
        open: 'Buyer Lens: Acme · 7 interviews. Open the sidebar',
        openHint: 'Open Acme in the Buyer Lens sidebar',
        hide: 'Hide Buyer Lens on this site',
        lang: 'en',
        dir: 'ltr',
      },
      host: 'www.acme.com',
    });
  });

  it('never shows a website match on the next site the tab moved on to', async () => {
    const tabId = await tabShowing('https://www.globex.com/', 'doc-globex');
    await showLauncher(tabId, found('website'));
    expect(injected).toEqual([]);
  });

  it('shows a CRM match only on that CRM, not on another CRM the tab moved on to', async () => {
    const elsewhere = await tabShowing('https://sellerco.pipedrive.com/pipeline', 'doc-pipedrive');
    await showLauncher(elsewhere, found('hubspot'));
    expect(injected).toEqual([]);

    const record = await tabShowing('https://app.hubspot.com/contacts/1/record/0-2/7', 'doc-hubspot');
    await showLauncher(record, found('hubspot'));
    expect(injected.map((call) => call.target)).toEqual([
      { tabId: record, documentIds: ['doc-hubspot'] },
      { tabId: record, documentIds: ['doc-hubspot'] },
    ]);
  });

  it('pins the pill to the document the detection came from: a next record on the same CRM never gets it', async () => {
    // The state was found on record A's document; the tab has since committed record B on the same host.
    const tabId = await tabShowing('https://app.hubspot.com/contacts/1/record/0-2/8', 'doc-record-b');
    await showLauncher(tabId, { ...found('hubspot'), documentId: 'doc-record-a' });
    // Aimed at A's document, which is gone: Chrome refuses the injection rather than put A's pill on B.
    expect(injected.map((call) => call.target)).toEqual([
      { tabId, documentIds: ['doc-record-a'] },
      { tabId, documentIds: ['doc-record-a'] },
    ]);
  });
});
