import {
  type AccountDetail,
  type AccountListResponse,
  type AccountListRow,
  accountListQuery,
} from '../api/accounts';
import type { ApiErrorInfo, InvalidFilterDetail } from '../api/errors';
import type { FetchAccountPage } from '../research/complete-results';
import { type AddFetch, type PoolOutcome, runFetchPool } from '../research/fetch-pool';
import type { Fetched } from '../shared/messaging';
import type { ListEntry } from './list-entry';

// Checks a list of companies with the fewest requests docs/api.md allows (docs/api.md, "Checking My accounts"):
// `GET /accounts?accounts[]=…` answers up to 50 companies a request with the row the list shows. A 422 names
// every value that is no account, with suggestions: those are set aside and the rest asked again. A value the
// answer's rows cannot be matched to (an alternative domain, an old slug) is asked alone by `accounts/:id`.

/** One company to check: its key on the list and what it is asked for. */
export type CheckItem = { key: string; entry: ListEntry };

/** What the list shows of an account. */
export type AccountSummary = {
  name: string;
  slug: string;
  domain: string;
  url: string;
  interviews: number;
  /** `YYYY-MM-DD`, null without interviews. */
  lastInterviewed: string | null;
  icpMatches: number | null;
  targeted: boolean;
};

/** What a check found for one item. */
export type CheckResult =
  | { status: 'found'; account: AccountSummary }
  /** No account: the API's suggestions, when its 422 named some ("Did you mean…"). */
  | { status: 'notAccount'; suggestions: string[] };

export type CheckDeps = {
  /** `GET /accounts` through the background's cache and scheduler. */
  fetchPage: FetchAccountPage;
  /** `GET /accounts/:id` (the API's default sections, which the tab's lookup shares). */
  fetchDetail: (id: string) => Promise<Fetched<AccountDetail>>;
};

