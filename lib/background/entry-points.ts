import { type Browser, browser } from 'wxt/browser';
import { emailDomain, registrableDomain } from '../detect/domain';
import type { Detection } from '../detect/types';
import { t } from '../i18n/catalogue';
import { openSidebar } from './sidebar-opener';
import { detectionFromUrl } from './tab-detection';
import type { TabLookupService } from './tab-lookup';
import { getTabState } from './tab-state';
import { backgroundMessages } from './ui-language';

/** The id of the context menu item, and of the keyboard command declared in wxt.config.ts. */
export const LOOK_UP_MENU_ID = 'buyer-lens-look-up';
export const OPEN_SIDEBAR_COMMAND = 'open-sidebar';

/**
 * What the rep pointed at with the context menu, as a domain to look up: a link's host, a selected domain,
 * URL or email address, or the page's own host. Anything else (a sentence, a name) gives null.
 */
export function detectionFromMenuClick(
  info: Pick<Browser.contextMenus.OnClickData, 'linkUrl' | 'selectionText' | 'pageUrl'>,
) {
  const source = 'context-menu';
  let domain: string | null = null;
  if (info.linkUrl) {
    domain = info.linkUrl.startsWith('mailto:')
      ? emailDomain(info.linkUrl.slice(7).split('?')[0] ?? '')
      : hostOf(info.linkUrl);
  } else if (info.selectionText) {
    const text = info.selectionText.trim();
    if (/^[^\s@]+@[^\s@]+$/.test(text)) domain = emailDomain(text);
    else if (/^https?:\/\//i.test(text)) domain = hostOf(text);
    else if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text))
      domain = registrableDomain(text.split('/')[0] ?? '');
  } else if (info.pageUrl) {
    domain = detectionFromUrl(info.pageUrl)?.domain ?? null;
  }
  return domain ? ({ domain, source } satisfies Detection) : null;
}

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? registrableDomain(parsed.hostname)
      : null;
  } catch {
    return null;
  }
}

function toTabInfo(tab: Browser.tabs.Tab | undefined) {
  return tab?.id === undefined ? null : { id: tab.id, incognito: tab.incognito, active: tab.active };
}

/**
 * The entry points besides the page: "Look up in Buyer Lens" on a link, a selection or the page, and the
 * keyboard command that opens the sidebar (looking the tab up if automatic lookups skipped it).
 */
export function registerEntryPoints(tabs: TabLookupService): void {
  browser.runtime.onInstalled.addListener(() => {
    // The title in the rep's language: the messages are read while the old menu goes (unreadable, the item
    // still comes, its title marked).
    const messages = backgroundMessages().catch(() => undefined);
    void Promise.all([browser.contextMenus.removeAll(), messages]).then(() =>
      browser.contextMenus.create({
        id: LOOK_UP_MENU_ID,
        title: t('background.entryPoints.lookUpMenu'),
        contexts: ['link', 'selection', 'page'],
      }),
    );
  });

  browser.contextMenus.onClicked.addListener((info, tab) => void handleMenuClick(tabs, info, tab));
  browser.commands.onCommand.addListener((command, tab) => void handleCommand(tabs, command, tab));
}

/** Writes the context menu item's title again in the rep's language (it changed); no menu yet is no error. */
export async function retitleMenu(): Promise<void> {
  try {
    await backgroundMessages();
    await browser.contextMenus.update(LOOK_UP_MENU_ID, { title: t('background.entryPoints.lookUpMenu') });
  } catch {
    // The item is made on install: none to retitle, or the messages could not be read.
  }
}

/** "Look up in Buyer Lens": opens the sidebar on the clicked tab and looks up what the rep pointed at. */
export async function handleMenuClick(
  tabs: TabLookupService,
  info: Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'selectionText' | 'pageUrl'>,
  tab: Browser.tabs.Tab | undefined,
): Promise<void> {
  const target = toTabInfo(tab);
  if (info.menuItemId !== LOOK_UP_MENU_ID || !target) return;
  // First, before any await: the click's user gesture is what allows the side panel to open.
  openSidebar(target.id);
  await tabs.requested(target, detectionFromMenuClick(info));
}

/** The keyboard command: opens the sidebar, and looks the tab up if automatic lookups skipped it. */
export async function handleCommand(
  tabs: TabLookupService,
  command: string,
  tab: Browser.tabs.Tab | undefined,
): Promise<void> {
  if (command !== OPEN_SIDEBAR_COMMAND) return;
  if (tab?.id !== undefined) openSidebar(tab.id);
  const target = toTabInfo(tab ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]);
  if (!target) return;
  const state = await getTabState(target.id);
  if (!state || state.status === 'skipped' || state.status === 'no_company') {
    const detection = state?.detection ?? detectionFromUrl(tab?.url);
    if (detection) await tabs.requested(target, detection);
  }
}
