import type { TranscriptDetail } from '@/lib/api/transcripts';
import { t } from '@/lib/i18n/catalogue';
import { shortenText } from '@/lib/meeting/meeting-brief';
import { formatDate } from '@/lib/ui/format';
import { Message } from './message';

/** The newest buyer perspectives of a company (transcript detail), shortened, each with its interview. */
export function BriefPerspectives({
  perspectives,
  onOpenTranscript,
}: {
  perspectives: TranscriptDetail[];
  onOpenTranscript?: (id: string) => void;
}) {
  if (perspectives.length === 0) return null;
  return (
    <section class="brief-part" data-testid="brief-perspectives">
      <h4>{t('meeting.meetingBrief.buyersSaid')}</h4>
      {perspectives.map((transcript) => (
        <blockquote key={transcript.id} class="brief-quote" data-testid="brief-perspective">
          <p dir="auto" class="user-text">
            {shortenText(transcript.buyer_perspective)}
          </p>
          <footer class="hint">
            <Message
              id="meeting.briefPerspectives.source"
              values={{
                title: transcript.title,
                level: transcript.management_level,
                date: formatDate(transcript.date),
              }}
              tags={{
                source: (title) => (
                  <span dir="auto" class="user-text">
                    {title}
                  </span>
                ),
                level: (level) => <bdi>{level}</bdi>,
              }}
            />
            {onOpenTranscript && (
              <>
                {' · '}
                <button type="button" class="link" onClick={() => onOpenTranscript(transcript.id)}>
                  {t('meeting.briefPerspectives.read')}
                </button>
              </>
            )}
          </footer>
        </blockquote>
      ))}
    </section>
  );
}
