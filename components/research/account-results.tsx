import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { AccountListResponse, AccountListRow } from '@/lib/api/accounts';
import { type MessageKey, t } from '@/lib/i18n/catalogue';
import {
  accountResultsPage,
  completeResultsHeadline,
  summarizeAccountResults,
} from '@/lib/research/account-results-summary';
import {
  ACCOUNTS_PER_PAGE_CHOICES,
  type AccountSearch,
  accountSearchQuery,
  DEFAULT_ACCOUNTS_PER_PAGE,
  onPage,
} from '@/lib/research/account-search';
import {
  type AccountSort,
  type AccountSortKey,
  largestCount,
  sortAccountRows,
  toggleAccountSort,
} from '@/lib/research/account-sort';
import type { CompleteResults } from '@/lib/research/complete-results';
import { websiteUrl } from '@/lib/research/export-columns';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatMonth } from '@/lib/ui/format';
import { CountBar } from '../charts/count-bar';
import { ErrorNotice } from '../error-notice';
import { ExternalLink } from '../external-link';
import { FollowButton } from '../follow-button';
import { Message } from '../message';
import { PageSizeSelect } from '../page-size-select';
import { Pager } from '../pager';
import { Skeleton } from '../skeleton';
import { useRemote } from '../use-remote';
import { AccountExport } from './account-export';
import { CompleteResultsAction } from './complete-results-action';
import { InvalidFilterNotice } from './invalid-filter-notice';

/** Which rows a saved search's last run found new, and since when (epoch ms of the run before; in words). */
export type NewAccounts = { slugs: ReadonlySet<string>; since: number; sinceText: string };

/** The account list for a search: loading, its error (a 422 with its suggestions), or the rows. */
export function AccountResults({
  search,
  onSearch,
  sort,
  onSort,
  onOpenAccount,
  newAccounts,
  freshness = 0,
}: {
  search: AccountSearch;
  onSearch: (search: AccountSearch) => void;
  /** The rows' order, which the route holds (null: the API's). */
  sort: AccountSort;
  onSort: (sort: AccountSort) => void;
  onOpenAccount: (slug: string) => void;
  newAccounts: NewAccounts | null;
  /** Raised when the rep runs a saved search: the next answer comes from the API, not the cache. */
  freshness?: number;
}) {
  const [complete, setComplete] = useState<CompleteResults | null>(null);
  const [completePage, setCompletePage] = useState(1);
  const { page: _page, per_page: _perPage, ...filters } = search;
  const loadedFreshness = useRef(0);
  const [state, reload] = useRemote<AccountListResponse>(
    `${accountSearchQuery(search)}#${freshness}`,
    (refresh) => {
      const fresh = refresh || freshness !== loadedFreshness.current;
      loadedFreshness.current = freshness;
      return backgroundClient.searchAccounts(search, { refresh: fresh }).then((answer) => {
        // npm run bench:research times the answer to its rows' first paint (elementtiming on each row's name).
        performance.mark('buyer-lens:accounts-answer');
        return answer;
      });
    },
  );
  if (state === null || 'status' in state)
    return <Skeleton lines={8} label={t('research.accountResults.searching')} onRetry={() => reload(true)} />;
  if (!state.ok) {
    if (state.error.kind === 'invalid_filter' && state.error.filters?.length)
      return <InvalidFilterNotice error={state.error} search={search} onSearch={onSearch} />;
    return <ErrorNotice error={state.error} onRetry={() => reload(true)} />;
  }
  const { data, meta } = state.data;
  const summary = summarizeAccountResults(meta);
  const pages = Math.max(1, Math.ceil(meta.total_count / Math.max(1, meta.per_page)));
  // Complete results replace the capped figures: one headline, never two that contradict each other.
  const page = complete ? null : accountResultsPage(meta);
  return (
    <section
      class="account-results"
      aria-label={t('research.accountResults.label')}
      data-testid="account-results"
    >
      {/* The polite region of the results: a page turned is said here, as the interview results do. */}
      <p class="results-headline" data-testid="results-summary" role="status">
        {complete
          ? completeResultsHeadline({
              accounts: complete.rows.length,
              interviews: complete.interviews,
              anonymousInterviews: complete.anonymousInterviews,
            })
          : summary.headline}
        {page && ` · ${page}`}
        {newAccounts && (
          <span data-testid="new-since">
            {' '}
            ·{' '}
            {t('research.accountResults.newSince', {
              count: newAccounts.slugs.size,
              since: newAccounts.sinceText,
            })}
          </span>
        )}
      </p>
      {summary.truncation && (
        <div class="truncation" data-testid="truncation-notice">
          {!complete && <p>{summary.truncation}</p>}
          {!complete && <p class="hint">{t('research.accountResults.truncationHint')}</p>}
          <CompleteResultsAction
            search={filters}
            results={complete}
            onResults={(results) => {
              setComplete(results);
              setCompletePage(1);
            }}
          />
        </div>
      )}
      {data.length > 0 && (
        <div class="row results-toolbar">
          <AccountExport search={filters} completeRows={complete?.rows} total={meta.total_count} />
        </div>
      )}
      {complete ? (
        <CompleteRows
          rows={complete.rows}
          page={completePage}
          onPage={setCompletePage}
          sort={sort}
          onSort={onSort}
          newAccounts={newAccounts}
          onOpenAccount={onOpenAccount}
        />
      ) : data.length > 0 ? (
        <AccountTable
          rows={data}
          sort={sort}
          onSort={onSort}
          newAccounts={newAccounts}
          onOpenAccount={onOpenAccount}
        />
      ) : (
        <p class="muted" data-testid="no-accounts">
          {t('research.accountResults.noAccounts')}
        </p>
      )}
      {meta.total_count > 0 && !complete && (
        <div class="row results-paging">
          {pages > 1 && (
            <Pager
              page={meta.page}
              pages={pages}
              label={t('research.accountResults.pages')}
              onPage={(page) => onSearch(onPage(search, page))}
            />
          )}
          <PageSizeSelect
            choices={ACCOUNTS_PER_PAGE_CHOICES}
            value={search.per_page ?? DEFAULT_ACCOUNTS_PER_PAGE}
            onChange={(perPage) =>
              onSearch({
                ...onPage(search, 1),
                per_page: perPage === DEFAULT_ACCOUNTS_PER_PAGE ? undefined : perPage,
              })
            }
          />
        </div>
      )}
    </section>
  );
}

