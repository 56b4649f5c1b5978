import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type MessageKey, t } from '@/lib/i18n/catalogue';
import { LANGUAGE_NAMES, LANGUAGES, matchLanguage } from '@/lib/i18n/languages';
import { LAUNCHER_WEBSITE_ORIGINS } from '@/lib/launcher/launcher-data';
import type { Settings, SettingsFieldErrors, SettingsStore } from '@/lib/schemas/settings';
import { turnLauncherOffKeepingApiAccess } from '@/lib/ui/api-access';
import { backgroundClient } from '@/lib/ui/background-client';
import { applyTheme } from '@/lib/ui/display-settings';
import { CalendarsToggle } from './calendars-toggle';
import { EngagementToggle } from './engagement-toggle';
import { ListMarksSettings } from './list-marks-settings';
import { ManagedNote, useManagedSettings } from './managed-settings-notes';
import { WatchSettings } from './watch-settings';

type Editable = Pick<
  Settings,
  | 'detectionMode'
  | 'allowedSites'
  | 'disabledSites'
  | 'lookUpInPrivateWindows'
  | 'theme'
  | 'language'
  | 'showLauncher'
  | 'watchEvery'
  | 'watchNotifications'
  | 'markLists'
  | 'markLinkedinLists'
  | 'markMailLists'
>;

/** The detection modes, each with its name and what it means. */
const MODES: readonly (readonly [Settings['detectionMode'], MessageKey, MessageKey])[] = [
  ['automatic', 'options.preferencesForm.modeAutomatic', 'options.preferencesForm.modeAutomaticHint'],
  [
    'work-surfaces',
    'options.preferencesForm.modeWorkSurfaces',
    'options.preferencesForm.modeWorkSurfacesHint',
  ],
  ['on-request', 'options.preferencesForm.modeOnRequest', 'options.preferencesForm.modeOnRequestHint'],
];

const THEMES: readonly (readonly [Settings['theme'], MessageKey])[] = [
  ['system', 'options.preferencesForm.themeSystem'],
  ['light', 'options.preferencesForm.themeLight'],
  ['dark', 'options.preferencesForm.themeDark'],
];

/**
 * Detection, site lists, launcher, theme, language and cache: each change saved at once and live everywhere (a
 * new language reloads every open page in it, this one too: lib/i18n/page-language.ts).
 */
