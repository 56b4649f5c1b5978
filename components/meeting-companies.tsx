import type { Meeting } from '@/lib/detect/types';
import { Message } from './message';

/**
 * "This meeting: acme.com, globex.com": a calendar event's outside companies, in guest order, with a button that
 * opens each one's account. Its title and time are shown as the calendar showed them; nothing of the meeting is
 * sent until the rep opens a company, and then only that company's domain.
 */
export function MeetingCompanies({
  meeting,
  onOpen,
}: {
  meeting: Meeting;
  onOpen: (domain: string) => void;
}) {
  const shown = [meeting.title, meeting.time].filter((text): text is string => Boolean(text));
  return (
    <section class="card" aria-labelledby="meeting-heading" data-testid="meeting">
      <h2 id="meeting-heading">
        <Message
          id="panel.meetingCompanies.heading"
          values={{ names: meeting.companies.join(', ') }}
          tags={{ names: (names) => <bdi class="user-text">{names}</bdi> }}
        />
      </h2>
      {shown.length > 0 && (
        <p dir="auto" class="user-text">
          {shown.join(' · ')}
        </p>
      )}
      <div class="row">
        {meeting.companies.map((domain) => (
          <button key={domain} type="button" data-testid="meeting-company" onClick={() => onOpen(domain)}>
            <Message
              id="panel.meetingCompanies.open"
              values={{ domain }}
              tags={{ domain: (text) => <bdi class="user-text">{text}</bdi> }}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
