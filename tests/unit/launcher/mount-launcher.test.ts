// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LauncherWords, toLauncherData } from '@/lib/launcher/launcher-data';
import { mountLauncher } from '@/lib/launcher/mount-launcher';

/** The words the background hands the pill (lib/background/launcher.ts writes them in the rep's language). */
function wordsFor(name: string, count = '48 interviews'): LauncherWords {
  return {
    count,
    open: `Buyer Lens: ${name} · ${count}. Open the sidebar`,
    openHint: `Open ${name} in the Buyer Lens sidebar`,
    hide: 'Hide Buyer Lens on this site',
    lang: 'en',
    dir: 'ltr',
  };
}

/** Mounts the launcher, keeping a handle on its closed shadow root (as only a test may). */
function mount(name: string, words = wordsFor(name)) {
  const roots: ShadowRoot[] = [];
  const attach = Element.prototype.attachShadow;
  const spy = vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  const actions = { open: vi.fn(), dismiss: vi.fn() };
  const unmount = mountLauncher(document, { name, words }, actions);
  spy.mockRestore();
  return { root: roots[0] as ShadowRoot, actions, unmount };
}

describe('launcher', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the account name and interview count in a closed shadow root', () => {
    const { root } = mount('Pinecrest Logistics');
    expect(root.host.shadowRoot).toBeNull();
    expect(root.querySelector('.open')?.textContent).toBe('BLPinecrest Logistics· 48 interviews');
    expect(root.querySelector('.close')?.getAttribute('aria-label')).toBe('Hide Buyer Lens on this site');
  });

  it('mounts on a plain element that names nothing a page could query for', () => {
    const { root } = mount('Acme');
    const host = root.host;
    expect(host.tagName).toBe('DIV');
    expect([...host.attributes].map((attribute) => attribute.name)).toEqual([]);
    // What the page can read of its own DOM: one bare element, no product name in a tag, id, class or attribute.
    expect(document.body.innerHTML).toBe('<div></div>');
  });

  it('keeps hostile names as text', () => {
    const { root } = mount('<img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.name')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('opens the sidebar on click, and dismisses itself', () => {
    const { root, actions } = mount('Acme');
    (root.querySelector('.open') as HTMLButtonElement).click();
    expect(actions.open).toHaveBeenCalledOnce();
    (root.querySelector('.close') as HTMLButtonElement).click();
    expect(actions.dismiss).toHaveBeenCalledOnce();
    expect(root.host.isConnected).toBe(false);
    expect(document.body.children).toHaveLength(0);
  });

  it('replaces an earlier copy instead of stacking', () => {
    const first = mount('Acme');
    const second = mount('Globex');
    expect(first.root.host.isConnected).toBe(false);
    expect(second.root.host.isConnected).toBe(true);
    expect(document.body.children).toHaveLength(1);
  });

  it('reads handed data defensively', () => {
    const host = 'www.acme.com';
    const words = wordsFor('Acme');
    expect(toLauncherData({ name: 'Acme', words: { ...words, dir: 'sideways' }, host }, host)).toEqual({
      name: 'Acme',
      words,
    });
    expect(toLauncherData({ name: '', words, host }, host)).toBeNull();
    expect(toLauncherData({ name: 'Acme', words: { ...words, count: 3 }, host }, host)).toBeNull();
    expect(toLauncherData({ name: 'Acme', host }, host)).toBeNull();
    expect(toLauncherData(undefined, host)).toBeNull();
  });

  it('refuses data meant for a page on another host (the tab moved on before it landed)', () => {
    const data = { name: 'Acme', words: wordsFor('Acme'), host: 'www.acme.com' };
    expect(toLauncherData(data, 'www.globex.com')).toBeNull();
    expect(toLauncherData({ name: 'Acme', words: wordsFor('Acme') }, 'www.acme.com')).toBeNull();
  });

  it('speaks the language it is handed, mirrored in a right-to-left one', () => {
    const { root } = mount('Acme', {
      ...wordsFor('Acme', '48 ראיונות'),
      hide: 'הסתרת Buyer Lens באתר זה',
      lang: 'he',
      dir: 'rtl',
    });
    const pill = root.querySelector('.pill') as HTMLElement;
    expect(pill.dir).toBe('rtl');
    expect(pill.lang).toBe('he');
    expect(root.querySelector('.count')?.textContent).toBe('· 48 ראיונות');
    expect(root.querySelector('.close')?.getAttribute('aria-label')).toBe('הסתרת Buyer Lens באתר זה');
  });
});
