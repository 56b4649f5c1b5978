import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { SettingsImportPlan } from '@/lib/schemas/settings-import';
import type { SettingsFileStore } from '@/lib/schemas/settings-transfer';
import { buildReaches, httpsOnlyMessage, requestHostAccess } from '@/lib/ui/api-access';
import { Message, type MessageTags } from './message';

/** What is said after an export or an import: a sentence, with a file's name or an address isolated in it. */
type Outcome =
  | { kind: 'idle' }
  | { kind: 'done'; message: ComponentChildren }
  | { kind: 'error'; message: ComponentChildren };

/** A file's name, an address and a setting's values are data inside a sentence: isolated, for Hebrew's sake. */
const ISOLATED: MessageTags = {
  file: (text) => <bdi>{text}</bdi>,
  address: (text) => <bdi>{text}</bdi>,
  from: (text) => <bdi>{text}</bdi>,
  to: (text) => <bdi>{text}</bdi>,
};

/** A file read and its changes listed, waiting for the rep's confirmation. */
type PendingImport = { name: string; plan: SettingsImportPlan };

/**
 * Export the settings to a JSON file (the key only when asked) and import one: checked, then shown setting by
 * setting, and applied only when the rep confirms (lib/schemas/settings-import.ts says why).
 */
export function SettingsTransfer({ store }: { store: SettingsFileStore }) {
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
      message: t(
        includeKey
          ? 'optionsMore.settingsTransfer.exportedWithKey'
          : 'optionsMore.settingsTransfer.exportedWithoutKey',
      ),
    });
  }

  async function readImport(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    setPending(null);
    if (!file) return;
    if (file.size > 1_000_000) {
      setOutcome({ kind: 'error', message: t('optionsMore.settingsTransfer.fileTooLarge') });
      return;
    }
    const result = await store.planImport(await file.text());
    if (!result.ok) {
      setOutcome({ kind: 'error', message: result.message });
      return;
    }
    const { plan } = result;
    if (plan.changes.length === 0) {
      setOutcome({
        kind: 'done',
        message: (
          <Message
            id="optionsMore.settingsTransfer.changesNothing"
            values={{ file: file.name }}
            tags={ISOLATED}
          />
        ),
      });
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
        message: buildReaches(plan.values.baseUrl ?? '') ? (
          <Message
            id="optionsMore.settingsTransfer.permissionRefused"
            values={{ address: plan.values.baseUrl ?? '' }}
            tags={ISOLATED}
          />
        ) : (
          t('optionsMore.settingsTransfer.notImported', { reason: httpsOnlyMessage() })
        ),
      });
      return;
    }
    const result = await store.applyImport(plan);
    if (!result.ok) {
      setOutcome({ kind: 'error', message: result.message });
      return;
    }
    setOutcome({
      kind: 'done',
      message: (
        <Message
          id="optionsMore.settingsTransfer.imported"
          values={{
            count: plan.changes.length,
            file: name,
            keyGone: plan.values.apiKey === '' ? 'yes' : 'no',
          }}
          tags={ISOLATED}
        />
      ),
    });
  }

  function cancelImport() {
    setPending(null);
    setOutcome({ kind: 'done', message: t('optionsMore.settingsTransfer.cancelled') });
  }

  return (
    <fieldset>
      <legend>{t('optionsMore.settingsTransfer.legend')}</legend>
      <p class="hint">{t('optionsMore.settingsTransfer.hint')}</p>
      <label class="choice">
        <input
          type="checkbox"
          checked={includeKey}
          onChange={(event) => setIncludeKey(event.currentTarget.checked)}
        />
        <span>{t('optionsMore.settingsTransfer.includeKey')}</span>
      </label>
      <button type="button" class="secondary" onClick={() => void exportSettings()}>
        {t('optionsMore.settingsTransfer.export')}
      </button>
      <label for="settings-import">{t('optionsMore.settingsTransfer.importLabel')}</label>
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
        <Message
          id="optionsMore.settingsTransfer.confirmTitle"
          values={{ file: pending.name }}
          tags={ISOLATED}
        />
      </h3>
      <ul>
        {plan.changes.map((change) => (
          <li key={change.field} data-field={change.field}>
            <Message
              id="optionsMore.settingsTransfer.change"
              values={{ setting: change.label, from: change.from, to: change.to }}
              tags={{ ...ISOLATED, setting: (text) => <strong>{text}</strong> }}
            />
          </li>
        ))}
      </ul>
      {plan.managed.length > 0 && (
        <p class="hint">
          {t('optionsMore.settingsTransfer.keptManaged', {
            settings: plan.managed.join(t('optionsMore.settingsImport.listSeparator')),
          })}
        </p>
      )}
      <button type="button" onClick={onApply}>
        {t('optionsMore.settingsTransfer.apply')}
      </button>{' '}
      <button type="button" class="secondary" onClick={onCancel}>
        {t('optionsMore.settingsTransfer.cancel')}
      </button>
    </section>
  );
}
