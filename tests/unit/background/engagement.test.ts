import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { syncEngagementScript } from '@/lib/background/engagement';
import { familyMatches } from '@/lib/detect/content-matches';
import { ENGAGEMENT_ORIGINS, ENGAGEMENT_SCRIPT_ID } from '@/lib/shared/engagement';
import { engagementOnItem } from '@/lib/shared/storage-items';

// Outreach, Salesloft and Apollo are optional surfaces (issue 17, section 2): their content script is registered
// only while the rep has them on in Options and their hosts are granted.

type Registered = { id: string; js?: string[]; matches?: string[] };

describe('the engagement content script', () => {
  let registered: Registered[];
  let granted: boolean;

  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
    registered = [];
    granted = false;
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => granted);
    const scripting = fakeBrowser.scripting as unknown as Record<string, unknown>;
    scripting.getRegisteredContentScripts = vi.fn(async ({ ids }: { ids: string[] }) =>
      registered.filter((script) => ids.includes(script.id)),
    );
    scripting.registerContentScripts = vi.fn(async (scripts: Registered[]) => {
      registered.push(...scripts);
    });
    scripting.unregisterContentScripts = vi.fn(async ({ ids }: { ids: string[] }) => {
      registered = registered.filter((script) => !ids.includes(script.id));
    });
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([]);
  });

  it("asks for exactly the engagement adapters' hosts (Options carries the list without the adapters)", () => {
    expect([...ENGAGEMENT_ORIGINS]).toEqual(familyMatches('engagement'));
  });

  it('is not registered while the rep has not turned it on, even with the hosts granted', async () => {
    granted = true;
    expect(await syncEngagementScript()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('is not registered when turned on without the grant', async () => {
    await engagementOnItem.setValue(true);
    expect(await syncEngagementScript()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('is registered on the engagement hosts once on and granted, once only, and goes when turned off', async () => {
    await engagementOnItem.setValue(true);
    granted = true;
    expect(await syncEngagementScript()).toBe(true);
    expect(await syncEngagementScript()).toBe(true);
    expect(registered).toEqual([
      expect.objectContaining({
        id: ENGAGEMENT_SCRIPT_ID,
        js: ['content-scripts/engagement.js'],
        matches: [...ENGAGEMENT_ORIGINS],
      }),
    ]);
    await engagementOnItem.setValue(false);
    expect(await syncEngagementScript()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('goes when the rep gives the hosts back', async () => {
    await engagementOnItem.setValue(true);
    granted = true;
    await syncEngagementScript();
    granted = false;
    await syncEngagementScript();
    expect(registered).toEqual([]);
  });
});
