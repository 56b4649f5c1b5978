import { percentLabel } from '@/lib/ui/chart-labels';
import { barFraction } from '@/lib/ui/chart-scale';
import { formatPercent } from '@/lib/ui/format';
import { FigureBar } from './figure-bar';

/**
 * An API percentage (0–100, docs/api.md 2.6: 0.8 is "0.8%") as text over a bar from 0 to `scaleMax` percent,
 * the same for every row of a list so that rows compare. Screen readers hear "Overlap: 0.8%".
 */
export function ShareBar({ value, scaleMax, label }: { value: number; scaleMax: number; label: string }) {
  return (
    <FigureBar
      kind="share-bar"
      figure={formatPercent(value)}
      fraction={barFraction(value, scaleMax) ?? 0}
      label={percentLabel(label, value)}
    />
  );
}
