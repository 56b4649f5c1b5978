import { useId, useMemo, useState } from 'preact/hooks';
import type { ReferenceList } from '@/lib/api/reference';
import { t } from '@/lib/i18n/catalogue';
import { filterReference, findReferenceOption, type ReferenceOption } from '@/lib/research/reference-filter';
import { formatCount } from '@/lib/ui/format';
import { useReferenceIndex } from './use-reference-list';
import './reference-picker.css';
import { errorMessage } from '@/lib/ui/error-message';

/**
 * A multi-value filter fed by a reference list (docs/api.md 4.3): chips for the chosen values and a type-ahead
 * combobox (WAI-ARIA 1.2: arrows move, Enter picks, Escape closes, Backspace in an empty box removes the last
 * chip). Only the list's values are offered; a value typed by hand that the list does not hold is kept but
 * flagged on its chip, and the view decides whether a search may run with it (transcript search would
 * silently ignore it, docs/api.md 4.1 rule 4).
 */
export function ReferencePicker({
  label,
  list,
  values,
  onChange,
  placeholder,
  flagged,
}: {
  label: string;
  list: ReferenceList;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  /** The values to flag, when the view checks them itself (e.g. a vendor's domain is a valid value too). */
  flagged?: readonly string[];
}) {
  const id = useId();
  const [index, retry] = useReferenceIndex(list);
  const loaded = 'ok' in index && index.ok ? index.data : undefined;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(
    () =>
      loaded && open
        ? filterReference(loaded, text, 8).filter((option) => !values.includes(option.name))
        : ([] as ReferenceOption[]),
    [loaded, open, text, values],
  );

  const add = (value: string) => {
    const trimmed = value.trim();
    if (trimmed && !values.includes(trimmed)) onChange([...values, trimmed]);
    setText('');
    setActive(0);
    // Closed after a pick: open again it would lie over the next controls and take their clicks. Focus stays
    // in the box (a mouse pick prevents the blur); typing or an arrow key opens the list again.
    setOpen(false);
  };
  const remove = (value: string) => onChange(values.filter((item) => item !== value));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted value; with nothing offered it keeps what was typed (flagged if unknown).
      if (!text.trim() && !(open && options[active])) return;
      event.preventDefault();
      const option = open ? options[active] : undefined;
      add(option ? option.name : (loaded && findReferenceOption(loaded, text)?.name) || text);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      remove(values[values.length - 1] as string);
    }
  };

  const listboxId = `${id}-options`;
  const activeOption = open ? options[active] : undefined;
  return (
    <div class="picker" data-testid={`picker-${list}`}>
      <label for={`${id}-input`}>{label}</label>
      {values.length > 0 && (
        <ul class="chips" aria-label={t('research.referencePicker.chosen', { label })}>
          {values.map((value) => {
            const unknown = flagged
              ? flagged.includes(value)
              : loaded !== undefined && !findReferenceOption(loaded, value);
            return (
              <li key={value} class="chip" data-unknown={unknown || undefined}>
                <span class="chip-text" dir="auto">
                  {value}
                </span>
                {unknown && <span class="chip-flag"> {t('research.referencePicker.notInList')}</span>}
                <button
                  type="button"
                  class="chip-remove"
                  aria-label={t('research.referencePicker.remove', { value })}
                  title={t('research.referencePicker.remove', { value })}
                  onClick={() => remove(value)}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autocomplete="off"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
        placeholder={placeholder ?? t('research.referencePicker.placeholder')}
        value={text}
        onInput={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {/* tabIndex -1: a scrolling box is a Tab stop of its own in Chromium, and this one hides as the box blurs. */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('research.referencePicker.values', { label })}
        class="picker-options"
        tabIndex={-1}
        hidden={!open || options.length === 0}
      >
        {options.map((option, at) => (
          // Picked on mousedown, before the input's blur closes the list; the input handles the keyboard.
          <div
            key={option.name}
            id={`${id}-option-${at}`}
            role="option"
            aria-selected={at === active}
            tabIndex={-1}
            class="picker-option"
            onMouseDown={(event) => {
              event.preventDefault();
              add(option.name);
            }}
          >
            <span class="picker-option-name" dir="auto">
              {option.name}
            </span>
            {option.domain_name && (
              <span class="muted">
                {' '}
                <bdi>{option.domain_name}</bdi>
              </span>
            )}
            <span class="muted picker-option-count">{formatCount(option.transcript_count)}</span>
          </div>
        ))}
      </div>
      {'ok' in index && !index.ok && (
        <p class="hint" role="status">
          {t('research.referencePicker.listFailed', { error: errorMessage(index.error) })}{' '}
          <button type="button" class="secondary" onClick={retry}>
            {t('research.referencePicker.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
