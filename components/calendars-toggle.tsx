import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { CALENDAR_ORIGINS } from '@/lib/shared/calendars';
import { calendarsOnItem } from '@/lib/shared/storage-items';

/**
 * "Also on Google Calendar": off until the rep turns it on. Turning it on asks, inside the click, for
 * calendar.google.com (so installing Buyer Lens never asks for it); the background then registers the calendar
 * content script (lib/background/calendars.ts). Turning it off gives the host back. Checked only while both the
 * setting and the grant hold. Outlook's calendar is read with Outlook's mail, on hosts already granted.
 */
export function CalendarsToggle({ onNote }: { onNote(note: string): void }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const show = async () => {
      const wanted = await calendarsOnItem.getValue();
      const granted = await browser.permissions
        .contains({ origins: [...CALENDAR_ORIGINS] })
        .catch(() => false);
      setOn(wanted && granted);
    };
    void show();
    return calendarsOnItem.watch(() => void show());
  }, []);

  async function toggle(next: boolean) {
    if (!next) {
      setOn(false);
      await calendarsOnItem.setValue(false);
      await browser.permissions.remove({ origins: [...CALENDAR_ORIGINS] }).catch(() => false);
      return onNote('Saved.');
    }
    // Asked first, in the click's own turn: Chrome grants a permission request only inside a user gesture.
    const granted = await browser.permissions.request({ origins: [...CALENDAR_ORIGINS] }).catch(() => false);
    setOn(granted);
    if (granted) await calendarsOnItem.setValue(true);
    onNote(granted ? 'Saved.' : 'Without access to calendar.google.com, Google Calendar stays off.');
  }

  return (
    <label class="choice">
      <input
        type="checkbox"
        name="calendarsOn"
        checked={on}
        aria-describedby="calendars-hint"
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <span>
        Also on Google Calendar: the open event's companies{' '}
        <span class="hint" id="calendars-hint">
          Asks for access to calendar.google.com the first time. Outlook's calendar is read with Outlook's
          mail.
        </span>
      </span>
    </label>
  );
}
