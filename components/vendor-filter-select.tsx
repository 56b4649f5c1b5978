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
        <option value="">All</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
