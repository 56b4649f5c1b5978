import { browser } from 'wxt/browser';
import { policyPresentItem, settingsItem } from './storage-items';

// What an organisation set by browser policy, as the browser hands it over (`storage.managed`), unchecked: the
// settings layer checks it (lib/schemas/managed-settings.ts), the light pages read only strings of it
// (lib/ui/display-settings.ts). Zod-free, so that both can use it.
//
// Chromium's policy service answers the first read after the browser starts only seconds later (later reads at
// once; docs/admin-guide.md has the figure). A profile that had no policy the last time it looked
// does not wait for that: it reads "no policy" at once, and if the answer then brings one, the flag
// `policyPresentItem` changes, which every watcher of managed settings hears like a change of the policy itself.

let known: Record<string, unknown> | null = null;
let reading: Promise<Record<string, unknown>> | null = null;

async function readNow(): Promise<Record<string, unknown>> {
  try {
    const stored: unknown = await browser.storage.managed?.get(null);
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  } catch {
    // Firefox without a policy throws.
    return {};
  }
}

// Forgets what was read when the policy changes, whoever listens (registered again after a test's reset).
const onPolicyChange = (_changes: unknown, area: string) => {
  if (area === 'managed') forgetManagedStorage();
};

/**
 * The policy's values. When the last look found none, the browser's answer is not waited for: `{}` stands for
 * it (a policy found then is announced through `policyPresentItem`).
 */
export async function readManagedStorage(): Promise<Record<string, unknown>> {
  if (!browser.storage.onChanged.hasListener(onPolicyChange))
    browser.storage.onChanged.addListener(onPolicyChange);
  if (known) return known;
  reading ??= readNow().then(async (stored) => {
    known = stored;
    const present = Object.keys(stored).length > 0;
    if ((await policyPresentItem.getValue()) !== present) await policyPresentItem.setValue(present);
    return stored;
  });
  const read = reading;
  return (await policyPresentItem.getValue()) ? read : {};
}

/** Forgets what was read: the next read asks the browser again (a policy change; tests). */
export function forgetManagedStorage(): void {
  known = null;
  reading = null;
}

/** Calls back when the policy changes (or is first found): read it again with readManagedStorage. */
export function watchManagedStorage(onChange: () => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'managed') forgetManagedStorage();
    if (area === 'managed' || (area === 'local' && policyPresentItem.key.slice('local:'.length) in changes))
      onChange();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/**
 * Calls back with `load()`'s answer whenever the settings in effect may have changed: the rep's record (any
 * extension page saved it) or the policy. Only the latest read is delivered: an earlier one that resolves after
 * it would show settings already replaced (a checkbox turned off came back on, seen in e2e).
 */
export function watchSettingsInEffect<T>(load: () => Promise<T>, onChange: (value: T) => void): () => void {
  let latest = 0;
  const reload = () => {
    const read = ++latest;
    void load().then((value) => {
      if (read === latest) onChange(value);
    });
  };
  const unwatchRecord = settingsItem.watch(reload);
  const unwatchPolicy = watchManagedStorage(reload);
  return () => {
    unwatchRecord();
    unwatchPolicy();
  };
}
