import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { listRow } from '@/lib/detect/adapter';
import type { ListSite } from '@/lib/detect/find';
import { sharedListRows, shareListRows } from '@/lib/detect/shared-list-rows';

// The marks' script reads a list's rows with the detection script's readers, through the isolated world's global.
const site: ListSite = {
  source: 'example',
  hosts: /^crm\.example\.com$/,
  list: (document) =>
    [...document.querySelectorAll('a.company')].flatMap(
      (link) => listRow(link, 'account', link.textContent) ?? [],
    ),
};

describe('the list readers shared with the marks', () => {
  const windows: Window[] = [];
  afterEach(async () => {
    await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
  });

  it('reads the page the detection script watches, until it takes the reader back', () => {
    const window = new Window({ url: 'https://crm.example.com/list' });
    windows.push(window);
    window.document.body.innerHTML = '<a class="company">Acme Robotics</a><a class="company">Globex</a>';
    expect(sharedListRows()).toBeNull();
    const unshare = shareListRows(window as unknown as globalThis.Window, [site]);
    const read = sharedListRows();
    expect(read?.()?.rows.map((row) => row.candidate.values)).toEqual([['Acme Robotics'], ['Globex']]);
    expect(read?.()?.source).toBe('example');
    unshare();
    expect(sharedListRows()).toBeNull();
  });

  it('leaves a newer reader in place when an older one is taken back', () => {
    const window = new Window({ url: 'https://crm.example.com/list' });
    windows.push(window);
    const older = shareListRows(window as unknown as globalThis.Window, [site]);
    const newer = shareListRows(window as unknown as globalThis.Window, [site]);
    older();
    expect(sharedListRows()).not.toBeNull();
    newer();
    expect(sharedListRows()).toBeNull();
  });
});
