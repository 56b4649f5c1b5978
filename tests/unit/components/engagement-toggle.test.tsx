// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { EngagementToggle } from '@/components/engagement-toggle';
import { ENGAGEMENT_ORIGINS } from '@/lib/shared/engagement';
import { engagementOnItem } from '@/lib/shared/storage-items';

// Options' "Also on Outreach, Salesloft and Apollo": the hosts are asked for in the rep's click (never at
// install), the setting follows the answer, and clearing the box gives them back.

describe('EngagementToggle', () => {
  let host: HTMLElement;
  let granted: boolean;
  const notes: string[] = [];

  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
    granted = false;
    notes.length = 0;
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => granted);
    vi.spyOn(fakeBrowser.permissions, 'remove').mockImplementation(async () => {
      granted = false;
      return true;
    });
    host = document.createElement('div');
    document.body.append(host);
  });

  afterEach(() => {
    render(null, host);
    host.remove();
  });

  async function mount(): Promise<HTMLInputElement> {
    await act(async () => {
      render(<EngagementToggle onNote={(note) => notes.push(note)} />, host);
    });
    const box = host.querySelector<HTMLInputElement>('input[name="engagementOn"]');
    if (!box) throw new Error('no checkbox');
    return box;
  }

  async function click(box: HTMLInputElement): Promise<void> {
    await act(async () => {
      box.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  it('is off on a fresh install, and asks for exactly the engagement hosts when ticked', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockImplementation(async () => {
      granted = true;
      return true;
    });
    const box = await mount();
    expect(box.checked).toBe(false);
    await click(box);
    expect(request).toHaveBeenCalledWith({ origins: [...ENGAGEMENT_ORIGINS] });
    expect(await engagementOnItem.getValue()).toBe(true);
    expect(box.checked).toBe(true);
    expect(notes.at(-1)).toBe('Saved.');
  });

  it('stays off when the rep refuses the hosts', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    const box = await mount();
    await click(box);
    expect(await engagementOnItem.getValue()).toBe(false);
    expect(box.checked).toBe(false);
    expect(notes.at(-1)).toMatch(/stay off/);
  });

  it('gives the hosts back when cleared', async () => {
    granted = true;
    await engagementOnItem.setValue(true);
    const box = await mount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(box.checked).toBe(true);
    await click(box);
    expect(fakeBrowser.permissions.remove).toHaveBeenCalledWith({ origins: [...ENGAGEMENT_ORIGINS] });
    expect(await engagementOnItem.getValue()).toBe(false);
    expect(box.checked).toBe(false);
  });
});
