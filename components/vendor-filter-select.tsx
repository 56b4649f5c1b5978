import { t } from '@/lib/i18n/catalogue';
import { Message } from './message';

/** What a vendor profile is narrowed to: one of its products, one of its use cases. */
export type VendorFilters = { product?: string; useCase?: string };

/** A filter of a vendor profile (docs/api.md 4.6 `product`, `use_case`): "All" or one of the vendor's values. */
export function FilterSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  if (options.length === 0 && !value) return null;
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div style={{ flex: '1 1 140px', minWidth: 0 }}>
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">{t('accountDetails.vendorFilterSelect.all')}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters a profile is narrowed to, said in words where the rep reads the figures ("Filtered to Northbeam
 * Funnels ✕"), each removable in one click: a profile opened from a stack row is narrowed to that row's
 * product, and the rep must see it and be able to widen it.
 */
export function ActiveFilters({
  filters,
  onRemove,
}: {
  filters: VendorFilters;
  onRemove: (filter: keyof VendorFilters) => void;
}) {
  const shown: [keyof VendorFilters, string][] = [];
  if (filters.product) shown.push(['product', filters.product]);
  if (filters.useCase) shown.push(['useCase', filters.useCase]);
  if (shown.length === 0) return null;
  return (
    <div class="active-filters" data-testid="vendor-filters">
      <ul class="plain">
        {shown.map(([filter, value]) => (
          <li key={filter} class="filter-chip" data-testid="vendor-filter" data-filter={filter}>
            <span>
              <Message
                id="accountDetails.vendorFilterSelect.filteredTo"
                values={{ filter, value }}
                tags={{
                  value: (text) => (
                    <strong dir="auto" class="user-text">
                      {text}
                    </strong>
                  ),
                }}
              />
            </span>
            <button
              type="button"
              class="icon-button"
              aria-label={t('accountDetails.vendorFilterSelect.remove', { filter, value })}
              title={t('accountDetails.vendorFilterSelect.removeTitle')}
              onClick={() => onRemove(filter)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <p class="hint">{t('accountDetails.vendorFilterSelect.note')}</p>
    </div>
  );
}
