/**
 * The hosts of the calendars with hosts of their own (Google Calendar): the match patterns of CALENDAR_SITES
 * (lib/detect/sites/index.ts; tests/unit/background/optional-surfaces.test.ts checks they agree), written out so that
 * Options can ask for them without carrying the adapters. Optional: asked for when the rep turns calendars on,
 * so installing or updating Buyer Lens asks for nothing more. Outlook's calendar needs none of this: it is read
 * by the mail content script, on hosts Buyer Lens already has.
 */
export const CALENDAR_ORIGINS: readonly string[] = ['https://calendar.google.com/*'];

/** The id the background registers the calendar content script under (scripting.registerContentScripts). */
export const CALENDAR_SCRIPT_ID = 'calendar';

/** Where WXT writes the runtime-registered content script (entrypoints/calendar.content.ts). */
export const CALENDAR_SCRIPT_FILE = '/content-scripts/calendar.js';
