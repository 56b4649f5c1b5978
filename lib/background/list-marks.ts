import { type AccountDetail, accountDetailEndpoint, accountListEndpoint } from '../api/accounts';
import { type ApiErrorInfo, toApiErrorInfo } from '../api/errors';
import { createRatePacer, type RatePacer } from '../cache/rate-pacer';
import type { ListRowCandidate } from '../detect/types';
import { t } from '../i18n/catalogue';
import type { MarkCard, RowMark, RowMarks } from '../list-marks/mark-data';
import {
  type AccountSummary,
  type CheckItem,
  type CheckResult,
  checkAccounts,
} from '../my-accounts/bulk-check';
import { classifyEntry, entryKey, entryQuery, type ListEntry } from '../my-accounts/list-entry';
import type { Fetched } from '../shared/messaging';
import { formatCount, formatDate } from '../ui/format';
import type { AccountWatch } from './account-watch';
import { type ApiGateway, NOT_CONFIGURED_ERROR } from './api-gateway';
import type { MyAccountsService } from './my-accounts';
import { companyOfListRow } from './page-lists';
import { backgroundMessages, isolated } from './ui-language';

// The marks on a list's rows: what the team has on each row's company, asked as My accounts' check asks
// (lib/my-accounts/bulk-check.ts: up to 50 companies a request, a 422's non-accounts set aside), through the one
// gateway (cache and scheduler). Each company is asked once: its answer is kept in memory for as long as an
// account list's answer is fresh, for every tab, so a row scrolled back into view, re-rendered or shown on
// another tab costs no request. Requests are paced per tab (at most 4 a second): a list scrolled fast waits
// its turn instead of spending the team's rate limit in a burst. Part of My accounts' script: it follows from
// the card as the list does.

export type ListMarksDeps = {
  gateway: ApiGateway;
  myAccounts: MyAccountsService;
  /** The watch: a first account followed starts it, as a follow from the side panel does. */
  watch: Pick<AccountWatch, 'schedule'>;
  now(): number;
  /** For tests: the pacer's clock and sleep. */
  pacer?: RatePacer;
};

/** The tab asking: its rows' answers are paced by it, and a private window's kept in memory only. */
export type MarksAsker = { tabId: number; incognito: boolean };

/** At most this many requests a second for one tab's marks. */
export const MARK_REQUESTS_PER_SECOND = 4;

/** How long a company's answer is believed: as long as the account list's answer it came from is fresh. */
const ANSWER_MS = 10 * 60_000;

/** The most answers kept: a day of prospecting. Oldest go first. */
const MAX_ANSWERS = 5_000;

type KeptAnswer = { result: CheckResult; until: number };

function entryOfRow(source: string, row: ListRowCandidate): ListEntry | null {
  const company = companyOfListRow(source, row);
  if (!company) return null;
  return company.domain !== undefined
    ? { kind: 'domain', domain: company.domain }
    : { kind: 'name', name: company.companyName };
}

