// Plain formatting for every view: one place decides how money, counts, dates and ratings read, in the rep's
// language (lib/i18n: "$2.4B" in English, "2,4 Mrd. $" in German). CSV keeps machine-readable values instead
// (lib/research/export-columns.ts).
import { formattingLocale, t } from '@/lib/i18n/catalogue';
import { perLocale } from '@/lib/i18n/per-locale';

/** One formatter per language and kind, for the language in use. */
function memoFormat<Format>(make: (locale: string) => Format): () => Format {
  const forLocale = perLocale(make);
  return () => forLocale(formattingLocale());
}

const moneyFormat = memoFormat(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);
const countFormat = memoFormat((locale) => new Intl.NumberFormat(locale));
const oneDecimalFormat = memoFormat(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const percentFormat = memoFormat(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
);
const dateFormat = memoFormat(
  (locale) =>
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
);
const monthFormat = memoFormat(
  (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const relativeFormat = memoFormat(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }),
);
const clockFormat = memoFormat(
  (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);

/** US dollars per year, compact: 1_200_000_000 → "$1.2B"; null → "—". */
export function formatMoney(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return '—';
  return moneyFormat().format(dollars);
}

/** A whole count with thousands separators: 5000 → "5,000"; null → "—". */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return countFormat().format(value);
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
  return Number.isNaN(date.getTime()) ? value : dateFormat().format(date);
}

/** An API date as "Mar 2025" (for first/last seen, where the day adds nothing). */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^(\d{4})-(\d{2})/.exec(value);
  if (!day) return value;
  return monthFormat().format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, 1)));
}

/** A rating with its scale, one decimal: (7.25, 10) → "7.3/10"; null → "—". */
export function formatRating(value: number | null | undefined, scale: 5 | 10): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${oneDecimalFormat().format(Math.round(value * 10) / 10)}/${scale}`;
}

/** A 0–1 share as a whole percentage: 0.823 → "82%" ("82 %" in German). */
export function formatShare(value: number): string {
  return percentFormat().format(Math.round(value * 100) / 100);
}

/**
 * An API percentage, already on 0–100 (docs/api.md 2.6 `overlap_pct`): 0.8 is "0.8%", never "80%". Below 10 it
 * keeps one decimal; a share too small to show is "<0.1%", not a misleading "0%".
 */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value > 0 && value < 0.05) return `<${percentFormat().format(0.001)}`;
  const rounded = value < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
  return percentFormat().format(rounded / 100);
}

/** How long ago an epoch-ms time was, for "updated 5 min. ago" ("vor 5 Min." in German). */
export function formatAge(then: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 1) return t('common.justNow');
  if (minutes < 60) return relativeFormat().format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relativeFormat().format(-hours, 'hour');
  return relativeFormat().format(-Math.round(hours / 24), 'day');
}

/** A time of day in the rep's locale, to the second (`14:03:05`): when paused lookups resume. */
export function formatClockTime(epochMs: number): string {
  return clockFormat().format(new Date(epochMs));
}
