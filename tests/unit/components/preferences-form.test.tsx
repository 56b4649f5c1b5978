// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PreferencesForm } from '@/components/preferences-form';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { reloadOnLanguageChange } from '@/lib/i18n/page-language';
import { loadSettings, saveSettings, settingsStore } from '@/lib/schemas/settings';

// Options' language setting: the browser's language or one of ours, each named in itself; the
// pseudo-locale is never offered; a pick is saved, and the page then reloads itself in it.

describe('the preferences form: language', () => {
  let root: HTMLElement;

  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(false);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en-US']);
    root = document.createElement('div');
    document.body.append(root);
  });

  afterEach(async () => {
    render(null, root);
    root.remove();
    await loadMessages(MESSAGE_AREAS, 'en');
  });

  async function mount(): Promise<HTMLSelectElement> {
    await act(async () => {
      render(<PreferencesForm store={settingsStore} />, root);
    });
    const select = await vi.waitFor(() => {
      const found = root.querySelector<HTMLSelectElement>('select#language');
      if (!found) throw new Error('no language select yet');
      return found;
    });
    return select;
  }

  async function pick(select: HTMLSelectElement, value: string): Promise<void> {
    await act(async () => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  it("offers the browser's language first, named in itself, then each language in its own name, never en-XA", async () => {
    const select = await mount();
    expect(root.querySelector('label[for="language"]')?.textContent).toBe('Language');
    const options = [...select.options];
    expect(options.map((option) => option.textContent)).toEqual([
      'As the browser (Deutsch)',
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português (Brasil)',
      '日本語',
      'עברית',
    ]);
    expect(options.map((option) => option.value)).toEqual([
      'browser',
      'en',
      'de',
      'fr',
      'es',
      'pt-BR',
      'ja',
      'he',
    ]);
    // Each name is read in its own language (a screen reader's voice) and direction.
    expect(options.find((option) => option.value === 'he')?.lang).toBe('he');
    expect(select.value).toBe('browser');
  });

  it('shows the language stored', async () => {
    await saveSettings({ language: 'ja' });
    const select = await mount();
    await vi.waitFor(() => expect(select.value).toBe('ja'));
  });

  it('saves the language picked, and the page listening for it reloads in it', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const stop = reloadOnLanguageChange('de');
    const select = await mount();

    await pick(select, 'fr');
    await vi.waitFor(async () => expect((await loadSettings()).language).toBe('fr'));
    expect(root.querySelector('[data-testid="preferences-status"]')?.textContent).toBe('Saved.');
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    stop();
  });

  it('does not reload when the pick resolves to the language already shown', async () => {
    await saveSettings({ language: 'de' });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const stop = reloadOnLanguageChange('de');
    const select = await mount();
    await vi.waitFor(() => expect(select.value).toBe('de'));

    // "As the browser" is German here too: nothing to reload.
    await pick(select, 'browser');
    await vi.waitFor(async () => expect((await loadSettings()).language).toBe('browser'));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('speaks German when the page does', async () => {
    await loadMessages(['common', 'options'], 'de');
    const select = await mount();
    expect(root.querySelector('label[for="language"]')?.textContent).toBe('Sprache');
    expect(select.options[0]?.textContent).toBe('Wie der Browser (Deutsch)');
    expect(root.querySelector('legend')?.textContent).toBe('Seiten nachschlagen');
  });
});