const COLUMNS: { key: AccountSortKey; label: MessageKey; className: string; title?: MessageKey }[] = [
  { key: 'name', label: 'research.accountResults.columnAccount', className: 'col-account' },
  {
    key: 'icp',
    label: 'research.accountResults.columnIcp',
    className: 'col-icp num',
    title: 'research.accountResults.columnIcpTitle',
  },
  {
    key: 'interviews',
    label: 'research.accountResults.columnInterviews',
    className: 'col-count num',
    title: 'research.accountResults.columnInterviewsTitle',
  },
  {
    key: 'last',
    label: 'research.accountResults.columnLast',
    className: 'col-last num',
    title: 'research.accountResults.columnLastTitle',
  },
];

/** One page of accounts, sortable by its column headers; fits 320–500 px (names wrap, figures do not). */
export function AccountTable({
  rows,
  sort,
  onSort,
  newAccounts,
  onOpenAccount,
}: {
  rows: AccountListRow[];
  /** The order shown (null: the API's); a header asks `onSort` for the next. */
  sort: AccountSort;
  onSort: (sort: AccountSort) => void;
  newAccounts: NewAccounts | null;
  onOpenAccount: (slug: string) => void;
}) {
  // npm run bench:research: the answer's rows are in the DOM (rendered and laid out) from this mark.
  useLayoutEffect(() => {
    performance.mark('buyer-lens:accounts-rendered');
  }, [rows]);
  const sorted = sortAccountRows(rows, sort);
  const max = largestCount(rows);
  const sortedBy = sort ? COLUMNS.find((column) => column.key === sort.key)?.label : undefined;
  const caption = sortedBy
    ? t('research.accountResults.captionSorted', { column: t(sortedBy), direction: sort?.direction ?? '' })
    : t('research.accountResults.caption');
  // The roles are explicit: below 380 px the rows become cards (CSS display), which would drop a table's
  // implicit roles in Chromium and Safari; stated roles stay.
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes the table's display.
    <table class="account-table" role="table" data-testid="account-table">
      <caption class="visually-hidden">{caption}</caption>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the table's. */}
      <thead role="rowgroup">
        {/* biome-ignore lint/a11y/noRedundantRoles: as the table's. */}
        <tr role="row">
          {COLUMNS.map((column) => (
            <th
              key={column.key}
              scope="col"
              // biome-ignore lint/a11y/noRedundantRoles: as the table's.
              role="columnheader"
              class={column.className}
              title={column.title && t(column.title)}
              aria-sort={sort?.key === column.key ? sort.direction : undefined}
            >
              <button type="button" onClick={() => onSort(toggleAccountSort(sort, column.key))}>
                {t(column.label)}
                <span aria-hidden="true">
                  {sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                </span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the table's. */}
      <tbody role="rowgroup">
        {sorted.map((row) => (
          <AccountRow
            key={row.slug}
            row={row}
            max={max}
            isNew={newAccounts?.slugs.has(row.slug) ?? false}
            onOpenAccount={onOpenAccount}
          />
        ))}
      </tbody>
    </table>
  );
}

function AccountRow({
  row,
  max,
  isNew,
  onOpenAccount,
}: {
  row: AccountListRow;
  max: number;
  isNew: boolean;
  onOpenAccount: (slug: string) => void;
}) {
  const website = websiteUrl(row.domain_name);
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes the row's display.
    <tr role="row" data-testid="account-row" data-slug={row.slug} data-new={isNew || undefined}>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the row's. */}
      <td role="cell" class="col-account">
        <button
          type="button"
          class="link user-text account-open"
          dir="auto"
          title={row.name}
          onClick={() => onOpenAccount(row.slug)}
          data-testid="account-open"
          // Back to these results puts focus on the account that was opened (components/use-route-focus.ts).
          data-focus-key={`account:${row.slug}`}
        >
          <span class="clamp" elementtiming="account-row">
            {row.name}
          </span>
        </button>
        {(isNew || row.targeted) && (
          <div class="row-badges">
            {isNew && (
              <span class="badge badge-new" data-testid="new-badge">
                {t('research.accountResults.newBadge')}
              </span>
            )}
            {row.targeted && <span class="badge">{t('research.accountResults.targetedBadge')}</span>}
          </div>
        )}
        <div class="muted account-domain">
          {website ? (
            <ExternalLink href={website}>
              <bdi>{row.domain_name}</bdi>
              <span class="visually-hidden"> {t('research.accountResults.opensWebsite')}</span>
              <span aria-hidden="true">
                {' '}
                <span class="external-arrow">↗</span>
              </span>
            </ExternalLink>
          ) : (
            <bdi class="user-text">{row.domain_name}</bdi>
          )}
        </div>
        <FollowButton domain={row.domain_name} name={row.name} />
        {row.industry.length > 0 && (
          <div class="hint user-text" dir="auto">
            {row.industry.join('; ')}
          </div>
        )}
        {row.location && (
          <div class="hint user-text">
            <Message
              id="research.accountResults.hq"
              values={{ location: row.location }}
              tags={{ bdi: (text) => <bdi>{text}</bdi> }}
            />
          </div>
        )}
      </td>
      <td
        // biome-ignore lint/a11y/noRedundantRoles: as the row's.
        role="cell"
        class="num"
        data-label={t('research.accountResults.columnIcp')}
        title={
          row.icp_matches === null
            ? t('research.accountResults.icpNotScored')
            : t('research.accountResults.icpMatches', { matches: row.icp_matches })
        }
      >
        {row.icp_matches === null ? '—' : `${row.icp_matches}/3`}
      </td>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the row's. */}
      <td role="cell" class="num matching-cell" data-label={t('research.accountResults.columnInterviews')}>
        <MatchingInterviews value={row.matching_interviews} max={max} />
      </td>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the row's. */}
      <td role="cell" class="num" data-label={t('research.accountResults.columnLast')}>
        {formatMonth(row.last_matching_interview)}
      </td>
    </tr>
  );
}

/** A row's matching interviews as a count over a bar measured against the page's largest (`max`). */
function MatchingInterviews({ value, max }: { value: number; max: number }) {
  return (
    <span data-testid="matching-interviews">
      <CountBar value={value} max={max} label={t('research.accountResults.columnInterviewsTitle')} />
    </span>
  );
}

/** Rows of the complete results per page of the table: they are all here, so paging is the page's own. */
const COMPLETE_PAGE_SIZE = 50;

/** The complete results, paged here (every row is already fetched), in the account list's order. */
function CompleteRows({
  rows,
  page,
  onPage,
  sort,
  onSort,
  newAccounts,
  onOpenAccount,
}: {
  rows: readonly AccountListRow[];
  page: number;
  onPage: (page: number) => void;
  sort: AccountSort;
  onSort: (sort: AccountSort) => void;
  newAccounts: NewAccounts | null;
  onOpenAccount: (slug: string) => void;
}) {
  const pages = Math.max(1, Math.ceil(rows.length / COMPLETE_PAGE_SIZE));
  const shown = rows.slice((page - 1) * COMPLETE_PAGE_SIZE, page * COMPLETE_PAGE_SIZE);
  return (
    <>
      <AccountTable
        rows={shown}
        sort={sort}
        onSort={onSort}
        newAccounts={newAccounts}
        onOpenAccount={onOpenAccount}
      />
      {pages > 1 && (
        <div class="row results-paging">
          <Pager
            page={page}
            pages={pages}
            label={t('research.accountResults.completePages')}
            onPage={onPage}
          />
        </div>
      )}
    </>
  );
}
