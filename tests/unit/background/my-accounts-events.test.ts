/**
 * My accounts' listeners (lib/background/my-accounts-events.ts), registered at every worker start: each loads
 * My accounts' script only for its own events (a check's or the watch's alarm, another interval, another key),
 * never for another storage change, and a click on the watch's notification opens What's new.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CHECK_RESUME_ALARM, WATCH_ALARM, WATCH_NOTIFICATION } from '@/lib/background/my-accounts-alarms';
import { registerMyAccountsEvents } from '@/lib/background/my-accounts-events';
import type { MyAccountsParts } from '@/lib/background/my-accounts-parts';
import { connectionItem, recentLookupsItem, settingsItem } from '@/lib/shared/storage-items';

function stubParts() {
  const calls: string[] = [];
  const parts = {
    myAccounts: { check: async () => calls.push('check') },
    watch: {
      run: async () => calls.push('run'),
      schedule: async () => calls.push('schedule'),
      showUnread: async () => calls.push('showUnread'),
      catchUp: async () => calls.push('catchUp'),
    },
  } as unknown as MyAccountsParts;
  const load = vi.fn(async () => parts);
  registerMyAccountsEvents(load);
  /** What the listeners asked of My accounts once their promises settled. */
  const settled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return calls;
  };
  return { load, settled };
}

describe("My accounts' listeners", () => {
  beforeEach(() => fakeBrowser.reset());

  it('goes on with a check and runs the watch on their alarms, and on nothing else', async () => {
    const { load, settled } = stubParts();
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'some-other-alarm', scheduledTime: 0 });
    await recentLookupsItem.setValue([]);
    expect(await settled()).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    await fakeBrowser.alarms.onAlarm.trigger({ name: CHECK_RESUME_ALARM, scheduledTime: 0 });
    await fakeBrowser.alarms.onAlarm.trigger({ name: WATCH_ALARM, scheduledTime: 0 });
    expect(await settled()).toEqual(['check', 'run']);
  });

  it('schedules the watch again for another interval or another key, not for another setting', async () => {
    const { settled } = stubParts();
    await settingsItem.setValue({ theme: 'dark' });
    expect(await settled()).toEqual([]);
    await settingsItem.setValue({ theme: 'dark', watchEvery: '1h' });
    expect(await settled()).toEqual(['schedule']);
    await connectionItem.setValue({ id: 'https://api.example.com#0123456789abcdef' });
    expect(await settled()).toEqual(['schedule', 'schedule', 'showUnread']);
  });

  it("opens What's new from the watch's notification: a tab where no side panel can open", async () => {
    stubParts();
    const urls = async () => (await browser.tabs.query({})).map((tab) => tab.url);
    const before = await urls();
    await fakeBrowser.notifications.onClicked.trigger('someone-else');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await urls()).toEqual(before);
    await fakeBrowser.notifications.onClicked.trigger(WATCH_NOTIFICATION);
    await vi.waitFor(async () =>
      expect(await urls()).toEqual([...before, expect.stringMatching(/\/sidepanel\.html#my-accounts$/)]),
    );
  });
});
