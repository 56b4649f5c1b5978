import { browser } from 'wxt/browser';
import { CALENDAR_ORIGINS, CALENDAR_SCRIPT_FILE, CALENDAR_SCRIPT_ID } from '../shared/calendars';
import { calendarsOnItem } from '../shared/storage-items';

// Google Calendar is an optional surface (issue 17, section 2): its host is asked for in Options, in context,
// the first time the rep turns calendars on, so the install prompt does not grow with it (and an update that
// added it would not disable Buyer Lens until the rep re-approved). While the setting is on and the host is
// granted, the calendar content script is registered; otherwise it is not.

/**
 * Registers or unregisters the calendar content script to match the setting and the grant; a newly registered
 * script is also run in the calendar tabs already open (a registered script only reaches later loads). Returns
 * whether it is registered. Never throws.
 */
export async function syncCalendarScript(): Promise<boolean> {
  try {
    const wanted =
      (await calendarsOnItem.getValue()) &&
      (await browser.permissions.contains({ origins: [...CALENDAR_ORIGINS] }));
    const registered = await browser.scripting.getRegisteredContentScripts({ ids: [CALENDAR_SCRIPT_ID] });
    if (wanted && registered.length === 0) {
      await browser.scripting.registerContentScripts([
        {
          id: CALENDAR_SCRIPT_ID,
          // Relative to the extension's root, as registerContentScripts reads it.
          js: [CALENDAR_SCRIPT_FILE.slice(1)],
          matches: [...CALENDAR_ORIGINS],
          runAt: 'document_idle',
          persistAcrossSessions: true,
        },
      ]);
      await runInOpenTabs();
    } else if (!wanted && registered.length > 0) {
      await browser.scripting.unregisterContentScripts({ ids: [CALENDAR_SCRIPT_ID] });
    }
    return wanted;
  } catch (error) {
    console.warn('Buyer Lens: the calendar content script could not be updated', error);
    return false;
  }
}

async function runInOpenTabs(): Promise<void> {
  const tabs = await browser.tabs.query({ url: [...CALENDAR_ORIGINS] });
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined
        ? undefined
        : browser.scripting
            .executeScript({ target: { tabId: tab.id }, files: [CALENDAR_SCRIPT_FILE] })
            .catch(() => undefined),
    ),
  );
}

/**
 * Keeps the registration in step with the setting and the grant: when the rep turns calendars on or off, when a
 * permission is granted or given back, and at start-up (registered scripts do not survive an update). Register
 * synchronously while the worker starts.
 */
export function registerCalendars(): void {
  calendarsOnItem.watch(() => void syncCalendarScript());
  browser.permissions.onAdded.addListener(() => void syncCalendarScript());
  browser.permissions.onRemoved.addListener(() => void syncCalendarScript());
  void syncCalendarScript();
}
