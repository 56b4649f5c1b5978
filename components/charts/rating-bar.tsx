import { ratingLabel } from '@/lib/ui/chart-labels';
import { barFraction } from '@/lib/ui/chart-scale';
import { formatRating } from '@/lib/ui/format';
import { FigureBar } from './figure-bar';
import './rating-bar.css';

/**
 * A rating on its fixed scale, as "7.3/10" over a bar of the whole scale: 1–10 for accounts and transcripts,
 * 1–5 for vendors (docs/api.md 2.5, 2.6). `label` says what is rated ("Recency-weighted rating"); screen
 * readers hear "Recency-weighted rating: 7.3 out of 10". A missing rating shows "—" and no bar.
 */
export function RatingBar({
  value,
  max,
  label,
}: {
  value: number | null | undefined;
  max: 5 | 10;
  label: string;
}) {
  return (
    <FigureBar
      kind="rating-bar"
      figure={formatRating(value, max)}
      fraction={barFraction(value, max)}
      label={ratingLabel(label, value, max)}
    />
  );
}
