import type { Meeting } from '@/lib/detect/types';
import { briefCompanies, notLookedUpLine } from '@/lib/meeting/meeting-brief';
import { pluralize } from '@/lib/ui/format';
import { MeetingBriefActions } from './meeting-brief-actions';
import { type BriefNavigation, MeetingCompanyBrief } from './meeting-company-brief';
import './meeting-brief.css';

/**
 * "This meeting" (issue 20): the calendar event's title and time as the page shows them, the guests not looked
 * up in one line, Copy and Print, then one section per outside company in guest order (at most five; the rest
 * are named and can be opened). Only the companies' registrable domains are ever sent.
 */
export function MeetingBrief({ meeting, ...navigation }: { meeting: Meeting } & BriefNavigation) {
  const { shown, leftOut } = briefCompanies(meeting);
  const guests = notLookedUpLine(meeting.notLookedUp);
  return (
    <article class="meeting-brief" data-testid="meeting-brief">
      <header class="card" data-testid="meeting">
        <p class="hint meeting-kicker">This meeting</p>
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
          {pluralize(meeting.companies.length, 'company', 'companies')} outside:{' '}
          <span class="user-text">{meeting.companies.join(', ')}</span>
        </p>
        {guests && (
          <p class="hint" data-testid="meeting-guests">
            {guests}
          </p>
        )}
        {leftOut.length > 0 && (
          <p class="hint" data-testid="meeting-left-out">
            {pluralize(leftOut.length, 'more company', 'more companies')} not briefed:{' '}
            {leftOut.map((domain) => (
              <button
                key={domain}
                type="button"
                class="link user-text"
                onClick={() => navigation.onOpenAccount(domain)}
              >
                {domain}
              </button>
            ))}
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
