// Chrome's service worker starts often (it stops after 30 s idle) and reads all of background.js back at each
// start, whatever the event that woke it needs: its start grows with the script. So background.js holds only
// this relay; the background itself (lib/background/background-main.ts) is a script of its own,
// /background-main.js, imported by the first event that needs it. A worker must add its listeners in its first
// turn to be woken by their events, and an event being dispatched does not reach a listener added while it
// runs: so the relay listens to every event the background does, from the start, and hands each to the
// listeners the background adds once loaded. Those go to the relay's own list, not to the browser: addListener,
// removeListener and hasListener of each relayed event are the relay's.

type Listener = (...args: unknown[]) => unknown;

/** A browser event as the relay uses it (chrome.*: Chromium's browser.* namespaces are the same objects). */
export type BrowserEvent = {
  addListener(listener: Listener, ...filters: unknown[]): void;
  removeListener(listener: Listener): void;
  hasListener(listener: Listener): boolean;
};

/**
 * Every event the background listens to, as `namespace.event` (notifications' only once the rep allowed them).
 * A listener the background adds to any other event would be added after the worker's first turn, and never
 * woken for: tests/e2e/worker-relay.test.ts checks the worker listens to the same events before and after the
 * background loads.
 */
export const RELAYED_EVENTS = [
  'alarms.onAlarm',
  'commands.onCommand',
  'contextMenus.onClicked',
  'notifications.onClicked',
  'omnibox.onInputChanged',
  'omnibox.onInputEntered',
  'omnibox.onInputStarted',
  'permissions.onAdded',
  'permissions.onRemoved',
  'runtime.onInstalled',
  'runtime.onMessage',
  'runtime.onStartup',
  'storage.local.onChanged',
  'storage.onChanged',
  'tabs.onRemoved',
  'webNavigation.onCommitted',
  'webNavigation.onHistoryStateUpdated',
] as const;

export type RelayedEventName = (typeof RELAYED_EVENTS)[number];

/** A frame's navigation, as webNavigation's events give it. */
type FrameNavigation = { frameId?: number };
const inSubframe = (details: unknown) => (details as FrameNavigation | undefined)?.frameId !== 0;

/**
 * Events the background ignores, by their arguments: one of these does not load it (a page's frames each commit
 * a navigation, and each wakes the worker). Once loaded, the background's listeners hear them all, as ever.
 * lib/background/tab-events.ts follows top frames only.
 */
export const IGNORED_UNTIL_LOADED: Partial<Record<RelayedEventName, (...args: unknown[]) => boolean>> = {
  'webNavigation.onCommitted': inSubframe,
  'webNavigation.onHistoryStateUpdated': inSubframe,
};

/** The event at `path` under `root` (`tabs.onUpdated` → root.tabs.onUpdated), or null where the API is absent. */
export function eventAt(root: unknown, path: string): BrowserEvent | null {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value !== null &&
    typeof value === 'object' &&
    typeof (value as BrowserEvent).addListener === 'function'
    ? (value as BrowserEvent)
    : null;
}

/**
 * Calls each listener with the event's arguments, in the order they were added. A runtime.onMessage listener
 * answers by returning true (it calls sendResponse later) or a promise (its value is the answer): the relay
 * answers the browser as that listener would have.
 */
export function dispatchToListeners(listeners: Iterable<Listener>, args: unknown[]): true | undefined {
  let answering = false;
  const sendResponse = args[2];
  for (const listener of [...listeners]) {
    const result = listener(...args);
    if (result === true) answering = true;
    else if (typeof sendResponse === 'function' && isThenable(result)) {
      answering = true;
      result.then(
        (value) => sendResponse(value),
        (error: unknown) => {
          console.error('Buyer Lens: a message listener failed', error);
          sendResponse(undefined);
        },
      );
    }
  }
  return answering ? true : undefined;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

/**
 * Listens to each of `events` under `root` and hands what they dispatch to the listeners added to them
 * afterwards, calling `load()` first: it loads the background (synchronously: Chrome's worker imports the
 * script) and makes its listeners, and says whether it had loaded before. An event `ignored` names is dropped
 * while the background is not loaded. An event's listener added with a filter is refused (the relay's listener
 * has none).
 */
export function relayEvents(
  root: unknown,
  events: readonly string[],
  background: { loaded(): boolean; load(): void },
  ignored: Partial<Record<string, (...args: unknown[]) => boolean>> = {},
): void {
  for (const path of events) {
    const event = eventAt(root, path);
    if (!event) continue;
    const listeners = new Set<Listener>();
    const ignore = ignored[path];
    event.addListener((...args: unknown[]) => {
      if (!background.loaded()) {
        if (ignore?.(...args)) return undefined;
        background.load();
      }
      return dispatchToListeners(listeners, args);
    });
    event.addListener = (listener: Listener, ...filters: unknown[]) => {
      if (filters.length > 0)
        throw new TypeError(`Buyer Lens: ${path} is relayed and takes no filter; filter in the listener`);
      listeners.add(listener);
    };
    event.removeListener = (listener: Listener) => {
      listeners.delete(listener);
    };
    event.hasListener = (listener: Listener) => listeners.has(listener);
  }
}
