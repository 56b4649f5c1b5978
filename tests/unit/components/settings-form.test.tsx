// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsForm } from '@/components/settings-form';
import type { Settings, SettingsStore } from '@/lib/schemas/settings';
import { settingsStore } from '@/lib/schemas/settings';

describe('the settings form', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('keeps what the rep typed when the stored settings arrive after it (seen as a flaky options e2e test)', async () => {
    let resolveLoad: (settings: Settings) => void = () => undefined;
    const store: SettingsStore = {
      ...settingsStore,
      load: () => new Promise<Settings>((resolve) => (resolveLoad = resolve)),
    };
    await act(() => render(<SettingsForm store={store} />, root));
    const key = root.querySelector<HTMLInputElement>('#api-key');
    if (!key) throw new Error('no key field');
    key.value = 'demo-no-vendors';
    await act(() => {
      key.dispatchEvent(new Event('input', { bubbles: true }));
    });

    const stored = await settingsStore.load();
    await act(async () =>
      resolveLoad({ ...stored, apiKey: 'demo-full', baseUrl: 'https://api.example.com' }),
    );
    // The key the rep typed stays; the address they did not touch shows the stored one.
    expect(key.value).toBe('demo-no-vendors');
    expect(root.querySelector<HTMLInputElement>('#base-url')?.value).toBe('https://api.example.com');
  });
});
