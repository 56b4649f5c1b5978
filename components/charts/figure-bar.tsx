import './figure-bar.css';

/**
 * A figure as text with a bar under it filling `fraction` (0–1) of a fixed track; no bar when the fraction is
 * null (nothing to show). The picture is one image to assistive technology, named by `label`, a sentence
 * with the same figure (lib/ui/chart-labels.ts).
 */
export function FigureBar({
  figure,
  fraction,
  label,
  kind,
  testId,
}: {
  figure: string;
  fraction: number | null;
  label: string;
  /** The chart's own class (`rating-bar`, `count-bar`, `share-bar`), for its stylesheet and for tests. */
  kind: string;
  testId?: string;
}) {
  return (
    <span class={`figure-bar ${kind}`} role="img" aria-label={label} data-testid={testId}>
      <span class="figure-bar-figure">{figure}</span>
      {fraction !== null && (
        <svg class="figure-bar-track" aria-hidden="true" focusable="false">
          <rect class="figure-bar-rest" width="100%" height="100%" rx="2" />
          {fraction > 0 && <rect class="figure-bar-fill" width={`${fraction * 100}%`} height="100%" rx="2" />}
        </svg>
      )}
    </span>
  );
}
