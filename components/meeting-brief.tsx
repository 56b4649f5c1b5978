import { Fragment } from 'preact';
import type { Meeting } from '@/lib/detect/types';
import { t } from '@/lib/i18n/catalogue';
import { briefCompanies, notLookedUpLine } from '@/lib/meeting/meeting-brief';
import { MeetingBriefActions } from './meeting-brief-actions';
import { type BriefNavigation, MeetingCompanyBrief } from './meeting-company-brief';
import { Message } from './message';
import './meeting-brief.css';

/**
 * "This meeting": the calendar event's title and time as the page shows them, the guests not looked
 * up in one line, Copy and Print, then one section per outside company in guest order (at most five; the rest
 * are named and can be opened). Only the companies' registrable domains are ever sent.
 */
export function MeetingBrief({ meeting, ...navigation }: { meeting: Meeting } & BriefNavigation) {
  const { shown, leftOut } = briefCompanies(meeting);
  const guests = notLookedUpLine(meeting.notLookedUp);
  return (
    <article class="meeting-brief" data-testid="meeting-brief">
      <header class="card" data-testid="meeting">
        <p class="hint meeting-kicker">{t('meeting.meetingBrief.kicker')}</p>
        {/* Focus comes here when the brief opens (use-route-focus.ts). */}
        <h2 tabIndex={-1} data-view-heading dir="auto" class="user-text" data-testid="meeting-title">
          {meeting.title ?? shown.join(', ')}
        </h2>
        {meeting.time && (
          <p dir="auto" class="user-text" data-testid="meeting-time">
            {meeting.time}
          </p>
        )}
        <p class="hint" data-testid="meeting-companies">
          <Message
            id="meeting.meetingBrief.companiesOutside"
            values={{ count: meeting.companies.length, names: meeting.companies.join(', ') }}
            tags={{ names: (names) => <bdi class="user-text">{names}</bdi> }}
          />
        </p>
        {guests && (
          <p class="hint" data-testid="meeting-guests">
            {guests}
          </p>
        )}
        {leftOut.length > 0 && (
          <p class="hint" data-testid="meeting-left-out">
            <Message
              id="meeting.meetingBrief.leftOut"
              values={{ count: leftOut.length, names: leftOut.join(', ') }}
              tags={{
                // Each company left out is a button that opens its account, in the sentence's place for them.
                names: () =>
                  leftOut.map((domain, index) => (
                    <Fragment key={domain}>
                      {index > 0 && ', '}
                      <button
                        type="button"
                        class="link user-text"
                        dir="auto"
                        onClick={() => navigation.onOpenAccount(domain)}
                      >
                        {domain}
                      </button>
                    </Fragment>
                  )),
              }}
            />
          </p>
        )}
        <MeetingBriefActions meeting={meeting} />
      </header>
      {shown.map((domain) => (
        <MeetingCompanyBrief key={domain} domain={domain} {...navigation} />
      ))}
    </article>
  );
}
