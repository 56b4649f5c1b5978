// The words a screen reader hears for each of the sidebar's charts (components/charts): the same facts the
// picture shows, as one sentence in the rep's language. The quarter chart's sentence is in quarters.ts: that
// chart loads lazily. Each `label` comes translated from its caller ("Recency-weighted rating").
import { formattingLocale, t } from '@/lib/i18n/catalogue';
import { perLocale } from '@/lib/i18n/per-locale';
import { formatCount, formatPercent } from './format';

const oneDecimal = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const listFormat = perLocale((locale) => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }));

/**
 * Items of a sentence's list as the rep's language lists them ("Q1 2025 none, Q2 2025 1"; German ends with
 * "und"): the `unit` list, which English writes with commas only.
 */
export function listText(items: readonly string[]): string {
  return listFormat(formattingLocale()).format(items);
}

/** "Recency-weighted rating: 7.3 out of 10"; "…: not rated" without a value. */
export function ratingLabel(label: string, value: number | null | undefined, max: number): string {
  if (value === null || value === undefined || !Number.isFinite(value))
    return t('account.chartLabels.notRated', { label });
  return t('account.chartLabels.rating', {
    label,
    value: oneDecimal(formattingLocale()).format(Math.round(value * 10) / 10),
    max,
  });
}

/** "Matching interviews: 1,204". */
export function countLabel(label: string, value: number): string {
  return t('account.chartLabels.figure', { label, value: formatCount(value) });
}

/** "Overlap: 0.8%" (an API percentage on 0–100, docs/api.md 2.6). */
export function percentLabel(label: string, value: number): string {
  return t('account.chartLabels.figure', { label, value: formatPercent(value) });
}

/** "Stack status of 11 products: Unhappy with 3, Satisfied 5, Not recently mentioned 3" (parts of zero left out). */
export function statusMixLabel(parts: readonly { label: string; count: number }[]): string {
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  const shown = parts
    .filter((part) => part.count > 0)
    .map((part) =>
      t('account.chartLabels.statusPart', { status: part.label, count: formatCount(part.count) }),
    );
  return t('account.chartLabels.statusMix', { count: total, parts: listText(shown) });
}
