import { t } from '@/lib/i18n/catalogue';
import type { Settings } from '@/lib/schemas/settings';

type ListMarksChoices = Pick<Settings, 'markLists' | 'markLinkedinLists' | 'markMailLists'>;
type AskedField = 'markLinkedinLists' | 'markMailLists';

/** The lists marked only once the rep said so, each its select's id and label. */
const ASKED_LISTS = [
  ['markLinkedinLists', 'mark-linkedin-lists', 'options.preferencesForm.markLinkedinLists'],
  ['markMailLists', 'mark-mail-lists', 'options.preferencesForm.markMailLists'],
] as const;

const ASKED_CHOICES = [
  ['ask', 'options.preferencesForm.markAsk'],
  ['on', 'options.preferencesForm.markOn'],
  ['off', 'options.preferencesForm.markOff'],
] as const;

/**
 * Options' marks on lists: on the CRM's and engagement tools' lists (the rep's own tools) unless turned off;
 * on LinkedIn's results and Gmail's inbox only once the rep said so (asked on the list itself, or set here). A site
 * turned off in
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
      {ASKED_LISTS.map(([field, id, label]) => (
        <AskedListChoice key={field} field={field} id={id} label={t(label)} settings={settings} save={save} />
      ))}
    </fieldset>
  );
}

function AskedListChoice({
  field,
  id,
  label,
  settings,
  save,
}: {
  field: AskedField;
  id: string;
  label: string;
  settings: ListMarksChoices;
  save(changes: Partial<ListMarksChoices>): Promise<void>;
}) {
  return (
    <>
      <label for={id}>{label}</label>
      <select
        id={id}
        name={field}
        value={settings[field]}
        onChange={(event) => void save({ [field]: event.currentTarget.value as Settings[AskedField] })}
      >
        {ASKED_CHOICES.map(([value, choice]) => (
          <option key={value} value={value}>
            {t(choice)}
          </option>
        ))}
      </select>
    </>
  );
}
