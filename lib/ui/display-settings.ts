import type { Theme } from '../schemas/settings';
import { SANDBOX_BASE_URL, SANDBOX_DEMO_KEY, settingsItem } from '../shared/storage-items';

// The sidebar and popup read the few settings they show without lib/schemas/settings.ts, whose zod schemas
// would add ~80 KB to their bundles (the 40 KB budget): each field is checked by hand instead.

const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** What the sidebar and popup need to know of the settings. */
export type DisplaySettings = { theme: Theme; configured: boolean; baseUrl: string | null };

/** Reads a raw stored settings record into display settings, defaulting anything malformed. */
export function toDisplaySettings(stored: unknown): DisplaySettings {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const theme = THEMES.find((candidate) => candidate === record.theme) ?? 'system';
  // The key itself is kept out of this record (a fingerprint stands for it), except just after the sandbox
  // button or an older version wrote it here, or as the build's default.
  const apiKey = typeof record.apiKey === 'string' ? record.apiKey.trim() : '';
  const fingerprint = typeof record.apiKeyFingerprint === 'string' ? record.apiKeyFingerprint : '';
  const baseUrl = typeof record.baseUrl === 'string' ? record.baseUrl : null;
  return { theme, configured: (apiKey.length > 0 || fingerprint.length > 0) && baseUrl !== '', baseUrl };
}

/** The current display settings. */
export async function loadDisplaySettings(): Promise<DisplaySettings> {
  // The item's fallback is the build's defaults: builds made with WXT_API_KEY (npm run demo) are configured
  // before anything is stored.
  return toDisplaySettings(await settingsItem.getValue());
}

/** Calls back whenever the settings change, from any extension page. */
export function watchDisplaySettings(onChange: (settings: DisplaySettings) => void): () => void {
  return settingsItem.watch((stored) => onChange(toDisplaySettings(stored)));
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
  const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(current);
  await settingsItem.setValue({
    ...record,
    baseUrl: loopback ? current : SANDBOX_BASE_URL,
    apiKey: SANDBOX_DEMO_KEY,
  });
}
