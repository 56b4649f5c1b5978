import type { ApiErrorInfo, InvalidFilterDetail } from '@/lib/api/errors';
import type { ReferenceList } from '@/lib/api/reference';
import type { AccountSearch } from '@/lib/research/account-search';
import { referenceListOfKind, replaceFilterValue, suggestionsOf } from '@/lib/research/invalid-filters';
import { findReferenceOption } from '@/lib/research/reference-filter';
import { errorHelp } from '@/lib/ui/error-help';
import { useReferenceIndex } from './use-reference-list';

/**
 * A 422 from the account list (docs/api.md 4.4 rule 4): every value it could not resolve, each with all its
 * suggestions as one-click replacements (split by the reference list of its kind, so a suggestion that holds a
 * comma stays one), and a way to leave the value out. A pick reruns the search with it.
 */
export function InvalidFilterNotice({
  error,
  search,
  onSearch,
}: {
  error: ApiErrorInfo;
  search: AccountSearch;
  onSearch: (search: AccountSearch) => void;
}) {
  const filters = error.filters ?? [];
  const replace = (filter: InvalidFilterDetail, value: string | null) =>
    onSearch(replaceFilterValue(search, filter, value));
  return (
    <div class="card" role="alert" data-testid="invalid-filters" data-kind={error.kind}>
      <h2 class="error">{errorHelp(error).title}</h2>
      <p>
        {filters.length > 1
          ? `Buyer Intelligence could not find ${filters.length} values of this search.`
          : 'Buyer Intelligence could not find a value of this search.'}{' '}
        Pick a suggestion to search with it instead.
      </p>
      <ul class="plain unresolved-values">
        {filters.map((filter) => {
          const list = referenceListOfKind(filter.kind);
          const props = { filter, onReplace: (value: string | null) => replace(filter, value) };
          return (
            <li key={`${filter.kind}|${filter.value}`} data-testid="unresolved-value" data-kind={filter.kind}>
              {list ? <UnresolvedValueOfList list={list} {...props} /> : <UnresolvedValue {...props} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type UnresolvedProps = { filter: InvalidFilterDetail; onReplace: (value: string | null) => void };

/** A value whose kind has a reference list: its suggestions split where every piece is a known value. */
function UnresolvedValueOfList({ list, ...props }: UnresolvedProps & { list: ReferenceList }) {
  const [state] = useReferenceIndex(list);
  const index = 'ok' in state && state.ok ? state.data : undefined;
  const isKnown = index ? (value: string) => findReferenceOption(index, value) !== undefined : undefined;
  return <UnresolvedValue {...props} suggestions={suggestionsOf(props.filter, isKnown)} />;
}

function UnresolvedValue({
  filter,
  onReplace,
  suggestions = filter.suggestions,
}: UnresolvedProps & { suggestions?: string[] }) {
  return (
    <>
      <p>
        No {filter.kind} called{' '}
        <q class="user-text" dir="auto">
          {filter.value}
        </q>
        .
      </p>
      <div class="row">
        {suggestions.length > 0 && <span class="muted">Did you mean</span>}
        {suggestions.map((value) => (
          <button
            key={value}
            type="button"
            class="secondary user-text"
            dir="auto"
            data-testid="suggestion"
            onClick={() => onReplace(value)}
          >
            {value}
          </button>
        ))}
        <button type="button" class="link" onClick={() => onReplace(null)}>
          Leave it out
        </button>
      </div>
    </>
  );
}
