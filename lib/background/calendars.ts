import { CALENDAR_ORIGINS, CALENDAR_SCRIPT_FILE, CALENDAR_SCRIPT_ID } from '../shared/calendars';
import { calendarsOnItem } from '../shared/storage-items';
import { type OptionalSurface, registerOptionalSurface, syncSurfaceScript } from './optional-surface';

// Google Calendar, an optional surface (lib/background/optional-surface.ts). Outlook's calendar needs none of
// this: the mail content script reads it, on hosts Buyer Lens already has.
const calendars: OptionalSurface = {
  id: CALENDAR_SCRIPT_ID,
  file: CALENDAR_SCRIPT_FILE,
  origins: CALENDAR_ORIGINS,
  enabled: calendarsOnItem,
};

/** Registers or unregisters the calendar content script to match the setting and the grant. Never throws. */
export const syncCalendarScript = (): Promise<boolean> => syncSurfaceScript(calendars);

/** Keeps the calendar content script in step with its setting and grant; call while the worker starts. */
export const registerCalendars = (): void => registerOptionalSurface(calendars);
