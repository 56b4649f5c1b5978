import type { ComponentChildren } from 'preact';
import type { AccountDetail } from '@/lib/api/accounts';
import { t } from '@/lib/i18n/catalogue';
import {
  briefCompanies,
  type CompanyBrief,
  companyFacts,
  competitorProducts,
  notLookedUpLine,
  type PrintedBrief,
  talkingPoints,
} from '@/lib/meeting/meeting-brief';
import { errorMessage } from '@/lib/ui/error-message';
import { formatDate, formatRating } from '@/lib/ui/format';
import { sortStack, statusLabel } from '@/lib/ui/tech-stack';
import { AccountQaList } from './account-qa';
import { BriefPerspectives } from './brief-perspectives';
import { BriefTalkingPoints } from './brief-talking-points';
import { Message } from './message';
import './meeting-brief-document.css';

/** Data inside a sentence of the brief (a name, a title): isolated, so it keeps its own direction. */
const data = (text: ComponentChildren) => <bdi class="user-text">{text}</bdi>;
/** A name the brief stresses (a product, a competitor). */
const strongData = (text: ComponentChildren) => (
  <strong class="user-text">
    <bdi>{text}</bdi>
  </strong>
);

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
        <h1>{t('meeting.meetingBriefDocument.noBrief')}</h1>
        <p>{t('meeting.meetingBriefDocument.noBriefHelp')}</p>
      </main>
    );
  const { meeting, companies } = brief;
  const { leftOut } = briefCompanies(meeting);
  const guests = notLookedUpLine(meeting.notLookedUp);
  return (
    <main class="brief-document" data-testid="brief-document">
      <header>
        <h1>
          <Message
            id="meeting.meetingBrief.heading"
            values={{ title: meeting.title ?? meeting.companies.join(', ') }}
            tags={{ title: data }}
          />
        </h1>
        {meeting.time && (
          <p dir="auto" class="user-text">
            {meeting.time}
          </p>
        )}
        {guests && <p class="hint">{guests}</p>}
        {leftOut.length > 0 && (
          <p class="hint">
            <Message
              id="meeting.meetingBrief.leftOut"
              values={{ count: leftOut.length, names: leftOut.join(', ') }}
              tags={{ names: data }}
            />
          </p>
        )}
      </header>
      {companies.map((company) => (
        <CompanySheet key={company.domain} company={company} />
      ))}
      <footer class="hint" data-testid="brief-footer">
        {t('meeting.meetingBrief.footer', { date: formatDate(brief.at.slice(0, 10)) })}
      </footer>
    </main>
  );
}

function CompanySheet({ company }: { company: CompanyBrief }) {
  const { account } = company;
  if (!account)
    return (
      <section class="brief-company" data-testid="brief-company">
        <h2 dir="auto" class="user-text">
          {company.domain}
        </h2>
        <p>
          {company.problem?.kind === 'error' ? (
            t('meeting.meetingBriefDocument.couldNotLoad', { message: errorMessage(company.problem.error) })
          ) : (
            <Message
              id="meeting.meetingBriefDocument.noInterviews"
              values={{ domain: company.domain }}
              tags={{ domain: data }}
            />
          )}
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
          <h4>
            <Message
              id="meeting.meetingBrief.ourProduct"
              values={{ vendor: company.ourProduct.vendorName }}
              tags={{ vendor: data }}
            />
          </h4>
          <ul class="brief-points">
            {company.ourProduct.ours.length === 0 && <li>{t('meeting.meetingBrief.notInStack')}</li>}
            {company.ourProduct.ours.map((use) => (
              <li key={use.product}>
                <Message
                  id="meeting.meetingBrief.ourUse"
                  values={{
                    product: use.product,
                    status: statusLabel(use.status),
                    rating: formatRating(use.rating, 10),
                  }}
                  tags={{ product: data }}
                />
              </li>
            ))}
            {company.ourProduct.competitors.map((competitor) => (
              <li key={competitor.vendorName}>
                <Message
                  id="meeting.meetingBrief.competitor"
                  values={{ vendor: competitor.vendorName, products: competitorProducts(competitor) }}
                  tags={{
                    vendor: strongData,
                    products: (products) => <span class="user-text">{products}</span>,
                  }}
                />
                {competitor.dislikes.state === 'named' && (
                  <ul>
                    {competitor.dislikes.headlines.map((headline) => (
                      <li key={headline}>
                        <Message
                          id="meeting.meetingBrief.buyersDislike"
                          values={{ headline }}
                          tags={{ headline: data }}
                        />
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
        title={t('meeting.meetingBrief.inMarketFor')}
        testId="brief-use-cases"
        points={talkingPoints(transcripts, 'in_market_for')}
      />
      <BriefTalkingPoints
        title={t('meeting.meetingBrief.strategicPriorities')}
        testId="brief-priorities"
        points={talkingPoints(transcripts, 'strategic_priorities')}
      />
      <BriefPerspectives perspectives={company.perspectives} />
      {(account.qa?.length ?? 0) > 0 && (
        <section class="brief-part">
          <h4>{t('meeting.meetingBrief.qa')}</h4>
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
      <h4>{t('meeting.meetingBrief.theirStack')}</h4>
      <ul class="brief-points">
        {stack.map((item) => (
          <li key={item.product}>
            <Message
              id={item.vendor ? 'meeting.meetingBrief.stackItemWithVendor' : 'meeting.meetingBrief.stackItem'}
              values={{
                product: item.product,
                vendor: item.vendor ?? '',
                status: statusLabel(item.status),
                rating: formatRating(item.rating, 10),
              }}
              tags={{ product: strongData, vendor: data }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
