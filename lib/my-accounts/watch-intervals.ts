import type { MessageKey } from '../i18n/catalogue';

/** How often the watch asks for news of My accounts (lib/background/account-watch.ts), or never. */
export const WATCH_INTERVALS = ['off', '1h', '3h', '6h', '12h', '24h'] as const;
export type WatchInterval = (typeof WATCH_INTERVALS)[number];

/** Each interval as Options names it (and the settings file's import, which lists the changes). */
export const WATCH_INTERVAL_NAMES: Record<WatchInterval, MessageKey> = {
  off: 'options.preferencesForm.watchOff',
  '1h': 'options.preferencesForm.watch1h',
  '3h': 'options.preferencesForm.watch3h',
  '6h': 'options.preferencesForm.watch6h',
  '12h': 'options.preferencesForm.watch12h',
  '24h': 'options.preferencesForm.watch24h',
};
