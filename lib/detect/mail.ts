import { deepText } from './dom';

// Shared by the Gmail and Outlook adapters: addresses, never display names, decide who wrote.
// Headers, titles and labels hold text anyone can write (a display name, a subject in the tab title), and the
// detector reads them again after every DOM change: every reader here is linear in its text.

/** The longest address read (RFC 5321: 64 for the local part, 255 for the domain). */
export const MAX_ADDRESS_LENGTH = 320;

/**
 * The address in "Name <address>" (the bracketed one, so that a display name dressed as an address cannot
 * pass), or the only address in the text; null when there is none or several.
 */
export function addressIn(text: string | null | undefined): string | null {
  if (!text) return null;
  // A bare address (span[email]) may be internationalised: lib/detect/domain.ts converts it.
  const trimmed = text.trim();
  const bare = trimmed.slice(0, 7).toLowerCase() === 'mailto:' ? trimmed.slice(7) : trimmed;
  if (bare.length <= MAX_ADDRESS_LENGTH && BARE_ADDRESS.test(bare)) return bare.toLowerCase();
  const bracketed = bracketedAddress(trimmed);
  if (bracketed) return bracketed.toLowerCase();
  const all = addressesIn(text);
  return all.length === 1 && all[0] ? all[0] : null;
}

// Only ever run on MAX_ADDRESS_LENGTH characters at most.
const BARE_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const SPACE = /\s/;

// "Name <address>" at the end of a text: what is inside the last "<...>", when it is one address-like word.
function bracketedAddress(trimmed: string): string | null {
  if (!trimmed.endsWith('>')) return null;
  const open = trimmed.lastIndexOf('<', trimmed.length - 2);
  if (open === -1) return null;
  const inside = trimmed.slice(open + 1, -1).trim();
  if (inside.length > MAX_ADDRESS_LENGTH || inside.includes('>')) return null;
  // An "@" with something before and after it.
  const at = inside.indexOf('@', 1);
  if (at === -1 || at === inside.length - 1) return null;
  for (const character of inside) if (SPACE.test(character)) return null;
  return inside;
}

/**
 * Every address written in a text, lowercase, in order: what `/[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi`
 * finds, by one pass from each "@" (the expression retried from every letter of a long word: quadratic).
 */
function addressesIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const addresses: string[] = [];
  // Characters before `from` belong to an address already found (or to an "@" that began none).
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', from)) {
    let start = at;
    while (start > from && isLocalPartCharacter(text.charCodeAt(start - 1))) start--;
    // The domain: labels of letters, digits and hyphens joined by single dots, two labels at least.
    let end = -1;
    let labels = 0;
    for (let cursor = at + 1; ; ) {
      let labelEnd = cursor;
      while (labelEnd < text.length && isDomainLabelCharacter(text.charCodeAt(labelEnd))) labelEnd++;
      if (labelEnd === cursor) break;
      labels++;
      if (labels >= 2) end = labelEnd;
      if (text.charCodeAt(labelEnd) !== DOT) break;
      cursor = labelEnd + 1;
    }
    if (start < at && end !== -1) {
      addresses.push(text.slice(start, end).toLowerCase());
      from = end;
    } else {
      from = at + 1;
    }
  }
  return addresses;
}

const DOT = 0x2e;

function isDomainLabelCharacter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d
  );
}

// Letters, digits and . _ % + ' - : what a local part is read as.
function isLocalPartCharacter(code: number): boolean {
  return (
    isDomainLabelCharacter(code) ||
    code === DOT ||
    code === 0x5f ||
    code === 0x25 ||
    code === 0x2b ||
    code === 0x27
  );
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

// A shown date with a month name: "Nov 16, 2026", "16 Nov 2026", with or without a time (Date.parse reads them).
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const NAMED_DATE = new RegExp(
  `\\b${MONTH}\\s+\\d{1,2},?\\s+(?:19|20)\\d{2}|\\b\\d{1,2}\\s+${MONTH}\\s+(?:19|20)\\d{2}`,
  'i',
);
// A date in numbers as each UI language writes it: year first (2026-11-16, 2026/11/16: ISO, Japanese, Chinese,
// Korean), or day and month in the page language's order (11/16/2026 in US English; 16/11/2026 and 16.11.2026
// elsewhere; a part above 12 settles it). Date.parse reads only the US order, and no weekday but English.
const NUMERIC_DATE =
  /\b(?:((?:19|20)\d{2})[./-](\d{1,2})[./-](\d{1,2})|(\d{1,2})[./-](\d{1,2})[./-]((?:19|20)\d{2}))\b/;
// A time beside it: 10:02, 4:45 PM, 16h45.
const CLOCK = /\b(\d{1,2})[:h](\d{2})(?:\s*([ap])\.?\s?m\b)?/i;
// Message bodies and quotes carry dates of other messages.
const BODY_SELECTOR = '[role="document"], .a3s, .ii, blockquote, [aria-label="Message body"]';

/** When a message says it was sent (time[datetime], a dated title or label, a short dated text), or NaN. */
function messageTime(message: Element): number {
  for (const element of message.querySelectorAll('[datetime]')) {
    const time = Date.parse(element.getAttribute('datetime') ?? '');
    if (Number.isFinite(time)) return time;
  }
  // Only US English writes the month first; a page without a language is read as Date.parse reads it.
  const language = message.ownerDocument?.documentElement?.getAttribute('lang') ?? '';
  const monthFirst = language === '' || /^en(?:-us)?$/i.test(language);
  for (const element of message.querySelectorAll('[title], [aria-label], span, div, td, time')) {
    if (element.closest(BODY_SELECTOR)) continue;
    const texts = [element.getAttribute('title'), element.getAttribute('aria-label')];
    if (element.childElementCount === 0) texts.push(element.textContent);
    for (const text of texts) {
      // Short texts only: a date label is, and the expressions then run on little.
      if (!text || text.length > 80 || text.includes('@')) continue;
      const time = shownTime(text, monthFirst);
      if (Number.isFinite(time) && time > 631_152_000_000 && time < 4_102_444_800_000) return time;
    }
  }
  return Number.NaN;
}

// The time a short text shows, in the page's local time, or NaN.
function shownTime(text: string, monthFirst: boolean): number {
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    let [year, month, day] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    if (!numeric[1]) {
      const [first, second] = [Number(numeric[4]), Number(numeric[5])];
      year = Number(numeric[6]);
      [month, day] = (monthFirst && first <= 12) || second > 12 ? [first, second] : [second, first];
    }
    if (month < 1 || month > 12 || day < 1 || day > 31) return Number.NaN;
    const rest = text.slice(0, numeric.index) + text.slice(numeric.index + numeric[0].length);
    const clock = CLOCK.exec(rest);
    let hours = clock ? Number(clock[1]) : 0;
    const half = clock?.[3]?.toLowerCase();
    if (half) hours = (hours % 12) + (half === 'p' ? 12 : 0);
    return new Date(year, month - 1, day, hours, clock ? Number(clock[2]) : 0).getTime();
  }
  return NAMED_DATE.test(text) ? Date.parse(text.replace(/\([^)]*\)/g, '').trim()) : Number.NaN;
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
