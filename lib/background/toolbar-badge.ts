import { browser } from 'wxt/browser';
import { t } from '../i18n/catalogue';
import { perLocale } from '../i18n/per-locale';
import type { TabState } from '../shared/messaging';
import { connectionItem, isDemoConnection, keyInArea } from '../shared/storage-items';
import { errorMessage } from '../ui/error-message';
import { backgroundMessages, isolated } from './ui-language';

// Digits and a compact "K" in every language: the badge holds about four characters, which German's or
// Japanese's compact forms ("12.000", "1万") would not fit, and the badge must not wait for the messages.
// Made on first use: an Intl formatter made at import would cost every worker start.
const countFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 0 }),
);

/** The product's name, alone, as the idle title (never translated). */
const PRODUCT = 'Buyer Lens';

/**
 * What the toolbar shows for one tab's state: the count when found, a quiet dot when not, a red "!" for a
 * failure the rep can act on now, else nothing. A plan that lacks a feature is no alarm: it would be the same
 * on every matched site, so it is said in the title and, clearly, in the sidebar. Needs no message.
 */
export function badgeLook(state: TabState | null): { text: string; color: string } {
  switch (state?.status) {
    case 'found':
      return { text: countFormat('en-US').format(state.account.interviewCount), color: '#1d4ed8' };
    case 'not_found':
      return { text: '·', color: '#9ca3af' };
    case 'error':
      if (state.error.kind !== 'forbidden') return { text: '!', color: '#b91c1c' };
      return { text: '', color: '#6b7280' };
    default:
      return { text: '', color: '#6b7280' };
  }
}

/**
 * The toolbar button's title for one tab's state, in the rep's language (the background's messages must be
 * loaded). With the demo data it says so first, so that no rep takes it for a real account.
 */
export function badgeTitle(state: TabState | null, demo = false): string {
  const product = demo ? t('background.toolbarBadge.demoProduct') : PRODUCT;
  const values = { product: isolated(product) };
  switch (state?.status) {
    case 'found': {
      const found = { ...values, name: isolated(state.account.name), count: state.account.interviewCount };
      // A CRM record that shows no domain was looked up by its account's name: say so.
      return state.detection?.companyName !== undefined
        ? t('background.toolbarBadge.foundByName', found)
        : t('background.toolbarBadge.found', found);
    }
    case 'not_found': {
      const domain = isolated(state.domain);
      // A vendor's own website: its profile is one click away in the sidebar.
      return state.vendor
        ? t('background.toolbarBadge.notFoundVendor', {
            ...values,
            domain,
            vendor: isolated(state.vendor.name),
          })
        : t('background.toolbarBadge.notFound', { ...values, domain });
    }
    case 'error':
      // The error's sentence in the rep's language (lib/ui/error-message.ts; the worker loads `common` for it).
      return t('background.toolbarBadge.error', { ...values, message: isolated(errorMessage(state.error)) });
    case 'looking_up':
      return t('background.toolbarBadge.lookingUp', { ...values, domain: isolated(state.domain) });
    default:
      return product;
  }
}

/** What the toolbar shows for one tab's state: its badge and title (the background's messages loaded). */
export function badgeFor(
  state: TabState | null,
  demo = false,
): { text: string; color: string; title: string } {
  return { ...badgeLook(state), title: badgeTitle(state, demo) };
}

// Whether the connection is the demo data's, read once and kept until the connection changes: every paint read
// storage.local for it before (one storage read per lookup).
let demoConnection: Promise<boolean> | null = null;

const onConnectionChange = (changes: Record<string, unknown>, area: string) => {
  if (area === 'local' && keyInArea(connectionItem) in changes) demoConnection = null;
};

function isDemoConnectionNow(): Promise<boolean> {
  // Listening again after a test's reset of the fake browser (which drops listeners), and forgetting then.
  if (!browser.storage.onChanged.hasListener(onConnectionChange)) {
    browser.storage.onChanged.addListener(onConnectionChange);
    demoConnection = null;
  }
  const reading =
    demoConnection ?? connectionItem.getValue().then((connection) => isDemoConnection(connection?.id));
  demoConnection = reading;
  reading.catch(() => {
    if (demoConnection === reading) demoConnection = null;
  });
  return reading;
}

// The newest paint of each tab whose title waits for the messages: an older one that gets them later must not
// write its title over the newer one's.
const titling = new Map<number, number>();
let paints = 0;

/**
 * Sets a tab's title once the messages are in and whether the connection is the demo's is known, unless a newer
 * paint of the tab came meanwhile.
 */
async function setTitleOf(tabId: number, state: TabState | null, demoNow: Promise<boolean>): Promise<void> {
  const paint = ++paints;
  titling.set(tabId, paint);
  try {
    const [demo] = await Promise.all([demoNow.catch(() => false), backgroundMessages()]);
    if (titling.get(tabId) !== paint) return;
    await browser.action.setTitle({ tabId, title: badgeTitle(state, demo) });
  } finally {
    if (titling.get(tabId) === paint) titling.delete(tabId);
  }
}

/**
 * Paints the toolbar for one tab: its badge at once, its title as soon as the messages are in (the first paint
 * of a worker reads them). A tab that closed meanwhile is not an error.
 */
export async function paintBadge(tabId: number, state: TabState | null): Promise<void> {
  const look = badgeLook(state);
  try {
    // The badge does not wait for whether the connection is the demo's: only the title says so. An empty badge
    // shows no color: setting one was a third browser call for every ignored site.
    await Promise.all([
      // No page badge: the tab's own text goes (null, which Chrome and Firefox take though the types do not), so
      // the watch's count of news shows there, if there is any.
      browser.action.setBadgeText({ tabId, text: look.text || (null as unknown as string) }),
      look.text ? browser.action.setBadgeBackgroundColor({ tabId, color: look.color }) : undefined,
      setTitleOf(tabId, state, isDemoConnectionNow()),
    ]);
  } catch {
    // The tab is gone, or the messages could not be read: the badge says what it can.
  }
}
