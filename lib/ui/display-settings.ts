import { isLoopbackUrl } from '../shared/api-origin';
import { readManagedStorage, watchSettingsInEffect } from '../shared/managed-storage';
import type { Theme } from '../shared/settings-types';
import { SANDBOX_BASE_URL, SANDBOX_DEMO_KEY, settingsItem } from '../shared/storage-items';

// The sidebar and popup read the few settings they show without lib/schemas/settings.ts, whose zod schemas
// would carry all of zod into their bundles, past their budget: each field is checked by hand instead.

const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** What the sidebar and popup need to know of the settings. */
export type DisplaySettings = {
  theme: Theme;
  configured: boolean;
  baseUrl: string | null;
  /** On demo data (made-up companies, served inside Buyer Lens): every view says so. */
  demo: boolean;
};

/**
 * Reads a raw stored settings record, and what a policy set (`storage.managed`, which wins), into display
 * settings, defaulting anything malformed.
 */
export function toDisplaySettings(stored: unknown, managed: Record<string, unknown> = {}): DisplaySettings {
  const own = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const fromPolicy = Object.fromEntries(
    Object.entries(managed).filter(
      ([field, value]) =>
        (field === 'baseUrl' || field === 'apiKey') && typeof value === 'string' && value !== '',
    ),
  );
  // A policy's key without a policy's address is not used (lib/schemas/managed-settings.ts).
  if (fromPolicy.baseUrl === undefined) delete fromPolicy.apiKey;
  const record = { ...own, ...fromPolicy };
  const theme = THEMES.find((candidate) => candidate === record.theme) ?? 'system';
  // The key itself is kept out of this record (a fingerprint stands for it), except just after the sandbox
  // button or an older version wrote it here, or as the build's default.
  const apiKey = typeof record.apiKey === 'string' ? record.apiKey.trim() : '';
  const fingerprint = typeof record.apiKeyFingerprint === 'string' ? record.apiKeyFingerprint : '';
  const baseUrl = typeof record.baseUrl === 'string' ? record.baseUrl : null;
  // A policy's address or key wins over demo data (lib/schemas/settings.ts does the same).
  const demo = record.dataSource === 'demo' && Object.keys(fromPolicy).length === 0;
  const hasKey = apiKey.length > 0 || fingerprint.length > 0;
  return { theme, configured: demo || (hasKey && baseUrl !== ''), baseUrl, demo };
}

/** The current display settings. */
export async function loadDisplaySettings(): Promise<DisplaySettings> {
  // The item's fallback is the build's defaults: builds made with WXT_API_KEY (npm run demo) are configured
  // before anything is stored.
  const [stored, managed] = await Promise.all([settingsItem.getValue(), readManagedStorage()]);
  return toDisplaySettings(stored, managed);
}

/** Calls back whenever the settings change, from any extension page, or a policy changes them. */
export function watchDisplaySettings(onChange: (settings: DisplaySettings) => void): () => void {
  return watchSettingsInEffect(loadDisplaySettings, onChange);
}

/** Applies a theme to a page: `system` leaves it to the `prefers-color-scheme` media query. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/**
 * Switches to the sandbox with the demo key, keeping a loopback base URL already set (the sandbox's
 * address in this build). Writes constants only, so no validation is needed here.
 */
export async function switchToSandbox(): Promise<void> {
  const stored: unknown = await settingsItem.getValue();
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  const current = 'baseUrl' in record && typeof record.baseUrl === 'string' ? record.baseUrl : '';
  await settingsItem.setValue({
    ...record,
    baseUrl: isLoopbackUrl(current) ? current : SANDBOX_BASE_URL,
    apiKey: SANDBOX_DEMO_KEY,
    dataSource: 'api',
  });
}

/** Switches to the demo data inside Buyer Lens: no server, no key; the rep's own address and key are kept. */
export async function switchToDemoData(): Promise<void> {
  const stored: unknown = await settingsItem.getValue();
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  await settingsItem.setValue({ ...record, dataSource: 'demo' });
}
