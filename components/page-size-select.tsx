import { t } from '@/lib/i18n/catalogue';

/**
 * "Per page" for a paged list (docs/api.md 4.1, 4.4, 4.7, 4.8 `per_page`, at most 50): the one control every
 * list uses. A size that came from a link and is not among the choices is kept as an option.
 */
export function PageSizeSelect({
  value,
  choices,
  onChange,
}: {
  value: number;
  choices: readonly number[];
  onChange: (size: number) => void;
}) {
  const sizes = [...new Set([...choices, value])].sort((left, right) => left - right);
  return (
    <label class="per-page">
      <span>{t('common.pageSizeSelect.perPage')}</span>
      <select value={String(value)} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {sizes.map((size) => (
          <option key={size} value={String(size)}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
