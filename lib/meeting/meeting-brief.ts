import type { AccountDetail } from '../api/accounts';
import type { ApiErrorInfo } from '../api/errors';
import type { TranscriptDetail, TranscriptListItem } from '../api/transcripts';
import type { GuestsNotLookedUp, Meeting } from '../detect/types';
import { formattingLocale, t } from '../i18n/catalogue';
import { perLocale } from '../i18n/per-locale';
import { markdownCell } from '../research/markdown-table';
import type { AccountSuggestion } from '../shared/messaging';
import { errorMessage } from '../ui/error-message';
import { formatDate, formatMoney, formatRating, formatShare } from '../ui/format';
import { sortStack, statusLabel } from '../ui/tech-stack';
import type { Competitor, OurProductInStack } from './our-product';

// The brief for the meeting in ten minutes: which of the event's companies it covers, what to talk
// about with each (from its interviews: use cases it is in market for, strategic priorities, the latest buyer
// perspectives) and the brief as Markdown and as plain text for Copy. Pure: the side panel's meeting view
// (components/meeting-brief.tsx) loads the data (./company-brief.ts) and renders it; nothing here is HTML.

/** The most companies one brief covers, in guest order; the rest are named in a note. */
export const MAX_BRIEF_COMPANIES = 5;
/** Talking points per kind (use cases, priorities) for one company. */
export const MAX_TALKING_POINTS = 6;
/** The buyer perspectives a company's brief quotes, newest first. */
export const BRIEF_PERSPECTIVES = 2;
/** How long a quoted perspective may be, in characters, before it is shortened at a word. */
export const PERSPECTIVE_LENGTH = 360;

/** The companies the brief covers, and those left out past MAX_BRIEF_COMPANIES. */
export function briefCompanies(meeting: Pick<Meeting, 'companies'>): { shown: string[]; leftOut: string[] } {
  return {
    shown: meeting.companies.slice(0, MAX_BRIEF_COMPANIES),
    leftOut: meeting.companies.slice(MAX_BRIEF_COMPANIES),
  };
}

// "A, B and C" in the rep's language. The English UI writes its lists without the serial comma, as British
// English does ("en" alone would say "A, B, and C").
const conjunction = perLocale(
  (locale) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }),
);

