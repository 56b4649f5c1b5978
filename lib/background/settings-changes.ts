import { browser } from 'wxt/browser';
import { cacheNamespace } from '../cache/cache-key';
import type { RequestScheduler } from '../cache/request-scheduler';
import type { ResponseCache } from '../cache/response-cache';
import { type Settings, upgradeStoredSettings } from '../schemas/settings';
import { watchManagedStorage } from '../shared/managed-storage';
import { oneAtATime } from '../shared/one-at-a-time';
import { connectionItem, type StoredSettings, settingsItem } from '../shared/storage-items';
import { retitleMenu } from './entry-points';
import type { ListMarksPages } from './list-marks-pages';
import { repaintAllBadges } from './tab-events';
import type { TabLookupService } from './tab-lookup';
import { getTabState } from './tab-state';
import { reloadBackgroundMessages } from './ui-language';

const CONNECTION_FIELDS = ['baseUrl', 'apiKey', 'apiKeyFingerprint'] as const;
const POLICY_FIELDS = ['detectionMode', 'allowedSites', 'disabledSites', 'lookUpInPrivateWindows'] as const;
// The settings whose change may take marks off a list (lib/background/list-marks-pages.ts): only these wake My
// accounts' script, which decides.
const LIST_MARKS_FIELDS = [
  'markLists',
  'markLinkedinLists',
  'markMailLists',
  'detectionMode',
  'disabledSites',
  'lookUpInPrivateWindows',
] as const;

function changed(
  next: StoredSettings | null,
  previous: StoredSettings | null,
  fields: readonly (keyof StoredSettings)[],
) {
  return fields.some((field) => JSON.stringify(next?.[field]) !== JSON.stringify(previous?.[field]));
}

type SettingsChangeDeps = {
  /** The settings in effect, read once and kept until they change (lib/background/services.ts). */
  settings: () => Promise<Settings>;
  tabs: TabLookupService;
  cache: ResponseCache;
  scheduler: RequestScheduler;
  /** The marks on lists (My accounts' script, loaded when a change concerns them). */
  listMarks?: () => Promise<ListMarksPages>;
};

/**
 * Reacts to saved settings: a key written into the record is moved where content scripts cannot read it; a
 * new base URL or key drops every cached answer of the old one (so that another team's data is never shown),
 * then says so to every open view (`connectionItem`: they reload), then looks every tab up again; new
 * privacy settings re-decide every tab (a site switched off loses its badge at once); another language
 * re-titles the toolbar buttons of open tabs and the context menu.
 */
export function registerSettingsChanges(deps: SettingsChangeDeps): void {
  // A policy's change (storage.managed) is a change of the settings in effect: the connection, the detection
  // mode or both.
  watchManagedStorage(() => {
    deps.tabs.settingsChanged();
    void (async () => {
      await switchConnection(deps);
      await redecideAllTabs(deps.tabs);
    })();
  });
  settingsItem.watch((next, previous) => {
    deps.tabs.settingsChanged();
    // Decided from the record itself, not from whether this call switched the announced connection: a worker
    // that started meanwhile may have announced it already.
    const connection = changed(next, previous, CONNECTION_FIELDS);
    const policy = changed(next, previous, POLICY_FIELDS);
    if (changed(next, previous, ['language'])) void speakLanguage();
    if (deps.listMarks && changed(next, previous, LIST_MARKS_FIELDS))
      void deps
        .listMarks()
        .then((marks) => marks.settingsChanged(next, previous))
        .catch(() => undefined);
    void (async () => {
      await upgradeStoredSettings();
      const switched = await switchConnection(deps);
      if (switched || connection || policy) await redecideAllTabs(deps.tabs);
    })();
  });
}

/** The rep picked another language: what the browser shows from the background is written again in it. */
async function speakLanguage(): Promise<void> {
  if (!(await reloadBackgroundMessages().catch(() => false))) return;
  await Promise.all([repaintAllBadges(), retitleMenu()]);
}

// Connection switches run one at a time (switchConnection).
const switching = oneAtATime();

/**
 * Makes the stored connection the current settings' one, dropping what another connection left: the cache's
 * answers and a backoff its server asked for. Call at start-up too: settings may have changed while no worker
 * listened. One switch at a time, each reading the settings when its turn comes: a switch still dropping the
 * old key's answers would otherwise announce its key after a newer switch found nothing to do (seen in CI: a
 * key saved right after another stayed unannounced).
 */
export function switchConnection(
  deps: Pick<SettingsChangeDeps, 'settings' | 'cache' | 'scheduler'>,
): Promise<boolean> {
  return switching(() => switchNow(deps));
}

async function switchNow(
  deps: Pick<SettingsChangeDeps, 'settings' | 'cache' | 'scheduler'>,
): Promise<boolean> {
  const settings = await deps.settings();
  const id = settings.apiKey ? await cacheNamespace(settings.baseUrl, settings.apiKey) : null;
  if (((await connectionItem.getValue())?.id ?? null) === id) return false;
  if (id) await deps.cache.retainNamespace(id);
  else await deps.cache.clear();
  deps.scheduler.forgetBackoff();
  await connectionItem.setValue(id ? { id } : null);
  return true;
}

/**
 * Looks every open tab's company up again under the current settings. A tab with no company recorded is left
 * to its own page's events: it may be mid-navigation (a new tab still on about:blank), and deciding it here
 * would drop the lookup its navigation is about to make. A navigation that starts meanwhile wins (the tab's
 * generation is claimed before the state is read).
 */
export async function redecideAllTabs(tabs: TabLookupService): Promise<void> {
  const open = await browser.tabs.query({});
  await Promise.all(
    open.map(async (tab) => {
      if (tab.id === undefined) return;
      const claimed = tabs.generationOf(tab.id);
      const detection = (await getTabState(tab.id))?.detection;
      if (!detection) return;
      await tabs.detected({ id: tab.id, incognito: tab.incognito, active: tab.active }, detection, claimed);
    }),
  );
}
