import { type MessageKey, t } from '../i18n/catalogue';
import { LANGUAGE_NAMES, type Language } from '../i18n/languages';
import { WATCH_INTERVAL_NAMES } from '../my-accounts/watch-intervals';
import { apiOriginPermission } from '../shared/api-origin';
import type { Settings } from './settings';

// What importing a settings file would change, setting by setting, for the rep to confirm before anything is
// saved. A file is somebody else's words: it may point the API elsewhere, swap the key, or quietly turn
// detection or private windows on. So nothing applies until the rep has read the list and clicked, and the
// saved key never follows a changed address to the file's (security review, finding 1).

type SettingsField = keyof Settings;

/** One setting the file changes: its name as Options shows it, and the value before and after, as text. */
export type SettingsImportChange = { field: SettingsField; label: string; from: string; to: string };

/** What an import would do, made by planSettingsImport and applied only on the rep's confirmation. */
export type SettingsImportPlan = {
  /** What the rep reads, in the order of Options. Empty when the file changes nothing. */
  changes: SettingsImportChange[];
  /** The values to save: the file's changed settings, and an empty key when the key must go. */
  values: Partial<Settings>;
  /** The API origin to ask for inside the confirming click (`https://api.example.com/*`), when the address changes. */
  origin: string | null;
  /** Settings the file sets that the organisation's policy sets: kept as the policy says. */
  managed: string[];
};

/** Each setting as Options names it (the same words as its form), in the order of Options. */
const LABELS: Record<SettingsField, MessageKey> = {
  baseUrl: 'options.settingsForm.apiAddress',
  apiKey: 'options.settingsForm.apiKey',
  dataSource: 'optionsMore.settingsImport.dataSource',
  detectionMode: 'options.preferencesForm.lookingPagesUp',
  allowedSites: 'options.preferencesForm.allowedSites',
  disabledSites: 'options.preferencesForm.disabledSites',
  lookUpInPrivateWindows: 'options.preferencesForm.privateWindows',
  showLauncher: 'optionsMore.settingsImport.showLauncher',
  theme: 'options.preferencesForm.theme',
  language: 'options.preferencesForm.language',
  watchEvery: 'options.preferencesForm.watchEvery',
  watchNotifications: 'options.preferencesForm.watchNotifications',
  markLists: 'options.preferencesForm.markLists',
  markLinkedinLists: 'options.preferencesForm.markLinkedinLists',
  markMailLists: 'options.preferencesForm.markMailLists',
};

const ASKED_MARKS: Record<Settings['markLinkedinLists'], MessageKey> = {
  ask: 'options.preferencesForm.markAsk',
  on: 'optionsMore.settingsImport.on',
  off: 'optionsMore.settingsImport.off',
};

const MODES: Record<Settings['detectionMode'], MessageKey> = {
  automatic: 'options.preferencesForm.modeAutomatic',
  'work-surfaces': 'options.preferencesForm.modeWorkSurfaces',
  'on-request': 'options.preferencesForm.modeOnRequest',
};

const THEMES: Record<Settings['theme'], MessageKey> = {
  system: 'options.preferencesForm.themeSystem',
  light: 'options.preferencesForm.themeLight',
  dark: 'options.preferencesForm.themeDark',
};

/** The order of Options: the connection first, since that is what moves the key. */
const FIELD_ORDER = Object.keys(LABELS) as SettingsField[];

/** The most sites a list shows before "and 3 more". */
const SITES_SHOWN = 5;

/** A setting's value as the rep reads it in the list. */
function shown(field: SettingsField, settings: Partial<Settings>): string {
  switch (field) {
    case 'baseUrl':
      return settings.baseUrl || t('optionsMore.settingsImport.none');
    case 'apiKey':
      return settings.apiKey
        ? t('optionsMore.settingsImport.keyEnding', { end: settings.apiKey.slice(-4) })
        : t('optionsMore.settingsImport.none');
    case 'dataSource':
      return t(
        settings.dataSource === 'demo'
          ? 'optionsMore.settingsImport.demoData'
          : 'optionsMore.settingsImport.yourApi',
      );
    case 'detectionMode':
      return settings.detectionMode ? t(MODES[settings.detectionMode]) : '';
    case 'allowedSites':
    case 'disabledSites': {
      const sites = settings[field] ?? [];
      if (sites.length === 0) return t('optionsMore.settingsImport.none');
      const list = sites.slice(0, SITES_SHOWN).join(t('optionsMore.settingsImport.listSeparator'));
      return sites.length <= SITES_SHOWN
        ? list
        : t('optionsMore.settingsImport.moreSites', { sites: list, count: sites.length - SITES_SHOWN });
    }
    case 'watchEvery':
      return settings.watchEvery ? t(WATCH_INTERVAL_NAMES[settings.watchEvery]) : '';
    case 'lookUpInPrivateWindows':
    case 'showLauncher':
    case 'watchNotifications':
    case 'markLists':
      return t(settings[field] ? 'optionsMore.settingsImport.on' : 'optionsMore.settingsImport.off');
    case 'language':
      return settings.language === undefined || settings.language === 'browser'
        ? t('optionsMore.settingsImport.asBrowser')
        : (LANGUAGE_NAMES[settings.language as Language] ?? settings.language);
    case 'theme':
      return settings.theme ? t(THEMES[settings.theme]) : '';
    case 'markLinkedinLists':
    case 'markMailLists': {
      const choice = settings[field];
      return choice ? t(ASKED_MARKS[choice]) : '';
    }
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Compares a file's valid settings with the rep's own and says what would change. A changed address drops
 * the saved key unless the file brings one: a key belongs to the address it was issued for.
 */
export function planSettingsImport(
  current: Settings,
  file: Partial<Settings>,
  managedFields: readonly string[],
): SettingsImportPlan {
  const managed = FIELD_ORDER.filter((field) => file[field] !== undefined && managedFields.includes(field));
  const values: Partial<Settings> = {};
  for (const field of FIELD_ORDER) {
    const value = file[field];
    if (value === undefined || managedFields.includes(field) || same(value, current[field])) continue;
    Object.assign(values, { [field]: value });
  }
  const addressChanges = values.baseUrl !== undefined;
  if (addressChanges && values.apiKey === undefined && file.apiKey === undefined && current.apiKey)
    values.apiKey = '';
  const changes = FIELD_ORDER.filter((field) => values[field] !== undefined).map((field) => ({
    field,
    label: t(LABELS[field]),
    from: shown(field, current),
    to:
      field === 'apiKey' && values.apiKey === '' && file.apiKey === undefined
        ? current.baseUrl
          ? t('optionsMore.settingsImport.keyRemoved', { address: current.baseUrl })
          : t('optionsMore.settingsImport.keyRemovedNoAddress')
        : shown(field, values),
  }));
  return {
    changes,
    values,
    origin: addressChanges && values.baseUrl ? apiOriginPermission(values.baseUrl) : null,
    managed: managed.map((field) => t(LABELS[field])),
  };
}
