import { currentLocale, loadMessages } from '../i18n/catalogue';
import { type Locale, localeOfSettings, textDirection } from '../i18n/languages';
import { settingsItem } from '../shared/storage-items';

// The background has no page to load its messages before a first render (lib/i18n/page-language.ts): it loads
// them when it first writes a text the rep reads (a toolbar title, the context menu, the omnibox, the launcher's
// words), in the rep's language (Options, else the browser's), and again when the rep picks another
// (lib/background/settings-changes.ts). Not at start-up: a new document starts reading them with its lookup,
// since its badge's title waits for them (lib/background/tab-lookup.ts).

let ready: Promise<Locale> | null = null;

async function load(): Promise<Locale> {
  // The worker's `navigator.languages` is the browser's; a test's Node has no navigator (English).
  const stored: unknown = await settingsItem.getValue().catch(() => null);
  const locale = localeOfSettings(stored, globalThis.navigator?.languages ?? []);
  // `common` for the errors' sentences a toolbar title names (lib/ui/error-message.ts).
  await loadMessages(['background', 'common'], locale);
  return locale;
}

/**
 * Makes the background's messages available to `t`, in the rep's language; resolves with that locale. Read
 * once and kept until the language changes (`reloadBackgroundMessages`); a failed read is tried again next time.
 */
export function backgroundMessages(): Promise<Locale> {
  if (ready) return ready;
  const loading = load();
  ready = loading;
  loading.catch(() => {
    if (ready === loading) ready = null;
  });
  return loading;
}

/** The rep may have picked another language: reads it again. Resolves whether the language changed. */
export async function reloadBackgroundMessages(): Promise<boolean> {
  const before = await ready?.catch(() => null);
  ready = null;
  return (await backgroundMessages()) !== before;
}

/**
 * A value from the API or a page inside a plain-text message the browser shows (a tooltip): in a right-to-left
 * language, isolated (FSI … PDI), so that a Latin name neither reorders the sentence around it nor sets its
 * direction. Left as it is in a left-to-right language.
 */
export function isolated(value: string): string {
  return textDirection(currentLocale()) === 'rtl' ? `\u2068${value}\u2069` : value;
}