export function createListMarksService(deps: ListMarksDeps) {
  const pacer = deps.pacer ?? createRatePacer({ perSecond: MARK_REQUESTS_PER_SECOND, now: deps.now });
  // By `${namespace} ${entry key}`: answers of the current connection only are ever read.
  const answers = new Map<string, KeptAnswer>();
  // Companies being asked now, by the same key: a second tab asking the same waits for that answer.
  const asking = new Map<string, Promise<void>>();

  function keep(key: string, result: CheckResult) {
    answers.delete(key);
    answers.set(key, { result, until: deps.now() + ANSWER_MS });
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  }

  function known(key: string): CheckResult | undefined {
    const kept = answers.get(key);
    if (!kept) return undefined;
    if (kept.until > deps.now()) return kept.result;
    answers.delete(key);
    return undefined;
  }

  function markOf(account: AccountSummary, follow: string): RowMark | null {
    // No interviews for the team: nothing to mark, never "0".
    if (account.interviews <= 0) return null;
    const count = account.interviews;
    return {
      slug: account.slug,
      name: account.name,
      domain: account.domain,
      follow,
      label: t('background.listMarks.interviews', { count }),
      short: formatCount(count),
      description: t('background.listMarks.describe', { name: isolated(account.name), count }),
    };
  }

  return {
    /**
     * The marks of a tab's rows on screen, one a row in their order. Companies not yet known are asked in
     * batches; an error that stops the asking (no key, a 403, a backoff) answers an error, unless some rows were
     * answered: those are marked, the others asked again when they come on screen again.
     */
    async marks(
      asker: MarksAsker,
      source: string,
      rows: readonly ListRowCandidate[],
    ): Promise<Fetched<RowMarks>> {
      const session = await deps.gateway.currentSession();
      if (!session) return { ok: false, error: NOT_CONFIGURED_ERROR };
      const messages = backgroundMessages();
      const entries = rows.map((row) => entryOfRow(source, row));
      const keyOf = (entry: ListEntry) => `${session.namespace} ${entryKey(entry)}`;
      const items = new Map<string, CheckItem>();
      const waits: Promise<void>[] = [];
      for (const entry of entries) {
        if (!entry) continue;
        const key = keyOf(entry);
        if (items.has(key) || known(key)) continue;
        const pending = asking.get(key);
        if (pending) waits.push(pending);
        else items.set(key, { key, entry });
      }
      let failure: ApiErrorInfo | null = null;
      if (items.size > 0) {
        const asked = { priority: 'active' as const, persist: !asker.incognito };
        const paced =
          <Args extends unknown[], Result>(fetch: (...args: Args) => Promise<Result>) =>
          async (...args: Args) => {
            await pacer.wait(asker.tabId);
            return fetch(...args);
          };
        const check = checkAccounts(
          [...items.values()],
          {
            fetchPage: paced((params) => deps.gateway.fetched(accountListEndpoint(params), asked)),
            fetchDetail: paced((id: string) => deps.gateway.fetched(accountDetailEndpoint(id), asked)),
          },
          {
            onResults: (results) => {
              for (const [key, result] of results) keep(key, result);
            },
          },
        ).then((outcome) => {
          if (outcome.status === 'failed') failure = outcome.error;
        });
        const settled = check.then(
          () => undefined,
          () => undefined,
        );
        for (const key of items.keys()) asking.set(key, settled);
        await settled;
        for (const key of items.keys()) if (asking.get(key) === settled) asking.delete(key);
      }
      await Promise.all(waits);
      await messages.catch(() => undefined);
      const marks = entries.map((entry) => {
        const result = entry ? known(keyOf(entry)) : undefined;
        if (result?.status !== 'found') return null;
        // Followed as the row names it (its domain, else its name): the rep's CRM names it so.
        return markOf(result.account, entryQuery(entry as ListEntry));
      });
      const unanswered = entries.some((entry) => entry && !known(keyOf(entry)));
      if (failure && unanswered && marks.every((mark) => mark === null)) return { ok: false, error: failure };
      return { ok: true, data: marks, fetchedAt: deps.now() };
    },

    /** A mark's card: the account's detail (its stack), and whether the rep follows the row's company. */
    async card(slug: string, follow: string, asker: MarksAsker): Promise<Fetched<MarkCard>> {
      let endpoint: ReturnType<typeof accountDetailEndpoint>;
      try {
        endpoint = accountDetailEndpoint(slug);
      } catch (error) {
        // No account's id (blank, or a path of its own): nothing to ask.
        return { ok: false, error: toApiErrorInfo(error) };
      }
      const [detail, list] = await Promise.all([
        deps.gateway.fetched(endpoint, { priority: 'active', persist: !asker.incognito }),
        deps.myAccounts.list().catch(() => null),
        backgroundMessages().catch(() => undefined),
      ]);
      if (!detail.ok) return detail;
      const classified = classifyEntry(follow);
      const followed = new Set(list?.accounts.map((account) => account.key) ?? []);
      const following =
        (classified.ok && followed.has(entryKey(classified.entry))) ||
        followed.has(entryKey({ kind: 'domain', domain: detail.data.domain_name }));
      return { ok: true, data: cardOf(detail.data, following), fetchedAt: detail.fetchedAt };
    },

    /** Follows a mark's company, as the import follows a line, and checks it as the list checks a new line. */
    async follow(follow: string) {
      const followed = await deps.myAccounts.follow(follow);
      if (followed.ok && followed.data.added > 0) {
        await deps.watch.schedule();
        void deps.myAccounts.check();
      }
      return followed;
    },
  };
}

export type ListMarksService = ReturnType<typeof createListMarksService>;

function cardOf(account: AccountDetail, following: boolean): MarkCard {
  const count = account.kpis?.interview_count ?? 0;
  const lines = [account.domain_name, t('background.listMarks.interviews', { count })];
  const last = account.kpis?.last_interviewed;
  if (last) lines.push(t('background.listMarks.lastInterviewed', { date: formatDate(last) }));
  const stack = account.tech_stack ?? [];
  const counted = (status: string) => stack.filter((item) => item.status === status).length;
  lines.push(
    stack.length === 0
      ? t('background.listMarks.noStack')
      : t('background.listMarks.stack', {
          satisfied: counted('satisfied'),
          unhappy: counted('unhappy_with'),
          quiet: counted('not_recently_mentioned'),
        }),
  );
  return {
    lines,
    following,
    words: {
      follow: t('background.listMarks.follow'),
      following: t('background.listMarks.following'),
      open: t('background.listMarks.open'),
      close: t('background.listMarks.close'),
      loading: t('background.listMarks.loading'),
      failed: t('background.listMarks.failed'),
    },
  };
}
