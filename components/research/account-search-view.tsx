import { useMemo, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import {
  type AccountSearch,
  accountFiltersQuery,
  accountSearchQuery,
  countFilters,
  parseAccountSearch,
} from '@/lib/research/account-search';
import { type AccountSort, readAccountSort, withAccountSort } from '@/lib/research/account-sort';
import { findSavedSearch } from '@/lib/research/saved-searches';
import type { SavedAccountSearch } from '@/lib/shared/storage-items';
import { formatAge, formatDate } from '@/lib/ui/format';
import type { ResearchTab } from '@/lib/ui/navigation-history';
import { AccountResults, type NewAccounts } from './account-results';
import { AccountSearchForm } from './account-search-form';
import { CompetitorSearchButton } from './competitor-search-button';
import { SavedSearchList, SaveSearchBar } from './saved-searches';
import { useSavedSearches } from './use-saved-searches';
import './account-search.css';

/**
 * Research › Accounts (docs/api.md 4.4): "who should I call". The route's query is the search (a value:
 * lib/research/account-search.ts) and the rows' sort (lib/research/account-sort.ts); the form shows it, Search
 * pushes a new one, and the results, the pager, a sort, a 422's suggestions and the saved searches all move by
 * pushing routes, so Back and reload restore each step.
 */
/** What Research gives its Accounts view: the search in the URL, and how to run another or open an account. */
export type AccountSearchViewProps = {
  query: string;
  onSearch(tab: ResearchTab, query: string): void;
  onOpenAccount(id: string): void;
};

export function AccountSearchView(props: AccountSearchViewProps) {
  const { query, onSearch, onOpenAccount } = props;
  const { search, sort, problems } = useMemo(() => {
    const sorted = readAccountSort(query);
    const parsed = parseAccountSearch(sorted.query);
    return {
      search: parsed.search,
      sort: sorted.sort,
      problems: sorted.problem ? [...parsed.problems, sorted.problem] : parsed.problems,
    };
  }, [query]);
  const saved = useSavedSearches();
  const current = saved.connection ? findSavedSearch(saved.list, saved.connection, search) : undefined;
  // The rep's sort stays through paging and new filters, until a header changes it.
  const show = (next: AccountSearch, nextSort: AccountSort = sort) =>
    onSearch('accounts', withAccountSort(accountSearchQuery(next), nextSort));
  const [freshness, setFreshness] = useState(0);
  const runSaved = (entry: SavedAccountSearch) => {
    // The saved filters, on the page size the rep reads with; the run records which accounts it finds.
    const { search: filters } = parseAccountSearch(entry.query);
    show(search.per_page ? { ...filters, per_page: search.per_page } : filters);
    saved.run(entry);
    setFreshness((count) => count + 1);
  };

  return (
    <div class="account-search" data-testid="account-search">
      {problems.length > 0 && <LinkProblems problems={problems} />}
      <AccountSearchForm search={search} onSubmit={show} />
      <CompetitorSearchButton onSearch={(next) => show(next)} />
      <SavedSearchList saved={saved} currentId={current?.id} onRun={runSaved} />
      <div class="spread results-header">
        {/* Focus comes here when the results it heads are replaced (a page turned): use-route-focus.ts. */}
        <h2 class="results-title" tabIndex={-1} data-view-heading>
          {t('research.accountSearchView.title', { filters: countFilters(search) })}
        </h2>
        <CopyLinkButton key={query} />
      </div>
      <SaveSearchBar search={search} saved={saved} current={current} onRun={runSaved} />
      <AccountResults
        // A new search starts without the last one's complete results.
        key={accountFiltersQuery(search)}
        search={search}
        onSearch={show}
        sort={sort}
        onSort={(next) => show(search, next)}
        onOpenAccount={onOpenAccount}
        newAccounts={current && !saved.running.has(current.id) ? newAccountsOf(current) : null}
        freshness={freshness}
      />
    </div>
  );
}

/** The accounts a saved search's last run found that the run before had not (null before a second run). */
function newAccountsOf(entry: SavedAccountSearch): NewAccounts | null {
  if (!entry.newSinceRun) return null;
  const { since, slugs } = entry.newSinceRun;
  const day = formatDate(new Date(since).toISOString().slice(0, 10));
  return {
    slugs: new Set(slugs),
    since,
    sinceText: t('research.accountSearchView.since', { day, age: formatAge(since, Date.now()) }),
  };
}

/** What a link held that could not be used, said once, above the search that was kept. */
function LinkProblems({ problems }: { problems: string[] }) {
  return (
    <div class="card link-problems" role="status" data-testid="link-problems">
      <p>{t('research.accountSearchView.linkProblems')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem} class="user-text">
            {problem}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Copies the page's address: the fragment names this search, so the link opens it again exactly. */
function CopyLinkButton() {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <button
      type="button"
      class="link"
      onClick={() =>
        void navigator.clipboard.writeText(location.href).then(
          () => setCopied('yes'),
          () => setCopied('no'),
        )
      }
    >
      {copied === 'yes'
        ? t('research.accountSearchView.linkCopied')
        : copied === 'no'
          ? t('research.accountSearchView.copyFailed')
          : t('research.accountSearchView.copyLink')}
    </button>
  );
}
