import { useId, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import { type FilterProblem, replaceFilterValue } from '@/lib/research/interview-filter-check';
import {
  type InterviewArrayFilter,
  type InterviewSearch,
  MANAGEMENT_LEVELS,
} from '@/lib/research/interview-search';
import { rangeInputText, readRangeInput } from '@/lib/research/range-input';
import { FilterProblemsNotice } from './filter-problems-notice';
import { ReferencePicker } from './reference-picker';
import type { InterviewFilterChecker } from './use-interview-filter-check';

const MILLION = 1_000_000;

type RangeTexts = { revenueMin: string; revenueMax: string; employeesMin: string; employeesMax: string };

function rangeTexts(search: InterviewSearch): RangeTexts {
  return {
    revenueMin: rangeInputText(search.revenue?.min, MILLION),
    revenueMax: rangeInputText(search.revenue?.max, MILLION),
    employeesMin: rangeInputText(search.employee_count?.min),
    employeesMax: rangeInputText(search.employee_count?.max),
  };
}

/** How many of the folded filters are set, for the fold's summary. */
function foldedCount(search: InterviewSearch): number {
  return [search.industry, search.accounts, search.mgmt_level, search.revenue, search.employee_count].filter(
    (value) => value !== undefined && (!Array.isArray(value) || value.length > 0),
  ).length;
}

/**
 * The interview search's form: `q` and every filter of docs/api.md 4.1, the name filters as pickers of their
 * reference lists. A value the lists do not hold is flagged, and Search does not run with it: the notice
 * offers the lists' closest values in its place, or its removal (a fix that leaves nothing flagged searches).
 */
export function InterviewSearchForm({
  initial,
  checker,
  onSearch,
}: {
  /** The search shown now (the route's): the form starts from it. */
  initial: InterviewSearch;
  checker: InterviewFilterChecker;
  onSearch: (search: InterviewSearch) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<InterviewSearch>(initial);
  const [ranges, setRanges] = useState<RangeTexts>(() => rangeTexts(initial));
  const [tried, setTried] = useState(false);
  // Folded at first, whatever it holds (its summary counts what is set): on a 320 px panel the results matter.
  const [foldOpen, setFoldOpen] = useState(false);
  const notice = useRef<HTMLDivElement>(null);

  const revenue = readRangeInput(ranges.revenueMin, ranges.revenueMax, MILLION);
  const employees = readRangeInput(ranges.employeesMin, ranges.employeesMax);
  const { problems } = checker.check(draft);
  const flagged = (filter: InterviewArrayFilter) =>
    problems.filter((problem) => problem.filter === filter).map((problem) => problem.value);

  const setValues = (filter: InterviewArrayFilter) => (values: string[]) =>
    setDraft((current) => {
      const next = { ...current };
      if (values.length > 0) next[filter] = values;
      else delete next[filter];
      return next;
    });

  /** Runs the search when nothing is flagged; otherwise points the rep at what is. */
  const submit = (next: InterviewSearch = draft) => {
    setTried(true);
    if (revenue.error || employees.error) {
      setFoldOpen(true);
      return;
    }
    const search: InterviewSearch = { ...next };
    delete search.page;
    delete search.revenue;
    delete search.employee_count;
    if (revenue.range) search.revenue = revenue.range;
    if (employees.range) search.employee_count = employees.range;
    if (checker.check(search).problems.length > 0) {
      notice.current?.focus();
      return;
    }
    onSearch(search);
  };

  const fix = (problem: FilterProblem, replacement?: string) => {
    const next = replaceFilterValue(draft, problem.filter, problem.value, replacement);
    setDraft(next);
    if (checker.check(next).problems.length === 0) submit(next);
  };

  const levels = draft.mgmt_level ?? [];
  const unlistedLevels = levels.filter(
    (level) => !MANAGEMENT_LEVELS.some((known) => known.toLowerCase() === level.toLowerCase()),
  );
  const toggleLevel = (level: string, on: boolean) =>
    setValues('mgmt_level')(on ? [...levels, level] : levels.filter((item) => item !== level));

  return (
    <form
      class="interview-form"
      aria-label={t('research.interviewSearchForm.label')}
      data-testid="interview-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label for={`${id}-q`}>{t('research.interviewSearchForm.words')}</label>
      <div class="row">
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder={t('research.interviewSearchForm.wordsPlaceholder')}
          value={draft.q ?? ''}
          onInput={(event) => {
            const q = event.currentTarget.value;
            setDraft((current) => ({ ...current, q }));
          }}
        />
        <button type="submit">{t('research.searchForm.search')}</button>
      </div>
      <p class="hint">{t('research.interviewSearchForm.wordsHint')}</p>

      <ReferencePicker
        label={t('research.searchForm.inMarketFor')}
        list="markets"
        values={draft.in_market_for ?? []}
        onChange={setValues('in_market_for')}
        flagged={flagged('in_market_for')}
      />
      <ReferencePicker
        label={t('research.searchForm.vendors')}
        list="vendors"
        values={draft.vendors ?? []}
        onChange={setValues('vendors')}
        flagged={flagged('vendors')}
        placeholder={t('research.interviewSearchForm.vendorsPlaceholder')}
      />
      <ReferencePicker
        label={t('research.searchForm.products')}
        list="products"
        values={draft.products ?? []}
        onChange={setValues('products')}
        flagged={flagged('products')}
      />

      <details
        class="interview-more"
        open={foldOpen}
        onToggle={(event) => setFoldOpen((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>
          {t('research.interviewSearchForm.moreFilters')}
          {foldedCount(draft) > 0 && (
            <span class="muted">
              {' '}
              {t('research.interviewSearchForm.setCount', { count: foldedCount(draft) })}
            </span>
          )}
        </summary>
        <ReferencePicker
          label={t('research.searchForm.industry')}
          list="industries"
          values={draft.industry ?? []}
          onChange={setValues('industry')}
          flagged={flagged('industry')}
        />
        <ReferencePicker
          label={t('research.searchForm.accounts')}
          list="buyers"
          values={draft.accounts ?? []}
          onChange={setValues('accounts')}
          flagged={flagged('accounts')}
          placeholder={t('research.interviewSearchForm.accountsPlaceholder')}
        />
        <fieldset class="interview-levels">
          <legend>{t('research.interviewSearchForm.managementLevel')}</legend>
          <p class="hint">{t('research.interviewSearchForm.managementLevelHint')}</p>
          {[...MANAGEMENT_LEVELS, ...unlistedLevels].map((level) => {
            const known = !unlistedLevels.includes(level);
            const checked = levels.some((item) => item.toLowerCase() === level.toLowerCase());
            return (
              <label key={level} class="choice" data-unknown={!known || undefined}>
                <input type="checkbox" checked={checked} onChange={() => toggleLevel(level, !checked)} />
                <span dir="auto" class="user-text">
                  {level}
                  {!known && <span class="chip-flag"> {t('research.interviewSearchForm.unknownLevel')}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
        <RangeFields
          id={`${id}-revenue`}
          legend={t('research.interviewSearchForm.revenue')}
          min={ranges.revenueMin}
          max={ranges.revenueMax}
          error={tried ? revenue.error : undefined}
          onMin={(revenueMin) => setRanges((current) => ({ ...current, revenueMin }))}
          onMax={(revenueMax) => setRanges((current) => ({ ...current, revenueMax }))}
        />
        <RangeFields
          id={`${id}-employees`}
          legend={t('research.interviewSearchForm.headcount')}
          min={ranges.employeesMin}
          max={ranges.employeesMax}
          error={tried ? employees.error : undefined}
          onMin={(employeesMin) => setRanges((current) => ({ ...current, employeesMin }))}
          onMax={(employeesMax) => setRanges((current) => ({ ...current, employeesMax }))}
        />
      </details>

      {problems.length > 0 && (
        <FilterProblemsNotice
          noticeRef={notice}
          problems={problems}
          tried={tried}
          onReplace={(problem, value) => fix(problem, value)}
          onRemove={(problem) => fix(problem)}
          onRetry={checker.retry}
        />
      )}
    </form>
  );
}

/** A from–to pair of number boxes with its own error line. */
function RangeFields({
  id,
  legend,
  min,
  max,
  error,
  onMin,
  onMax,
}: {
  id: string;
  legend: string;
  min: string;
  max: string;
  error: string | undefined;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
}) {
  return (
    <fieldset class="interview-range">
      <legend>{legend}</legend>
      <div class="row">
        <label for={`${id}-min`} class="range-label">
          {t('research.interviewSearchForm.from')}
        </label>
        <input
          id={`${id}-min`}
          inputMode="decimal"
          value={min}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={(event) => onMin(event.currentTarget.value)}
        />
        <label for={`${id}-max`} class="range-label">
          {t('research.interviewSearchForm.to')}
        </label>
        <input
          id={`${id}-max`}
          inputMode="decimal"
          value={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={(event) => onMax(event.currentTarget.value)}
        />
      </div>
      {error && (
        <p class="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
