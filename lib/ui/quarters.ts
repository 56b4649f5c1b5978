// Calendar quarters for "interviews over time": dates bucketed into a run of quarters without gaps.
import { t } from '@/lib/i18n/catalogue';
import { listText } from './chart-labels';

/** A calendar quarter (UTC): Q1 is January to March. */
export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

/** A quarter and how many dates fell into it. */
export type QuarterCount = Quarter & { count: number };

/** Dates bucketed per quarter: consecutive quarters, oldest first, and what fell outside them. */
export type QuarterSeries = {
  quarters: QuarterCount[];
  /** Dates before the first quarter shown (the run is capped at `maxQuarters`). */
  earlier: number;
  /** Dates that could not be read. */
  undated: number;
};

/** The quarter of an API date (`YYYY-MM-DD` or ISO 8601, read as written); null when it is not one. */
export function quarterOf(date: string): Quarter | null {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), quarter: Math.ceil(month / 3) as Quarter['quarter'] };
}

/** A quarter as a running number, so that consecutive quarters differ by one. */
function ordinal({ year, quarter }: Quarter): number {
  return year * 4 + quarter - 1;
}

function fromOrdinal(value: number): Quarter {
  return { year: Math.floor(value / 4), quarter: ((value % 4) + 1) as Quarter['quarter'] };
}

/** "Q3 2025" ("T3 2025" in French, "2025年第3四半期" in Japanese). */
export function quarterLabel({ year, quarter }: Quarter): string {
  // The year as written, never with a thousands separator ("2,025").
  return t('accountDetails.quarters.label', { quarter: String(quarter), year: String(year) });
}

/** How many quarters a series shows at most by default: four years still fit a 320 px panel. */
export const MAX_QUARTERS = 16;

/**
 * Counts dates per quarter, empty quarters included, from the first quarter of the earliest date's year (whole
 * years, so that a chart labels its years under each Q1) to the later of the latest date's quarter and
 * `through`'s (today, so that a quiet recent stretch shows as empty quarters). A longer run starts at the
 * latest Q1 that keeps it within `maxQuarters`; dates before it are counted as `earlier`.
 */
export function countPerQuarter(
  dates: readonly string[],
  { through, maxQuarters = MAX_QUARTERS }: { through?: string; maxQuarters?: number } = {},
): QuarterSeries {
  const counts = new Map<number, number>();
  let undated = 0;
  for (const date of dates) {
    const quarter = quarterOf(date);
    if (!quarter) {
      undated++;
      continue;
    }
    const key = ordinal(quarter);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return { quarters: [], earlier: 0, undated };
  const keys = [...counts.keys()];
  const throughQuarter = through ? quarterOf(through) : null;
  const last = Math.max(...keys, throughQuarter ? ordinal(throughQuarter) : -Infinity);
  const earliestYearStart = Math.min(...keys) - (Math.min(...keys) % 4);
  const capStart = last - Math.max(1, maxQuarters) + 1;
  // The first Q1 at or after the cap's start (a cap under four quarters starts wherever the cap does).
  const alignedCapStart = maxQuarters >= 4 ? capStart + ((4 - (capStart % 4)) % 4) : capStart;
  const first = Math.max(earliestYearStart, alignedCapStart);
  let earlier = 0;
  for (const [key, count] of counts) if (key < first) earlier += count;
  const quarters: QuarterCount[] = [];
  for (let key = first; key <= last; key++)
    quarters.push({ ...fromOrdinal(key), count: counts.get(key) ?? 0 });
  return { quarters, earlier, undated };
}

/**
 * "Interviews per quarter, Q4 2023 to Q2 2024: Q4 2023 1, Q1 2024 none, Q2 2024 4; 3 earlier". `title` comes
 * translated; by default the interviews' ("Interviews per quarter").
 */
export function quarterSeriesLabel(
  series: QuarterSeries,
  title = t('accountDetails.quarters.interviewsPerQuarter'),
): string {
  const first = series.quarters[0];
  const last = series.quarters.at(-1);
  if (!first || !last) return t('accountDetails.quarters.seriesEmpty', { title });
  const counts = series.quarters.map((quarter) =>
    t('accountDetails.quarters.seriesCount', { quarter: quarterLabel(quarter), count: quarter.count }),
  );
  const values = {
    title,
    first: quarterLabel(first),
    last: quarterLabel(last),
    counts: listText(counts),
    earlier: series.earlier,
  };
  return series.earlier > 0
    ? t('accountDetails.quarters.seriesWithEarlier', values)
    : t('accountDetails.quarters.series', values);
}
