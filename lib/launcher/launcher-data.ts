/**
 * The pill's words, in the rep's language, written by the background: the pill carries no catalogue (it stays a
 * few kilobytes), so it shows them as they come.
 */
export type LauncherWords = {
  /** The count beside the name: "48 interviews". */
  count: string;
  /** The open button's accessible name: "Buyer Lens: Acme Corp · 48 interviews. Open the sidebar". */
  open: string;
  /** The open button's tooltip: "Open Acme Corp in the Buyer Lens sidebar". */
  openHint: string;
  /** The close button's name and tooltip: "Hide Buyer Lens on this site". */
  hide: string;
  /** The language they are in (`lang`), and its direction: a right-to-left language mirrors the pill. */
  lang: string;
  dir: 'ltr' | 'rtl';
};

/** What the background hands the in-page launcher when it injects it: plain values, no functions. */
export type LauncherData = { name: string; words: LauncherWords };

/**
 * What the background hands the launcher: its data and the host of the page it checked them against, so that
 * the pill refuses any other page (browsers without `documentIds` cannot pin the injection to one document).
 */
export type LauncherHandoff = LauncherData & { host: string };

/** The isolated-world global through which the background hands the launcher its data (pages cannot read it). */
export const LAUNCHER_DATA_KEY = '__buyerLensLauncher';

/** Sources the launcher may appear on: prospect websites and CRM records, never LinkedIn (its terms forbid overlays) or mail. */
export const LAUNCHER_SOURCES: ReadonlySet<string> = new Set([
  'website',
  'salesforce',
  'hubspot',
  'dynamics',
  'pipedrive',
  'zoho',
  'close',
  'attio',
  'freshsales',
  'monday',
  'copper',
  'insightly',
  'sugarcrm',
  'zendesksell',
]);

/**
 * Reads the handed data defensively (it crosses from the background through a global), and only for a page on
 * the host it was meant for: `pageHost` is the host of the page the launcher runs in.
 */
export function toLauncherData(value: unknown, pageHost: string): LauncherData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, words, host } = value as Record<string, unknown>;
  if (host !== pageHost || typeof name !== 'string' || !name || typeof words !== 'object' || words === null) {
    return null;
  }
  const given = words as Record<string, unknown>;
  const shown: Record<string, string> = {};
  for (const field of WORD_FIELDS) {
    const text = given[field];
    if (typeof text !== 'string') return null;
    shown[field] = text.slice(0, 300);
  }
  return {
    name: name.slice(0, 200),
    words: { ...(shown as Omit<LauncherWords, 'dir'>), dir: given.dir === 'rtl' ? 'rtl' : 'ltr' },
  };
}

const WORD_FIELDS = ['count', 'open', 'openHint', 'hide', 'lang'] as const;

/** The optional host access the options page asks for when the rep turns the launcher on for websites. */
export const LAUNCHER_WEBSITE_ORIGINS = ['https://*/*'];
