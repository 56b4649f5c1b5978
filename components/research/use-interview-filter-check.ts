import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { ReferenceList } from '@/lib/api/reference';
import {
  type AccountCheck,
  accountsToLookUp,
  checkInterviewFilters,
  type FilterCheck,
  type FilterCheckInput,
} from '@/lib/research/interview-filter-check';
import type { InterviewSearch } from '@/lib/research/interview-search';
import type { ReferenceIndex } from '@/lib/research/reference-filter';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
import { memoizeFetched } from '@/lib/ui/memo';
import type { RemoteState } from '../use-remote';
import { useReferenceIndex } from './use-reference-list';

// An account value that is not a name in the buyers list may still be a slug or a domain: the account lookup
// (docs/api.md 4.5, cached by the background) says. Answers are kept for the page's life.
const accountLookups = memoizeFetched(
  (id: string) => backgroundClient.account(id),
  (id) => id,
);
const accountChecks = new Map<string, AccountCheck>();

function listInput(state: RemoteState<ReferenceIndex>): ReferenceIndex | { error: string } | undefined {
  if ('status' in state) return undefined;
  return state.ok ? state.data : { error: errorMessage(state.error) };
}

/** The filter check of any search against what is loaded now, and the lists' retries. */
export type InterviewFilterChecker = {
  /** Checks a search against the lists and accounts known now (pending when not known yet). */
  check(search: InterviewSearch): FilterCheck;
  /** Asks again for what failed: lists that did not load, accounts whose lookup failed. */
  retry(): void;
};

/**
 * Checks searches' filter values against the reference lists (loaded once per page, shared with the pickers)
 * and looks up the account values of `searches` that are not buyer names.
 */
export function useInterviewFilterChecker(searches: readonly InterviewSearch[]): InterviewFilterChecker {
  const [markets, retryMarkets] = useReferenceIndex('markets');
  const [industries, retryIndustries] = useReferenceIndex('industries');
  const [vendors, retryVendors] = useReferenceIndex('vendors');
  const [products, retryProducts] = useReferenceIndex('products');
  const [buyers, retryBuyers] = useReferenceIndex('buyers');
  const [accountsVersion, setAccountsVersion] = useState(0);

  const lists = useMemo(() => {
    const loaded: FilterCheckInput['lists'] = {};
    const states: [ReferenceList, RemoteState<ReferenceIndex>][] = [
      ['markets', markets],
      ['industries', industries],
      ['vendors', vendors],
      ['products', products],
      ['buyers', buyers],
    ];
    for (const [list, state] of states) {
      const input = listInput(state);
      if (input) loaded[list] = input;
    }
    return loaded;
  }, [markets, industries, vendors, products, buyers]);

  const buyersIndex = lists.buyers && !('error' in lists.buyers) ? lists.buyers : undefined;
  const toLookUp = searches
    .flatMap((search) => accountsToLookUp(search, buyersIndex))
    .filter((value) => !accountChecks.has(value));
  const lookUpKey = [...new Set(toLookUp)].join('\n');
  useEffect(() => {
    if (!lookUpKey) return;
    let live = true;
    for (const value of lookUpKey.split('\n')) {
      void accountLookups.get(value).then((answer) => {
        accountChecks.set(
          value,
          answer.ok
            ? { status: 'found' }
            : answer.error.kind === 'not_found'
              ? { status: 'not_found' }
              : { status: 'error', message: errorMessage(answer.error) },
        );
        if (live) setAccountsVersion((version) => version + 1);
      });
    }
    return () => {
      live = false;
    };
  }, [lookUpKey, accountsVersion]);

  const check = useCallback(
    (search: InterviewSearch) => checkInterviewFilters(search, { lists, accounts: accountChecks }),
    // accountsVersion: the shared map changed.
    [lists, accountsVersion],
  );
  const retry = () => {
    for (const [state, again] of [
      [markets, retryMarkets],
      [industries, retryIndustries],
      [vendors, retryVendors],
      [products, retryProducts],
      [buyers, retryBuyers],
    ] as const)
      if ('ok' in state && !state.ok) again();
    for (const [value, answer] of accountChecks) if (answer.status === 'error') accountChecks.delete(value);
    setAccountsVersion((version) => version + 1);
  };
  return { check, retry };
}