export function PreferencesForm({ store }: { store: SettingsStore }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const managed = useManagedSettings(store);
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const [note, setNote] = useState('');
  const [sites, setSites] = useState({ allowedSites: '', disabledSites: '' });
  const launcherClicks = useRef(0);
  // Whether the launcher may show on websites: the grant of website access itself, which decides it.
  const [onWebsites, setOnWebsites] = useState(false);
  useEffect(() => {
    void browser.permissions
      .contains({ origins: LAUNCHER_WEBSITE_ORIGINS })
      .then(setOnWebsites, () => setOnWebsites(false));
  }, []);

  useEffect(() => {
    const show = (next: Settings) => {
      setSettings(next);
      applyTheme(next.theme);
      setSites({ allowedSites: next.allowedSites.join('\n'), disabledSites: next.disabledSites.join('\n') });
    };
    void store.load().then(show);
    return store.watch(show);
  }, [store]);

  async function save(changes: Partial<Editable>) {
    const result = await store.save(changes);
    if (result.ok) {
      setErrors({});
      setNote(t('options.preferencesForm.saved'));
      setSettings(result.settings);
      applyTheme(result.settings.theme);
    } else {
      setErrors(result.errors);
      setNote('');
    }
  }

  async function toggleLauncher(on: boolean) {
    // Clicks apply in the order they were made: a quick on-then-off must end off (seen in e2e).
    ++launcherClicks.current;
    // The background gives website access back; Chrome takes the API's origin with it, asked for again here.
    if (!on) {
      await turnLauncherOffKeepingApiAccess(settings?.baseUrl ?? '', () => save({ showLauncher: false }));
      setOnWebsites(false);
      return;
    }
    return save({ showLauncher: true });
  }

  /**
   * The launcher on prospect websites too: off by default (a website can tell that something was added to its
   * page), on only with the rep's grant of website access, asked for inside this click and given back when off.
   */
  async function toggleLauncherOnWebsites(on: boolean) {
    const click = ++launcherClicks.current;
    if (!on) {
      await turnLauncherOffKeepingApiAccess(settings?.baseUrl ?? '', () =>
        browser.permissions.remove({ origins: LAUNCHER_WEBSITE_ORIGINS }).catch(() => false),
      );
      setOnWebsites(false);
      return setNote(t('options.preferencesForm.saved'));
    }
    const granted = await browser.permissions
      .request({ origins: LAUNCHER_WEBSITE_ORIGINS })
      .catch(() => false);
    if (click !== launcherClicks.current) return;
    setOnWebsites(granted);
    setNote(t(granted ? 'options.preferencesForm.saved' : 'options.preferencesForm.launcherWebsitesRefused'));
  }

  // A policy's detection mode wins: shown, not changeable.
  const modeManaged = managed?.values.detectionMode !== undefined;
  if (!settings) return null;
  return (
    <div>
      <fieldset>
        <legend>{t('options.preferencesForm.lookingPagesUp')}</legend>
        {MODES.map(([value, label, hint]) => (
          <label class="choice" key={value}>
            <input
              type="radio"
              name="detectionMode"
              value={value}
              checked={settings.detectionMode === value}
              disabled={modeManaged}
              aria-describedby={modeManaged ? 'detectionMode-managed' : undefined}
              onChange={() => void save({ detectionMode: value })}
            />
            <span>
              <strong>{t(label)}</strong> <span class="hint">{t(hint)}</span>
            </span>
          </label>
        ))}
        {modeManaged && <ManagedNote field="detectionMode" />}
        <SiteList
          id="allowed-sites"
          label={t('options.preferencesForm.allowedSites')}
          value={sites.allowedSites}
          error={errors.allowedSites}
          onInput={(value) => setSites({ ...sites, allowedSites: value })}
          onCommit={(list) => void save({ allowedSites: list })}
        />
        <SiteList
          id="disabled-sites"
          label={t('options.preferencesForm.disabledSites')}
          value={sites.disabledSites}
          error={errors.disabledSites}
          onInput={(value) => setSites({ ...sites, disabledSites: value })}
          onCommit={(list) => void save({ disabledSites: list })}
        />
        <label class="choice">
          <input
            type="checkbox"
            checked={settings.lookUpInPrivateWindows}
            onChange={(event) => void save({ lookUpInPrivateWindows: event.currentTarget.checked })}
          />
          {t('options.preferencesForm.privateWindows')}
        </label>
        <CalendarsToggle onNote={setNote} />
        <EngagementToggle onNote={setNote} />
      </fieldset>

      <fieldset>
        <legend>{t('options.preferencesForm.display')}</legend>
        <label class="choice">
          <input
            type="checkbox"
            name="showLauncher"
            checked={settings.showLauncher}
            onChange={(event) => void toggleLauncher(event.currentTarget.checked)}
          />
          {t('options.preferencesForm.showLauncher')}
        </label>
        <label class="choice" style={{ marginInlineStart: '24px' }}>
          <input
            type="checkbox"
            name="launcherOnWebsites"
            checked={settings.showLauncher && onWebsites}
            disabled={!settings.showLauncher}
            aria-describedby="launcher-websites-hint"
            onChange={(event) => void toggleLauncherOnWebsites(event.currentTarget.checked)}
          />
          <span>
            {t('options.preferencesForm.launcherOnWebsites')}{' '}
            <span class="hint" id="launcher-websites-hint">
              {t('options.preferencesForm.launcherOnWebsitesHint')}
            </span>
          </span>
        </label>
        <div role="radiogroup" aria-labelledby="theme-label">
          <p id="theme-label" style={{ fontWeight: 600, margin: '10px 0 4px' }}>
            {t('options.preferencesForm.theme')}
          </p>
          {THEMES.map(([theme, label]) => (
            <label class="choice" key={theme}>
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={settings.theme === theme}
                onChange={() => void save({ theme })}
              />
              {t(label)}
            </label>
          ))}
        </div>
        <LanguageSelect value={settings.language} onChange={(language) => void save({ language })} />
      </fieldset>

      <WatchSettings settings={settings} managed={managed} save={save} onNote={setNote} />

      <ListMarksSettings settings={settings} save={save} />

      <fieldset>
        <legend>{t('options.preferencesForm.cache')}</legend>
        <p class="hint">{t('options.preferencesForm.cacheHint')}</p>
        <button
          type="button"
          class="secondary"
          onClick={() =>
            void backgroundClient
              .clearCache()
              .then((done) =>
                setNote(
                  t(
                    done.ok
                      ? 'options.preferencesForm.cacheCleared'
                      : 'options.preferencesForm.cacheNotCleared',
                  ),
                ),
              )
          }
        >
          {t('options.preferencesForm.clearCache')}
        </button>
      </fieldset>
      <p role="status" class="hint" data-testid="preferences-status">
        {note}
      </p>
    </div>
  );
}

function SiteList({
  id,
  label,
  value,
  error,
  onInput,
  onCommit,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onInput: (value: string) => void;
  onCommit: (sites: string[]) => void;
}) {
  return (
    <>
      <label for={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        placeholder={t('options.preferencesForm.sitesPlaceholder')}
        spellcheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onInput={(event) => onInput(event.currentTarget.value)}
        onChange={(event) =>
          onCommit(
            event.currentTarget.value
              .split(/[\n,]+/)
              .map((site) => site.trim())
              .filter(Boolean),
          )
        }
      />
      {error ? (
        <p class="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        <p class="hint" id={`${id}-hint`}>
          {t('options.preferencesForm.sitesHint')}
        </p>
      )}
    </>
  );
}

/**
 * The UI's language: the browser's (named in itself) or one of ours, each named in itself. The pseudo-locale
 * is never offered (tests write it into the setting).
 */
function LanguageSelect({
  value,
  onChange,
}: {
  value: Settings['language'];
  onChange: (language: Settings['language']) => void;
}) {
  const browserLanguage = matchLanguage(navigator.languages);
  return (
    <>
      <label for="language">{t('options.preferencesForm.language')}</label>
      <select
        id="language"
        name="language"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as Settings['language'])}
      >
        <option value="browser">
          {t('options.preferencesForm.languageBrowser', { language: LANGUAGE_NAMES[browserLanguage] })}
        </option>
        {LANGUAGES.map((language) => (
          // Each name in its own language and direction (a Hebrew name in an English list, and the reverse).
          <option key={language} value={language} lang={language} dir="auto">
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </>
  );
}
