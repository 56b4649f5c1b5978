import { storage } from 'wxt/utils/storage';
import type { Theme } from '../settings';

// The sidebar and popup read the few settings they show without lib/settings.ts, whose zod schemas
// would add ~80 KB to their bundles (the 40 KB budget): each field is checked by hand instead.

const SETTINGS_KEY = 'local:settings' as const;
const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** What the sidebar and popup need to know of the settings. */
export type DisplaySettings = { theme: Theme; configured: boolean; baseUrl: string | null };

/** Reads a raw stored settings record into display settings, defaulting anything malformed. */
export function toDisplaySettings(stored: unknown): DisplaySettings {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const theme = THEMES.find((candidate) => candidate === record.theme) ?? 'system';
  const apiKey = typeof record.apiKey === 'string' ? record.apiKey.trim() : '';
  const baseUrl = typeof record.baseUrl === 'string' ? record.baseUrl : null;
  return { theme, configured: apiKey.length > 0, baseUrl };
}

/** The current display settings. */
export async function loadDisplaySettings(): Promise<DisplaySettings> {
  const stored = await storage.getItem<unknown>(SETTINGS_KEY);
  // Builds made with WXT_API_KEY (npm run demo) are configured before anything is stored.
  if (stored === null) return toDisplaySettings({ apiKey: import.meta.env.WXT_API_KEY ?? '' });
  return toDisplaySettings(stored);
}

/** Calls back whenever the settings change, from any extension page. */
export function watchDisplaySettings(onChange: (settings: DisplaySettings) => void): () => void {
  return storage.watch<unknown>(SETTINGS_KEY, (stored) => onChange(toDisplaySettings(stored)));
}

/** Applies a theme to a page: `system` leaves it to the `prefers-color-scheme` media query. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** The sandbox's demo key: a new user can try Buyer Lens on made-up data at once. */
export const SANDBOX_DEMO_KEY = 'demo-full';
const SANDBOX_DEFAULT_URL = 'http://127.0.0.1:8787';

/**
 * Switches to the sandbox with the demo key, keeping a loopback base URL already set (the sandbox's
 * address in this build). Writes constants only, so no validation is needed here.
 */
export async function switchToSandbox(): Promise<void> {
  const stored = await storage.getItem<Record<string, unknown>>(SETTINGS_KEY);
  const current =
    typeof stored?.baseUrl === 'string' ? stored.baseUrl : (import.meta.env.WXT_API_BASE_URL ?? '');
  const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(current);
  await storage.setItem(SETTINGS_KEY, {
    ...(stored ?? {}),
    baseUrl: loopback ? current : SANDBOX_DEFAULT_URL,
    apiKey: SANDBOX_DEMO_KEY,
  });
}