/** "3 internal guests and 1 personal address not looked up", or null when every guest was a company's. */
export function notLookedUpLine(counts: GuestsNotLookedUp | undefined): string | null {
  if (!counts) return null;
  const parts = [
    counts.internal > 0 ? t('meeting.meetingBrief.internalGuests', { count: counts.internal }) : null,
    counts.personal > 0 ? t('meeting.meetingBrief.personalAddresses', { count: counts.personal }) : null,
    counts.rooms > 0 ? t('meeting.meetingBrief.rooms', { count: counts.rooms }) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return t('meeting.meetingBrief.notLookedUp', { guests: conjunction(formattingLocale()).format(parts) });
}

/** An interview a point came from: what the brief cites. */
export type BriefSource = { id: string; title: string; date: string };

/** A use case or priority the company's buyers named, with the newest interview that named it. */
export type TalkingPoint = { text: string; source: BriefSource; mentions: number };

const sourceOf = (transcript: Pick<TranscriptListItem, 'id' | 'title' | 'date'>): BriefSource => ({
  id: transcript.id,
  title: transcript.title,
  date: transcript.date,
});

const newestFirst = <T extends { date: string }>(items: readonly T[]): T[] =>
  [...items].sort((left, right) => right.date.localeCompare(left.date));

/**
 * What the company's interviewed buyers named under `field` (the use cases they are in market for, or their
 * strategic priorities), newest interview first, each once (case and spacing aside) with the newest interview
 * that named it and how many interviews did.
 */
export function talkingPoints(
  transcripts: readonly TranscriptListItem[],
  field: 'in_market_for' | 'strategic_priorities',
  limit = MAX_TALKING_POINTS,
): TalkingPoint[] {
  const points = new Map<string, TalkingPoint>();
  for (const transcript of newestFirst(transcripts)) {
    for (const value of transcript[field]) {
      const text = value.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const key = text.toLowerCase();
      const known = points.get(key);
      if (known) known.mentions++;
      else points.set(key, { text, source: sourceOf(transcript), mentions: 1 });
    }
  }
  return [...points.values()].slice(0, limit);
}

/** The newest interviews whose perspective the brief quotes. */
export function perspectivesToRead(transcripts: readonly TranscriptListItem[]): BriefSource[] {
  return newestFirst(transcripts).slice(0, BRIEF_PERSPECTIVES).map(sourceOf);
}

/** A perspective cut at a word within `max` characters, with an ellipsis when cut. */
export function shortenText(text: string, max = PERSPECTIVE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** One company's part of the brief, as loaded (./company-brief.ts). */
export type CompanyBrief = {
  domain: string;
  /** The account with its KPIs, stack and Q&A; null when there is none (see `suggestions`) or it failed. */
  account: AccountDetail | null;
  /** Why there is no account: "No interviews with <domain>", or the error (said in the rep's language). */
  problem?: { kind: 'not_found'; suggestions: AccountSuggestion[] } | { kind: 'error'; error: ApiErrorInfo };
  /** Its interviews, newest first (null: not loaded, e.g. the company was never scrolled to). */
  transcripts: TranscriptListItem[] | null;
  /** The newest interviews' details, for their buyer perspectives. */
  perspectives: TranscriptDetail[];
  /** The account seen through the rep's product, when Your company is set. */
  ourProduct?: OurProductInStack | null;
};

/** The brief as the side panel hands it to the print page (`printedBriefItem`): its date as ISO text. */
export type PrintedBrief = { meeting: Meeting; companies: CompanyBrief[]; at: string };

/** Everything one Copy or Print puts in the brief. */
export type MeetingBriefContent = {
  meeting: Meeting;
  companies: CompanyBrief[];
  /** When the brief was made (its "Buyer Lens, <date>"). */
  at: Date;
};

type Style = {
  heading(level: 1 | 2 | 3, text: string): string;
  strong(text: string): string;
  text(value: string): string;
  bullet(text: string, depth?: number): string;
};

// Markdown: only what would otherwise become markup or a link is escaped (the Research table's rule).
const MARKDOWN: Style = {
  heading: (level, text) => `${'#'.repeat(level)} ${text}`,
  strong: (text) => `**${text}**`,
  text: markdownText,
  bullet: (text, depth = 0) => `${'  '.repeat(depth)}- ${text}`,
};

const PLAIN: Style = {
  heading: (level, text) => (level === 1 ? `${text}\n${'='.repeat(Math.min(text.length, 60))}` : text),
  strong: (text) => text,
  text: (value) => value.replace(/\s+/g, ' ').trim(),
  bullet: (text, depth = 0) => `${'  '.repeat(depth)}• ${text}`,
};

/**
 * Text from the API or the page, inert in Markdown (markdownCell's rule: no link, image, HTML or emphasis, and
 * ordinary text left alone), and never a heading, quote or list item where it starts a line.
 */
export function markdownText(value: string): string {
  return markdownCell(value).replace(/^([#>+=-]|\d+[.)])(?=\s|$)/, '\\$1');
}

/** The brief as Markdown (for CRM notes that render it, Slack, docs). */
export function meetingBriefMarkdown(content: MeetingBriefContent): string {
  return briefLines(content, MARKDOWN);
}

/** The brief as plain text (for email and notes that show Markdown as it is typed). */
export function meetingBriefPlainText(content: MeetingBriefContent): string {
  return briefLines(content, PLAIN);
}

function briefLines({ meeting, companies, at }: MeetingBriefContent, style: Style): string {
  const { leftOut } = briefCompanies(meeting);
  const lines: string[] = [
    style.heading(
      1,
      meeting.title !== undefined
        ? t('meeting.meetingBrief.heading', { title: style.text(meeting.title) })
        : t('meeting.meetingBrief.headingUntitled'),
    ),
  ];
  if (meeting.time) lines.push(style.text(meeting.time));
  const guests = notLookedUpLine(meeting.notLookedUp);
  if (guests) lines.push(guests);
  if (leftOut.length > 0)
    lines.push(
      t('meeting.meetingBrief.leftOut', {
        count: leftOut.length,
        names: leftOut.map(style.text).join(', '),
      }),
    );
  for (const company of companies) lines.push('', ...companyLines(company, style));
  lines.push('', t('meeting.meetingBrief.footer', { date: formatDate(at.toISOString().slice(0, 10)) }));
  return `${lines.join('\n').trim()}\n`;
}

function companyLines(company: CompanyBrief, style: Style): string[] {
  const { account } = company;
  if (!account) {
    const why =
      company.problem?.kind === 'error'
        ? t('meeting.meetingBrief.couldNotLoad', {
            domain: style.text(company.domain),
            message: style.text(errorMessage(company.problem.error)),
          })
        : t('meeting.meetingBrief.noInterviews', { domain: style.text(company.domain) });
    const suggestions = company.problem?.kind === 'not_found' ? company.problem.suggestions : [];
    return [
      style.heading(2, style.text(company.domain)),
      why,
      ...(suggestions.length
        ? [
            t('meeting.meetingBrief.didYouMean', {
              names: suggestions.map((suggestion) => style.text(suggestion.name)).join(', '),
            }),
          ]
        : []),
    ];
  }
  const lines = [style.heading(2, `${style.text(account.name)} (${style.text(account.domain_name)})`)];
  const [firmographics, interviews] = companyFacts(account, style.text);
  if (firmographics) lines.push(firmographics);
  if (interviews) lines.push(interviews);

  const stack = sortStack(account.tech_stack ?? []);
  if (stack.length) {
    lines.push('', style.heading(3, t('meeting.meetingBrief.theirStack')));
    for (const item of stack) {
      const values = {
        product: style.strong(style.text(item.product)),
        status: statusLabel(item.status),
        rating: formatRating(item.rating, 10),
      };
      lines.push(
        style.bullet(
          item.vendor
            ? t('meeting.meetingBrief.stackItemWithVendor', { ...values, vendor: style.text(item.vendor) })
            : t('meeting.meetingBrief.stackItem', values),
        ),
      );
    }
  }
  if (company.ourProduct) lines.push('', ...ourProductLines(company.ourProduct, style));

  const transcripts = company.transcripts ?? [];
  for (const [field, title] of [
    ['in_market_for', 'meeting.meetingBrief.inMarketFor'],
    ['strategic_priorities', 'meeting.meetingBrief.strategicPriorities'],
  ] as const) {
    const points = talkingPoints(transcripts, field);
    if (points.length === 0) continue;
    lines.push('', style.heading(3, t(title)));
    for (const point of points) lines.push(style.bullet(cited(style.text(point.text), point.source, style)));
  }
  if (company.perspectives.length) {
    lines.push('', style.heading(3, t('meeting.meetingBrief.buyersSaid')));
    for (const transcript of company.perspectives)
      lines.push(
        style.bullet(cited(style.text(shortenText(transcript.buyer_perspective)), transcript, style)),
      );
  }
  const answers = (account.qa ?? []).flatMap((category) => category.questions).filter((q) => q.answer);
  if (answers.length) {
    lines.push('', style.heading(3, t('meeting.meetingBrief.qa')));
    for (const question of answers)
      lines.push(
        style.bullet(
          t('meeting.meetingBrief.qaAnswer', {
            question: style.strong(style.text(question.question)),
            answer: style.text(question.answer ?? ''),
            confidence: formatShare(question.confidence),
          }),
        ),
      );
  }
  return lines;
}

/**
 * A company at a glance, as the copied and the printed brief say it: HQ, revenue, headcount, ICP and targeted on
 * one line, the interviews on another (either empty when there is nothing to say). `text` makes API text safe.
 */
export function companyFacts(
  account: AccountDetail,
  text: (value: string) => string = (value) => value,
): [string, string] {
  const facts = [
    account.location ? t('meeting.meetingBrief.hq', { location: text(account.location) }) : null,
    account.revenue !== null
      ? t('meeting.meetingBrief.revenue', { revenue: formatMoney(account.revenue) })
      : null,
    account.employee_count !== null
      ? t('meeting.meetingBrief.employees', { count: account.employee_count })
      : null,
    account.icp_matches !== null
      ? t('meeting.meetingBrief.icpMatches', { count: account.icp_matches })
      : null,
    account.targeted ? t('meeting.meetingBrief.targeted') : null,
  ].filter((fact): fact is string => fact !== null);
  const interviews = account.kpis
    ? t('meeting.meetingBrief.interviews', {
        count: account.kpis.interview_count,
        first: formatDate(account.kpis.first_interviewed),
        last: formatDate(account.kpis.last_interviewed),
      })
    : '';
  return [facts.join(' · '), interviews];
}

function ourProductLines(view: OurProductInStack, style: Style): string[] {
  const lines = [
    style.heading(3, t('meeting.meetingBrief.ourProduct', { vendor: style.text(view.vendorName) })),
  ];
  if (view.ours.length === 0) lines.push(style.bullet(t('meeting.meetingBrief.notInStack')));
  for (const use of view.ours)
    lines.push(
      style.bullet(
        t('meeting.meetingBrief.ourUse', {
          product: style.text(use.product),
          status: statusLabel(use.status),
          rating: formatRating(use.rating, 10),
        }),
      ),
    );
  for (const competitor of view.competitors) lines.push(...competitorLines(competitor, style));
  return lines;
}

function competitorLines(competitor: Competitor, style: Style): string[] {
  const products = competitorProducts(competitor, style.text);
  const lines = [
    style.bullet(
      t('meeting.meetingBrief.competitor', {
        vendor: style.strong(style.text(competitor.vendorName)),
        products,
      }),
    ),
  ];
  if (competitor.dislikes.state === 'named')
    for (const headline of competitor.dislikes.headlines)
      lines.push(
        style.bullet(t('meeting.meetingBrief.buyersDislike', { headline: style.text(headline) }), 1),
      );
  return lines;
}

/** A competitor's products in the stack, each with its status and rating: "Dialer (Unhappy with, 4.0/10), …". */
export function competitorProducts(
  competitor: Pick<Competitor, 'products'>,
  text: (value: string) => string = (value) => value,
): string {
  return competitor.products
    .map((use) =>
      t('meeting.meetingBrief.competitorProduct', {
        product: text(use.product),
        status: statusLabel(use.status),
        rating: formatRating(use.rating, 10),
      }),
    )
    .join(', ');
}

/** A point or a quote with the interview it came from: "Forecasting (Interview with a VP, Mar 4, 2025)". */
function cited(point: string, source: Pick<BriefSource, 'title' | 'date'>, style: Style): string {
  return t('meeting.meetingBrief.cited', {
    point,
    title: style.text(source.title),
    date: formatDate(source.date),
  });
}
