import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';

// A surface whose hosts are optional (Google Calendar; Outreach, Salesloft and Apollo):
// asked for in Options, in context, the first time the rep turns it on, so the install prompt does not grow with
// it (and an update that added it would not disable Buyer Lens until the rep re-approved). While its setting is
// on and its hosts are granted, its content script is registered; otherwise it is not. One mechanism for every
// such surface: lib/background/calendars.ts and engagement.ts only name theirs.

/** An optional surface: its runtime-registered content script, its hosts and the setting that turns it on. */
export type OptionalSurface = {
  /** The id it is registered under (scripting.registerContentScripts), and its name in warnings. */
  id: string;
  /** Where WXT writes its content script (`/content-scripts/<name>.js`). */
  file: ScriptPublicPath;
  origins: readonly string[];
  enabled: { getValue(): Promise<boolean>; watch(callback: () => void): () => void };
};

/**
 * Registers or unregisters a surface's content script to match its setting and grant; a newly registered
 * script is also run in the surface's tabs already open (a registered script only reaches later loads). Returns
 * whether it is registered. Never throws.
 */
export async function syncSurfaceScript(surface: OptionalSurface): Promise<boolean> {
  try {
    const wanted =
      (await surface.enabled.getValue()) &&
      (await browser.permissions.contains({ origins: [...surface.origins] }));
    const registered = await browser.scripting.getRegisteredContentScripts({ ids: [surface.id] });
    if (wanted && registered.length === 0) {
      await browser.scripting.registerContentScripts([
        {
          id: surface.id,
          // Relative to the extension's root, as registerContentScripts reads it.
          js: [surface.file.slice(1)],
          matches: [...surface.origins],
          runAt: 'document_idle',
          persistAcrossSessions: true,
        },
      ]);
      await runInOpenTabs(surface);
    } else if (!wanted && registered.length > 0) {
      await browser.scripting.unregisterContentScripts({ ids: [surface.id] });
    }
    return wanted;
  } catch (error) {
    console.warn(`Buyer Lens: the ${surface.id} content script could not be updated`, error);
    return false;
  }
}

async function runInOpenTabs(surface: OptionalSurface): Promise<void> {
  const tabs = await browser.tabs.query({ url: [...surface.origins] });
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined
        ? undefined
        : browser.scripting
            .executeScript({ target: { tabId: tab.id }, files: [surface.file] })
            .catch(() => undefined),
    ),
  );
}

/**
 * Keeps a surface's registration in step with its setting and grant: when the rep turns it on or off, when a
 * permission is granted or given back, and at start-up (registered scripts do not survive an update). Register
 * synchronously while the worker starts.
 */
export function registerOptionalSurface(surface: OptionalSurface): void {
  surface.enabled.watch(() => void syncSurfaceScript(surface));
  browser.permissions.onAdded.addListener(() => void syncSurfaceScript(surface));
  browser.permissions.onRemoved.addListener(() => void syncSurfaceScript(surface));
  void syncSurfaceScript(surface);
}
