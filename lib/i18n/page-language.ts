import { settingsItem } from '@/lib/shared/storage-items';
import { loadMessages, readAhead } from './catalogue';
import { type Locale, matchLanguage, resolveLocale, textDirection } from './languages';
import type { MessageArea } from './message-keys';

/** The rep's language setting as stored (a record that cannot be read is the browser's language). */
async function storedLanguage(): Promise<unknown> {
  const stored: unknown = await settingsItem.getValue().catch(() => null);
  return typeof stored === 'object' && stored !== null
    ? (stored as { language?: unknown }).language
    : undefined;
}

/**
 * Loads a page's messages in the rep's language before its first render, and marks the page with it
 * (`lang`, and `dir` for a right-to-left language, which mirrors the layout). The browser's language is read
 * ahead while the setting is read: for most reps it is the one, and its messages are then on their way.
 */
export async function loadPageLanguage(areas: readonly MessageArea[]): Promise<Locale> {
  const preferred = navigator.languages;
  readAhead(matchLanguage(preferred), areas);
  const locale = resolveLocale(await storedLanguage(), preferred);
  await loadMessages(areas, locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  return locale;
}

/** Reloads the page when the rep picks another language (in Options, or a settings file): every text changes. */
export function reloadOnLanguageChange(shown: Locale): () => void {
  return settingsItem.watch((stored) => {
    const language =
      typeof stored === 'object' && stored !== null ? (stored as { language?: unknown }).language : undefined;
    if (resolveLocale(language, navigator.languages) !== shown) location.reload();
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
