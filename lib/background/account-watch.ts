import { browser } from 'wxt/browser';
import { accountListEndpoint } from '../api/accounts';
import { transcriptSearchEndpoint } from '../api/transcripts';
import { t } from '../i18n/catalogue';
import type { WatchSummary, WhatsNew } from '../my-accounts/answers';
import { runWatch } from '../my-accounts/watch-run';
import {
  clearWhatsNew,
  markWhatsNewRead,
  readAccountList,
  recordWatchRun,
  startCheck,
} from '../private-storage/account-lists';
import { loadSavedSearches, savedSearchesOf } from '../research/saved-searches';
import type { WhatsNewItem } from '../schemas/account-list';
import type { Settings } from '../schemas/settings';
import { myAccountsUnreadItem } from '../shared/storage-items';
import type { ApiGateway } from './api-gateway';
import type { MyAccountsService } from './my-accounts';
import { WATCH_ALARM, WATCH_NOTIFICATION } from './my-accounts-alarms';
import { backgroundMessages } from './ui-language';

// The watch over My accounts: on an alarm (every 6 hours unless the rep or a policy says
// otherwise, `watchEvery`), it asks for the current connection's followed accounts' interviews published since
// its last run, and for each saved search's new accounts (lib/my-accounts/watch-run.ts), through the one
// gateway at background priority. What it finds goes to What's new (stored with the list), to the toolbar's
// badge (the count, where no page badge shows) and, when the rep turned them on, to one desktop notification
// per run. No alarm exists while the list is empty or the watch is off: such a worker is never woken by it.

const PERIOD_MINUTES: Record<Exclude<Settings['watchEvery'], 'off'>, number> = {
  '1h': 60,
  '3h': 180,
  '6h': 360,
  '12h': 720,
  '24h': 1440,
};

/** The badge's colour for news: not a page's blue, so the rep tells "news" from "this company". */
const NEWS_COLOR = '#7c3aed';

export type AccountWatchDeps = {
  gateway: ApiGateway;
  myAccounts: MyAccountsService;
  settings(): Promise<Settings>;
  now(): number;
};

