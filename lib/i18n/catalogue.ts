// The message catalogue at run time: one language at a time, loaded area by area (public/i18n/<language>/
// <area>.json), so a page carries only the messages of the language in use. A runtime catalogue
// rather than the browser's `_locales` (`browser.i18n.getMessage`): the rep may choose a language other than
// the browser's in Options, which `_locales` cannot follow; it stays for the store listing.
import { catalogueLanguage, type Language, type Locale, PSEUDO_LOCALE } from './languages';
import {
  formatMessage,
  formatMessageParts,
  type MessagePart,
  type MessageValues,
  partsText,
} from './message-format';
import type { MessageArea, MessageKey } from './message-keys';
import { accentText, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoPadding } from './pseudo-locale';

export type { MessagePart, MessageValues } from './message-format';
export type { MessageArea, MessageKey } from './message-keys';

export type AreaMessages = Readonly<Record<string, string>>;

/** Reads one area's messages in one language; tests read the files from disk. */
export type MessageReader = (language: Language, area: MessageArea) => Promise<AreaMessages>;

async function fetchMessages(language: Language, area: MessageArea): Promise<AreaMessages> {
  // From the extension's own package: a path resolves against the page's or the worker's origin.
  const response = await fetch(`/i18n/${language}/${area}.json`);
  if (!response.ok) throw new Error(`${language}/${area}.json: ${response.status}`);
  return response.json();
}

let readMessages: MessageReader = fetchMessages;
/** Reads started or done, by `language/area`: a page starts its likely language's before it knows. */
const reads = new Map<string, Promise<AreaMessages>>();

let locale: Locale = 'en';
const messages = new Map<string, string>();
const loadedAreas = new Set<MessageArea>();

export function setMessageReader(reader: MessageReader): void {
  readMessages = reader;
  reads.clear();
}

/** Gives an area's messages read elsewhere (a page's stored copy), so that loadMessages need not fetch them. */
export function provideMessages(language: Language, area: MessageArea, areaMessages: AreaMessages): void {
  reads.set(`${language}/${area}`, Promise.resolve(areaMessages));
}

/** An area's messages in a language, as loadMessages reads them (once). */
export function readAreaMessages(language: Language, area: MessageArea): Promise<AreaMessages> {
  return read(language, area);
}

/** Starts reading areas in a language (kept for loadMessages), before the page knows it is the one. */
export function readAhead(language: Language, areas: readonly MessageArea[]): void {
  for (const area of areas) read(language, area);
}

function read(language: Language, area: MessageArea): Promise<AreaMessages> {
  const key = `${language}/${area}`;
  let pending = reads.get(key);
  if (!pending) {
    pending = readMessages(language, area);
    reads.set(key, pending);
    // A failed read is tried again next time.
    pending.catch(() => reads.delete(key));
  }
  return pending;
}

/**
 * Makes the areas' messages in this locale available to `t` (a different locale replaces the last one's).
 * An area that cannot be read in the language falls back to English, so a view is never left without text.
 */
export async function loadMessages(areas: readonly MessageArea[], next: Locale = locale): Promise<void> {
  if (next !== locale) {
    locale = next;
    messages.clear();
    loadedAreas.clear();
  }
  const language = catalogueLanguage(next);
  const missing = areas.filter((area) => !loadedAreas.has(area));
  const areaMessages = await Promise.all(
    missing.map((area) =>
      read(language, area).catch((error: unknown) => {
        if (language === 'en') throw error;
        return read('en', area);
      }),
    ),
  );
  // A newer call switched the locale meanwhile: its messages win.
  if (next !== locale) return;
  missing.forEach((area, index) => {
    for (const [key, pattern] of Object.entries(areaMessages[index] as AreaMessages))
      if (typeof pattern === 'string') messages.set(`${area}.${key}`, pattern);
    loadedAreas.add(area);
  });
}

/** Whether a message is loaded on this page (its area may come later, with a view, or not at all). */
export function hasMessage(key: string): key is MessageKey {
  return messages.has(key);
}

export function currentLocale(): Locale {
  return locale;
}

/** The locale `Intl` formats in: the pseudo-locale formats as English. */
export function formattingLocale(): string {
  return catalogueLanguage(locale);
}

function pattern(key: MessageKey): string | undefined {
  const found = messages.get(key);
  // A key whose area this page did not load is a bug a test finds: it shows, marked, never as a blank.
  if (found === undefined) console.error(`Buyer Lens: no message "${key}" (${locale})`);
  return found;
}

/** A message as text, in the current language. */
export function t(key: MessageKey, values?: MessageValues): string {
  const found = pattern(key);
  if (found === undefined) return `⟦${key}⟧`;
  if (locale !== PSEUDO_LOCALE) return formatMessage(found, locale, values);
  return partsText(pseudoParts(found, values));
}

/** A message's parts, for a sentence with a link or emphasis inside (components/message.tsx renders them). */
export function messageParts(key: MessageKey, values?: MessageValues): MessagePart[] {
  const found = pattern(key);
  if (found === undefined) return [`⟦${key}⟧`];
  if (locale !== PSEUDO_LOCALE) return formatMessageParts(found, locale, values);
  return pseudoParts(found, values);
}

function pseudoParts(found: string, values?: MessageValues): MessagePart[] {
  const parts = formatMessageParts(found, 'en', values, accentText);
  return [PSEUDO_OPEN, ...parts, `${pseudoPadding(partsText(parts).length)}${PSEUDO_CLOSE}`];
}
