import { browser } from 'wxt/browser';
import { keyInArea, settingsItem } from '@/lib/shared/storage-items';
import { type AreaMessages, loadMessages, provideMessages, readAreaMessages } from './catalogue';
import {
  catalogueLanguage,
  type Language,
  type Locale,
  localeOfSettings,
  matchLanguage,
  textDirection,
} from './languages';
import type { MessageArea } from './message-keys';

// A page's messages come with its first storage read: each area of the language in use is kept in
// storage.local once fetched from the package, stamped with the build, so that later openings (the side panel
// opens often) read it with the settings in one round trip instead of a fetch on top, which would finish well
// after the opening's storage reads (npm run bench, sidebar part).

/** The stored copy of one area in one language. */
const storedKey = (language: Language, area: MessageArea) => `messages:${language}/${area}`;
type StoredArea = { build: string; messages: AreaMessages };

/** The build a stored copy must come from: one with these messages (wxt.config.ts hashes them). */
function build(): string {
  return import.meta.env.BUYER_LENS_MESSAGES_HASH ?? 'unhashed';
}

function storedArea(value: unknown, current: string): AreaMessages | null {
  if (typeof value !== 'object' || value === null) return null;
  const { build: stamp, messages } = value as Partial<StoredArea>;
  return stamp === current && typeof messages === 'object' && messages !== null ? messages : null;
}

/**
 * Loads a page's messages in the rep's language before its first render, and marks the page with it
 * (`lang`, and `dir` for a right-to-left language, which mirrors the layout): the setting and the stored
 * messages of the browser's language (most reps') in one storage read, the package only for what is missing.
 */
export async function loadPageLanguage(areas: readonly MessageArea[]): Promise<Locale> {
  const preferred = navigator.languages;
  const likely = matchLanguage(preferred);
  const current = build();
  const settingsKey = keyInArea(settingsItem);
  const stored = await browser.storage.local
    .get([settingsKey, ...areas.map((area) => storedKey(likely, area))])
    .catch((): Record<string, unknown> => ({}));
  const locale = localeOfSettings(stored[settingsKey], preferred);
  const language = catalogueLanguage(locale);
  const missing: MessageArea[] = [];
  for (const area of areas) {
    const messages = language === likely ? storedArea(stored[storedKey(language, area)], current) : null;
    if (messages) provideMessages(language, area, messages);
    else missing.push(area);
  }
  await loadMessages(areas, locale);
  // npm run bench times the opening's steps by these marks.
  performance.mark('buyer-lens:messages-loaded');
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  if (missing.length > 0) void keepAreas(language, missing, current);
  return locale;
}

/** Keeps the areas just fetched for the next opening (not awaited: the page is already shown). */
async function keepAreas(language: Language, areas: readonly MessageArea[], current: string): Promise<void> {
  const entries = await Promise.all(
    areas.map(async (area) => [
      storedKey(language, area),
      { build: current, messages: await readAreaMessages(language, area) },
    ]),
  );
  await browser.storage.local.set(Object.fromEntries(entries)).catch(() => undefined);
}

/** Reloads the page when the rep picks another language (in Options, or a settings file): every text changes. */
export function reloadOnLanguageChange(shown: Locale): () => void {
  return settingsItem.watch((stored) => {
    if (localeOfSettings(stored, navigator.languages) !== shown) location.reload();
  });
}

/**
 * Shows a page once its messages are in: `show` renders it. A page whose messages cannot be read at all (the
 * extension was updated under it) still renders, each text marked with its key, rather than staying blank.
 */
export function showPageInLanguage(areas: readonly MessageArea[], show: () => void): void {
  loadPageLanguage(areas).then(
    (locale) => {
      show();
      reloadOnLanguageChange(locale);
    },
    (error: unknown) => {
      console.error('Buyer Lens: the messages could not be read', error);
      show();
    },
  );
}
