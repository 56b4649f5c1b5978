// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launcherLabel, toLauncherData } from '@/lib/launcher/launcher-data';
import { mountLauncher } from '@/lib/launcher/mount-launcher';

/** Mounts the launcher, keeping a handle on its closed shadow root (as only a test may). */
function mount(name: string, interviewCount = 48) {
  const roots: ShadowRoot[] = [];
  const attach = Element.prototype.attachShadow;
  const spy = vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  const actions = { open: vi.fn(), dismiss: vi.fn() };
  const unmount = mountLauncher(document, { name, interviewCount }, actions);
  spy.mockRestore();
  return { root: roots[0] as ShadowRoot, actions, unmount };
}

describe('launcher', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the account name and interview count in a closed shadow root', () => {
    const { root } = mount('Pinecrest Logistics');
    const host = document.querySelector('buyer-lens-launcher');
    expect(host?.shadowRoot).toBeNull();
    expect(root.querySelector('.open')?.textContent).toBe('BLPinecrest Logistics · 48 interviews');
    expect(root.querySelector('.close')?.getAttribute('aria-label')).toBe('Hide Buyer Lens on this site');
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
    expect(document.querySelector('buyer-lens-launcher')).toBeNull();
  });

  it('replaces an earlier copy instead of stacking', () => {
    mount('Acme');
    mount('Globex');
    expect(document.querySelectorAll('buyer-lens-launcher')).toHaveLength(1);
  });

  it('reads handed data defensively', () => {
    expect(toLauncherData({ name: 'Acme', interviewCount: 3.7 })).toEqual({
      name: 'Acme',
      interviewCount: 3,
    });
    expect(toLauncherData({ name: '', interviewCount: 3 })).toBeNull();
    expect(toLauncherData({ name: 'Acme', interviewCount: '3' })).toBeNull();
    expect(toLauncherData(undefined)).toBeNull();
    expect(launcherLabel({ name: 'Acme', interviewCount: 1 })).toBe('Acme · 1 interview');
    expect(launcherLabel({ name: 'Acme', interviewCount: 5000 })).toBe('Acme · 5,000 interviews');
  });
});
