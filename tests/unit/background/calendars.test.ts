import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { syncCalendarScript } from '@/lib/background/calendars';
import { familyMatches } from '@/lib/detect/content-matches';
import { CALENDAR_ORIGINS, CALENDAR_SCRIPT_ID } from '@/lib/shared/calendars';
import { calendarsOnItem } from '@/lib/shared/storage-items';

// Google Calendar is an optional surface (issue 17, section 2): its content script is registered only while the
// rep has calendars on in Options and calendar.google.com is granted.

type Registered = { id: string; js?: string[]; matches?: string[] };

describe('the calendar content script', () => {
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

  it("asks for exactly the calendar adapters' hosts (Options carries the list without the adapters)", () => {
    expect([...CALENDAR_ORIGINS]).toEqual(familyMatches('calendar'));
  });

  it('is not registered while the rep has not turned it on, even with the hosts granted', async () => {
    granted = true;
    expect(await syncCalendarScript()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('is not registered when turned on without the grant', async () => {
    await calendarsOnItem.setValue(true);
    expect(await syncCalendarScript()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('is registered on the calendar hosts once on and granted, once only, and goes when turned off', async () => {
    await calendarsOnItem.setValue(true);
    granted = true;
    expect(await syncCalendarScript()).toBe(true);
    expect(await syncCalendarScript()).toBe(true);
    expect(registered).toEqual([
      expect.objectContaining({
        id: CALENDAR_SCRIPT_ID,
        js: ['content-scripts/calendar.js'],
        matches: [...CALENDAR_ORIGINS],
      }),
    ]);
    await calendarsOnItem.setValue(false);
    expect(await syncCalendarScript()).toBe(false);
    expect(registered).toEqual([]);
  });

  it('goes when the rep gives the host back', async () => {
    await calendarsOnItem.setValue(true);
    granted = true;
    await syncCalendarScript();
    granted = false;
    await syncCalendarScript();
    expect(registered).toEqual([]);
  });
});
