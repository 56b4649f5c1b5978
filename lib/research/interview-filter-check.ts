import type { ReferenceList } from '../api/reference';
import { type MessageKey, type MessageValues, t } from '../i18n/catalogue';
import { createVendorFinder, type VendorListItem } from '../ui/vendor-links';
import { type InterviewArrayFilter, type InterviewSearch, MANAGEMENT_LEVELS } from './interview-search';
import {
  filterReference,
  findReferenceOption,
  foldText,
  type ReferenceIndex,
  type ReferenceOption,
} from './reference-filter';

// Transcript search ignores a filter value it does not know, and a filter none of whose values it knows is
// dropped altogether (docs/api.md 4.1 rule 4, 10.1): a typo would quietly search everything. So before a search
// runs, every value is checked against where valid values come from: the reference lists (4.3) for names,
// the management levels for `mgmt_level[]`, and for an account that is not a name in the (deprecated) buyers
// list, the account lookup (4.5), which knows slugs and domains too.

/** The reference list each name filter takes its values from (docs/api.md 4.3). */
export const FILTER_LISTS = {
  in_market_for: 'markets',
  industry: 'industries',
  vendors: 'vendors',
  products: 'products',
  accounts: 'buyers',
} as const satisfies Partial<Record<InterviewArrayFilter, ReferenceList>>;
export type ListFilter = keyof typeof FILTER_LISTS;

/** A value a search may not run with: unknown (with suggestions), or not checkable now (with why). */
export type FilterProblem = {
  filter: InterviewArrayFilter;
  value: string;
  kind: 'unknown' | 'unchecked';
  /** Values of the list the rep may have meant, best first. */
  suggestions: string[];
  /** For `unchecked`: why the value could not be checked (in the rep's language, or the API's words). */
  detail?: string;
};

/** What an account value not named in the buyers list turned out to be (the account lookup's answer). */
export type AccountCheck =
  | { status: 'found' }
  | { status: 'not_found' }
  | { status: 'error'; message: string };

/** What the check knows so far: the lists loaded (or why not), and the accounts looked up. */
export type FilterCheckInput = {
  lists: Partial<Record<ReferenceList, ReferenceIndex | { error: string }>>;
  accounts: ReadonlyMap<string, AccountCheck>;
};

/** The check's answer: problems to show, and whether anything is still being checked. */
export type FilterCheck = {
  problems: FilterProblem[];
  /** Lists still loading, and account values still being looked up. */
  pending: { lists: ReferenceList[]; accounts: string[] };
};

const SUGGESTIONS = 3;

/**
 * Values of a list the rep may have meant by `value`: the picker's own ranking (lib/research/reference-filter),
 * and when nothing starts like it, the same for ever shorter beginnings of it (a typo near the end: "Relaytix"
 * still suggests "Relaytics").
 */
export function suggestValues(index: ReferenceIndex, value: string, limit = SUGGESTIONS): string[] {
  const folded = foldText(value, index.locale);
  for (let length = folded.length; length >= Math.min(3, folded.length); length--) {
    const found = filterReference(index, folded.slice(0, length), limit);
    if (found.length > 0 && length > 0) return found.map((option) => option.name);
  }
  return [];
}

/** The list item a value names, as the API matches names: exactly, ignoring case and surrounding space. */
function nameInList(index: ReferenceIndex, value: string): ReferenceOption | undefined {
  const option = findReferenceOption(index, value);
  const key = (text: string) => text.trim().toLocaleLowerCase('en-US');
  return option && key(option.name) === key(value) ? option : undefined;
}

const vendorFinders = new WeakMap<ReferenceIndex, ReturnType<typeof createVendorFinder>>();
function vendorFinder(index: ReferenceIndex) {
  let finder = vendorFinders.get(index);
  if (!finder) {
    const vendors = index.items
      .map((item) => item.option)
      .filter((option): option is ReferenceOption & VendorListItem =>
        Boolean(option.slug !== undefined && option.domain_name !== undefined),
      );
    finder = createVendorFinder(vendors);
    vendorFinders.set(index, finder);
  }
  return finder;
}

