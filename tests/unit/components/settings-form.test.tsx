// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
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

  /** The form, its stored settings still being read; the returned call hands them over. */
  async function renderWithSettingsOnTheirWay(): Promise<(settings: Settings) => void> {
    let resolveLoad: (settings: Settings) => void = () => undefined;
    const store: SettingsStore = {
      ...settingsStore,
      load: () => new Promise<Settings>((resolve) => (resolveLoad = resolve)),
    };
    await act(() => render(<SettingsForm store={store} />, root));
    return (settings) => resolveLoad(settings);
  }

  it('keeps what the rep typed when the stored settings arrive after it (seen as a flaky options e2e test)', async () => {
    const resolveLoad = await renderWithSettingsOnTheirWay();
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

  it('waits for the stored settings before the rep can type or save (a key was saved as "demo-fulldemo-small")', async () => {
    const resolveLoad = await renderWithSettingsOnTheirWay();
    const key = root.querySelector<HTMLInputElement>('#api-key');
    const address = root.querySelector<HTMLInputElement>('#base-url');
    const save = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!key || !address || !save) throw new Error('no fields');
    expect([key.readOnly, address.readOnly, save.disabled]).toEqual([true, true, true]);
    expect(root.querySelector('form')?.getAttribute('aria-busy')).toBe('true');

    const stored = await settingsStore.load();
    await act(async () =>
      resolveLoad({ ...stored, apiKey: 'demo-full', baseUrl: 'https://api.example.com' }),
    );
    await vi.waitFor(() =>
      expect([key.readOnly, address.readOnly, save.disabled]).toEqual([false, false, false]),
    );
    expect(root.querySelector('form')?.getAttribute('aria-busy')).toBe('false');
    expect(key.value).toBe('demo-full');
  });

  it("saves the sandbox's loopback address without asking for what the manifest grants (Firefox prompted)", async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request');
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
      manifest_version: 3,
      name: 'Buyer Lens',
      version: '0.1.0',
      host_permissions: ['http://127.0.0.1/*'],
    });
    const saved: unknown[] = [];
    const store: SettingsStore = {
      ...settingsStore,
      save: async (changes) => {
        saved.push(changes);
        return settingsStore.save(changes);
      },
    };
    await act(() => render(<SettingsForm store={store} />, root));
    const key = root.querySelector<HTMLInputElement>('#api-key');
    const address = root.querySelector<HTMLInputElement>('#base-url');
    if (!key || !address) throw new Error('no fields');
    key.value = 'demo-full';
    address.value = 'http://127.0.0.1:41234';
    await act(() => {
      key.dispatchEvent(new Event('input', { bubbles: true }));
      address.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      root.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(request).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
