import type { TranscriptDetail } from '@/lib/api/transcripts';
import { shortenText } from '@/lib/meeting/meeting-brief';
import { formatDate } from '@/lib/ui/format';

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
      <h4>What their buyers said</h4>
      {perspectives.map((transcript) => (
        <blockquote key={transcript.id} class="brief-quote" data-testid="brief-perspective">
          <p dir="auto" class="user-text">
            {shortenText(transcript.buyer_perspective)}
          </p>
          <footer class="hint">
            <span dir="auto" class="user-text">
              {transcript.title}
            </span>
            , {transcript.management_level}, {formatDate(transcript.date)}
            {onOpenTranscript && (
              <>
                {' · '}
                <button type="button" class="link" onClick={() => onOpenTranscript(transcript.id)}>
                  Read the interview
                </button>
              </>
            )}
          </footer>
        </blockquote>
      ))}
    </section>
  );
}
