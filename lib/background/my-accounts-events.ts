import { browser } from 'wxt/browser';
import { connectionItem, keyInArea, type StoredSettings, settingsItem } from '../shared/storage-items';
import { CHECK_RESUME_ALARM, WATCH_ALARM, WATCH_NOTIFICATION } from './my-accounts-alarms';
import type { MyAccountsParts } from './my-accounts-parts';
import { handRouteToSidebar, openSidebarInWindow } from './sidebar-opener';

// My accounts' listeners, registered as the background loads: small, and they make My accounts' services
// (lib/background/my-accounts-parts.ts) only when their event concerns it: a check's or the watch's alarm, the
// browser's start with a watch on, an update (it clears alarms), another interval or another team's key.

/** Listens for My accounts' events; call synchronously at worker start. */
export function registerMyAccountsEvents(parts: () => Promise<MyAccountsParts>): void {
  const withParts = (use: (loaded: MyAccountsParts) => Promise<unknown>) =>
    void parts()
      .then(use)
      .catch((error: unknown) => console.error('Buyer Lens: My accounts could not run', error));

  browser.alarms?.onAlarm.addListener((alarm) => {
    // A check cut by the worker stopping goes on where it stopped.
    if (alarm.name === CHECK_RESUME_ALARM) withParts(({ myAccounts }) => myAccounts.check());
    if (alarm.name === WATCH_ALARM) withParts(({ watch }) => watch.run());
  });
  // A browser start with a watch on: a run missed while the browser was closed, and the count of unread news.
  browser.runtime.onStartup?.addListener(() => {
    void browser.alarms?.get(WATCH_ALARM).then((alarm) => {
      if (alarm) withParts(({ watch }) => watch.catchUp());
    });
  });
  // An update clears the extension's alarms.
  browser.runtime.onInstalled?.addListener((details) => {
    if (details.reason === 'update') withParts(({ watch }) => watch.schedule());
  });
  // Another interval (the rep's or a policy's), or another team's list (its own news and count): one listener
  // for the three (each listener is a call into the browser at every worker start).
  const settingsKey = keyInArea(settingsItem);
  const connectionKey = keyInArea(connectionItem);
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && connectionKey in changes)
      withParts(async ({ watch }) => {
        await watch.schedule();
        await watch.showUnread();
      });
    else if (area === 'managed' || (area === 'local' && intervalChanged(changes[settingsKey])))
      withParts(({ watch }) => watch.schedule());
  });
  // A click on the watch's notification opens What's new: the side panel when the browser lets it, else a tab.
  browser.notifications?.onClicked.addListener((id) => {
    if (id !== WATCH_NOTIFICATION) return;
    // First, inside the click: the side panel opens only in the gesture's synchronous part.
    const opened = openSidebarInWindow();
    void (async () => {
      await browser.notifications.clear(id);
      if (await handRouteToSidebar(opened, { view: 'my-accounts' }, Date.now())) return;
      await browser.tabs.create({ url: `${browser.runtime.getURL('/sidepanel.html')}#my-accounts` });
    })();
  });
}

/** Whether a change of the settings record changed the watch's interval. */
function intervalChanged(change: { oldValue?: unknown; newValue?: unknown } | undefined): boolean {
  if (!change) return false;
  const every = (value: unknown) => (value as StoredSettings | undefined)?.watchEvery;
  return every(change.oldValue) !== every(change.newValue);
}
