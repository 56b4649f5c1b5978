/** What the background hands the in-page launcher when it injects it: plain values, no functions. */
export type LauncherData = { name: string; interviewCount: number };

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
  const { name, interviewCount, host } = value as Record<string, unknown>;
  if (
    host !== pageHost ||
    typeof name !== 'string' ||
    !name ||
    typeof interviewCount !== 'number' ||
    !Number.isFinite(interviewCount)
  ) {
    return null;
  }
  return { name: name.slice(0, 200), interviewCount: Math.max(0, Math.floor(interviewCount)) };
}

/** "48 interviews" / "1 interview". */
export function interviewsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'interview' : 'interviews'}`;
}

/** The pill's text: "Acme Corp · 48 interviews". */
export function launcherLabel(data: LauncherData): string {
  return `${data.name} · ${interviewsLabel(data.interviewCount)}`;
}

/** The optional host access the options page asks for when the rep turns the launcher on for websites. */
export const LAUNCHER_WEBSITE_ORIGINS = ['https://*/*'];