/** Checks every filter value of a search against where its valid values come from. */
export function checkInterviewFilters(search: InterviewSearch, input: FilterCheckInput): FilterCheck {
  const problems: FilterProblem[] = [];
  const pending: FilterCheck['pending'] = { lists: [], accounts: [] };

  for (const level of search.mgmt_level ?? []) {
    const known = MANAGEMENT_LEVELS.some((name) => name.toLowerCase() === level.trim().toLowerCase());
    if (!known) {
      const folded = foldText(level);
      const suggestions = MANAGEMENT_LEVELS.filter((name) => {
        const candidate = foldText(name);
        return folded !== '' && (candidate.includes(folded) || folded.includes(candidate));
      });
      problems.push({ filter: 'mgmt_level', value: level, kind: 'unknown', suggestions });
    }
  }

  for (const filter of Object.keys(FILTER_LISTS) as ListFilter[]) {
    const values = search[filter] ?? [];
    if (values.length === 0) continue;
    const list = FILTER_LISTS[filter];
    const index = input.lists[list];
    if (!index) {
      pending.lists.push(list);
      continue;
    }
    if ('error' in index) {
      for (const value of values)
        problems.push({
          filter,
          value,
          kind: 'unchecked',
          suggestions: [],
          detail: t('research.interviewFilterCheck.listFailed', { error: index.error }),
        });
      continue;
    }
    for (const value of values) {
      // Vendors are named by name, bare domain or full URL (docs/api.md 4.1), never by slug.
      const known =
        filter === 'vendors' ? vendorFinder(index).forFilterValue(value) : nameInList(index, value);
      if (known) continue;
      if (filter === 'accounts') {
        const account = input.accounts.get(value);
        if (!account) {
          pending.accounts.push(value);
          continue;
        }
        if (account.status === 'found') continue;
        if (account.status === 'error') {
          problems.push({ filter, value, kind: 'unchecked', suggestions: [], detail: account.message });
          continue;
        }
      }
      problems.push({ filter, value, kind: 'unknown', suggestions: suggestValues(index, value) });
    }
  }
  return { problems, pending };
}

/** The account values a search names that the buyers list does not: the ones to look up (4.5). */
export function accountsToLookUp(search: InterviewSearch, buyers: ReferenceIndex | undefined): string[] {
  if (!buyers) return [];
  return (search.accounts ?? []).filter((value) => !nameInList(buyers, value));
}

/** The search with one value of a filter replaced (or removed, without a replacement). */
export function replaceFilterValue(
  search: InterviewSearch,
  filter: InterviewArrayFilter,
  value: string,
  replacement?: string,
): InterviewSearch {
  const values = (search[filter] ?? []).flatMap((item) =>
    item === value ? (replacement ? [replacement] : []) : [item],
  );
  const next: InterviewSearch = { ...search };
  if (values.length > 0) next[filter] = [...new Set(values)];
  else delete next[filter];
  return next;
}

/**
 * The sentence for a problem, as a message and its values: its `<bdi>` holds the value, which a view isolates
 * (components/research/filter-problems-notice.tsx).
 */
export function filterProblemMessage(problem: FilterProblem): { id: MessageKey; values: MessageValues } {
  if (problem.kind === 'unchecked')
    return {
      id: 'research.interviewFilterCheck.unchecked',
      values: {
        value: problem.value,
        filter: problem.filter,
        detail: problem.detail ?? t('research.interviewFilterCheck.unknownReason'),
      },
    };
  return {
    id: 'research.interviewFilterCheck.unknown',
    values: { value: problem.value, filter: problem.filter },
  };
}

/** One sentence for a problem: what is wrong with the value and what the search would do with it. */
export function describeFilterProblem(problem: FilterProblem): string {
  const { id, values } = filterProblemMessage(problem);
  return t(id, values);
}
