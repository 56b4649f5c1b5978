/** The three views of Research. */
export const RESEARCH_TABS = ['accounts', 'interviews', 'vendors'] as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number];

/**
 * Where the sidebar is: the followed tab's answer, a view the rep opened from it, or a Research search. A search
 * is a value: `query` is its canonical query string (lib/research), so equal searches are equal routes and the
 * page's URL fragment (lib/ui/sidebar-location.ts) restores it exactly.
 */
export type SidebarRoute =
  | { view: 'tab' }
  | { view: 'account'; id: string }
  /** `find`: words to mark in the transcript (the interview search's `q` it was opened from). */
  | { view: 'transcript'; id: string; find?: string }
  | { view: 'vendor'; slug: string; product?: string; useCase?: string }
  | { view: 'research'; tab: ResearchTab; query: string }
  /** My accounts: the rep's followed accounts (lib/background/my-accounts.ts). */
  | { view: 'my-accounts' };

/** A back/forward history, as an immutable value: easy to test and to hold in a signal. */
export type NavigationHistory<T> = { entries: readonly T[]; index: number };

/** A history holding one entry. */
export function startHistory<T>(root: T): NavigationHistory<T> {
  return { entries: [root], index: 0 };
}

/** The entry shown now. */
export function currentEntry<T>(history: NavigationHistory<T>): T {
  return history.entries[history.index] as T;
}

/** Opens a new entry after the current one; anything forward of it is dropped, as in a browser. */
export function pushEntry<T>(
  history: NavigationHistory<T>,
  entry: T,
  same = sameRoute,
): NavigationHistory<T> {
  if (same(currentEntry(history), entry)) return history;
  const entries = [...history.entries.slice(0, history.index + 1), entry].slice(-50);
  return { entries, index: entries.length - 1 };
}

/** One step back, when there is one. */
export function goBack<T>(history: NavigationHistory<T>): NavigationHistory<T> {
  return history.index > 0 ? { ...history, index: history.index - 1 } : history;
}

/** One step forward, when there is one. */
export function goForward<T>(history: NavigationHistory<T>): NavigationHistory<T> {
  return history.index < history.entries.length - 1 ? { ...history, index: history.index + 1 } : history;
}

/** True when a step back exists. */
export const canGoBack = <T>(history: NavigationHistory<T>) => history.index > 0;
/** True when a step forward exists. */
export const canGoForward = <T>(history: NavigationHistory<T>) => history.index < history.entries.length - 1;

/** Two routes show the same thing. */
function sameRoute(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
