import { useEffect, useRef, useState } from 'preact/hooks';
import type { SettingsStore } from '@/lib/schemas/settings';
import type { SettingsImportPlan } from '@/lib/schemas/settings-import';
import { buildReaches, HTTPS_ONLY_MESSAGE, requestHostAccess } from '@/lib/ui/api-access';

type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** A file read and its changes listed, waiting for the rep's confirmation. */
type PendingImport = { name: string; plan: SettingsImportPlan };

/**
 * Export the settings to a JSON file (the key only when asked) and import one: checked, then shown setting by
 * setting, and applied only when the rep confirms (lib/schemas/settings-import.ts says why).
 */
export function SettingsTransfer({ store }: { store: SettingsStore }) {
  const [includeKey, setIncludeKey] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [pending, setPending] = useState<PendingImport | null>(null);

  async function exportSettings() {
    const text = await store.exportFile(includeKey);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = `buyer-lens-settings-${new Date().toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setOutcome({
      kind: 'done',
      message: includeKey
        ? 'Exported, with your API key: keep the file as safe as the key.'
        : 'Exported, without your API key.',
    });
  }

  async function readImport(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    setPending(null);
    if (!file) return;
    if (file.size > 1_000_000) {
      setOutcome({ kind: 'error', message: 'This file is too large to be Buyer Lens settings.' });
      return;
    }
    const result = await store.planImport(await file.text());
    if (!result.ok) {
      setOutcome({ kind: 'error', message: result.message });
      return;
    }
    const { plan } = result;
    if (plan.changes.length === 0) {
      setOutcome({ kind: 'done', message: `${file.name} changes nothing: your settings already match it.` });
      return;
    }
    setOutcome({ kind: 'idle' });
    setPending({ name: file.name, plan });
  }

  async function applyImport({ name, plan }: PendingImport) {
    // The new address's origin is asked for first, inside this click: the browser honours it only there.
    const granted = plan.origin && plan.values.baseUrl ? await requestHostAccess(plan.values.baseUrl) : true;
    setPending(null);
    if (!granted) {
      setOutcome({
        kind: 'error',
        message: buildReaches(plan.values.baseUrl ?? '')
          ? `Nothing was imported: Buyer Lens needs your permission to reach ${plan.values.baseUrl}.`
          : `Nothing was imported: ${HTTPS_ONLY_MESSAGE}`,
      });
      return;
    }
    const result = await store.applyImport(plan);
    if (!result.ok) {
      setOutcome({ kind: 'error', message: result.message });
      return;
    }
    const count = plan.changes.length;
    const keyGone = plan.values.apiKey === '';
    setOutcome({
      kind: 'done',
      message: `Imported ${count} ${count === 1 ? 'setting' : 'settings'} from ${name}.${
        keyGone ? ' Enter the API key for the new address above.' : ''
      }`,
    });
  }

  function cancelImport() {
    setPending(null);
    setOutcome({ kind: 'done', message: 'Import cancelled: nothing changed.' });
  }

  return (
    <fieldset>
      <legend>Move your settings</legend>
      <p class="hint">Save them to a file, or load a file saved from Buyer Lens in another browser.</p>
      <label class="choice">
        <input
          type="checkbox"
          checked={includeKey}
          onChange={(event) => setIncludeKey(event.currentTarget.checked)}
        />
        <span>Include the key in the file</span>
      </label>
      <button type="button" class="secondary" onClick={() => void exportSettings()}>
        Export settings
      </button>
      <label for="settings-import">Import settings from a file</label>
      <input
        id="settings-import"
        type="file"
        accept="application/json,.json"
        onChange={(event) => void readImport(event.currentTarget)}
      />
      {pending && (
        <ImportConfirmation
          pending={pending}
          onApply={() => void applyImport(pending)}
          onCancel={cancelImport}
        />
      )}
      <p
        role="status"
        data-testid="settings-transfer-status"
        class={outcome.kind === 'error' ? 'field-error' : 'hint'}
      >
        {outcome.kind === 'idle' ? '' : outcome.message}
      </p>
    </fieldset>
  );
}

/** The changes a file would make, one row a setting, with Apply and Cancel; focus moves to its heading. */
function ImportConfirmation({
  pending,
  onApply,
  onCancel,
}: {
  pending: PendingImport;
  onApply: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { plan } = pending;
  return (
    <section class="card" data-testid="settings-import-review" aria-labelledby="settings-import-title">
      <h3 id="settings-import-title" tabIndex={-1} ref={heading} style={{ textTransform: 'none' }}>
        Import {pending.name}? It changes:
      </h3>
      <ul>
        {plan.changes.map((change) => (
          <li key={change.field} data-field={change.field}>
            <strong>{change.label}</strong>: {change.from} → {change.to}
          </li>
        ))}
      </ul>
      {plan.managed.length > 0 && (
        <p class="hint">Kept as your organisation set them: {plan.managed.join(', ')}.</p>
      )}
      <button type="button" onClick={onApply}>
        Apply these changes
      </button>{' '}
      <button type="button" class="secondary" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
