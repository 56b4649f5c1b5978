import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { formattingLocale, t } from '@/lib/i18n/catalogue';
import { perLocale } from '@/lib/i18n/per-locale';
import { type AccountSearch, accountFiltersQuery } from '@/lib/research/account-search';
import {
  type AccountSearchDraft,
  type DraftErrors,
  type DraftField,
  draftFromSearch,
  EMPTY_DRAFT,
  foldedFilterCount,
  searchFromDraft,
  withProducts,
} from '@/lib/research/account-search-form';
import { DEPARTMENTS, MANAGEMENT_LEVELS } from '@/lib/research/interviewee-values';
import { type NumberInput, parseDollars, parseWholeNumber } from '@/lib/research/number-input';
import { formatCount, formatMoney } from '@/lib/ui/format';
import { ReferencePicker } from './reference-picker';

const RATINGS = Array.from({ length: 10 }, (_, index) => String(index + 1));

/**
 * Every parameter of the account list (docs/api.md 4.4), as controls that fit a 320 px side panel: the ones a
 * rep reaches for first on top, the rest folded under "More filters" (open whenever one of them is set, so
 * the form always shows the whole search). It shows the search of the route; Search submits a new one.
 */
export function AccountSearchForm({
  search,
  onSubmit,
}: {
  search: AccountSearch;
  onSubmit: (search: AccountSearch) => void;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const shown = accountFiltersQuery(search);
  const [draft, setDraft] = useState<AccountSearchDraft>(() => draftFromSearch(search));
  const [errors, setErrors] = useState<DraftErrors>({});
  // Back, a saved search or a suggestion shows another search: the boxes follow it. Paging does not touch them.
  useEffect(() => {
    setDraft(draftFromSearch(search));
    setErrors({});
  }, [shown]);

  const folded = foldedFilterCount(draft);
  const [foldOpen, setFoldOpen] = useState(folded > 0);
  useEffect(() => {
    if (folded > 0) setFoldOpen(true);
  }, [folded]);

  const set = <K extends DraftField>(field: K, value: AccountSearchDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const fieldId = (field: DraftField) => `${id}-${field}`;
  const errorId = (field: DraftField) => `${id}-${field}-error`;
  /** The attributes that tie a box to its message. */
  const describe = (field: DraftField, hint?: string) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] ? errorId(field) : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (field: DraftField) =>
    errors[field] ? (
      <p class="field-error" id={errorId(field)} data-testid={`error-${field}`}>
        {errors[field]}
      </p>
    ) : null;

  const submit = (event: Event) => {
    event.preventDefault();
    const read = searchFromDraft(draft, search.per_page);
    if (!read.ok) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0] as DraftField | undefined;
      if (first && FOLDED.has(first)) setFoldOpen(true);
      // After the render that shows the messages (and opens the fold), the first box to fix takes the focus.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErrors({});
    onSubmit(read.search);
  };

  const hasProducts = draft.products.length > 0;
  const headcountReading = rangeReading(
    parseWholeNumber(draft.employees_min),
    parseWholeNumber(draft.employees_max),
    pluralizeEmployees,
  );
  return (
    <form
      ref={form}
      class="account-search-form"
      aria-label={t('research.accountSearchForm.label')}
      onSubmit={submit}
      noValidate
    >
      <label for={fieldId('q')}>{t('research.accountSearchForm.words')}</label>
      <input
        {...describe('q')}
        type="search"
        value={draft.q}
        maxLength={300}
        placeholder={t('research.accountSearchForm.wordsPlaceholder')}
        onInput={(event) => set('q', event.currentTarget.value)}
      />

      <ReferencePicker
        label={t('research.searchForm.products')}
        list="products"
        values={draft.products}
        onChange={(products) => setDraft((current) => withProducts(current, products))}
        placeholder={t('research.accountSearchForm.productsPlaceholder')}
      />
      <fieldset class="rating-bounds" disabled={!hasProducts} data-testid="rating-bounds">
        <legend>{t('research.accountSearchForm.rating')}</legend>
        <div class="pair">
          <Labelled label={t('research.accountSearchForm.lowest')} htmlFor={fieldId('min_rating')}>
            <select
              {...describe('min_rating')}
              value={draft.min_rating}
              onChange={(event) => set('min_rating', event.currentTarget.value)}
            >
              <option value="">{t('research.accountSearchForm.any')}</option>
              {RATINGS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled label={t('research.accountSearchForm.highest')} htmlFor={fieldId('max_rating')}>
            <select
              {...describe('max_rating')}
              value={draft.max_rating}
              onChange={(event) => set('max_rating', event.currentTarget.value)}
            >
              <option value="">{t('research.accountSearchForm.any')}</option>
              {RATINGS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </Labelled>
        </div>
        {error('max_rating')}
        {!hasProducts && <p class="hint">{t('research.accountSearchForm.ratingNeedsProduct')}</p>}
      </fieldset>

      <ReferencePicker
        label={t('research.searchForm.inMarketFor')}
        list="markets"
        values={draft.in_market_for}
        onChange={(values) => set('in_market_for', values)}
        placeholder={t('research.accountSearchForm.inMarketForPlaceholder')}
      />

      <div class="pair">
        <Labelled label={t('research.accountSearchForm.introOptIn')} htmlFor={fieldId('intro_optin')}>
          <select
            {...describe('intro_optin')}
            value={draft.intro_optin}
            onChange={(event) =>
              set('intro_optin', event.currentTarget.value as AccountSearchDraft['intro_optin'])
            }
          >
            <option value="">{t('research.accountSearchForm.anyBuyer')}</option>
            <option value="open">{t('research.accountSearchForm.openToIntros')}</option>
            <option value="closed">{t('research.accountSearchForm.notOpenToIntros')}</option>
          </select>
        </Labelled>
        <Labelled label={t('research.accountSearchForm.lastMonths')} htmlFor={fieldId('since_months')}>
          <input
            {...describe('since_months', `${id}-since-hint`)}
            type="text"
            inputMode="numeric"
            value={draft.since_months}
            placeholder={t('research.accountSearchForm.anyTime')}
            onInput={(event) => set('since_months', event.currentTarget.value)}
          />
        </Labelled>
      </div>
      <p class="hint" id={`${id}-since-hint`}>
        {t('research.accountSearchForm.lastMonthsHint')}
      </p>
      {error('since_months')}

      <details
        class="more-filters"
        open={foldOpen}
        onToggle={(event) => setFoldOpen((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{t('research.searchForm.moreFilters', { count: folded })}</summary>
        <ReferencePicker
          label={t('research.searchForm.industry')}
          list="industries"
          values={draft.industry}
          onChange={(values) => set('industry', values)}
          placeholder={t('research.accountSearchForm.industryPlaceholder')}
        />
        <ReferencePicker
          label={t('research.searchForm.vendors')}
          list="vendors"
          values={draft.vendors}
          onChange={(values) => set('vendors', values)}
          placeholder={t('research.accountSearchForm.vendorsPlaceholder')}
        />
        <ReferencePicker
          label={t('research.searchForm.accounts')}
          list="buyers"
          values={draft.accounts}
          onChange={(values) => set('accounts', values)}
          placeholder={t('research.accountSearchForm.accountsPlaceholder')}
        />
        <p class="hint">{t('research.accountSearchForm.accountsHint')}</p>

        <Choices
          legend={t('research.accountSearchForm.managementLevel')}
          options={MANAGEMENT_LEVELS}
          values={draft.mgmt_level}
          onChange={(values) => set('mgmt_level', values)}
        />
        <Choices
          legend={t('research.accountSearchForm.department')}
          options={DEPARTMENTS}
          values={draft.department}
          onChange={(values) => set('department', values)}
        />

        <fieldset>
          <legend>{t('research.accountSearchForm.revenue')}</legend>
          <div class="pair">
            <Labelled label={t('research.accountSearchForm.atLeast')} htmlFor={fieldId('revenue_min')}>
              <input
                {...describe('revenue_min', `${id}-revenue-hint`)}
                type="text"
                inputMode="decimal"
                value={draft.revenue_min}
                placeholder={t('research.accountSearchForm.example', { example: '50M' })}
                onInput={(event) => set('revenue_min', event.currentTarget.value)}
              />
            </Labelled>
            <Labelled label={t('research.accountSearchForm.atMost')} htmlFor={fieldId('revenue_max')}>
              <input
                {...describe('revenue_max', `${id}-revenue-hint`)}
                type="text"
                inputMode="decimal"
                value={draft.revenue_max}
                placeholder={t('research.accountSearchForm.example', { example: '1.5B' })}
                onInput={(event) => set('revenue_max', event.currentTarget.value)}
              />
            </Labelled>
          </div>
          <p class="hint" id={`${id}-revenue-hint`} data-testid="revenue-reading">
            {rangeReading(parseDollars(draft.revenue_min), parseDollars(draft.revenue_max), formatMoney) ??
              t('research.accountSearchForm.revenueHint', {
                amount: wholeDollars(formattingLocale()).format(50e6),
              })}
          </p>
          {error('revenue_min')}
          {error('revenue_max')}
        </fieldset>

        <fieldset>
          <legend>{t('research.accountSearchForm.headcount')}</legend>
          <div class="pair">
            <Labelled label={t('research.accountSearchForm.atLeast')} htmlFor={fieldId('employees_min')}>
              <input
                {...describe('employees_min')}
                type="text"
                inputMode="numeric"
                value={draft.employees_min}
                placeholder={t('research.accountSearchForm.example', { example: formatCount(200) })}
                onInput={(event) => set('employees_min', event.currentTarget.value)}
              />
            </Labelled>
            <Labelled label={t('research.accountSearchForm.atMost')} htmlFor={fieldId('employees_max')}>
              <input
                {...describe('employees_max')}
                type="text"
                inputMode="numeric"
                value={draft.employees_max}
                placeholder={t('research.accountSearchForm.example', { example: formatCount(5000) })}
                onInput={(event) => set('employees_max', event.currentTarget.value)}
              />
            </Labelled>
          </div>
          {headcountReading && <p class="hint">{headcountReading}</p>}
          {error('employees_min')}
          {error('employees_max')}
        </fieldset>

        <label class="check">
          <input
            type="checkbox"
            checked={draft.targeted_accounts_only}
            onChange={(event) => set('targeted_accounts_only', event.currentTarget.checked)}
          />
          {t('research.accountSearchForm.targetedOnly')}
        </label>

        <DateRange
          legend={t('research.accountSearchForm.interviewedBetween')}
          start={{
            ...describe('start_date'),
            value: draft.start_date,
            onChange: (value) => set('start_date', value),
          }}
          end={{
            ...describe('end_date'),
            value: draft.end_date,
            onChange: (value) => set('end_date', value),
          }}
        >
          {error('start_date')}
          {error('end_date')}
        </DateRange>
        <DateRange
          legend={t('research.accountSearchForm.publishedBetween')}
          start={{
            ...describe('start_publish_date'),
            value: draft.start_publish_date,
            onChange: (value) => set('start_publish_date', value),
          }}
          end={{
            ...describe('end_publish_date'),
            value: draft.end_publish_date,
            onChange: (value) => set('end_publish_date', value),
          }}
        >
          {error('start_publish_date')}
          {error('end_publish_date')}
        </DateRange>
      </details>

      <div class="row form-actions">
        <button type="submit">{t('research.searchForm.search')}</button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setDraft(EMPTY_DRAFT);
            setErrors({});
          }}
        >
          {t('research.accountSearchForm.clear')}
        </button>
      </div>
    </form>
  );
}

/** The folded boxes: a refusal in one of them opens the fold. */
const FOLDED = new Set<DraftField>([
  'revenue_min',
  'revenue_max',
  'employees_min',
  'employees_max',
  'start_date',
  'end_date',
  'start_publish_date',
  'end_publish_date',
]);

function pluralizeEmployees(value: number): string {
  return t('research.accountSearchForm.employees', { count: value });
}

/** Whole dollars, written out ("$50,000,000"): what the K, M and B shorthand stands for. */
const wholeDollars = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** A range as it reads once both boxes read ("$50M to $1.5B"), or null while a box is empty or wrong. */
function rangeReading(min: NumberInput, max: NumberInput, format: (value: number) => string): string | null {
  if (min.kind === 'invalid' || max.kind === 'invalid') return null;
  if (min.kind === 'value' && max.kind === 'value')
    return t('research.accountSearchForm.reading', {
      bounds: 'both',
      min: format(min.value),
      max: format(max.value),
    });
  if (min.kind === 'value')
    return t('research.accountSearchForm.reading', { bounds: 'min', min: format(min.value), max: '' });
  if (max.kind === 'value')
    return t('research.accountSearchForm.reading', { bounds: 'max', min: '', max: format(max.value) });
  return null;
}

function Labelled({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ComponentChildren;
}) {
  return (
    <div class="field">
      <label for={htmlFor}>{label}</label>
      {children}
    </div>
  );
}

/** A fixed list of values to tick (no reference list exists for them); a value from a link not in it is kept. */
function Choices({
  legend,
  options,
  values,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const extra = values.filter((value) => !options.includes(value));
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...values, value] : values.filter((item) => item !== value));
  return (
    <fieldset class="choices">
      <legend>{legend}</legend>
      {[...options, ...extra].map((option) => (
        <label key={option} class="choice">
          <input
            type="checkbox"
            checked={values.includes(option)}
            onChange={(event) => toggle(option, event.currentTarget.checked)}
          />
          <span class="user-text" dir="auto">
            {option}
          </span>
          {!options.includes(option) && (
            <span class="chip-flag"> {t('research.accountSearchForm.unknownValue')}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

type DateBox = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

function DateRange({
  legend,
  start,
  end,
  children,
}: {
  legend: string;
  start: DateBox;
  end: DateBox;
  children: ComponentChildren;
}) {
  const box = ({ onChange, ...attributes }: DateBox) => (
    <input {...attributes} type="date" onInput={(event) => onChange(event.currentTarget.value)} />
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div class="pair">
        <Labelled label={t('research.accountSearchForm.from')} htmlFor={start.id}>
          {box(start)}
        </Labelled>
        <Labelled label={t('research.accountSearchForm.to')} htmlFor={end.id}>
          {box(end)}
        </Labelled>
      </div>
      {children}
    </fieldset>
  );
}
