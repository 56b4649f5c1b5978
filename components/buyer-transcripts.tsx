import { useState } from 'preact/hooks';
import type { BuyerTranscript } from '@/lib/api/vendors';

const TRANSCRIPTS_SHOWN = 3;

/** A buyer's interviews mentioning the vendor: the newest few, the rest on request. */
export function BuyerTranscripts({
  transcripts,
  onOpenTranscript,
}: {
  transcripts: BuyerTranscript[];
  onOpenTranscript: (id: string) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? transcripts : transcripts.slice(0, TRANSCRIPTS_SHOWN);
  return (
    <>
      <ul class="plain">
        {shown.map((transcript) => (
          <li key={transcript.id}>
            <button
              type="button"
              class="link user-text"
              dir="auto"
              data-testid="buyer-transcript"
              onClick={() => onOpenTranscript(transcript.id)}
            >
              {transcript.title}
            </button>{' '}
            <span class="hint">{transcript.display_date}</span>
          </li>
        ))}
      </ul>
      {transcripts.length > TRANSCRIPTS_SHOWN && (
        <button type="button" class="link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show fewer interviews' : `Show all ${transcripts.length} interviews`}
        </button>
      )}
    </>
  );
}
