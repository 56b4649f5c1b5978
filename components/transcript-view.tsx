import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TranscriptDetail } from '@/lib/api/transcripts';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatDate } from '@/lib/ui/format';
import { describeIcpMatches } from '@/lib/ui/icp-matches';
import { countMatches, foldForSearch, splitMatches } from '@/lib/ui/text-search';
import { createVendorFinder, type VendorListItem } from '@/lib/ui/vendor-links';
import { RatingBar } from './charts/rating-bar';
import { ExternalLink } from './external-link';
import { RemoteView } from './remote-view';
import { useRemote } from './use-remote';

type TranscriptViewProps = {
  id: string;
  /** Words to mark in the text on opening (the interview search's `q`); the find box starts with them. */
  find?: string;
  onOpenAccount: (id: string) => void;
  onOpenVendor: (slug: string) => void;
};

/**
 * One interview: facts, ICP matches, buyer perspective, quick study, the buyer's stack (each vendor opens its
 * profile), and the full text with find.
 */
export function TranscriptView({ id, find, onOpenAccount, onOpenVendor }: TranscriptViewProps) {
  const [state, reload] = useRemote<TranscriptDetail>(id, (refresh) =>
    backgroundClient.transcript(id, { refresh }),
  );
  return (
    <RemoteView
      state={state}
      lines={12}
      label={t('accountDetails.transcriptView.loading')}
      onRetry={() => reload(true)}
    >
      {(transcript) => (
        <TranscriptDetails
          transcript={transcript}
          find={find}
          onOpenAccount={onOpenAccount}
          onOpenVendor={onOpenVendor}
        />
      )}
    </RemoteView>
  );
}

/**
 * Finds the vendor profile of a stack item: a stack item names its vendor, not its slug (docs/api.md 2.1), so
 * the cached reference list of vendors (4.3) resolves it; until it answers, or if it fails, vendors are text.
 */
function useVendorFinder() {
  const [state] = useRemote('vendors', (refresh) => backgroundClient.referenceList('vendors', { refresh }));
  return useMemo(
    () =>
      state && 'ok' in state && state.ok
        ? createVendorFinder(state.data as unknown as VendorListItem[])
        : undefined,
    [state],
  );
}

