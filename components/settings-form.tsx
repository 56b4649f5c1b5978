import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import {
  baseUrlSchema,
  loadSettings,
  SANDBOX_BASE_URL,
  SANDBOX_DEMO_KEY,
  type SettingsFieldErrors,
  saveSettings,
} from '@/lib/settings';

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** The API address and key, validated beside each field; saved settings apply at once everywhere. */
export function SettingsForm() {
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    void loadSettings().then((settings) => {
      setBaseUrl(settings.baseUrl);
      setApiKey(settings.apiKey);
    });
  }, []);

  async function submit(event: Event) {
    event.preventDefault();
    setStatus({ kind: 'idle' });
    // Ask for the API host first: the browser only grants permissions during the click itself.
    const origin = baseUrlSchema.safeParse(baseUrl);
    if (origin.success) {
      const granted = await requestHostAccess(origin.data);
      if (!granted) {
        setErrors({ baseUrl: 'Buyer Lens needs your permission to reach this address. Save again and allow it.' });
        return;
      }
    }
    const result = await saveSettings({ baseUrl, apiKey });
    if (result.ok) {
      setErrors({});
      setBaseUrl(result.settings.baseUrl);
      setApiKey(result.settings.apiKey);
      setStatus({ kind: 'saved' });
    } else {
      setErrors(result.errors);
      setStatus({ kind: 'error', message: 'Nothing was saved: fix the field marked below.' });
    }
  }

  function useSandbox() {
    setBaseUrl(SANDBOX_BASE_URL);
    setApiKey(SANDBOX_DEMO_KEY);
    setErrors({});
  }

  return (
    <form onSubmit={submit} noValidate>
      <label for="api-key">API key</label>
      <div class="row">
        <input
          id="api-key"
          name="apiKey"
          {...(showKey ? { type: 'text' as const } : { type: 'password' as const })}
          autoComplete="off"
          spellcheck={false}
          value={apiKey}
          aria-invalid={errors.apiKey ? true : undefined}
          aria-describedby={errors.apiKey ? 'api-key-error' : undefined}
          onInput={(event) => setApiKey(event.currentTarget.value)}
        />
        <button type="button" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
          {showKey ? 'Hide' : 'Show'}
        </button>
      </div>
      {errors.apiKey && (
        <p class="field-error" id="api-key-error">
          {errors.apiKey}
        </p>
      )}

      <label for="base-url">API address</label>
      <input
        id="base-url"
        name="baseUrl"
        type="url"
        spellcheck={false}
        value={baseUrl}
        aria-invalid={errors.baseUrl ? true : undefined}
        aria-describedby={errors.baseUrl ? 'base-url-error' : 'base-url-hint'}
        onInput={(event) => setBaseUrl(event.currentTarget.value)}
      />
      {errors.baseUrl ? (
        <p class="field-error" id="base-url-error">
          {errors.baseUrl}
        </p>
      ) : (
        <p class="hint" id="base-url-hint">
          https, or http on localhost for the sandbox.
        </p>
      )}

      <div class="row" style={{ marginTop: '14px' }}>
        <button type="submit">Save</button>
        <button type="button" onClick={useSandbox}>
          Try the sandbox
        </button>
      </div>
      <p role="status" data-testid="settings-status" class={status.kind === 'error' ? 'field-error' : 'hint'}>
        {status.kind === 'saved' ? 'Saved.' : status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}

/**
 * Asks for access to the API host; answers true at once when the manifest already grants it. Called
 * before any other await, since the browser only honours the request inside the click.
 */
function requestHostAccess(baseUrl: string): Promise<boolean> {
  return browser.permissions.request({ origins: [`${new URL(baseUrl).origin}/*`] });
}
