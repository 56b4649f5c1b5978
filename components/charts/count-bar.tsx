import { countLabel } from '@/lib/ui/chart-labels';
import { barFraction } from '@/lib/ui/chart-scale';
import { formatCount } from '@/lib/ui/format';
import { FigureBar } from './figure-bar';
import './count-bar.css';

/**
 * A count as text over a bar measured against the largest count beside it: a prospecting result's matching
 * interviews, `max` being the most any row of the page has. `label` says what is counted ("Matching
 * interviews"); screen readers hear "Matching interviews: 12". Put it in a `td.num` cell: the figure stays
 * on one line and the bar takes the figure's width.
 */
export function CountBar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <FigureBar
      kind="count-bar"
      figure={formatCount(value)}
      fraction={barFraction(value, max) ?? 0}
      label={countLabel(label, value)}
    />
  );
}
