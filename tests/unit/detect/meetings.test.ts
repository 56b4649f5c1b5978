import { afterEach, describe, expect, it } from 'vitest';
import { detectCompany, findCandidate } from '@/lib/detect';
import { candidateToDetection, candidateToMeeting } from '@/lib/detect/domain';
import type { DetectionCandidate } from '@/lib/detect/types';
import { detectionCandidateSchema } from '@/lib/schemas/messages';
import { loadPage, readManifest, removeHook } from './fixture-pages';

// Calendars: with one event open, the registrable domain its outside guests share; for
// two companies or more no detection, and the meeting lists each company in guest order, with the event's title
// and time as shown, for the views to offer each (the meeting brief starts there).

const pages = readManifest().filter((page) => /^(?:google|outlook)-calendar\//.test(page.file));
const windows: { happyDOM: { close(): Promise<void> } }[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

function meetingOn(file: string, options: { withoutHook?: boolean } = {}) {
  const page = pages.find((candidate) => candidate.file === file);
  if (!page) throw new Error(`${file} is not in the manifest`);
  const window = loadPage(page);
  windows.push(window);
  const document = window.document as unknown as Document;
  if (options.withoutHook) expect(removeHook(document, page.hook ?? '')).toBeGreaterThan(0);
  const candidate = findCandidate(document, page.url);
  return {
    candidate,
    detection: detectCompany(document, page.url),
    meeting: candidate ? candidateToMeeting(candidate) : null,
  };
}

const TWO_COMPANIES = pages.filter((page) => page.file.includes('two-companies'));
const ONE_COMPANY = pages.filter((page) => /one-company|event-page/.test(page.file));
const NOBODY = pages.filter((page) => /no-event|no-selection|internal-only|personal-only/.test(page.file));

describe('calendar events with two outside companies', () => {
  it('has the pages in every fixture language', () => {
    expect(
      TWO_COMPANIES.map((page) => (page.file.split('/').length === 2 ? 'en' : page.file.split('/')[1])),
    ).toEqual(expect.arrayContaining(['en', 'fr', 'de', 'es', 'ja', 'pt-BR']));
    expect(TWO_COMPANIES.length).toBe(12);
  });

  it.each(TWO_COMPANIES.map((page) => [page.file] as const))(
    '%s: no detection, and the meeting lists each company in guest order',
    (file) => {
      for (const withoutHook of [false, true]) {
        const { detection, meeting } = meetingOn(file, { withoutHook });
        expect(detection, `hook removed: ${withoutHook}`).toBeNull();
        expect(meeting?.companies, `hook removed: ${withoutHook}`).toEqual([
          'pinecrestlogistics.com',
          'sunbeambakery.com',
        ]);
        expect(meeting?.title).toBe('Joint roadmap review');
        expect(meeting?.time).toMatch(/10[:.]00|10:00/);
      }
    },
  );
});

describe('calendar events with one outside company', () => {
  it.each(ONE_COMPANY.map((page) => [page.file] as const))(
    '%s: the company, and a meeting of one',
    (file) => {
      const { detection, meeting } = meetingOn(file);
      expect(detection).toMatchObject({ domain: 'pinecrestlogistics.com' });
      expect(meeting?.companies).toEqual(['pinecrestlogistics.com']);
      expect(meeting?.title).toBe('Pinecrest renewal');
    },
  );
});

describe('calendar pages with no event open or nobody outside', () => {
  it.each(NOBODY.map((page) => [page.file] as const))('%s: nothing', (file) => {
    const { detection, meeting } = meetingOn(file);
    expect(detection).toBeNull();
    expect(meeting).toBeNull();
  });
});

describe('a calendar page that names no owner', () => {
  it.each(
    ONE_COMPANY.filter((page) => page.file.split('/').length === 2).map((page) => [page.file, page] as const),
  )('%s without its account chrome: nothing (colleagues would pass for outsiders)', (_file, page) => {
    const window = loadPage(page);
    windows.push(window);
    const document = window.document as unknown as Document;
    for (const element of document.querySelectorAll('#gb, #O365_NavHeader')) element.remove();
    expect(findCandidate(document, page.url)).toBeNull();
    expect(detectCompany(document, page.url)).toBeNull();
  });
});

describe("Outlook's peek by its layer, in any language", () => {
  it("finds the peek in Fluent UI's layer host when it has no app-section name and a translated label", () => {
    const page = pages.find(
      (candidate) => candidate.file === 'outlook-calendar/fr/office-peek-one-company.html',
    );
    if (!page) throw new Error('the French peek is not in the manifest');
    const window = loadPage(page);
    windows.push(window);
    const document = window.document as unknown as Document;
    const peek = document.querySelector('[data-app-section="CalendarItemPeek"]');
    expect(peek?.getAttribute('aria-label')).not.toMatch(/event/i);
    peek?.removeAttribute('data-app-section');
    const layer = document.createElement('div');
    layer.id = 'fluent-default-layer-host';
    peek?.replaceWith(layer);
    if (peek) layer.append(peek);
    expect(detectCompany(document, page.url)).toMatchObject({ domain: 'pinecrestlogistics.com' });
  });
});

describe('what a calendar candidate carries', () => {
  it("reads guests only: never the description's addresses, the room or the account chrome", () => {
    for (const page of [...ONE_COMPANY, ...TWO_COMPANIES]) {
      const { candidate } = meetingOn(page.file);
      expect(candidate?.kind, page.file).toBe('meeting');
      expect(candidate?.owner, page.file).toBe('rep.rivera@sellerco.com');
      const values = candidate?.values.join(' ') ?? '';
      expect(values, page.file).not.toContain('globex-corp.com');
      expect(values, page.file).not.toContain('resource.calendar.google.com');
      expect(values, page.file).not.toContain('sellerco-rooms.com');
    }
  });

  it('passes the background check of what a content script sends', () => {
    for (const page of [...ONE_COMPANY, ...TWO_COMPANIES]) {
      const { candidate } = meetingOn(page.file);
      const parsed = detectionCandidateSchema.safeParse(candidate);
      expect(parsed.success, page.file).toBe(true);
      expect(parsed.data?.kind === 'meeting' && parsed.data.event?.title, page.file).toBeTruthy();
    }
  });
});

describe('the meeting rule (lib/detect/domain.ts)', () => {
  const meeting = (values: string[], owner = 'rep@sellerco.com'): DetectionCandidate => ({
    source: 'google-calendar',
    kind: 'meeting',
    values,
    owner,
    event: { title: ' QBR ', time: 'Thu 10:00' },
  });

  it("leaves out the owner's colleagues, personal mailboxes, rooms, bots and notification senders", () => {
    const candidate = meeting([
      'rep@sellerco.com',
      'sam@sellerco.com',
      'someone@gmail.com',
      'sellerco.com_3132@resource.calendar.google.com',
      'team@group.calendar.google.com',
      'notetaker@otter.ai',
      'fred@fireflies.ai',
      'recorder@sellerco-partner.com',
      'no-reply@zoom.us',
      'calendar-notification@acme.com',
      'buyer@acme.com',
    ]);
    expect(candidateToMeeting(candidate)).toEqual({
      companies: ['acme.com'],
      title: 'QBR',
      time: 'Thu 10:00',
      // For the brief's one line: the owner is not a guest of their own meeting; bots are no one to count.
      notLookedUp: { internal: 1, personal: 1, rooms: 1 },
    });
    expect(candidateToDetection(candidate)).toEqual({ domain: 'acme.com', source: 'google-calendar' });
  });

  it('lists companies once each, in guest order, and names none when there are two', () => {
    const candidate = meeting(['a@globex.com', 'b@acme.co.uk', 'c@mail.globex.com', 'd@acme.co.uk']);
    expect(candidateToMeeting(candidate)?.companies).toEqual(['globex.com', 'acme.co.uk']);
    expect(candidateToMeeting(candidate)).not.toHaveProperty('notLookedUp');
    expect(candidateToDetection(candidate)).toBeNull();
  });

  it("treats a personal owner's provider as no company of the owner's", () => {
    const candidate = meeting(['friend@outlook.com', 'buyer@acme.com'], 'rep@outlook.com');
    expect(candidateToMeeting(candidate)?.companies).toEqual(['acme.com']);
    expect(candidateToMeeting(candidate)?.notLookedUp).toEqual({ internal: 0, personal: 1, rooms: 0 });
  });

  it('is no meeting for other kinds of candidates, or without outside guests', () => {
    expect(candidateToMeeting({ source: 'gmail', kind: 'mail', values: ['a@acme.com'] })).toBeNull();
    expect(candidateToMeeting(meeting(['sam@sellerco.com']))).toBeNull();
  });
});

describe('guests not looked up', () => {
  it('counts the colleagues and personal addresses of a Google Calendar event, and names only the companies', () => {
    const { meeting } = meetingOn('google-calendar/event-dialog-team-and-buyers.html');
    expect(meeting).toMatchObject({
      companies: ['pinecrestlogistics.com', 'sunbeambakery.com'],
      notLookedUp: { internal: 2, personal: 1, rooms: 0 },
    });
  });
});
