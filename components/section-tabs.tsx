import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

export type SectionTab<K extends string> = { key: K; label: string };

/** ARIA tabs: arrow keys, Home and End move between them; the panel below belongs to the selected one. */
export function SectionTabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  id: string;
  label: string;
  tabs: SectionTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ComponentChildren;
}) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    // The arrows go the way the tabs are laid out: right to left in a right-to-left language.
    const rightToLeft = list.current !== null && getComputedStyle(list.current).direction === 'rtl';
    const [nextKey, previousKey] = rightToLeft ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const next =
      event.key === nextKey
        ? (index + 1) % tabs.length
        : event.key === previousKey
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${id}-tab-${tab.key}`)?.focus();
  }
  return (
    <>
      <div class="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
