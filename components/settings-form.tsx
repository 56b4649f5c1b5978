import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { Settings, SettingsFieldErrors, SettingsStore } from '@/lib/schemas/settings';
import { isLoopbackUrl } from '@/lib/shared/api-origin';
import type { ConnectionFeatures, Fetched } from '@/lib/shared/messaging';
import { defaultSettings, SANDBOX_BASE_URL, SANDBOX_DEMO_KEY } from '@/lib/shared/storage-items';
import { buildReaches, httpsOnlyMessage, requestHostAccess } from '@/lib/ui/api-access';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorHelp } from '@/lib/ui/error-help';
import { errorMessage } from '@/lib/ui/error-message';
import { InvalidPolicyNotice, ManagedNote, useManagedSettings } from './managed-settings-notes';
import { Message } from './message';

// A development or demo build's default address is a local sandbox; a store build has none.
const LOCAL_SANDBOX_BUILD = isLoopbackUrl(defaultSettings.baseUrl);

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; message: string };
type Test = { kind: 'idle' } | { kind: 'testing' } | { kind: 'done'; report: Fetched<ConnectionFeatures> };

/** The API address and key, validated beside each field; saved settings apply at once everywhere. */
export function SettingsForm({ store }: { store: SettingsStore }) {
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [test, setTest] = useState<Test>({ kind: 'idle' });
  const [demo, setDemo] = useState(false);
  // A save refused: focus goes to the first field to fix, not left on Save (WCAG 3.3.1).
  const form = useRef<HTMLFormElement>(null);
  const [refusedSaves, setRefusedSaves] = useState(0);
  useEffect(() => {
    if (refusedSaves > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSaves]);
  // A policy's address and key win over what is typed here: shown read-only (the key masked), used to test.
  const managed = useManagedSettings(store);
  const managedKey = managed?.values.apiKey;
  const managedUrl = managed?.values.baseUrl;
  const effectiveKey = managedKey ?? apiKey;
  const effectiveUrl = managedUrl ?? baseUrl;

  // Fields the rep has typed in: the stored settings, read as the page opens, must not overwrite them.
  const typed = useRef({ baseUrl: false, apiKey: false });
  // Until the stored settings are read the fields are read-only and Save waits: the stored key arriving while
  // the rep replaced it got mixed into it (an e2e test's key was saved as "demo-fulldemo-small"), and a Save then
  // would store empty fields.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    function show(settings: Settings) {
      // On demo data the settings in effect are the demo's address and key: the rep's own are not shown then.
      setDemo(settings.dataSource === 'demo');
      if (settings.dataSource === 'demo') return;
      if (!typed.current.baseUrl) setBaseUrl(settings.baseUrl);
      if (!typed.current.apiKey) setApiKey(settings.apiKey);
    }
    void store
      .load()
      .then(show)
      .finally(() => setLoaded(true));
    // A settings file imported below changes the address and key: shown here at once.
    return store.watch(show);
  }, [store]);

  async function submit(event: Event) {
    event.preventDefault();
    setStatus({ kind: 'idle' });
    // Ask for the API host first: the browser only grants permissions during the click itself.
    const origin = store.checkBaseUrl(effectiveUrl);
    if (origin.ok) {
      const granted = await requestHostAccess(origin.baseUrl);
      if (!granted) {
        setErrors({
          baseUrl: buildReaches(origin.baseUrl)
            ? t('options.settingsForm.permissionToSave')
            : httpsOnlyMessage(),
        });
        setStatus({ kind: 'error', message: t('options.settingsForm.notSaved') });
        setRefusedSaves((count) => count + 1);
        return;
      }
    }
    const result = await store.save({ baseUrl, apiKey, dataSource: 'api' });
    if (result.ok) {
      setErrors({});
      typed.current = { baseUrl: false, apiKey: false };
      setBaseUrl(result.settings.baseUrl);
      setApiKey(result.settings.apiKey);
      setStatus({ kind: 'saved' });
    } else {
      setErrors(result.errors);
      setStatus({ kind: 'error', message: t('options.settingsForm.notSaved') });
      setRefusedSaves((count) => count + 1);
    }
  }

  async function testConnection() {
    const url = store.checkBaseUrl(effectiveUrl);
    if (!url.ok) {
      setErrors({ baseUrl: url.message });
      return;
    }
    // The key is checked here too, where its sentence can be read: the background has not these messages.
    const key = store.checkApiKey(effectiveKey);
    if (!key.ok) {
      setErrors({ apiKey: key.message });
      return;
    }
    const granted = await requestHostAccess(url.baseUrl);
    if (!granted) {
      setErrors({
        baseUrl: buildReaches(url.baseUrl) ? t('options.settingsForm.permissionToTest') : httpsOnlyMessage(),
      });
      return;
    }
    // Both fields just passed their checks: what was said beside them no longer holds.
    setErrors({});
    setTest({ kind: 'testing' });
    setTest({
      kind: 'done',
      report: await backgroundClient.testConnection(url.baseUrl, key.apiKey),
    });
  }

  function useSandbox() {
    setBaseUrl(SANDBOX_BASE_URL);
    setApiKey(SANDBOX_DEMO_KEY);
    setErrors({});
  }

  /** Demo data on or off: off shows the rep's own address and key again. */
  async function switchDemoData(on: boolean) {
    const result = await store.save({ dataSource: on ? 'demo' : 'api' });
    if (!result.ok) return;
    setDemo(on);
    setTest({ kind: 'idle' });
    setStatus({ kind: 'saved' });
    if (!on) {
      setBaseUrl(result.settings.baseUrl);
      setApiKey(result.settings.apiKey);
    }
  }

  if (demo && managedKey === undefined && managedUrl === undefined)
    return (
      <section aria-labelledby="connection-title">
        <h2 id="connection-title" class="section-title">
          {t('options.settingsForm.connection')}
        </h2>
        <div class="card" data-testid="demo-data-on">
          <p>
            <Message
              id="options.settingsForm.demoDataOn"
              tags={{ label: (text) => <span class="demo-data-label">{text}</span> }}
            />
          </p>
          <button type="button" onClick={() => void switchDemoData(false)}>
            {t('options.settingsForm.useMyKey')}
          </button>
        </div>
      </section>
    );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="connection-title" aria-busy={!loaded}>
      <h2 id="connection-title" class="section-title">
        {t('options.settingsForm.connection')}
      </h2>
      <label for="api-key">{t('options.settingsForm.apiKey')}</label>
      {managedKey !== undefined ? (
        <>
          <input
            id="api-key"
            type="password"
            readOnly
            value="••••••••••••"
            aria-describedby="apiKey-managed"
          />
          <ManagedNote field="apiKey" />
        </>
      ) : (
        <div class="row">
          <input
            id="api-key"
            name="apiKey"
            {...(showKey ? { type: 'text' as const } : { type: 'password' as const })}
            autoComplete="off"
            spellcheck={false}
            readOnly={!loaded}
            value={apiKey}
            aria-invalid={errors.apiKey ? true : undefined}
            aria-describedby={errors.apiKey ? 'api-key-error' : undefined}
            onInput={(event) => {
              typed.current.apiKey = true;
              setApiKey(event.currentTarget.value);
            }}
          />
          <button
            type="button"
            class="secondary"
            aria-pressed={showKey}
            aria-label={t(showKey ? 'options.settingsForm.hideKey' : 'options.settingsForm.showKey')}
            onClick={() => setShowKey(!showKey)}
          >
            {t(showKey ? 'options.settingsForm.hide' : 'options.settingsForm.show')}
          </button>
        </div>
      )}
      {errors.apiKey && (
        <p class="field-error" id="api-key-error">
          {errors.apiKey}
        </p>
      )}

      <label for="base-url">{t('options.settingsForm.apiAddress')}</label>
      {managedUrl !== undefined ? (
        <>
          <input id="base-url" type="url" readOnly value={managedUrl} aria-describedby="baseUrl-managed" />
          <ManagedNote field="baseUrl" />
        </>
      ) : (
        <>
          <input
            id="base-url"
            name="baseUrl"
            type="url"
            spellcheck={false}
            readOnly={!loaded}
            value={baseUrl}
            aria-invalid={errors.baseUrl ? true : undefined}
            aria-describedby={errors.baseUrl ? 'base-url-error' : 'base-url-hint'}
            onInput={(event) => {
              typed.current.baseUrl = true;
              setBaseUrl(event.currentTarget.value);
            }}
          />
          {errors.baseUrl ? (
            <p class="field-error" id="base-url-error">
              {errors.baseUrl}
            </p>
          ) : (
            <p class="hint" id="base-url-hint">
              {t('options.settingsForm.apiAddressHint')}
            </p>
          )}
        </>
      )}
      <InvalidPolicyNotice managed={managed} />

      <div class="row" style={{ marginTop: '12px' }}>
        {/* With both set by policy there is nothing to save, but an https address still needs the rep's allow. */}
        <button type="submit" disabled={!loaded}>
          {t(
            managedKey !== undefined && managedUrl !== undefined
              ? 'options.settingsForm.allowAccess'
              : 'options.settingsForm.save',
          )}
        </button>
        <button type="button" class="secondary" onClick={() => void testConnection()}>
          {t('options.settingsForm.testConnection')}
        </button>
        {managedKey === undefined && managedUrl === undefined && (
          <button type="button" class="secondary" onClick={() => void switchDemoData(true)}>
            {t('options.settingsForm.useDemoData')}
          </button>
        )}
        {/* A developer's build, whose default address is a local sandbox, can still fill it in. */}
        {managedKey === undefined && managedUrl === undefined && LOCAL_SANDBOX_BUILD && (
          <button type="button" class="secondary" onClick={useSandbox}>
            {t('options.settingsForm.trySandbox')}
          </button>
        )}
      </div>
      <p role="status" data-testid="settings-status" class={status.kind === 'error' ? 'field-error' : 'hint'}>
        {status.kind === 'saved'
          ? t('options.settingsForm.saved')
          : status.kind === 'error'
            ? status.message
            : ''}
      </p>
      <div role="status" data-testid="connection-report">
        {test.kind === 'testing' && <p class="hint">{t('options.settingsForm.testing')}</p>}
        {test.kind === 'done' && <ConnectionResult report={test.report} />}
      </div>
    </form>
  );
}

function ConnectionResult({ report }: { report: Fetched<ConnectionFeatures> }) {
  if (!report.ok) {
    return (
      <div class="card" data-ok="false">
        <strong class="error">{errorHelp(report.error).title}</strong>
        <p>{errorMessage(report.error)}</p>
      </div>
    );
  }
  const included = (value: boolean) => ({ included: value ? 'yes' : 'no' });
  return (
    <div class="card" data-ok="true">
      <Message
        id="options.settingsForm.connected"
        tags={{ ok: (text) => <strong class="status-satisfied">{text}</strong> }}
      />
      <ul>
        <li>{t('options.settingsForm.transcripts', included(report.data.transcripts))}</li>
        <li>{t('options.settingsForm.accountPages', included(report.data.features.account_pages))}</li>
        <li>{t('options.settingsForm.vendorProfiles', included(report.data.features.vendor_profiles))}</li>
      </ul>
    </div>
  );
}