export function createAccountWatch(deps: AccountWatchDeps) {
  let running: Promise<WatchSummary> | null = null;

  async function currentNamespace(): Promise<string | null> {
    return (await deps.gateway.currentSession())?.namespace ?? null;
  }

  async function runNow(): Promise<WatchSummary> {
    const namespace = await currentNamespace();
    if (!namespace) return { status: 'idle' };
    const record = await readAccountList(namespace);
    if (record.accounts.length === 0) return { status: 'idle' };
    const searches = savedSearchesOf(await loadSavedSearches(), namespace);
    // Fresh (an hour-old answer would hide what is new), and not kept on disk: the next run asks afresh anyway,
    // and a run with nothing new writes nothing.
    const asked = { priority: 'background' as const, refresh: true, persist: false };
    const run = await runWatch(record, searches, {
      fetchPage: (params) => deps.gateway.fetched(accountListEndpoint(params), asked),
      fetchSearchPage: (search) => deps.gateway.fetched(accountListEndpoint(search), asked),
      fetchTranscripts: (params) => deps.gateway.fetched(transcriptSearchEndpoint(params), asked),
      now: deps.now,
    });
    if (run.status === 'failed') return run;
    if (run.changed) await recordWatchRun(namespace, run.watch, run.found);
    if (run.found.length > 0) {
      await deps.myAccounts.announce();
      await showUnread(namespace);
      await notify(run.found);
    }
    // A line that was no account is one now: checked again, so its row shows the account.
    if (run.arrived.length > 0) {
      await startCheck(namespace, run.arrived);
      void deps.myAccounts.check();
    }
    return { status: 'done', found: run.found.length, requests: run.requests };
  }

  /** The toolbar's count of unread news (lib/background/toolbar-badge.ts leaves it to tabs with no badge). */
  async function showUnread(namespace: string | null): Promise<void> {
    const unread = namespace
      ? (await readAccountList(namespace).catch(() => null))?.whatsNew.filter((item) => !item.read).length
      : 0;
    await browser.action.setBadgeText({ text: unread ? String(Math.min(unread, 99)) : '' });
    if (unread) await browser.action.setBadgeBackgroundColor({ color: NEWS_COLOR });
    const told = await myAccountsUnreadItem.getValue();
    // Nothing unread is no record (the popup reads it so): a key switch with no news writes nothing.
    const now = namespace && unread ? { connection: namespace, unread } : null;
    if (JSON.stringify(told) !== JSON.stringify(now)) await myAccountsUnreadItem.setValue(now);
  }

  /** One notification per run that found news, when the rep turned them on and the browser lets us. */
  async function notify(found: readonly WhatsNewItem[]): Promise<void> {
    if (!(await deps.settings()).watchNotifications || !browser.notifications) return;
    if (!(await browser.permissions.contains({ permissions: ['notifications'] }).catch(() => false))) return;
    await backgroundMessages().catch(() => undefined);
    await browser.notifications.create(WATCH_NOTIFICATION, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: t('background.accountWatch.notificationTitle'),
      message: notificationText(found),
    });
  }

  return {
    /** One run now; a run asked while one is under way is that run. */
    run(): Promise<WatchSummary> {
      running ??= runNow().finally(() => {
        running = null;
      });
      return running;
    },

    /**
     * Makes the alarm match the settings and the list: every `watchEvery` while the current connection follows
     * anything, none otherwise. An alarm already on that period is left alone (its next run stays).
     */
    async schedule(): Promise<void> {
      if (!browser.alarms) return;
      const { watchEvery } = await deps.settings();
      const namespace = await currentNamespace();
      const record = namespace ? await readAccountList(namespace).catch(() => null) : null;
      const period = watchEvery === 'off' || !record?.accounts.length ? null : PERIOD_MINUTES[watchEvery];
      const alarm = await browser.alarms.get(WATCH_ALARM);
      if (period === null) {
        if (alarm) await browser.alarms.clear(WATCH_ALARM);
        return;
      }
      if (alarm?.periodInMinutes !== period)
        await browser.alarms.create(WATCH_ALARM, { delayInMinutes: period, periodInMinutes: period });
      // A list the watch never ran over gets its mark now: news is what is published after the rep followed.
      if (!record?.watch) await this.run();
    },

    /**
     * At browser start: a run the browser missed while it was closed (its alarm's time passed, or the alarm went
     * with the restart) runs once now.
     */
    async catchUp(): Promise<void> {
      if (!browser.alarms) return;
      const alarm = await browser.alarms.get(WATCH_ALARM);
      await this.schedule();
      const missed = !alarm || alarm.scheduledTime <= deps.now();
      if (missed && (await browser.alarms.get(WATCH_ALARM))) await this.run();
      await showUnread(await currentNamespace());
    },

    /** The current connection's What's new, or null without a key. */
    async whatsNew(): Promise<WhatsNew | null> {
      const namespace = await currentNamespace();
      if (!namespace) return null;
      const [record, settings] = await Promise.all([readAccountList(namespace), deps.settings()]);
      return {
        items: record.whatsNew,
        unread: record.whatsNew.filter((item) => !item.read).length,
        watchEvery: settings.watchEvery,
      };
    },

    /** The rep saw What's new: read, and the badge's count goes. */
    async markRead(): Promise<number> {
      const namespace = await currentNamespace();
      if (!namespace) return 0;
      const read = await markWhatsNewRead(namespace);
      if (read > 0) {
        await showUnread(namespace);
        await deps.myAccounts.announce();
      }
      return read;
    },

    /** Empties What's new. */
    async clear(): Promise<void> {
      const namespace = await currentNamespace();
      if (!namespace) return;
      await clearWhatsNew(namespace);
      await showUnread(namespace);
      await deps.myAccounts.announce();
    },

    showUnread: async () => showUnread(await currentNamespace()),
  };
}

export type AccountWatch = ReturnType<typeof createAccountWatch>;

/** The notification's one message: interviews by account, then accounts by saved search (names clipped). */
export function notificationText(found: readonly WhatsNewItem[]): string {
  const lines: string[] = [];
  const interviews = found.filter((item) => item.kind === 'interview');
  if (interviews.length > 0)
    lines.push(
      t('background.accountWatch.notificationInterviews', {
        count: interviews.length,
        names: namesOf(interviews.map((item) => item.accountName)),
      }),
    );
  const accounts = found.filter((item) => item.kind === 'searchAccount');
  if (accounts.length > 0)
    lines.push(
      t('background.accountWatch.notificationSearchAccounts', {
        count: accounts.length,
        names: namesOf(accounts.map((item) => item.searchName)),
      }),
    );
  return lines.join('\n');
}

/** Up to three distinct names, then "and N more". */
function namesOf(names: readonly string[]): string {
  const distinct = [...new Set(names)];
  const shown = distinct.slice(0, 3).join(t('background.accountWatch.nameSeparator'));
  const more = distinct.length - 3;
  return more > 0 ? t('background.accountWatch.andMore', { names: shown, count: more }) : shown;
}