export type CheckOptions = {
  signal?: AbortSignal;
  /** Called with the results of every answer as it comes (a check cut short keeps them). */
  onResults?: (results: ReadonlyMap<string, CheckResult>) => void;
  /** Called when a request is sent. */
  onRequest?: () => void;
  /** Called with when requests resume while the check waits out a 429 or 5xx backoff, then with null. */
  onWaiting?: (until: number | null) => void;
  /** For tests: the pool's clock and sleep. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** The most values in one `accounts[]` request: the list's page holds 50 rows (docs/api.md 4.4). */
export const MAX_BATCH_VALUES = 50;

/**
 * The longest query string of one batch. Servers and proxies commonly refuse request lines past 8 KB; half of
 * that leaves room for the path and headers. 50 domains take about 1.5 KB, 50 long names in Cyrillic more.
 */
export const MAX_BATCH_QUERY_CHARS = 4_000;

/** Requests in flight at once for one check: the scheduler caps all of them; this keeps a check polite. */
const CHECK_CONCURRENCY = 2;

/** The value an item is asked for. */
function itemQuery(item: CheckItem): string {
  return item.entry.kind === 'domain' ? item.entry.domain : item.entry.name;
}

function batchQuery(items: readonly CheckItem[]): string {
  return accountListQuery({ accounts: items.map(itemQuery), per_page: MAX_BATCH_VALUES });
}

/**
 * The batches of a check, in the list's order: at most MAX_BATCH_VALUES values and MAX_BATCH_QUERY_CHARS of
 * query each (a value too long to share a batch goes alone). Items asked for by the same value share a batch.
 */
export function planBatches(
  items: readonly CheckItem[],
  limits: { maxValues?: number; maxQueryChars?: number } = {},
): CheckItem[][] {
  const maxValues = limits.maxValues ?? MAX_BATCH_VALUES;
  const maxChars = limits.maxQueryChars ?? MAX_BATCH_QUERY_CHARS;
  const byValue = new Map<string, CheckItem[]>();
  for (const item of items) {
    const value = itemQuery(item);
    const same = byValue.get(value);
    if (same) same.push(item);
    else byValue.set(value, [item]);
  }
  const batches: CheckItem[][] = [];
  let batch: CheckItem[] = [];
  let values = 0;
  for (const group of byValue.values()) {
    const candidate = [...batch, ...group];
    if (batch.length > 0 && (values + 1 > maxValues || batchQuery(candidate).length > maxChars)) {
      batches.push(batch);
      batch = [...group];
      values = 1;
    } else {
      batch = candidate;
      values += 1;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * The most requests a check makes: three a batch (a 422, the rest, then together the values no row named) and
 * one more per value that resolves to an account but that no row names by its own domain, name or slug: an
 * alternative domain or an old slug, and an account without interviews when its batch also holds one of those.
 */
export function checkRequestBudget(batches: number, accountsNoRowNames: number): number {
  return 3 * batches + accountsNoRowNames;
}

/** A domain as rows write it, to compare with a registrable domain: lower case, no scheme, no `www.`, no path. */
function rowDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/** True when a row is the account this item names by the row's own domain, name or slug. */
export function rowNames(row: AccountListRow, item: CheckItem): boolean {
  if (item.entry.kind === 'domain') return rowDomain(row.domain_name) === item.entry.domain;
  const name = item.entry.name.toLocaleLowerCase('en');
  return row.name.toLocaleLowerCase('en') === name || row.slug === item.entry.name;
}

function summaryOfRow(row: AccountListRow): AccountSummary {
  return {
    name: row.name,
    slug: row.slug,
    domain: row.domain_name,
    url: row.url,
    interviews: row.matching_interviews,
    lastInterviewed: row.last_matching_interview,
    icpMatches: row.icp_matches,
    targeted: row.targeted,
  };
}

function summaryOfDetail(account: AccountDetail): AccountSummary {
  return {
    name: account.name,
    slug: account.slug,
    domain: account.domain_name,
    url: account.url,
    interviews: account.kpis?.interview_count ?? 0,
    lastInterviewed: account.kpis?.last_interviewed ?? null,
    icpMatches: account.icp_matches,
    targeted: account.targeted,
  };
}

/** The items a 422's lines name (exactly as sent, else ignoring case), each with its line. */
function setAside(
  items: readonly CheckItem[],
  filters: readonly InvalidFilterDetail[],
): Map<CheckItem, InvalidFilterDetail> {
  const named = new Map<CheckItem, InvalidFilterDetail>();
  const accountFilters = filters.filter((filter) => /^(?:account|buyer)s?$/i.test(filter.kind));
  for (const item of items) {
    const value = itemQuery(item);
    const filter =
      accountFilters.find((candidate) => candidate.value.trim() === value) ??
      accountFilters.find((candidate) => candidate.value.trim().toLowerCase() === value.toLowerCase());
    if (filter) named.set(item, filter);
  }
  return named;
}

type ListAnswer = { kind: 'rows'; body: AccountListResponse } | { kind: 'invalid'; error: ApiErrorInfo };
type DetailAnswer = { kind: 'account'; account: AccountDetail } | { kind: 'none' };

/**
 * Checks every item: each ends as `found` or `notAccount` in `onResults`, unless the check is cancelled or
 * stopped by an error a wait cannot mend (a 403, a 401, a backoff past a minute): then the outcome says so and
 * the items without a result are the ones to check again.
 */
export function checkAccounts(
  items: readonly CheckItem[],
  deps: CheckDeps,
  options: CheckOptions = {},
): Promise<PoolOutcome> {
  const report = (results: Map<string, CheckResult>) => {
    if (results.size > 0) options.onResults?.(results);
  };

  /** `GET /accounts` for these items; a 422 is an answer here, not a failure. */
  const askList = (batch: readonly CheckItem[]) => async (): Promise<Fetched<ListAnswer>> => {
    const answer = await deps.fetchPage({
      accounts: batch.map(itemQuery),
      per_page: MAX_BATCH_VALUES,
    });
    if (answer.ok)
      return { ok: true, data: { kind: 'rows', body: answer.data }, fetchedAt: answer.fetchedAt };
    if (answer.error.kind === 'invalid_filter')
      return { ok: true, data: { kind: 'invalid', error: answer.error }, fetchedAt: 0 };
    return answer;
  };

  /** `GET /accounts/:id`; a 404 is an answer here ("no account"), not a failure. */
  const askDetail = (item: CheckItem) => async (): Promise<Fetched<DetailAnswer>> => {
    const answer = await deps.fetchDetail(itemQuery(item));
    if (answer.ok)
      return { ok: true, data: { kind: 'account', account: answer.data }, fetchedAt: answer.fetchedAt };
    if (answer.error.kind === 'not_found') return { ok: true, data: { kind: 'none' }, fetchedAt: 0 };
    return answer;
  };

  function checkAlone(add: AddFetch, item: CheckItem) {
    add(askDetail(item), (answer) => {
      const result: CheckResult =
        answer.kind === 'account'
          ? { status: 'found', account: summaryOfDetail(answer.account) }
          : { status: 'notAccount', suggestions: [] };
      report(new Map([[item.key, result]]));
    });
  }

  /** `unmatchedOnly`: these are the values no row of an earlier answer named; whatever stays unnamed is asked alone. */
  function checkBatch(add: AddFetch, batch: readonly CheckItem[], unmatchedOnly = false) {
    if (batch.length === 0) return;
    add(askList(batch), (answer) => {
      if (answer.kind === 'invalid') {
        const named = setAside(batch, answer.error.filters ?? []);
        if (named.size === 0) {
          // A 422 whose lines name none of the values: halve until each value is asked alone.
          if (batch.length === 1) checkAlone(add, batch[0] as CheckItem);
          else {
            const middle = Math.ceil(batch.length / 2);
            checkBatch(add, batch.slice(0, middle));
            checkBatch(add, batch.slice(middle));
          }
          return;
        }
        report(
          new Map(
            [...named].map(([item, filter]) => [
              item.key,
              { status: 'notAccount', suggestions: filter.suggestions } satisfies CheckResult,
            ]),
          ),
        );
        checkBatch(
          add,
          batch.filter((item) => !named.has(item)),
        );
        return;
      }
      const { data: rows, meta } = answer.body;
      if (meta.truncated && batch.length > 1) {
        // Past the 1,000 interviews inspected, rows go missing and counts fall short: ask in halves.
        const middle = Math.ceil(batch.length / 2);
        checkBatch(add, batch.slice(0, middle));
        checkBatch(add, batch.slice(middle));
        return;
      }
      const results = new Map<string, CheckResult>();
      const claimed = new Set<AccountListRow>();
      const unmatched: CheckItem[] = [];
      for (const item of batch) {
        const row = rows.find((candidate) => rowNames(candidate, item));
        if (row) {
          claimed.add(row);
          results.set(item.key, { status: 'found', account: summaryOfRow(row) });
        } else unmatched.push(item);
      }
      // Every value of this answer resolved (a 422 would have named it), so every row is some value's account:
      // one value left and one row left are each other's.
      const unclaimed = rows.filter((row) => !claimed.has(row));
      if (unmatched.length > 0 && unclaimed.length === 0 && unmatchedOnly) {
        // Every value resolved, and none has a row of its own: accounts without interviews for the team.
        for (const item of unmatched) results.set(item.key, { status: 'notAccount', suggestions: [] });
        unmatched.length = 0;
      } else if (unmatched.length === 1 && unclaimed.length === 1) {
        results.set((unmatched[0] as CheckItem).key, {
          status: 'found',
          account: summaryOfRow(unclaimed[0] as AccountListRow),
        });
        unmatched.length = 0;
      }
      report(results);
      if (unmatched.length > 1 && !unmatchedOnly) {
        // Asked together, the values no row named answer at once when none of them has interviews (no rows:
        // accounts the team has never interviewed), or by the rule above when one row comes back.
        checkBatch(add, unmatched, true);
      } else for (const item of unmatched) checkAlone(add, item);
    });
  }

  return runFetchPool(
    (add) => {
      for (const batch of planBatches(items)) checkBatch(add, batch);
    },
    {
      signal: options.signal,
      concurrency: CHECK_CONCURRENCY,
      onRequest: options.onRequest,
      onWaiting: options.onWaiting,
      now: options.now,
      sleep: options.sleep,
    },
  );
}
