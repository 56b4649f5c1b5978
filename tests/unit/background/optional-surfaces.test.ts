import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { syncCalendarScript } from '@/lib/background/calendars';
import { syncEngagementScript } from '@/lib/background/engagement';
import { familyMatches } from '@/lib/detect/content-matches';
import { CALENDAR_ORIGINS, CALENDAR_SCRIPT_ID } from '@/lib/shared/calendars';
import { ENGAGEMENT_ORIGINS, ENGAGEMENT_SCRIPT_ID } from '@/lib/shared/engagement';
import { calendarsOnItem, engagementOnItem } from '@/lib/shared/storage-items';

// The optional surfaces (lib/background/optional-surface.ts): Google Calendar, and
// Outreach, Salesloft and Apollo. Each one's content script is registered only while the rep has it on in
// Options and its hosts are granted.

type Registered = { id: string; js?: string[]; matches?: string[] };

const SURFACES = [
  {
    name: 'calendar',
    family: 'calendar',
    sync: syncCalendarScript,
    origins: CALENDAR_ORIGINS,
    id: CALENDAR_SCRIPT_ID,
    enabled: calendarsOnItem,
  },
  {
    name: 'engagement',
    family: 'engagement',
    sync: syncEngagementScript,
    origins: ENGAGEMENT_ORIGINS,
    id: ENGAGEMENT_SCRIPT_ID,
    enabled: engagementOnItem,
  },
] as const;

describe.each(SURFACES)('the $name content script', ({ name, family, sync, origins, id, enabled }) => {
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

  it("asks for exactly its adapters' hosts (Options carries the list without the adapters)", () => {
    expect([...origins]).toEqual(familyMatches(family));
  });

  it('is not registered while the rep has not turned it on, even with the hosts granted', async () => {
    granted = true;
    expect(await sync()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('is not registered when turned on without the grant', async () => {
    await enabled.setValue(true);
    expect(await sync()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('is registered on its hosts once on and granted, once only, and goes when turned off', async () => {
    await enabled.setValue(true);
    granted = true;
    expect(await sync()).toBe(true);
    expect(await sync()).toBe(true);
    expect(registered).toEqual([
      expect.objectContaining({
        id: id,
        js: [`content-scripts/${name}.js`],
        matches: [...origins],
      }),
    ]);
    await enabled.setValue(false);
    expect(await sync()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('goes when the rep gives the hosts back', async () => {
    await enabled.setValue(true);
    granted = true;
    await sync();
    granted = false;
    await sync();
    expect(registered).toEqual([]);
  });
});
