import type { AccountStackStatus } from '@/lib/api/accounts';
import { statusMixLabel } from '@/lib/ui/chart-labels';
import { stackSegments } from '@/lib/ui/chart-scale';
import { formatCount } from '@/lib/ui/format';
import './stack-status-mix.css';

/**
 * The stack's products by status as one stacked bar (unhappy first, in the status colours), with a legend
 * that gives each count as text. Screen readers hear the bar as one sentence (lib/ui/chart-labels.ts).
 */
export function StackStatusMix({
  parts,
}: {
  /** Each status with its label and count, in the bar's order (lib/ui/tech-stack.ts `statusCounts`). */
  parts: { status: AccountStackStatus; label: string; count: number }[];
}) {
  const segments = stackSegments(parts.map((part) => ({ key: part.status, count: part.count })));
  if (segments.length === 0) return null;
  return (
    <div class="status-mix" data-testid="stack-status-mix">
      <svg class="status-mix-bar" role="img" aria-label={statusMixLabel(parts)} focusable="false">
        {segments.map((segment) => (
          <rect
            key={segment.key}
            class={`status-${segment.key}`}
            x={`${segment.start}%`}
            width={`${segment.width}%`}
            height="100%"
          />
        ))}
      </svg>
      <ul class="status-mix-legend" aria-hidden="true">
        {parts.map((part) => (
          <li key={part.status} class={`status-${part.status}`}>
            <span class="status-mix-swatch" />
            <span class="status-mix-name">{part.label}</span> <strong>{formatCount(part.count)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
