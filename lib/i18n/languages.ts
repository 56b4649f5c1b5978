// The languages Buyer Lens speaks, and which one a rep gets.

/** The UI's languages, as BCP 47 tags (what `Intl` and `<html lang>` take). */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The pseudo-locale (Chrome's own tag for it): English made longer, accented and bracketed, for finding text
 * that is clipped or not from the catalogue. Reachable only by writing the setting (tests), never offered.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = Language | typeof PSEUDO_LOCALE;

/** The rep's choice in Options: the browser's language, or one of ours. */
export type LanguageSetting = 'browser' | Locale;
export const LANGUAGE_SETTINGS: readonly LanguageSetting[] = ['browser', ...LANGUAGES, PSEUDO_LOCALE];

/** Each language in itself, as a rep looks for it in a list. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  he: 'עברית',
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['he']);

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The language whose messages stand in for a locale's: the pseudo-locale is made from English. */
export function catalogueLanguage(locale: Locale): Language {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}

/**
 * Our language for the browser's preferences, best first (`navigator.languages`): the first whose language we
 * speak. Any Portuguese reads Brazilian Portuguese (the only one we have), Hebrew's old code `iw` is Hebrew,
 * and a rep whose browser speaks none of ours reads English.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'pt') return 'pt-BR';
    if (primary === 'iw') return 'he';
    const language = LANGUAGES.find((candidate) => candidate === primary);
    if (language) return language;
  }
  return 'en';
}

/**
 * The locale a stored settings record asks for (its `language`), given the browser's preferences: the pages,
 * the background and a change of settings all read it this way. A record that cannot be read: the browser's.
 */
export function localeOfSettings(record: unknown, preferred: readonly string[]): Locale {
  const setting =
    typeof record === 'object' && record !== null ? (record as { language?: unknown }).language : undefined;
  return resolveLocale(setting, preferred);
}

/** The locale a setting stands for, given the browser's preferences. */
export function resolveLocale(setting: unknown, preferred: readonly string[]): Locale {
  const chosen = LANGUAGE_SETTINGS.find((candidate) => candidate === setting);
  return chosen === undefined || chosen === 'browser' ? matchLanguage(preferred) : chosen;
}
