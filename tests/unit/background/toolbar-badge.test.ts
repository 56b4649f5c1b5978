import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LOOK_UP_MENU_ID } from '@/lib/background/entry-points';
import { createBackgroundServices } from '@/lib/background/services';
import { registerSettingsChanges } from '@/lib/background/settings-changes';
import { badgeFor, paintBadge } from '@/lib/background/toolbar-badge';
import { currentLocale, loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { saveSettings } from '@/lib/schemas/settings';
import type { TabState } from '@/lib/shared/messaging';
import { accountDetail, fakeApi } from './fake-api-client';

const on = (lookup: Partial<TabState>) =>
  ({
    domain: 'acme.com',
    detection: { domain: 'acme.com', source: 'website' },
    updatedAt: 1,
    ...lookup,
  }) as TabState;

describe('toolbar badge', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts interviews when found, and alarms for a failure the rep can act on', () => {
    expect(
      badgeFor(
        on({
          status: 'found',
          account: { name: 'Acme', slug: 'acme', domain: 'acme.com', interviewCount: 1234, url: 'u' },
        }),
      ),
    ).toMatchObject({ text: '1K' });
    expect(badgeFor(on({ status: 'error', error: { kind: 'server', message: 'Down.' } }))).toMatchObject({
      text: '!',
    });
  });

  it("sets the badge without waiting for storage: only the title asks whether the connection is the demo's", async () => {
    fakeBrowser.reset();
    // storage.local answers only when told (a woken worker's first paint reads the connection).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const read = fakeBrowser.storage.local.get.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation(async (keys) => {
      await answered;
      return read(keys);
    });
    const badge = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    const title = vi.spyOn(fakeBrowser.action, 'setTitle');
    const painting = paintBadge(7, on({ status: 'not_found' }));
    await vi.waitFor(() => expect(badge).toHaveBeenCalledWith({ tabId: 7, text: '·' }));
    expect(title).not.toHaveBeenCalled();
    answer();
    await painting;
    expect(title).toHaveBeenCalledOnce();
  });

  it('colors only a badge that shows: an ignored site costs the badge and its title, no color', async () => {
    fakeBrowser.reset();
    const color = vi.spyOn(fakeBrowser.action, 'setBadgeBackgroundColor');
    await paintBadge(7, on({ status: 'skipped', reason: 'denied-site' }));
    expect(await browser.action.getBadgeText({ tabId: 7 })).toBe('');
    expect(color).not.toHaveBeenCalled();
    await paintBadge(7, on({ status: 'not_found' }));
    expect(await browser.action.getBadgeText({ tabId: 7 })).toBe('·');
    expect(color).toHaveBeenCalledWith({ tabId: 7, color: '#9ca3af' });
  });

  it('paints no alarm for a plan without account pages: it would be the same on every site', () => {
    const badge = badgeFor(
      on({
        status: 'error',
        error: { kind: 'forbidden', feature: 'account_pages', message: 'Your plan lacks account pages.' },
      }),
    );
    expect(badge.text).toBe('');
    expect(badge.title).toContain('Your plan lacks account pages.');
  });
});

describe("toolbar title and context menu in the rep's language", () => {
  afterEach(async () => {
    // Back to English for the next test, every area loaded (tests/unit/setup-i18n.ts).
    await saveSettings({ language: 'browser' });
    await vi.waitFor(() => expect(currentLocale()).toBe('en'));
    await loadMessages(MESSAGE_AREAS, 'en');
    vi.restoreAllMocks();
  });

  it('titles the open tabs and the menu again in German once the rep picks German', async () => {
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
    const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 1234) } });
    const { settings, tabs, cache, scheduler } = createBackgroundServices({
      createClient: api.createClient,
      hasHostAccess: async () => true,
    });
    registerSettingsChanges({ settings, tabs, cache, scheduler });
    const menuTitles: unknown[] = [];
    vi.spyOn(fakeBrowser.contextMenus, 'update').mockImplementation(async (id, changes) => {
      if (id === LOOK_UP_MENU_ID) menuTitles.push(changes.title);
    });
    await tabs.detected({ id: 1, incognito: false, active: true }, { domain: 'acme.com', source: 'website' });
    expect(await browser.action.getTitle({ tabId: 1 })).toBe('Buyer Lens: Acme, 1,234 interviews');

    await saveSettings({ language: 'de' });
    // The change is heard, the German messages read and the titles set, each in its own turn.
    await vi.waitFor(async () =>
      expect(await browser.action.getTitle({ tabId: 1 })).toBe('Buyer Lens: Acme, 1.234 Interviews'),
    );
    expect(await browser.action.getBadgeText({ tabId: 1 })).toBe('1K');
    expect(menuTitles).toEqual(['In Buyer Lens nachschlagen']);
  });
});
