import { t } from '@/lib/i18n/catalogue';
import type { TalkingPoint } from '@/lib/meeting/meeting-brief';
import { formatDate } from '@/lib/ui/format';
import { Message } from './message';

/**
 * What a company's buyers named (the use cases they are in market for, or their strategic priorities), newest
 * first, each with the interview it came from: a button that opens it in the side panel, or its title in print.
 * `title` is the section's heading, in the rep's language.
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
            {point.mentions > 1 && (
              <span class="hint">
                {' · '}
                {t('meeting.briefTalkingPoints.mentions', { count: point.mentions })}
              </span>
            )}
            <span class="hint brief-source">
              {' · '}
              <Message
                id="meeting.briefTalkingPoints.source"
                values={{ title: point.source.title, date: formatDate(point.source.date) }}
                tags={{
                  source: (sourceTitle) =>
                    onOpenTranscript ? (
                      <button
                        type="button"
                        class="link user-text"
                        dir="auto"
                        onClick={() => onOpenTranscript(point.source.id)}
                      >
                        {sourceTitle}
                      </button>
                    ) : (
                      <span dir="auto" class="user-text">
                        {sourceTitle}
                      </span>
                    ),
                }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
