import { useState } from 'preact/hooks';
import type { BuyerTranscript } from '@/lib/api/vendors';
import { t } from '@/lib/i18n/catalogue';
import { formatRating } from '@/lib/ui/format';

/** Interviews shown per buyer before the rep asks for the rest: each carries a paragraph of perspective. */
const TRANSCRIPTS_SHOWN = 2;

/**
 * A buyer's interviews mentioning the vendor, newest few first: each one's title (opens the transcript), date,
 * the buyer's perspective and the vendor's products in their stack with their rating and use cases
 * (docs/api.md 2.6 `transcripts[]`; ratings on the vendor endpoints' 1–5 scale, 10.6).
 */
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
      <ul class="plain buyer-transcripts">
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
            <bdi class="hint">{transcript.display_date}</bdi>
            {transcript.buyer_perspective && (
              <p class="buyer-perspective user-text" dir="auto" data-testid="buyer-perspective">
                {transcript.buyer_perspective}
              </p>
            )}
            {transcript.relevant_tech_stack.length > 0 && (
              <ul
                class="plain relevant-stack"
                data-testid="relevant-stack"
                aria-label={t('accountDetails.buyerTranscripts.stackLabel')}
              >
                {transcript.relevant_tech_stack.map((item, index) => (
                  <li key={index}>
                    <strong dir="auto" class="user-text">
                      {item.product}
                    </strong>{' '}
                    <span class="num" title={t('accountDetails.buyerTranscripts.ratingTitle')}>
                      {t('accountDetails.buyerTranscripts.rated', { rating: formatRating(item.rating, 5) })}
                    </span>
                    {item.use_cases.length > 0 && (
                      <span class="hint user-text" dir="auto">
                        {' '}
                        · {item.use_cases.join(', ')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {transcripts.length > TRANSCRIPTS_SHOWN && (
        <button type="button" class="link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all
            ? t('accountDetails.buyerTranscripts.showFewer')
            : t('accountDetails.buyerTranscripts.showAll', { count: transcripts.length })}
        </button>
      )}
    </>
  );
}
