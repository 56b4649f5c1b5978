// Plain formatting for every view: one place decides how money, counts, dates and ratings read.

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const countFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' });

/** US dollars per year, compact: 1_200_000_000 → "$1.2B"; null → "—". */
export function formatMoney(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return '—';
  return moneyFormat.format(dollars);
}

/** A whole count with thousands separators: 5000 → "5,000"; null → "—". */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return countFormat.format(value);
}

/** "3 interviews" / "1 interview", with the count formatted. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** An API date (`YYYY-MM-DD` or ISO 8601) as "Mar 4, 2025"; anything unparseable is shown as sent. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!day) return value;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** An API date as "Mar 2025" (for first/last seen, where the day adds nothing). */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^(\d{4})-(\d{2})/.exec(value);
  if (!day) return value;
  return monthFormat.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, 1)));
}

/** A rating with its scale, one decimal: (7.25, 10) → "7.3/10"; null → "—". */
export function formatRating(value: number | null | undefined, scale: 5 | 10): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${(Math.round(value * 10) / 10).toFixed(1)}/${scale}`;
}

/** A 0–1 share as a whole percentage: 0.823 → "82%". */
export function formatShare(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/**
 * An API percentage, already on 0–100 (docs/api.md 2.6 `overlap_pct`): 0.8 is "0.8%", never "80%". Below 10 it
 * keeps one decimal; a share too small to show is "<0.1%", not a misleading "0%".
 */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value > 0 && value < 0.05) return '<0.1%';
  const rounded = value < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded}%`;
}

/** How long ago an epoch-ms time was, for "updated 5 min ago". */
export function formatAge(then: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

/** A time of day in the rep's locale, to the second (`14:03:05`): when paused lookups resume. */
export function formatClockTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
