import { defineSiteAdapter } from '../adapter';
import { isVisible } from '../dom';
import { meetingCandidate } from '../meeting';
import { googleCalendarHosts } from '../site-hosts';

// Handles Google Calendar (https://calendar.google.com/calendar/u/<n>/r/...):
//   any view (day, week, month, schedule) with an event's details dialog open (#xDetDlg, a [role="dialog"]
//   carrying the event's data-eventid), and the event page /calendar/u/<n>/r/eventedit/<eid>
//     → the open event's guests, read against the calendar owner (lib/detect/domain.ts, kind `meeting`): the
//       registrable domain its outside guests share, or, for two companies or more, none and the list of them
// The grid with no event open, and an event without guests or with colleagues only, name no company.
// Guests are read by the address their chips carry (`data-email`, `data-hovercard-id`, a `mailto:` link, in
// that order), never by their display names; the owner is in the Google Account button's label.

const DIALOG_SELECTOR = '#xDetDlg, [role="dialog"][data-eventid], [role="dialog"] [data-eventid]';
// The dialog's guest section (#xDetDlgAtt) and the event page's guest list; else the whole event.
const GUESTS_SELECTOR = '#xDetDlgAtt, [data-guest-list], [role="list"][aria-label]';
const ACCOUNT_SELECTOR =
  'a[aria-label^="Google Account"], [aria-label*="Google Account:"], header [aria-label*="@"], #gb [title*="@"]';
const TITLE_SELECTOR = '#rAECCd, #xTiIn, [role="heading"]';
const TIME_SELECTOR = '#xDetDlgWhen, #xStDaIn, [data-event-time]';
const EVENT_PAGE = /\/r\/eventedit\//;

export const googleCalendar = defineSiteAdapter(googleCalendarHosts, {
  find(document, url) {
    const event = openEvent(document, url);
    if (!event) return null;
    return meetingCandidate('google-calendar', document, event, {
      guests: GUESTS_SELECTOR,
      owner: ACCOUNT_SELECTOR,
      title: TITLE_SELECTOR,
      time: TIME_SELECTOR,
    });
  },
});

// The event in focus: the details dialog when one shows (it floats over the event page too), else the page.
function openEvent(document: Document, url: URL): Element | null {
  const dialog = [...document.querySelectorAll(DIALOG_SELECTOR)]
    .map((element) => element.closest('[role="dialog"]') ?? element)
    .find(isVisible);
  if (dialog) return dialog;
  if (!EVENT_PAGE.test(url.pathname)) return null;
  return [...document.querySelectorAll('[role="main"]')].find(isVisible) ?? document.body;
}
