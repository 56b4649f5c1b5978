// The words a screen reader hears for each of the sidebar's charts (components/charts): the same facts the
// picture shows, as one sentence. The quarter chart's sentence is in quarters.ts: that chart loads lazily.
import { formatCount, formatPercent } from './format';

/** "Recency-weighted rating: 7.3 out of 10"; "…: not rated" without a value. */
export function ratingLabel(label: string, value: number | null | undefined, max: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return `${label}: not rated`;
  return `${label}: ${(Math.round(value * 10) / 10).toFixed(1)} out of ${max}`;
}

/** "Matching interviews: 1,204". */
export function countLabel(label: string, value: number): string {
  return `${label}: ${formatCount(value)}`;
}

/** "Overlap: 0.8%" (an API percentage on 0–100, docs/api.md 2.6). */
export function percentLabel(label: string, value: number): string {
  return `${label}: ${formatPercent(value)}`;
}

/** "Stack status of 11 products: Unhappy with 3, Satisfied 5, Not recently mentioned 3" (parts of zero left out). */
export function statusMixLabel(parts: readonly { label: string; count: number }[]): string {
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  const shown = parts
    .filter((part) => part.count > 0)
    .map((part) => `${part.label} ${formatCount(part.count)}`);
  return `Stack status of ${formatCount(total)} ${total === 1 ? 'product' : 'products'}: ${shown.join(', ')}`;
}
