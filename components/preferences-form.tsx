import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { LAUNCHER_WEBSITE_ORIGINS } from '@/lib/launcher/launcher-data';
import type { Settings, SettingsFieldErrors, SettingsStore } from '@/lib/schemas/settings';
import { turnLauncherOffKeepingApiAccess } from '@/lib/ui/api-access';
import { backgroundClient } from '@/lib/ui/background-client';
import { applyTheme } from '@/lib/ui/display-settings';
import { CalendarsToggle } from './calendars-toggle';
import { EngagementToggle } from './engagement-toggle';
import { ManagedNote, useManagedSettings } from './managed-settings-notes';

type Editable = Pick<
  Settings,
  'detectionMode' | 'allowedSites' | 'disabledSites' | 'lookUpInPrivateWindows' | 'theme' | 'showLauncher'
>;

/** Detection, site lists, launcher, theme and cache: each change saved at once and live everywhere. */
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

  async function save(changes: Partial<Editable>, message = 'Saved.') {
    const result = await store.save(changes);
    if (result.ok) {
      setErrors({});
      setNote(message);
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
      return setNote('Saved.');
    }
    const granted = await browser.permissions
      .request({ origins: LAUNCHER_WEBSITE_ORIGINS })
      .catch(() => false);
    if (click !== launcherClicks.current) return;
    setOnWebsites(granted);
    setNote(granted ? 'Saved.' : 'Without access to websites, the launcher shows on CRM records only.');
  }

  // A policy's detection mode wins: shown, not changeable.
  const modeManaged = managed?.values.detectionMode !== undefined;
  if (!settings) return null;
  return (
    <div>
      <fieldset>
        <legend>Looking pages up</legend>
        {(
          [
            ['automatic', 'Automatic', 'Every company website you open, except the sites you switched off.'],
            [
              'work-surfaces',
              'Work pages only',
              'CRM, LinkedIn and mail pages, and the sites you allow below.',
            ],
            [
              'on-request',
              'Only when I ask',
              'Nothing is sent until you click the toolbar button or use the shortcut.',
            ],
          ] as const
        ).map(([value, label, hint]) => (
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
              <strong>{label}</strong> <span class="hint">{hint}</span>
            </span>
          </label>
        ))}
        {modeManaged && <ManagedNote field="detectionMode" />}
        <SiteList
          id="allowed-sites"
          label="Always look up these sites"
          value={sites.allowedSites}
          error={errors.allowedSites}
          onInput={(value) => setSites({ ...sites, allowedSites: value })}
          onCommit={(list) => void save({ allowedSites: list })}
        />
        <SiteList
          id="disabled-sites"
          label="Never look up these sites"
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
          Look pages up in private windows too
        </label>
        <CalendarsToggle onNote={setNote} />
        <EngagementToggle onNote={setNote} />
      </fieldset>

      <fieldset>
        <legend>Display</legend>
        <label class="choice">
          <input
            type="checkbox"
            name="showLauncher"
            checked={settings.showLauncher}
            onChange={(event) => void toggleLauncher(event.currentTarget.checked)}
          />
          Show a small Buyer Lens button on CRM records of known accounts
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
            Also on prospects' websites{' '}
            <span class="hint" id="launcher-websites-hint">
              Asks for access to websites. A website can tell that something was added to its page, though not
              what it says.
            </span>
          </span>
        </label>
        <div role="radiogroup" aria-labelledby="theme-label">
          <p id="theme-label" style={{ fontWeight: 600, margin: '10px 0 4px' }}>
            Theme
          </p>
          {(['system', 'light', 'dark'] as const).map((theme) => (
            <label class="choice" key={theme}>
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={settings.theme === theme}
                onChange={() => void save({ theme })}
              />
              {theme === 'system' ? 'Same as the system' : theme === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Cache</legend>
        <p class="hint">
          Answers are kept for a few minutes so that pages open fast. Clearing also forgets your recent
          lookups and what each tab showed.
        </p>
        <button
          type="button"
          class="secondary"
          onClick={() =>
            void backgroundClient
              .clearCache()
              .then((done) =>
                setNote(
                  done.ok ? 'Cache cleared.' : 'Could not clear the cache: reload this page and try again.',
                ),
              )
          }
        >
          Clear cache
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
        placeholder="acme.com, one per line"
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
          One site per line; saved when you leave the box.
        </p>
      )}
    </>
  );
}
