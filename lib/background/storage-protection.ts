import { browser } from 'wxt/browser';

// The key and the team's answers live in the extension's IndexedDB (lib/private-storage), which content
// scripts can never read. What stays in `storage.local` (settings without the key, recent lookups),
// `storage.session` (each tab's state: the domains the rep visits) and `storage.managed` (the organisation's
// policy, which may hold the team's key: lib/schemas/managed-settings.ts) is kept from content scripts where the
// browser can: Chrome lets them read `storage.local` and `storage.managed` unless told otherwise.

type AccessLevelArea = { setAccessLevel?: (options: { accessLevel: string }) => Promise<void> };

const AREAS = ['local', 'session', 'managed'] as const;

/**
 * Asks each storage area to be readable by the extension's own pages and worker only, and says which areas
 * the browser could not protect (Firefox has no access levels: its content scripts can read `storage.local`,
 * so nothing secret is kept there, and `storage.managed`, which Buyer Lens's content scripts never read).
 * Never throws.
 */
export async function protectStorage(
  areas: Partial<Record<(typeof AREAS)[number], AccessLevelArea>> = browser.storage as never,
): Promise<{ protected: string[]; unprotected: string[] }> {
  const report = { protected: [] as string[], unprotected: [] as string[] };
  for (const name of AREAS) {
    const area = areas[name];
    try {
      if (!area?.setAccessLevel) throw new Error('no access levels in this browser');
      await area.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
      report.protected.push(name);
    } catch {
      report.unprotected.push(name);
    }
  }
  if (report.unprotected.length > 0)
    console.warn(
      `Buyer Lens: content scripts can read storage.${report.unprotected.join(' and storage.')} here; Buyer Lens's own never do, and keep the key and the cache elsewhere (except a key set by policy, in storage.managed).`,
    );
  return report;
}
