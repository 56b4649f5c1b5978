import { recordCandidate } from './adapter';
import { deepText, isVisible } from './dom';
import { addressIn, mailboxOwner } from './mail';
import type { DetectionCandidate, MeetingEvent } from './types';

// Shared by the calendar adapters (Google Calendar, Outlook on the web): an open event's guests by the
// addresses their chips carry, never by display names. Who is outside, and which companies that makes, is
// decided in lib/detect/domain.ts (kind `meeting`), which has the Public Suffix List.

/** Where one calendar product shows an open event's parts (CSS selectors, read inside the event). */
export type MeetingSelectors = {
  /** The guest list(s); without one the whole event is read. */
  guests: string;
  /** The signed-in account's chrome, which names the calendar's owner (read in the whole document). */
  owner: string;
  /** The event's title as shown (an element's text, or an input's value on an edit page). */
  title: string;
  /** When the event is, as shown (the texts of every match, joined). */
  time: string;
  /** Rooms and resources listed among the guests: never read. */
  rooms?: string;
};

// The attributes that carry a guest's address, in the order they are trusted: the product's own hooks, then a
// mail link, then a persona's "Name <address>" title. Labels (aria-label, text) come only when none of these
// shows any address in the event.
const HOOK_SELECTOR = '[data-email], [data-hovercard-id], a[href^="mailto:" i], [title*="@"]';
const HOOK_ATTRIBUTES = ['data-email', 'data-hovercard-id', 'href', 'title'] as const;
// What may hold a guest's address in words: an aria-label or a short line of text.
const LABEL_SELECTOR = '[aria-label*="@"], span, div, li';

/**
 * The open event's candidate: its guests' addresses in guest order (rooms left out), the calendar owner, and
 * its title and time as shown; null when no guest shows an address, or the page names no owner.
 */
export function meetingCandidate(
  source: string,
  document: Document,
  event: Element,
  selectors: MeetingSelectors,
): DetectionCandidate | null {
  const lists = [...event.querySelectorAll(selectors.guests)].filter(isVisible);
  const roots = lists.length > 0 ? lists : [event];
  // Without the owner, colleagues would pass for outsiders and the rep's own company be looked up: nothing.
  const owner = mailboxOwner(document, selectors.owner);
  if (!owner) return null;
  const candidate = recordCandidate(source, 'meeting', guestAddresses(roots, selectors.rooms));
  if (!candidate) return null;
  candidate.owner = owner;
  const shown: MeetingEvent = {};
  const title = shownTexts(event, selectors.title, 1);
  const time = shownTexts(event, selectors.time, 3);
  if (title) shown.title = title.slice(0, 300);
  if (time) shown.time = time.slice(0, 120);
  if (shown.title || shown.time) candidate.event = shown;
  return candidate;
}

function guestAddresses(roots: readonly Element[], rooms: string | undefined): string[] {
  const inRoom = (element: Element) => (rooms ? element.closest(rooms) !== null : false);
  const collect = (selector: string, read: (element: Element) => string | null): string[] => {
    const addresses: string[] = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll(selector)) {
        if (inRoom(element) || !isVisible(element)) continue;
        const address = read(element);
        if (address && !addresses.includes(address)) addresses.push(address);
      }
    }
    return addresses;
  };
  const byHooks = collect(HOOK_SELECTOR, (element) => {
    for (const attribute of HOOK_ATTRIBUTES) {
      const address = addressIn(element.getAttribute(attribute));
      if (address) return address;
    }
    return null;
  });
  if (byHooks.length > 0) return byHooks;
  return collect(LABEL_SELECTOR, (element) =>
    element.childElementCount === 0
      ? addressIn(element.textContent)
      : addressIn(element.getAttribute('aria-label')),
  );
}

// The first `limit` visible matches' texts (an input's value), joined: what the page shows, as it shows it.
function shownTexts(event: Element, selector: string, limit: number): string {
  const texts: string[] = [];
  for (const element of event.querySelectorAll(selector)) {
    if (texts.length >= limit) break;
    if (!isVisible(element)) continue;
    const text =
      element.localName === 'input' ? ((element as HTMLInputElement).value ?? '') : deepText(element);
    if (text.trim()) texts.push(text.trim());
  }
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}
