import { CALENDAR_ORIGINS } from '@/lib/shared/calendars';
import { calendarsOnItem } from '@/lib/shared/storage-items';
import { OptionalSurfaceToggle } from './optional-surface-toggle';

/**
 * "Also on Google Calendar" (an optional surface: components/optional-surface-toggle.tsx). Outlook's calendar
 * is read with Outlook's mail, on hosts already granted.
 */
export function CalendarsToggle({ onNote }: { onNote(note: string): void }) {
  return (
    <OptionalSurfaceToggle
      name="calendarsOn"
      enabled={calendarsOnItem}
      origins={CALENDAR_ORIGINS}
      label="Also on Google Calendar: the open event's companies"
      hint="Asks for access to calendar.google.com the first time. Outlook's calendar is read with Outlook's mail."
      refused="Without access to calendar.google.com, Google Calendar stays off."
      onNote={onNote}
    />
  );
}
