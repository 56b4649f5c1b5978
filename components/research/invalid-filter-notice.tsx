import type { ApiErrorInfo, InvalidFilterDetail } from '@/lib/api/errors';
import type { ReferenceList } from '@/lib/api/reference';
import { t } from '@/lib/i18n/catalogue';
import type { AccountSearch } from '@/lib/research/account-search';
import { referenceListOfKind, replaceFilterValue, suggestionsOf } from '@/lib/research/invalid-filters';
import { findReferenceOption } from '@/lib/research/reference-filter';
import { errorHelp } from '@/lib/ui/error-help';
import { Message } from '../message';
import { useReferenceIndex } from './use-reference-list';

/** The 422's kinds (docs/api.md 4.4, in the API's English) as the message selects their names. */
const KIND_NAMES: Readonly<Record<string, string>> = {
  'use case': 'useCase',
  industry: 'industry',
  vendor: 'vendor',
  product: 'product',
  account: 'account',
};

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
      <p>{t('research.invalidFilters.intro', { count: filters.length })}</p>
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
        <Message
          id="research.invalidFilters.noValue"
          values={{
            kind: KIND_NAMES[filter.kind.trim().toLowerCase()] ?? 'other',
            rawKind: filter.kind,
            value: filter.value,
          }}
          tags={{
            q: (text) => (
              <q class="user-text" dir="auto">
                {text}
              </q>
            ),
          }}
        />
      </p>
      <div class="row">
        {suggestions.length > 0 && <span class="muted">{t('research.invalidFilters.didYouMean')}</span>}
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
          {t('research.invalidFilters.leaveOut')}
        </button>
      </div>
    </>
  );
}
