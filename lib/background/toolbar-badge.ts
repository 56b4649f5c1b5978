import { browser } from 'wxt/browser';
import type { TabState } from '../shared/messaging';
import { connectionItem, isDemoConnection, keyInArea } from '../shared/storage-items';

const countFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 0 });

/**
 * What the toolbar shows for one tab's state: the count when found, a quiet dot when not, a red "!" for a
 * failure the rep can act on now, else nothing. A plan that lacks a feature is no alarm: it would be the same
 * on every matched site, so it is said in the title and, clearly, in the sidebar.
 */
export function badgeFor(state: TabState | null): { text: string; color: string; title: string } {
  const idle = { text: '', color: '#6b7280', title: 'Buyer Lens' };
  switch (state?.status) {
    case 'found':
      return {
        text: countFormat.format(state.account.interviewCount),
        color: '#1d4ed8',
        title: `Buyer Lens: ${state.account.name}, ${state.account.interviewCount} interviews${
          // A CRM record that shows no domain was looked up by its account's name: say so.
          state.detection?.companyName !== undefined ? ' (matched by name)' : ''
        }`,
      };
    case 'not_found':
      return {
        text: '·',
        color: '#9ca3af',
        title: `Buyer Lens: no account for ${state.domain}${
          // A vendor's own website: its profile is one click away in the sidebar.
          state.vendor ? `; it is the vendor ${state.vendor.name}` : ''
        }`,
      };
    case 'error':
      if (state.error.kind === 'forbidden') return { ...idle, title: `Buyer Lens: ${state.error.message}` };
      return { text: '!', color: '#b91c1c', title: `Buyer Lens: ${state.error.message}` };
    case 'looking_up':
      return { ...idle, title: `Buyer Lens: looking up ${state.domain}…` };
    default:
      return idle;
  }
}

/** A badge's title when its data is the demo data: said first, so that no rep takes it for a real account. */
export function labelDemoData(badge: ReturnType<typeof badgeFor>): ReturnType<typeof badgeFor> {
  return { ...badge, title: badge.title.replace(/^Buyer Lens/, 'Buyer Lens (demo data)') };
}

// Whether the connection is the demo data's, read once and kept until the connection changes: every paint read
// storage.local for it before (one storage read per lookup, issue 19).
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

/** Paints the toolbar for one tab; a tab that closed meanwhile is not an error. */
export async function paintBadge(tabId: number, state: TabState | null): Promise<void> {
  const demo = await isDemoConnectionNow().catch(() => false);
  const badge = demo ? labelDemoData(badgeFor(state)) : badgeFor(state);
  try {
    await Promise.all([
      browser.action.setBadgeText({ tabId, text: badge.text }),
      browser.action.setBadgeBackgroundColor({ tabId, color: badge.color }),
      browser.action.setTitle({ tabId, title: badge.title }),
    ]);
  } catch {
    // The tab is gone.
  }
}
