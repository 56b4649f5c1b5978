import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Worker } from 'playwright-core';
import { expect } from 'vitest';

const run = promisify(execFile);

/** The omnibox events the extension's service worker heard last, as a test listener beside ours saw them. */
export type OmniboxHeard = {
  typed: string | null;
  entered: { text: string; disposition: string } | null;
};

/**
 * Chrome's real address bar in a headed Chromium on a virtual display (tests/e2e/virtual-display.ts), typed into
 * with real X key events (Debian's `xdotool`): what the rep does. A listener of the test's own, added beside the
 * extension's in the service worker, says what Chrome handed the extension (for waiting, and for asserting
 * which line of the drop-down Enter took).
 */
export class Omnibox {
  private constructor(
    private readonly display: string,
    private readonly worker: Worker,
  ) {}

  static async attach(display: string, worker: Worker): Promise<Omnibox> {
    await worker.evaluate(() => {
      const heard = {
        typed: null as string | null,
        entered: null as { text: string; disposition: string } | null,
      };
      (globalThis as unknown as { omniboxHeard: typeof heard }).omniboxHeard = heard;
      chrome.omnibox.onInputChanged.addListener((text) => {
        heard.typed = text;
      });
      chrome.omnibox.onInputEntered.addListener((text, disposition) => {
        heard.entered = { text, disposition };
      });
    });
    return new Omnibox(display, worker);
  }

  /** What the extension was handed last. */
  heard(): Promise<OmniboxHeard> {
    return this.worker.evaluate(() => ({
      ...(globalThis as unknown as { omniboxHeard: OmniboxHeard }).omniboxHeard,
    }));
  }

  private async xdotool(...args: string[]): Promise<void> {
    await run('xdotool', args, { env: { ...process.env, DISPLAY: this.display } });
  }

  /**
   * Focuses the address bar of the window `focus` brings to the front (Ctrl+L) and types `bl `, then `text`, as
   * the rep does; resolves once the extension heard the whole text and had a moment to suggest.
   */
  async type(text: string, focus: () => Promise<void>): Promise<void> {
    // A busy machine can take the first keys before the window has the focus: typed again until the extension
    // hears the text (Chrome says nothing earlier: keyword mode starts with the first character after it).
    for (let attempt = 1; ; attempt++) {
      await this.reset();
      await focus();
      // Out of whatever the address bar held (a keyword mode left by an earlier entry), then into it afresh.
      await this.xdotool('key', '--clearmodifiers', 'ctrl+l', 'Escape', 'Escape', 'ctrl+l');
      // The keyword and its space switch the omnibox to the extension's keyword mode.
      await this.xdotool('type', '--delay', '40', 'bl ');
      await this.xdotool('type', '--delay', '40', text);
      const heard = await expect
        .poll(async () => (await this.heard()).typed, { timeout: 5_000 })
        .toBe(text)
        .then(
          () => true,
          () => false,
        );
      if (heard) break;
      console.warn(`omnibox: the extension did not hear the text (attempt ${attempt} of 3); typing it again`);
      if (attempt === 3) throw new Error(`the extension never heard "bl ${text}" typed`);
    }
    // Our listener answers from the cached lists within milliseconds; Chrome then redraws the drop-down.
    await new Promise((resolve) => setTimeout(resolve, 400));
  }

  /** Presses a key in the address bar: `Return`, `alt+Return` (a new tab), `Down` (the next line). */
  async press(key: string): Promise<void> {
    await this.xdotool('key', '--clearmodifiers', key);
  }

  /** Waits until the extension was handed Enter, and says with what. */
  async entered(): Promise<NonNullable<OmniboxHeard['entered']>> {
    await expect.poll(async () => (await this.heard()).entered, { timeout: 10_000 }).not.toBeNull();
    const { entered } = await this.heard();
    if (!entered) throw new Error('Chrome handed the extension no Enter');
    return entered;
  }

  /** Forgets what was heard, before the next entry. */
  async reset(): Promise<void> {
    await this.worker.evaluate(() => {
      const heard = (globalThis as unknown as { omniboxHeard: OmniboxHeard }).omniboxHeard;
      heard.typed = null;
      heard.entered = null;
    });
  }
}
