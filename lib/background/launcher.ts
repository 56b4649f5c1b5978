import type { Browser } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { SITE_HOSTS } from '../detect/site-hosts';
import type { Detection } from '../detect/types';
import { currentLocale, t } from '../i18n/catalogue';
import { textDirection } from '../i18n/languages';
import {
  LAUNCHER_DATA_KEY,
  LAUNCHER_SOURCES,
  LAUNCHER_WEBSITE_ORIGINS,
  type LauncherHandoff,
  type LauncherWords,
} from '../launcher/launcher-data';
import { matchesSite } from '../privacy/lookup-policy';
import { loadSettings } from '../schemas/settings';
import type { TabState } from '../shared/messaging';
import { launcherDismissedSitesItem, tabIdOfStateKey } from '../shared/storage-items';
import { openSidebar } from './sidebar-opener';
import { detectionFromUrl } from './tab-detection';
import { backgroundMessages, isolated } from './ui-language';

type Sender = Browser.runtime.MessageSender;

// The launcher's bundle, as WXT writes it for a runtime-registered content script.
const LAUNCHER_FILE = '/content-scripts/launcher.js';

// Whether the rep granted the launcher access to websites, kept in memory (reset when permissions change):
// an ordinary website without it, the usual case, then costs no extension call at all while it loads.
let websiteAccess: Promise<boolean> | null = null;

function hasWebsiteAccess(): Promise<boolean> {
  websiteAccess ??= browser.permissions.contains({ origins: LAUNCHER_WEBSITE_ORIGINS }).catch(() => false);
  return websiteAccess;
}

/** The account a launcher shows. */
export type LauncherAccount = { name: string; interviewCount: number };

/** Whether a tab's state calls for the launcher: a found account on a website or CRM record. */
export function launcherDataFor(state: TabState | null): LauncherAccount | null {
  if (state?.status !== 'found' || !state.detection) return null;
  if (!LAUNCHER_SOURCES.has(state.detection.source)) return null;
  return { name: state.account.name, interviewCount: state.account.interviewCount };
}

/** The pill's words for an account, in the rep's language (the background's messages must be loaded). */
export function launcherWords({ name, interviewCount }: LauncherAccount): LauncherWords {
  const locale = currentLocale();
  const count = interviewCount;
  return {
    count: t('background.launcher.interviews', { count }),
    open: t('background.launcher.open', { name, count }),
    openHint: t('background.launcher.openHint', { name: isolated(name) }),
    hide: t('background.launcher.hide'),
    lang: locale,
    dir: textDirection(locale),
  };
}

/**
 * Whether the page at `url` can be the one a detection came from: on the prospect's own website (same
 * registrable domain), or on a host of the CRM that named the company. Reads the hosts alone
 * (lib/detect/site-hosts.ts): the background carries no site's detector.
 */
export function pageFitsDetection(url: string, detection: Detection): boolean {
  if (detection.source === 'website') return detectionFromUrl(url)?.domain === detection.domain;
  const site = SITE_HOSTS.find((entry) => entry.source === detection.source);
  try {
    return site?.hosts.test(new URL(url).hostname) ?? false;
  } catch {
    return false;
  }
}

/**
 * Shows the launcher in a tab whose state is `found`, unless the rep turned it off or hid it on this
 * site. Needs host access to the tab: CRM hosts have it through the detector's content scripts; other
 * websites only when the rep granted it in options. Without access it does nothing. Never throws.
 *
 * A `found` state can land after the tab moved on (its lookup ended just as the next page committed). So the
 * pill goes only into the document the detection came from (`documentId` in the state), and only when the
 * top document the tab shows is on the matched site (`pageFitsDetection`, all Firefox has).
 */
export async function showLauncher(tabId: number, state: TabState | null): Promise<void> {
  const account = launcherDataFor(state);
  if (!account || !state || state.status !== 'found' || !state.detection) return;
  // Read while the checks run: the pill's words are in the rep's language.
  const messages = backgroundMessages();
  messages.catch(() => undefined);
  try {
    if (state.detection.source === 'website' && !(await hasWebsiteAccess())) return;
    const settings = await loadSettings();
    if (!settings.showLauncher) return;
    const frame = await browser.webNavigation.getFrame({ tabId, frameId: 0 });
    const url = frame?.url;
    if (!url || !pageFitsDetection(url, state.detection)) return;
    // Dismissal is per site the rep is on: the CRM's host, or the prospect website's.
    const site = siteOf(url);
    if (!site || matchesSite(site, await launcherDismissedSitesItem.getValue())) return;
    // Without host access the injection would fail anyway: ask the cheap question first, so that ordinary
    // websites (no access unless the rep granted it) cost no scripting call at all.
    const page = new URL(url);
    if (!(await browser.permissions.contains({ origins: [`${page.origin}/*`] }))) return;
    // The document the detection came from (recorded with the state), else the one checked above: a
    // navigation since makes the injection fail instead of landing on the next page. Chrome 106+ names
    // documents; Firefox does not, and there the pill's own host check has to do.
    const documentId = state.documentId ?? frame.documentId;
    const target = documentId ? { tabId, documentIds: [documentId] } : { tabId, frameIds: [0] };
    await messages;
    const handoff: LauncherHandoff = { name: account.name, words: launcherWords(account), host: page.host };
    await browser.scripting.executeScript({
      target,
      func: (key: string, value: LauncherHandoff) => {
        (globalThis as Record<string, unknown>)[key] = value;
      },
      args: [LAUNCHER_DATA_KEY, handoff],
    });
    await browser.scripting.executeScript({ target, files: [LAUNCHER_FILE] });
  } catch {
    // No access to this tab's host, or the tab or its document is gone: the toolbar badge still says what
    // was found.
  }
}

/** The launcher's two messages; only this extension's own scripts in a tab's top frame are heard. */
export const launcherHandlers = {
  async openSidebar(_data: unknown, sender: Sender): Promise<void> {
    // First thing, before any await: the click's user gesture allows the side panel to open.
    if (sender.id === browser.runtime.id && sender.tab?.id !== undefined) openSidebar(sender.tab.id);
  },
  async dismissLauncher(_data: unknown, sender: Sender): Promise<void> {
    if (sender.id !== browser.runtime.id || sender.tab?.id === undefined || sender.frameId !== 0) return;
    const host = siteOf(sender.tab.url ?? sender.url);
    if (!host) return;
    const sites = await launcherDismissedSitesItem.getValue();
    if (!sites.includes(host)) await launcherDismissedSitesItem.setValue([...sites, host].slice(-500));
  },
};

function siteOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * Shows the launcher whenever the background records a `found` state for a tab (`tabStateItem` in
 * lib/shared/storage-items.ts): each new page of a matched site gets its pill, and the launcher replaces
 * its own earlier copy, so a rewritten state never doubles it. Register synchronously at start-up.
 */
export function registerLauncher(): void {
  const forgetWebsiteAccess = () => {
    websiteAccess = null;
  };
  browser.permissions.onAdded.addListener(forgetWebsiteAccess);
  browser.permissions.onRemoved.addListener(forgetWebsiteAccess);
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'session') return;
    for (const [key, change] of Object.entries(changes)) {
      const tabId = tabIdOfStateKey(key);
      const state = (change.newValue ?? null) as TabState | null;
      if (tabId !== null && launcherDataFor(state)) void showLauncher(tabId, state);
    }
  });
}
