import { browser } from 'wxt/browser';
import { type MessageKey, t } from '@/lib/i18n/catalogue';
import { WATCH_INTERVAL_NAMES } from '@/lib/my-accounts/watch-intervals';
import type { ManagedSettings } from '@/lib/schemas/managed-settings';
import type { Settings } from '@/lib/schemas/settings';
import { ManagedNote } from './managed-settings-notes';

type WatchSettings = Pick<Settings, 'watchEvery' | 'watchNotifications'>;

const INTERVALS = Object.entries(WATCH_INTERVAL_NAMES) as [Settings['watchEvery'], MessageKey][];

/**
 * Options' My accounts section: how often the watch asks for news (a policy may set it), and whether a run
 * that found some says so on the desktop. The `notifications` permission is asked inside the click that turns
 * them on, the first time; refused, the setting stays off and says why.
 */
export function WatchSettings({
  settings,
  managed,
  save,
  onNote,
}: {
  settings: WatchSettings;
  managed: ManagedSettings | null;
  save: (changes: Partial<WatchSettings>) => Promise<void>;
  onNote: (note: string) => void;
}) {
  const intervalManaged = managed?.values.watchEvery !== undefined;

  async function toggleNotifications(on: boolean) {
    if (!on) return save({ watchNotifications: false });
    // Granted once already (or by the organisation): no prompt again.
    const permission = { permissions: ['notifications' as const] };
    const granted =
      (await browser.permissions.contains(permission).catch(() => false)) ||
      (await browser.permissions.request(permission).catch(() => false));
    if (granted) return save({ watchNotifications: true });
    onNote(t('options.preferencesForm.watchNotificationsRefused'));
  }

  return (
    <fieldset>
      <legend>{t('options.preferencesForm.myAccounts')}</legend>
      <label for="watch-every">{t('options.preferencesForm.watchEvery')}</label>
      <select
        id="watch-every"
        name="watchEvery"
        value={settings.watchEvery}
        disabled={intervalManaged}
        aria-describedby={intervalManaged ? 'watchEvery-managed' : 'watch-every-hint'}
        onChange={(event) => void save({ watchEvery: event.currentTarget.value as Settings['watchEvery'] })}
      >
        {INTERVALS.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      {intervalManaged ? (
        <ManagedNote field="watchEvery" />
      ) : (
        <p class="hint" id="watch-every-hint">
          {t('options.preferencesForm.watchHint')}
        </p>
      )}
      <label class="choice">
        <input
          type="checkbox"
          name="watchNotifications"
          checked={settings.watchNotifications}
          disabled={settings.watchEvery === 'off'}
          onChange={(event) => void toggleNotifications(event.currentTarget.checked)}
        />
        {t('options.preferencesForm.watchNotifications')}
      </label>
    </fieldset>
  );
}
