import { browser } from 'wxt/browser';
import { type OmniboxDisposition, omniboxDispositionSchema, omniboxTextSchema } from '../schemas/omnibox';
import type { SidebarRoute } from '../ui/navigation-history';
import { routeToFragment } from '../ui/sidebar-location';
import {
  classifyOmniboxInput,
  listsFor,
  type OmniboxIntent,
  type OmniboxLists,
  omniboxWords,
  routeForIntent,
} from './omnibox-input';
import {
  type DescriptionStyle,
  defaultDescription,
  type OmniboxSuggestion,
  omniboxSuggestions,
} from './omnibox-suggestions';
import type { CatalogList, ReferenceCatalog } from './reference-catalog';
import { handRouteToSidebar, openSidebarInWindow } from './sidebar-opener';
import { backgroundMessages } from './ui-language';

// The omnibox keyword `bl` (wxt.config.ts): `bl acme.com` opens the account in the sidebar, `bl vendor
// relaytics` (or in the rep's language, `bl anbieter relaytics`) the vendor, anything else an interview search
// (lib/background/omnibox-input.ts says how text is read). Chrome lets `sidePanel.open()` run only in a user
// gesture, and counts `omnibox.onInputEntered` as one for the listener's synchronous part only (measured in
// Chromium 156: an `await null` first and it is refused), so Enter opens the side panel before anything else
// and hands it the route through the same request the popup leaves (`sidebarRequestItem`). Where no sidebar
// opens, the sidebar page opens as a tab on the route (`sidepanel.html#account/acme.com`), as it does for
// Alt+Enter (a new tab, as the rep asked).

export type OmniboxDeps = {
  catalog: ReferenceCatalog;
  now(): number;
  /** Chrome's descriptions are XML; Firefox's plain text. */
  style: DescriptionStyle;
  /** Opens the sidebar of a window (the current one when none is known) and says whether it opened. */
  openSidebar?(windowId?: number): Promise<boolean>;
};

/** Where Enter opened what the rep typed. */
export type OmniboxOpened = 'side-panel' | 'tab' | 'nothing';

/** The omnibox's three events as plain functions (the listeners call them; tests drive them directly). */
export type OmniboxHandlers = ReturnType<typeof createOmnibox>;

/** Makes the omnibox's handlers over the reference catalog; registerOmnibox listens with them. */
export function createOmnibox(deps: OmniboxDeps) {
  const openSidebar = deps.openSidebar ?? openSidebarInWindow;
  // The window the rep is typing in, learned as they start typing after the keyword: Enter must open the
  // sidebar at once, with no time to ask.
  let typingIn: number | undefined;

  /** The lists an intent needs, from the cache (a list not cached yet is fetched once; see the catalog). */
  async function listsOf(names: readonly CatalogList[]): Promise<OmniboxLists> {
    const entries = await Promise.all(names.map(async (name) => [name, await deps.catalog.index(name)]));
    return Object.fromEntries(entries) as OmniboxLists;
  }

  async function openInTab(route: SidebarRoute, disposition: OmniboxDisposition): Promise<OmniboxOpened> {
    const url = `${browser.runtime.getURL('/sidepanel.html')}${routeToFragment(route)}`;
    if (disposition !== 'currentTab') {
      await browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
      return 'tab';
    }
    const [tab] = await browser.tabs.query(
      typingIn === undefined
        ? { active: true, lastFocusedWindow: true }
        : { active: true, windowId: typingIn },
    );
    if (tab?.id === undefined) await browser.tabs.create({ url });
    else await browser.tabs.update(tab.id, { url });
    return 'tab';
  }

  return {
    /** The rep typed `bl ` and a space: note their window for the sidebar Enter may open. */
    async inputStarted(): Promise<void> {
      try {
        typingIn = (await browser.windows.getLastFocused())?.id;
      } catch {
        // No window to name: Enter opens the sidebar of the current window.
      }
    },

    /** Each keystroke: the first line says what Enter will do, the lines below come from the cached lists. */
    async inputChanged(text: unknown, suggest: (suggestions: OmniboxSuggestion[]) => void): Promise<void> {
      const typed = omniboxTextSchema.safeParse(text);
      // The descriptions and the prefix words are in the rep's language (read once, on a worker's first
      // keystroke): `anbieter relaytics` is read, and suggested, in German.
      await backgroundMessages().catch(() => undefined);
      const words = omniboxWords();
      const intent = typed.success ? classifyOmniboxInput(typed.data, words) : null;
      // The first line and the lists at once: Chrome's drop-down takes the lines below only for a moment.
      const [, lists] = await Promise.all([
        setDefaultSuggestion(defaultDescription(intent, deps.style)),
        intent ? listsOf(suggestionLists(intent)) : null,
      ]);
      if (!intent || !lists) return suggest([]);
      suggest(omniboxSuggestions(intent, lists, deps.style, words));
    },

    /**
     * Enter: opens what the text names. For Enter itself the side panel opens first, synchronously (the
     * gesture ends at the first await), then the route is resolved and handed over; when the browser opens
     * none, the sidebar page replaces the current tab instead. Alt+Enter opens a new tab, as asked.
     */
    inputEntered(text: unknown, disposition: unknown): Promise<OmniboxOpened> {
      const typed = omniboxTextSchema.safeParse(text);
      const where = omniboxDispositionSchema.safeParse(disposition);
      const entered = typed.success ? typed.data : '';
      // Whether the text asks for anything (it is not empty) does not depend on the language's words.
      const first = classifyOmniboxInput(entered);
      if (!first) return Promise.resolve('nothing');
      const how = where.success ? where.data : 'currentTab';
      const windowId = typingIn;
      const opened = how === 'currentTab' ? openSidebar(windowId) : Promise.resolve(false);
      return (async () => {
        // What it asks for does: the rep's language's words, read by the keystrokes before (or now, in a worker
        // woken by Enter itself), so that `anbieter relaytics` opens the vendor.
        await backgroundMessages().catch(() => undefined);
        const intent = classifyOmniboxInput(entered, omniboxWords()) ?? first;
        const route = routeForIntent(intent, await listsOf(listsFor(intent)));
        if (how !== 'currentTab') return openInTab(route, how);
        if (await handRouteToSidebar(opened, route, deps.now(), windowId)) return 'side-panel';
        return openInTab(route, how);
      })();
    },
  };
}

/** Sets the drop-down's first line; a description the browser refuses leaves the last one. */
async function setDefaultSuggestion(description: string): Promise<void> {
  try {
    await browser.omnibox?.setDefaultSuggestion({ description });
  } catch {
    // Refused (Chrome says why in runtime.lastError): the suggestions below still come.
  }
}

/** The lists whose values are offered below the first line. */
function suggestionLists(intent: OmniboxIntent): CatalogList[] {
  switch (intent.kind) {
    case 'account':
    case 'vendor':
      return ['vendors'];
    case 'filter':
      return [intent.list];
    case 'search':
      return ['vendors', 'markets', 'products', 'industries'];
  }
}

/** Listens to the omnibox keyword's events; call synchronously at service worker start-up. */
export function registerOmnibox(omnibox: OmniboxHandlers): void {
  const events = browser.omnibox;
  if (!events) return;
  events.onInputStarted.addListener(() => void omnibox.inputStarted());
  events.onInputChanged.addListener((text, suggest) => void omnibox.inputChanged(text, suggest));
  // Not awaited, and nothing before it: inputEntered opens the side panel inside the gesture.
  events.onInputEntered.addListener((text, disposition) => void omnibox.inputEntered(text, disposition));
}
