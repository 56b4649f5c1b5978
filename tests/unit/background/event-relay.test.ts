import { describe, expect, it, vi } from 'vitest';
import {
  dispatchToListeners,
  eventAt,
  IGNORED_UNTIL_LOADED,
  RELAYED_EVENTS,
  relayEvents,
} from '@/lib/background/event-relay';

// Chrome's worker relays every event the background listens to, from its first turn, to the listeners the
// background adds once loaded (lib/background/event-relay.ts).

type Listener = (...args: unknown[]) => unknown;

/** A browser event: the listeners the browser itself holds, and a dispatch as the browser makes one. */
function fakeEvent() {
  const browserListeners: Listener[] = [];
  return {
    browserListeners,
    addListener(listener: Listener) {
      browserListeners.push(listener);
    },
    removeListener(listener: Listener) {
      browserListeners.splice(browserListeners.indexOf(listener), 1);
    },
    hasListener(listener: Listener) {
      return browserListeners.includes(listener);
    },
    /** The browser's dispatch: each listener it held as the event came, and what the last answered. */
    fire(...args: unknown[]) {
      let answer: unknown;
      for (const listener of [...browserListeners]) answer = listener(...args);
      return answer;
    },
  };
}

/** A background loaded once, by the relay: `register` is what its script does as it runs. */
function fakeBackground(register: () => void = () => undefined) {
  let loaded = false;
  const load = vi.fn(() => {
    loaded = true;
    register();
  });
  return { loaded: () => loaded, load };
}

describe("the worker's event relay", () => {
  it('hands the event that loaded the background to the listeners the background added as it loaded', () => {
    const onCommitted = fakeEvent();
    const chrome = { webNavigation: { onCommitted } };
    const calls: string[] = [];
    const background = fakeBackground(() => {
      chrome.webNavigation.onCommitted.addListener((details: unknown) => {
        calls.push(`first ${JSON.stringify(details)}`);
      });
      chrome.webNavigation.onCommitted.addListener(() => {
        calls.push('second');
      });
    });
    relayEvents(chrome, ['webNavigation.onCommitted'], background);
    expect(onCommitted.browserListeners).toHaveLength(1);
    expect(background.load).not.toHaveBeenCalled();

    onCommitted.fire({ tabId: 1, frameId: 0 });
    expect(calls).toEqual(['first {"tabId":1,"frameId":0}', 'second']);
    onCommitted.fire({ tabId: 2, frameId: 0 });
    expect(calls.slice(2)).toEqual(['first {"tabId":2,"frameId":0}', 'second']);
    expect(background.load).toHaveBeenCalledTimes(1);
    // The browser still holds only the relay's listener: the background's are the relay's.
    expect(onCommitted.browserListeners).toHaveLength(1);
  });

  it("leaves the background unloaded for a subframe's navigation, which it ignores, and hands it on once loaded", () => {
    const onCommitted = fakeEvent();
    const chrome = { webNavigation: { onCommitted } };
    const heard: unknown[] = [];
    const background = fakeBackground(() =>
      chrome.webNavigation.onCommitted.addListener((details: unknown) => {
        heard.push(details);
      }),
    );
    relayEvents(chrome, ['webNavigation.onCommitted'], background, IGNORED_UNTIL_LOADED);

    onCommitted.fire({ tabId: 1, frameId: 3 });
    expect(background.load).not.toHaveBeenCalled();
    onCommitted.fire({ tabId: 1, frameId: 0 });
    onCommitted.fire({ tabId: 1, frameId: 3 });
    expect(heard).toEqual([
      { tabId: 1, frameId: 0 },
      { tabId: 1, frameId: 3 },
    ]);
  });

  it('keeps removeListener and hasListener to its own list', () => {
    const onRemoved = fakeEvent();
    const chrome = { tabs: { onRemoved } };
    relayEvents(chrome, ['tabs.onRemoved'], fakeBackground());
    const listener = vi.fn();
    chrome.tabs.onRemoved.addListener(listener);
    expect(chrome.tabs.onRemoved.hasListener(listener)).toBe(true);
    onRemoved.fire(7);
    chrome.tabs.onRemoved.removeListener(listener);
    expect(chrome.tabs.onRemoved.hasListener(listener)).toBe(false);
    onRemoved.fire(8);
    expect(listener.mock.calls).toEqual([[7]]);
  });

  it('skips the APIs the browser lacks (notifications until the rep allows them)', () => {
    const onAlarm = fakeEvent();
    const chrome = { alarms: { onAlarm } };
    relayEvents(chrome, ['alarms.onAlarm', 'notifications.onClicked'], fakeBackground());
    expect(onAlarm.browserListeners).toHaveLength(1);
    expect(eventAt(chrome, 'notifications.onClicked')).toBeNull();
    expect(eventAt(undefined, 'alarms.onAlarm')).toBeNull();
  });

  it('refuses a listener with a filter, which its own listener could not honour', () => {
    const onCommitted = fakeEvent();
    const chrome = { webNavigation: { onCommitted } };
    relayEvents(chrome, ['webNavigation.onCommitted'], fakeBackground());
    expect(() =>
      (chrome.webNavigation.onCommitted.addListener as (l: Listener, f: unknown) => void)(() => undefined, {
        url: [{ hostSuffix: 'example.com' }],
      }),
    ).toThrow(/takes no filter/);
  });

  it("answers a message as the background's listener does: true, a promise's value, or nothing", async () => {
    const sendResponse = vi.fn();
    expect(dispatchToListeners([() => undefined, () => true], [{}, {}, sendResponse])).toBe(true);
    expect(dispatchToListeners([() => undefined], [{}, {}, sendResponse])).toBeUndefined();
    expect(dispatchToListeners([() => Promise.resolve({ ok: true })], [{}, {}, sendResponse])).toBe(true);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ ok: true }));
    // Not a message (no sendResponse): a listener's promise is no answer.
    expect(dispatchToListeners([() => Promise.resolve(1)], [{ reason: 'update' }])).toBeUndefined();
  });

  it('names each event once, as namespace.event', () => {
    expect(new Set(RELAYED_EVENTS).size).toBe(RELAYED_EVENTS.length);
    for (const name of RELAYED_EVENTS) expect(name).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)*\.on[A-Z]\w+$/);
  });
});
