import type { TalkingPoint } from '@/lib/meeting/meeting-brief';
import { formatDate } from '@/lib/ui/format';

/**
 * What a company's buyers named (the use cases they are in market for, or their strategic priorities), newest
 * first, each with the interview it came from: a button that opens it in the side panel, or its title in print.
 */
export function BriefTalkingPoints({
  title,
  points,
  testId,
  onOpenTranscript,
}: {
  title: string;
  points: TalkingPoint[];
  testId: string;
  onOpenTranscript?: (id: string) => void;
}) {
  if (points.length === 0) return null;
  return (
    <section class="brief-part" data-testid={testId}>
      <h4>{title}</h4>
      <ul class="plain brief-points">
        {points.map((point) => (
          <li key={point.text}>
            <span dir="auto" class="user-text" data-testid="talking-point">
              {point.text}
            </span>
            {point.mentions > 1 && <span class="hint"> · {point.mentions} interviews</span>}
            <span class="hint brief-source">
              {' · '}
              {onOpenTranscript ? (
                <button
                  type="button"
                  class="link user-text"
                  dir="auto"
                  onClick={() => onOpenTranscript(point.source.id)}
                >
                  {point.source.title}
                </button>
              ) : (
                <span dir="auto" class="user-text">
                  {point.source.title}
                </span>
              )}
              , {formatDate(point.source.date)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
