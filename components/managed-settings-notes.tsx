import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { ManagedField, ManagedSettings } from '@/lib/schemas/managed-settings';
import type { SettingsStore } from '@/lib/schemas/settings';

/** What a policy set, kept current while the options page is open; null until read. */
export function useManagedSettings(store: SettingsStore): ManagedSettings | null {
  const [managed, setManaged] = useState<ManagedSettings | null>(null);
  useEffect(() => {
    const read = () => void store.managed().then(setManaged);
    read();
    return store.watch(read);
  }, [store]);
  return managed;
}

/** The fields a policy set to a value Buyer Lens cannot use, named in one phrase ("A and B"). */
function fieldList(fields: readonly ManagedField[]): string {
  const [first = '', second = '', third = '', fourth = ''] = fields.map((field) =>
    t('options.managedSettingsNotes.field', { field }),
  );
  return t('options.managedSettingsNotes.fieldList', { count: fields.length, first, second, third, fourth });
}

/** "Set by your organisation" under a field a policy set. */
export function ManagedNote({ field }: { field: ManagedField }) {
  return (
    <p class="hint" id={`${field}-managed`} data-testid={`managed-${field}`}>
      {t('options.managedSettingsNotes.setByOrganisation')}
    </p>
  );
}

/** Says which of the policy's values Buyer Lens cannot use (the rep's own apply there), and why. */
export function InvalidPolicyNotice({ managed }: { managed: ManagedSettings | null }) {
  if (!managed) return null;
  return (
    <>
      {managed.invalid.length > 0 && (
        <p class="field-error" data-testid="managed-invalid">
          {t('options.managedSettingsNotes.invalidPolicy', { fields: fieldList(managed.invalid) })}
        </p>
      )}
      {managed.keyWithoutAddress && (
        <p class="field-error" data-testid="managed-key-without-address">
          {t('options.managedSettingsNotes.keyWithoutAddress')}
        </p>
      )}
    </>
  );
}
