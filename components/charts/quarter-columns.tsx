import { t } from '@/lib/i18n/catalogue';
import { barFraction } from '@/lib/ui/chart-scale';
import { formatCount } from '@/lib/ui/format';
import { countPerQuarter, quarterSeriesLabel } from '@/lib/ui/quarters';
import './quarter-columns.css';

// Vertical layout in px (the width is the panel's: x positions are percentages of it).
const COUNT_SPACE = 14;
const COLUMN_HEIGHT = 52;
const BASELINE = COUNT_SPACE + COLUMN_HEIGHT;
const QUARTER_Y = BASELINE + 14;
const YEAR_Y = QUARTER_Y + 13;
/** A column never gets wider than this: two quarters do not fill a 500 px panel with two slabs. */
const MAX_SLOT_PX = 40;

/**
 * A column chart of dates per quarter (lib/ui/quarters.ts: whole years, up to `through`'s quarter): each
 * column's count above it and its quarter under it as text, the year under each Q1. Screen readers hear every
 * quarter's count as one sentence.
 */
export function QuarterColumns({
  dates,
  through,
  title,
}: {
  dates: readonly string[];
  /** Today (`YYYY-MM-DD`): the chart runs up to its quarter, so a quiet recent stretch shows. */
  through: string;
  title: string;
}) {
  const series = countPerQuarter(dates, { through });
  const count = series.quarters.length;
  if (count === 0) return null;
  const slot = 100 / count;
  const most = Math.max(...series.quarters.map((quarter) => quarter.count));
  return (
    <figure class="quarter-columns" data-testid="quarter-columns">
      <figcaption class="hint">
        {series.earlier > 0
          ? t('accountDetails.quarterColumns.captionEarlier', { title, earlier: series.earlier })
          : title}
      </figcaption>
      <svg
        role="img"
        aria-label={quarterSeriesLabel(series, title)}
        focusable="false"
        style={{ maxWidth: `${count * MAX_SLOT_PX}px` }}
      >
        <line class="quarter-baseline" x1="0" x2="100%" y1={BASELINE + 0.5} y2={BASELINE + 0.5} />
        {series.quarters.map((quarter, index) => {
          const height = (barFraction(quarter.count, most) ?? 0) * COLUMN_HEIGHT;
          const middle = `${(index + 0.5) * slot}%`;
          const showYear = quarter.quarter === 1 || index === 0;
          return (
            <g key={`${quarter.year}-${quarter.quarter}`}>
              {quarter.count > 0 && (
                <>
                  <rect
                    class="quarter-column"
                    x={`${(index + 0.15) * slot}%`}
                    width={`${0.7 * slot}%`}
                    y={BASELINE - height}
                    height={height}
                    rx="1.5"
                  />
                  <text class="quarter-count" x={middle} y={BASELINE - height - 3} text-anchor="middle">
                    {formatCount(quarter.count)}
                  </text>
                </>
              )}
              {/* The axis says "Q1"…"Q4" and the year in every language, as compact as the counts above it (a
                  320 px panel gives a quarter about 18 px) and read by reps everywhere; screen readers hear the
                  translated sentence (quarterSeriesLabel). */}
              <text x={middle} y={QUARTER_Y} text-anchor="middle">
                Q{quarter.quarter}
              </text>
              {showYear && (
                <text x={`${index * slot}%`} y={YEAR_Y} dx="2">
                  {quarter.year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
