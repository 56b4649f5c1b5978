import { useMemo, useRef } from 'preact/hooks';
import type { TranscriptListItem } from '@/lib/api/transcripts';
import { t } from '@/lib/i18n/catalogue';
import { interviewPassages, type PassageSource } from '@/lib/research/interview-passages';
import { errorMessage } from '@/lib/ui/error-message';
import { describeIcpMatches } from '@/lib/ui/icp-matches';
import type { TextSegment } from '@/lib/ui/text-search';
import { Message } from '../message';
import { Skeleton } from '../skeleton';
import { useVisibleTranscript } from './use-visible-transcript';

/** Text with its matches in <mark> elements: built from text pieces, never parsed as HTML. */
export function MarkedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}

/**
 * One interview found by the search: title (opens the transcript with the search's words marked), date,
 * company (opens the account) or "Anonymous buyer", role, ICP matches, what the buyer is in market for, and
 * the passages around the search's words once the transcript's text arrives.
 */
export function InterviewResult({
  item,
  q,
  words,
  onOpenTranscript,
  onOpenAccount,
}: {
  item: TranscriptListItem;
  /** The search's words as typed, handed to the transcript view to mark. */
  q: string | undefined;
  /** The same words folded (queryWords): what passages are cut around. */
  words: readonly string[];
  onOpenTranscript: (id: string, options?: { find?: string }) => void;
  onOpenAccount: (id: string) => void;
}) {
  const element = useRef<HTMLLIElement>(null);
  const [detail, retry] = useVisibleTranscript(item.id, element, words.length > 0);
  const accountId = item.company_domain_name ?? item.company;
  const role = [item.management_level, item.department].filter(Boolean).join(', ');
  return (
    <li
      ref={element}
      class="card interview-result"
      data-testid="interview-result"
      data-transcript-id={item.id}
    >
      <h3 class="interview-title">
        <button
          type="button"
          class="link"
          dir="auto"
          title={item.title}
          data-testid="interview-result-title"
          // Back to these results puts focus here again (components/use-route-focus.ts).
          data-focus-key={`transcript:${item.id}`}
          onClick={() => onOpenTranscript(item.id, q ? { find: q } : {})}
        >
          <span class="clamp user-text">{item.title}</span>
        </button>
      </h3>
      <p class="hint interview-meta">
        <span>{item.date}</span>
        {' · '}
        {item.company && accountId ? (
          <button
            type="button"
            class="link interview-company"
            dir="auto"
            title={item.company}
            data-testid="interview-result-company"
            onClick={() => onOpenAccount(accountId)}
          >
            <span class="clamp user-text">{item.company}</span>
          </button>
        ) : (
          <span data-testid="interview-result-company">{t('research.interviewResult.anonymous')}</span>
        )}
        {role && (
          <>
            {' · '}
            <span dir="auto" class="user-text">
              {role}
            </span>
          </>
        )}
      </p>
      <p class="hint user-text" dir="auto" data-testid="interview-result-icp">
        {describeIcpMatches(item.icp_matches, item.icp_matched_attributes)}
      </p>
      {item.in_market_for.length > 0 && (
        <p class="hint user-text">
          <Message
            id="research.interviewResult.inMarketFor"
            values={{ useCases: item.in_market_for.join(', ') }}
            tags={{ bdi: (text) => <bdi>{text}</bdi> }}
          />
        </p>
      )}
      {words.length > 0 && <Passages state={detail} words={words} onRetry={retry} />}
    </li>
  );
}

/** Where a passage was found, as the source message selects it. */
const SOURCE_NAMES: Record<PassageSource, string> = {
  transcript: 'transcript',
  'buyer perspective': 'buyerPerspective',
  'quick study': 'quickStudy',
};

function Passages({
  state,
  words,
  onRetry,
}: {
  state: ReturnType<typeof useVisibleTranscript>[0];
  words: readonly string[];
  onRetry: () => void;
}) {
  const found = useMemo(
    () => (state && 'ok' in state && state.ok ? interviewPassages(state.data, words) : null),
    [state, words],
  );
  // Quiet: twenty results waiting at once would be twenty announcements; the list has one polite region.
  if (!state || 'status' in state)
    return (
      <Skeleton
        lines={2}
        label={t('research.interviewResult.findingPassages')}
        waitingFor={t('research.interviewResult.waitingForText')}
        onRetry={onRetry}
        quiet
      />
    );
  if (!state.ok)
    return (
      <p class="hint">
        {t('research.interviewResult.passagesFailed', { error: errorMessage(state.error) })}{' '}
        <button type="button" class="secondary" onClick={onRetry}>
          {t('research.interviewResult.retry')}
        </button>
      </p>
    );
  if (!found || found.length === 0)
    return (
      <p class="hint" data-testid="interview-no-passage">
        {t('research.interviewResult.noPassage')}
      </p>
    );
  return (
    <ul class="plain passages" aria-label={t('research.interviewResult.passages')}>
      {found.map(({ source, passage }, index) => (
        <li key={index} class="passage" data-testid="interview-passage">
          <q dir="auto" class="user-text">
            {passage.before && '… '}
            <MarkedText segments={passage.segments} />
            {passage.after && ' …'}
          </q>
          {source !== 'transcript' && (
            <span class="muted">
              {' '}
              {t('research.interviewResult.source', { source: SOURCE_NAMES[source] })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
