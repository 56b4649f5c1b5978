import { beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  detectionFromMenuClick,
  handleCommand,
  handleMenuClick,
  LOOK_UP_MENU_ID,
  OPEN_SIDEBAR_COMMAND,
} from '@/lib/background/entry-points';
import type { TabInfo, TabLookupService } from '@/lib/background/tab-lookup';
import { setTabState } from '@/lib/background/tab-state';
import type { Detection } from '@/lib/detect/types';

describe('detectionFromMenuClick', () => {
  it.each([
    [{ linkUrl: 'https://www.acme-robotics.com/pricing?x=1' }, 'acme-robotics.com'],
    [{ linkUrl: 'mailto:jane@Acme-Robotics.co.uk?subject=Hi' }, 'acme-robotics.co.uk'],
    [{ linkUrl: 'javascript:alert(1)' }, null],
    [{ selectionText: '  jane.doe@acme-robotics.com ' }, 'acme-robotics.com'],
    [{ selectionText: 'https://shop.acme-robotics.com/cart' }, 'acme-robotics.com'],
    [{ selectionText: 'acme-robotics.io/about' }, 'acme-robotics.io'],
    [{ selectionText: 'Acme Robotics is hiring' }, null],
    [{ pageUrl: 'https://blog.acme-robotics.com/post/1' }, 'acme-robotics.com'],
    [{ pageUrl: 'chrome://extensions/' }, null],
  ])('%j → %j', (info, domain) => {
    expect(detectionFromMenuClick(info)?.domain ?? null).toBe(domain);
  });
});

describe('the context menu and the keyboard command', () => {
  beforeEach(() => fakeBrowser.reset());

  /** Records what the rep asked the tab lookup for. */
  function recordingLookup() {
    const requested: Array<{ tabId: number; domain: string | null }> = [];
    const lookup = {
      requested: async (tab: TabInfo, detection?: Detection | null) => {
        requested.push({ tabId: tab.id, domain: detection?.domain ?? null });
      },
    } as unknown as TabLookupService;
    return { lookup, requested };
  }

  const tab = { id: 7, index: 0, incognito: false, active: true, url: 'https://www.acme-robotics.com/' };

  it('looks up what the context menu pointed at, in the clicked tab', async () => {
    const { lookup, requested } = recordingLookup();
    await handleMenuClick(
      lookup,
      { menuItemId: LOOK_UP_MENU_ID, linkUrl: 'https://www.northwind-traders.com/about' },
      tab as Browser.tabs.Tab,
    );
    expect(requested).toEqual([{ tabId: 7, domain: 'northwind-traders.com' }]);
  });

  it('ignores other menu items', async () => {
    const { lookup, requested } = recordingLookup();
    await handleMenuClick(lookup, { menuItemId: 'someone-else', pageUrl: tab.url }, tab as Browser.tabs.Tab);
    expect(requested).toEqual([]);
  });

  it('the keyboard command looks up a page automatic lookups skipped, and leaves a found one alone', async () => {
    const { lookup, requested } = recordingLookup();
    const detection = { domain: 'acme-robotics.com', source: 'website' };
    await setTabState(7, {
      status: 'skipped',
      domain: 'acme-robotics.com',
      reason: 'on-request-only',
      detection,
      updatedAt: 1,
    });
    await handleCommand(lookup, OPEN_SIDEBAR_COMMAND, tab as Browser.tabs.Tab);
    expect(requested).toEqual([{ tabId: 7, domain: 'acme-robotics.com' }]);

    await setTabState(7, {
      status: 'found',
      domain: 'acme-robotics.com',
      account: {
        name: 'Acme',
        slug: 'acme',
        domain: 'acme-robotics.com',
        interviewCount: 3,
        url: 'https://x.example',
      },
      detection,
      updatedAt: 2,
    });
    await handleCommand(lookup, OPEN_SIDEBAR_COMMAND, tab as Browser.tabs.Tab);
    await handleCommand(lookup, 'some-other-command', tab as Browser.tabs.Tab);
    expect(requested).toHaveLength(1);
  });
});
