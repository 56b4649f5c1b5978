import type { AccountDetail } from '@/lib/api/accounts';
import {
  briefCompanies,
  type CompanyBrief,
  companyFacts,
  notLookedUpLine,
  talkingPoints,
} from '@/lib/meeting/meeting-brief';
import type { PrintedBrief } from '@/lib/shared/storage-items';
import { formatDate, formatRating, pluralize } from '@/lib/ui/format';
import { STATUS_LABELS, sortStack } from '@/lib/ui/tech-stack';
import { AccountQaList } from './account-qa';
import { BriefPerspectives } from './brief-perspectives';
import { BriefTalkingPoints } from './brief-talking-points';
import './meeting-brief-document.css';

/**
 * The printed brief's data as stored by the side panel, or null when it is missing or not a brief (the page was
 * reloaded after the session ended, or the item was changed by hand): the side panel wrote it, so its shape is
 * only checked, not its every field.
 */
export function readPrintedBrief(value: unknown): PrintedBrief | null {
  if (!value || typeof value !== 'object') return null;
  const brief = value as Partial<PrintedBrief>;
  const companies = brief.meeting?.companies;
  if (!Array.isArray(companies) || !companies.every((domain) => typeof domain === 'string')) return null;
  if (!Array.isArray(brief.companies) || typeof brief.at !== 'string') return null;
  return brief as PrintedBrief;
}

/** The meeting brief as one clean page: everything the side panel showed, as text, nothing to click. */
export function MeetingBriefDocument({ brief }: { brief: PrintedBrief | null }) {
  if (!brief)
    return (
      <main class="brief-document">
        <h1>No brief to print</h1>
        <p>Open the meeting in the Buyer Lens side panel and press Print there.</p>
      </main>
    );
  const { meeting, companies } = brief;
  const { leftOut } = briefCompanies(meeting);
  const guests = notLookedUpLine(meeting.notLookedUp);
  return (
    <main class="brief-document" data-testid="brief-document">
      <header>
        <h1 dir="auto" class="user-text">
          Meeting brief: {meeting.title ?? meeting.companies.join(', ')}
        </h1>
        {meeting.time && (
          <p dir="auto" class="user-text">
            {meeting.time}
          </p>
        )}
        {guests && <p class="hint">{guests}</p>}
        {leftOut.length > 0 && (
          <p class="hint">
            {pluralize(leftOut.length, 'more company', 'more companies')} not briefed:{' '}
            <span class="user-text">{leftOut.join(', ')}</span>
          </p>
        )}
      </header>
      {companies.map((company) => (
        <CompanySheet key={company.domain} company={company} />
      ))}
      <footer class="hint" data-testid="brief-footer">
        Buyer Lens, {formatDate(brief.at.slice(0, 10))}
      </footer>
    </main>
  );
}

function CompanySheet({ company }: { company: CompanyBrief }) {
  const { account } = company;
  if (!account)
    return (
      <section class="brief-company" data-testid="brief-company">
        <h2 class="user-text">{company.domain}</h2>
        <p>
          {company.problem?.kind === 'error'
            ? `Could not load it: ${company.problem.message}`
            : `No interviews with ${company.domain}.`}
        </p>
      </section>
    );
  const transcripts = company.transcripts ?? [];
  return (
    <section class="brief-company" data-testid="brief-company">
      <h2 dir="auto" class="user-text">
        {account.name} <span class="hint">({account.domain_name})</span>
      </h2>
      <p class="hint">{companyFacts(account).filter(Boolean).join(' · ')}</p>
      <StackList account={account} />
      {company.ourProduct && (
        <section class="brief-part">
          <h4 class="user-text">{company.ourProduct.vendorName} here</h4>
          <ul class="brief-points">
            {company.ourProduct.ours.length === 0 && <li>Not in their stack</li>}
            {company.ourProduct.ours.map((use) => (
              <li key={use.product} class="user-text">
                {use.product}: {STATUS_LABELS[use.status]}, rated {formatRating(use.rating, 10)}
              </li>
            ))}
            {company.ourProduct.competitors.map((competitor) => (
              <li key={competitor.vendorName}>
                Competitor <strong class="user-text">{competitor.vendorName}</strong>:{' '}
                <span class="user-text">
                  {competitor.products
                    .map(
                      (use) =>
                        `${use.product} (${STATUS_LABELS[use.status]}, ${formatRating(use.rating, 10)})`,
                    )
                    .join(', ')}
                </span>
                {competitor.dislikes.state === 'named' && (
                  <ul>
                    {competitor.dislikes.headlines.map((headline) => (
                      <li key={headline} class="user-text">
                        Buyers dislike: {headline}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <BriefTalkingPoints
        title="In market for"
        testId="brief-use-cases"
        points={talkingPoints(transcripts, 'in_market_for')}
      />
      <BriefTalkingPoints
        title="Strategic priorities"
        testId="brief-priorities"
        points={talkingPoints(transcripts, 'strategic_priorities')}
      />
      <BriefPerspectives perspectives={company.perspectives} />
      {(account.qa?.length ?? 0) > 0 && (
        <section class="brief-part">
          <h4>Q&amp;A</h4>
          <AccountQaList categories={account.qa ?? []} level={5} />
        </section>
      )}
    </section>
  );
}

function StackList({ account }: { account: AccountDetail }) {
  const stack = sortStack(account.tech_stack ?? []);
  if (stack.length === 0) return null;
  return (
    <section class="brief-part">
      <h4>Their stack</h4>
      <ul class="brief-points">
        {stack.map((item) => (
          <li key={item.product}>
            <strong class="user-text">{item.product}</strong>
            {item.vendor && <span class="user-text"> ({item.vendor})</span>}: {STATUS_LABELS[item.status]},
            rated {formatRating(item.rating, 10)}
          </li>
        ))}
      </ul>
    </section>
  );
}