function TranscriptDetails({
  transcript,
  find,
  onOpenAccount,
  onOpenVendor,
}: Omit<TranscriptViewProps, 'id'> & { transcript: TranscriptDetail }) {
  const vendors = useVendorFinder();
  const company = transcript.company ?? t('accountDetails.transcriptView.anonymousBuyer');
  return (
    <article data-testid="transcript-view">
      {/* Focus comes to the title when the transcript opens (use-route-focus.ts). */}
      <h2 dir="auto" class="user-text" tabIndex={-1} data-view-heading data-testid="transcript-title">
        {transcript.title}
      </h2>
      <dl class="facts">
        <dt>{t('accountDetails.transcriptView.company')}</dt>
        <dd dir="auto">
          {transcript.company_domain_name ? (
            <button
              type="button"
              class="link"
              onClick={() => onOpenAccount(transcript.company_domain_name ?? '')}
            >
              {company}
            </button>
          ) : (
            company
          )}
        </dd>
        <dt>{t('accountDetails.transcriptView.interviewed')}</dt>
        <dd>
          {t('accountDetails.transcriptView.interviewedOn', {
            date: transcript.date,
            published: formatDate(transcript.publish_date),
          })}
        </dd>
        <dt>{t('accountDetails.transcriptView.buyer')}</dt>
        <dd dir="auto">
          {transcript.management_level}, {transcript.department}
        </dd>
        <dt>{t('accountDetails.transcriptView.hq')}</dt>
        <dd dir="auto">{transcript.company_hq}</dd>
        <dt>{t('accountDetails.transcriptView.size')}</dt>
        <dd>
          {t('accountDetails.transcriptView.sizeValue', {
            revenue: transcript.company_revenue,
            employees: transcript.company_employee_count,
          })}
        </dd>
        {transcript.company_industries.length > 0 && (
          <>
            <dt>{t('accountDetails.transcriptView.industry')}</dt>
            <dd dir="auto">{transcript.company_industries.join('; ')}</dd>
          </>
        )}
        {transcript.in_market_for.length > 0 && (
          <>
            <dt>{t('accountDetails.transcriptView.inMarketFor')}</dt>
            <dd dir="auto">{transcript.in_market_for.join(', ')}</dd>
          </>
        )}
        {transcript.strategic_priorities.length > 0 && (
          <>
            <dt>{t('accountDetails.transcriptView.priorities')}</dt>
            <dd dir="auto">{transcript.strategic_priorities.join(', ')}</dd>
          </>
        )}
        <dt>{t('accountDetails.transcriptView.intros')}</dt>
        <dd>
          {transcript.opted_into_intros
            ? t('accountDetails.transcriptView.openToIntros')
            : t('accountDetails.transcriptView.notOpenToIntros')}
        </dd>
      </dl>
      <p dir="auto" class="user-text" data-testid="transcript-icp">
        {describeIcpMatches(transcript.icp_matches, transcript.icp_matched_attributes)}
      </p>
      <p>
        <ExternalLink href={transcript.url}>{t('accountDetails.transcriptView.openInWebApp')}</ExternalLink>
      </p>
      <h3>{t('accountDetails.transcriptView.buyerPerspective')}</h3>
      <p dir="auto" class="user-text" style={{ whiteSpace: 'pre-wrap' }}>
        {transcript.buyer_perspective}
      </p>
      <h3>{t('accountDetails.transcriptView.quickStudy')}</h3>
      <p dir="auto" class="user-text" style={{ whiteSpace: 'pre-wrap' }}>
        {transcript.quick_study}
      </p>
      <h3>{t('accountDetails.transcriptView.techStack')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('accountDetails.transcriptView.product')}</th>
            <th scope="col" class="num">
              {t('accountDetails.transcriptView.rating')}
            </th>
          </tr>
        </thead>
        <tbody>
          {transcript.tech_stack.map((item, index) => {
            const vendor = vendors?.forStackItem(item);
            return (
              <tr key={index} data-testid="transcript-stack-row">
                <td dir="auto" class="user-text">
                  <strong>{item.product}</strong>{' '}
                  {vendor ? (
                    <button
                      type="button"
                      class="link"
                      dir="auto"
                      data-testid="stack-vendor"
                      aria-label={t('accountDetails.transcriptView.openVendor', { vendor: item.vendor })}
                      onClick={() => onOpenVendor(vendor.slug)}
                    >
                      {item.vendor}
                    </button>
                  ) : (
                    <span class="muted">{item.vendor}</span>
                  )}
                  {item.use_cases.length > 0 && <div class="hint">{item.use_cases.join(', ')}</div>}
                </td>
                <td class="num">
                  {item.rating === null ? (
                    t('accountDetails.transcriptView.notRated')
                  ) : (
                    <RatingBar
                      value={item.rating}
                      max={10}
                      label={t('accountDetails.transcriptView.productRated', { product: item.product })}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>{t('accountDetails.transcriptView.transcript')}</h3>
      <FindInText text={transcript.full_transcript} initialQuery={find} />
    </article>
  );
}

/**
 * The full text with a find box: every word typed is marked (ignoring case and accents), Enter and Shift+Enter
 * step through the matches. `initialQuery` (a search's words) is marked on opening, without scrolling away
 * from the top of the interview.
 */
function FindInText({ text, initialQuery = '' }: { text: string; initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [current, setCurrent] = useState(0);
  const moved = useRef(false);
  const container = useRef<HTMLElement>(null);
  const folded = useMemo(() => foldForSearch(text), [text]);
  const segments = useMemo(() => splitMatches(text, query, { folded }), [text, query, folded]);
  const total = countMatches(segments);

  useEffect(() => {
    const marks = container.current?.querySelectorAll('mark');
    marks?.forEach((mark, index) => {
      mark.classList.toggle('current', index === current);
    });
    if (moved.current) marks?.[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [current, segments]);

  function step(delta: number) {
    moved.current = true;
    if (total > 0) setCurrent((current + delta + total) % total);
  }

  return (
    <div>
      <div class="row find-bar">
        <label for="find-in-transcript" class="visually-hidden">
          {t('accountDetails.transcriptView.find')}
        </label>
        <input
          id="find-in-transcript"
          type="search"
          placeholder={t('accountDetails.transcriptView.find')}
          value={query}
          onInput={(event) => {
            moved.current = true;
            setQuery(event.currentTarget.value);
            setCurrent(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              step(event.shiftKey ? -1 : 1);
            }
          }}
        />
        <span role="status" class="hint" data-testid="find-count">
          {query.trim()
            ? total
              ? t('accountDetails.transcriptView.matchPosition', { current: current + 1, total })
              : t('accountDetails.transcriptView.noMatches')
            : ''}
        </span>
        <button
          type="button"
          class="secondary"
          disabled={total === 0}
          onClick={() => step(-1)}
          aria-label={t('accountDetails.transcriptView.previousMatch')}
        >
          ↑
        </button>
        <button
          type="button"
          class="secondary"
          disabled={total === 0}
          onClick={() => step(1)}
          aria-label={t('accountDetails.transcriptView.nextMatch')}
        >
          ↓
        </button>
      </div>
      <section
        class="transcript-text user-text"
        dir="auto"
        ref={container}
        aria-label={t('accountDetails.transcriptView.fullTranscript')}
      >
        {segments.map((segment, index) => {
          if (!segment.match) return segment.text;
          return <mark key={index}>{segment.text}</mark>;
        })}
      </section>
    </div>
  );
}
