import { deepText } from './dom';

// Shared by the Gmail and Outlook adapters: addresses, never display names, decide who wrote.

const ADDRESS = /[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/**
 * The address in "Name <address>" (the bracketed one, so that a display name dressed as an address cannot
 * pass), or the only address in the text; null when there is none or several.
 */
export function addressIn(text: string | null | undefined): string | null {
  if (!text) return null;
  // A bare address (span[email]) may be internationalised: lib/detect/domain.ts converts it.
  const bare = text.trim().replace(/^mailto:/i, '');
  if (/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(bare)) return bare.toLowerCase();
  const bracketed = /<\s*([^<>\s]+@[^<>\s]+)\s*>\s*$/.exec(text);
  if (bracketed?.[1]) return bracketed[1].toLowerCase();
  const all = text.match(ADDRESS) ?? [];
  return all.length === 1 && all[0] ? all[0].toLowerCase() : null;
}

/** Every address written in a text, lowercase, in order. */
function addressesIn(text: string | null | undefined): string[] {
  return (text?.match(ADDRESS) ?? []).map((address) => address.toLowerCase());
}

/**
 * The signed-in mailbox's address from the page's account area (`selectors`, their aria-label, title and
 * text), else from the tab title ("Inbox - jane@seller.com - Gmail").
 */
export function mailboxOwner(document: Document, selectors: string): string | undefined {
  for (const element of document.querySelectorAll(selectors)) {
    for (const text of [
      element.getAttribute('aria-label'),
      element.getAttribute('title'),
      deepText(element),
    ]) {
      const address = addressesIn(text)[0];
      if (address) return address;
    }
  }
  return addressesIn(document.title)[0];
}

// A shown date: "Nov 16, 2026", "16 Nov 2026", "11/16/2026" or "2026-11-16", with or without a time.
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DATE_LIKE = new RegExp(
  `\\b${MONTH}\\s+\\d{1,2},?\\s+(?:19|20)\\d{2}|\\b\\d{1,2}\\s+${MONTH}\\s+(?:19|20)\\d{2}|\\b\\d{1,2}/\\d{1,2}/(?:19|20)\\d{2}\\b|\\b(?:19|20)\\d{2}-\\d{2}-\\d{2}`,
  'i',
);
// Message bodies and quotes carry dates of other messages.
const BODY_SELECTOR = '[role="document"], .a3s, .ii, blockquote, [aria-label="Message body"]';

/** When a message says it was sent (time[datetime], a dated title or label, a short dated text), or NaN. */
function messageTime(message: Element): number {
  for (const element of message.querySelectorAll('[datetime]')) {
    const time = Date.parse(element.getAttribute('datetime') ?? '');
    if (Number.isFinite(time)) return time;
  }
  for (const element of message.querySelectorAll('[title], [aria-label], span, div, td, time')) {
    if (element.closest(BODY_SELECTOR)) continue;
    const texts = [element.getAttribute('title'), element.getAttribute('aria-label')];
    if (element.childElementCount === 0) texts.push(element.textContent);
    for (const text of texts) {
      if (!text || text.length > 80 || !DATE_LIKE.test(text) || text.includes('@')) continue;
      const time = Date.parse(text.replace(/\([^)]*\)/g, '').trim());
      if (Number.isFinite(time) && time > 631_152_000_000 && time < 4_102_444_800_000) return time;
    }
  }
  return Number.NaN;
}

/**
 * The messages' sender addresses, newest first: by their shown dates when every message shows one (Outlook
 * can list newest on top), else by page order read bottom-up (Gmail lists oldest first).
 */
export function sendersNewestFirst(
  messages: readonly Element[],
  senderOf: (message: Element) => string | null,
): string[] {
  const dated = messages
    .map((message, index) => ({ address: senderOf(message), time: messageTime(message), index }))
    .filter((entry): entry is { address: string; time: number; index: number } => entry.address !== null);
  const allDated = dated.length > 0 && dated.every((entry) => Number.isFinite(entry.time));
  dated.sort((a, b) => (allDated && a.time !== b.time ? b.time - a.time : b.index - a.index));
  return dated.map((entry) => entry.address);
}
