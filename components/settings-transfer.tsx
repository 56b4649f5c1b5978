import { useState } from 'preact/hooks';
import type { SettingsStore } from '@/lib/schemas/settings';

type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** Export the settings to a JSON file (the key only when asked) and import one, checked before anything changes. */
export function SettingsTransfer({ store }: { store: SettingsStore }) {
  const [includeKey, setIncludeKey] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

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

  async function importSettings(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > 1_000_000) {
      setOutcome({ kind: 'error', message: 'This file is too large to be Buyer Lens settings.' });
      return;
    }
    const result = await store.importFile(await file.text());
    setOutcome(
      result.ok
        ? { kind: 'done', message: `Imported ${result.fields.length} settings from ${file.name}.` }
        : { kind: 'error', message: result.message },
    );
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
        onChange={(event) => void importSettings(event.currentTarget)}
      />
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
