import { t } from '@/lib/i18n/catalogue';
import type { Settings } from '@/lib/schemas/settings';

type ListMarksChoices = Pick<Settings, 'markLists' | 'markLinkedinLists'>;

const LINKEDIN_CHOICES = [
  ['ask', 'options.preferencesForm.markAsk'],
  ['on', 'options.preferencesForm.markOn'],
  ['off', 'options.preferencesForm.markOff'],
] as const;

/**
 * Options' marks on lists: on the CRM's and engagement tools' lists (the rep's own tools) unless turned off;
 * on LinkedIn's results only once the rep said so (asked on the list itself, or set here). A site turned off in
 * "Never look up on these sites" has none either way.
 */
export function ListMarksSettings({
  settings,
  save,
}: {
  settings: ListMarksChoices;
  save(changes: Partial<ListMarksChoices>): Promise<void>;
}) {
  return (
    <fieldset>
      <legend>{t('options.preferencesForm.listMarks')}</legend>
      <p class="hint" id="list-marks-hint">
        {t('options.preferencesForm.listMarksHint')}
      </p>
      <label class="choice">
        <input
          type="checkbox"
          name="markLists"
          checked={settings.markLists}
          aria-describedby="list-marks-hint"
          onChange={(event) => void save({ markLists: event.currentTarget.checked })}
        />
        {t('options.preferencesForm.markLists')}
      </label>
      <label for="mark-linkedin-lists">{t('options.preferencesForm.markLinkedinLists')}</label>
      <select
        id="mark-linkedin-lists"
        name="markLinkedinLists"
        value={settings.markLinkedinLists}
        onChange={(event) =>
          void save({ markLinkedinLists: event.currentTarget.value as Settings['markLinkedinLists'] })
        }
      >
        {LINKEDIN_CHOICES.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
