import { defineSiteAdapter } from '../adapter';
import { isVisible } from '../dom';
import { meetingCandidate } from '../meeting';
import { outlookCalendarHosts } from '../site-hosts';

// Handles Outlook on the web's calendar (https://outlook.office.com/calendar/...,
// https://outlook.office365.com/calendar/..., https://outlook.live.com/calendar/0/...):
//   /calendar/view/<day|week|workweek|month> with an event's peek open (the card a click on an event opens)
//   /calendar/item/<id>, /calendar/deeplink/read/<id> (the event's full view)
//     → the open event's attendees, read against the mailbox owner (lib/detect/domain.ts, kind `meeting`): the
//       registrable domain its outside attendees share, or, for two companies or more, none and the list
// The grid with nothing open, and an event without attendees or with colleagues only, name no company.
// Outlook's mail and calendar are one app on the same hosts (the mail content script runs here already, and
// the rep moves between them without a page load): this adapter answers for the /calendar paths, the mail
// adapter for the rest. Attendees are persona chips titled "Name <address>" (as in the mail reading pane) or
// carrying `data-email`; room mailboxes sit in the location and rooms list, which is never read.

// The peek is a dialog over the grid, in Fluent UI's layer host (#fluent-default-layer-host, as userscripts that
// open the peek in full find it: language-independent); the full view is the main landmark of an /item or
// /deeplink URL.
const PEEK_SELECTOR =
  '#fluent-default-layer-host [role="dialog"], [data-app-section="CalendarItemPeek"], [role="dialog"][data-calendar-item], [role="dialog"][aria-label*="event" i]';
const FULL_VIEW_SELECTOR =
  '[data-app-section="CalendarItemFullView"], [data-app-section="ReadingPane"], #ReadingPaneContainerId, [role="main"]';
const FULL_VIEW_PATH = /^\/calendar\/(?:\d+\/)?(?:item|deeplink\/read|deeplink\/compose|deeplink)\//;
const ACCOUNT_SELECTOR =
  '#mectrl_currentAccount_secondary, #O365_MainLink_Me, [id^="mectrl_"], [aria-label^="Account manager"]';

export const outlookCalendar = defineSiteAdapter(outlookCalendarHosts, {
  find(document, url) {
    const event =
      [...document.querySelectorAll(PEEK_SELECTOR)].find(isVisible) ??
      (FULL_VIEW_PATH.test(url.pathname)
        ? [...document.querySelectorAll(FULL_VIEW_SELECTOR)].find(isVisible)
        : undefined);
    if (!event) return null;
    return meetingCandidate('outlook-calendar', document, event, {
      guests: '[data-attendee-list], [role="list"][aria-label*="attendee" i], [data-testid="attendees"]',
      owner: ACCOUNT_SELECTOR,
      title:
        '[data-testid="event-title"], [role="heading"][aria-level="1"], [role="heading"][aria-level="2"]',
      time: '[data-testid="event-time"], time',
      rooms: '[data-testid="rooms"], [data-testid="location"], [data-room]',
    });
  },
});
