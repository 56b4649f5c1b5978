import { useEffect, useState } from 'preact/hooks';
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

const FIELD_NAMES: Record<ManagedField, string> = {
  baseUrl: 'the API address',
  apiKey: 'the API key',
  detectionMode: 'the detection mode',
};

/** "Set by your organisation" under a field a policy set. */
export function ManagedNote({ field }: { field: ManagedField }) {
  return (
    <p class="hint" id={`${field}-managed`} data-testid={`managed-${field}`}>
      Set by your organisation.
    </p>
  );
}

/** Says which of the policy's values Buyer Lens cannot use (the rep's own apply there), and why. */
export function InvalidPolicyNotice({ managed }: { managed: ManagedSettings | null }) {
  if (!managed) return null;
  const names = managed.invalid.map((field) => FIELD_NAMES[field]).join(' and ');
  return (
    <>
      {names && (
        <p class="field-error" data-testid="managed-invalid">
          Your organisation's policy sets {names} to a value Buyer Lens cannot use, so yours applies there.
          Tell your IT team.
        </p>
      )}
      {managed.keyWithoutAddress && (
        <p class="field-error" data-testid="managed-key-without-address">
          Your organisation's policy sets an API key but no API address. Buyer Lens uses a key set by policy
          only with an address set by the same policy, so that key is not used and yours applies. Tell your IT
          team.
        </p>
      )}
    </>
  );
}
