import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import type { TranscriptListItem } from '@/lib/api/transcripts';
import { demoFetch } from '@/lib/background/demo-handler';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { type BriefFetchers, loadMeetingBrief } from '@/lib/meeting/company-brief';
import {
  briefCompanies,
  MAX_BRIEF_COMPANIES,
  meetingBriefMarkdown,
  meetingBriefPlainText,
  notLookedUpLine,
  shortenText,
  talkingPoints,
} from '@/lib/meeting/meeting-brief';
import type { LookupAnswer } from '@/lib/shared/messaging';
import { DEMO_BASE_URL, SANDBOX_DEMO_KEY } from '@/lib/shared/storage-items';
import { RICH_ACCOUNT } from '../../../sandbox/known-records';

// The brief's choices (companies, the guests' line, talking points) and its Copy as
// Markdown and plain text, on the sandbox's real records through the real client.

const client = createApiClient({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY, fetch: demoFetch });
const asked: string[] = [];
const fetchers: BriefFetchers = {
  account: async (domain) => {
    asked.push(`account ${domain}`);
    try {
      return { ok: true, data: await client.getAccount(domain, { fields: ['all'] }), fetchedAt: 0 };
    } catch (error) {
      return { ok: false, error: { kind: 'not_found', message: String(error) } };
    }
  },
  lookup: async (domain): Promise<LookupAnswer> => {
    asked.push(`lookup ${domain}`);
    return { ok: false, error: { kind: 'not_found', message: 'none' }, suggestions: [] };
  },
  interviews: async (slug) => {
    asked.push(`interviews ${slug}`);
    return {
      ok: true,
      data: await client.searchTranscripts({ accounts: [slug], sort_by: 'recency', per_page: 10 }),
      fetchedAt: 0,
    };
  },
  transcript: async (id) => {
    asked.push(`transcript ${id}`);
    return { ok: true, data: await client.getTranscript(id), fetchedAt: 0 };
  },
  vendor: async (slug, params) => ({ ok: true, data: await client.getVendor(slug, params), fetchedAt: 0 }),
};

const interview = (id: string, date: string, inMarket: string[], priorities: string[] = []) =>
  ({
    id,
    title: `Interview ${id}`,
    date,
    in_market_for: inMarket,
    strategic_priorities: priorities,
  }) as TranscriptListItem;

describe('the meeting brief', () => {
  it('covers at most five companies in guest order and names the rest', () => {
    const companies = ['a.com', 'b.com', 'c.com', 'd.com', 'e.com', 'f.com', 'g.com'];
    expect(briefCompanies({ companies })).toEqual({
      shown: companies.slice(0, MAX_BRIEF_COMPANIES),
      leftOut: ['f.com', 'g.com'],
    });
  });

  it('counts the guests not looked up in one line', () => {
    expect(notLookedUpLine({ internal: 3, personal: 1, rooms: 0 })).toBe(
      '3 internal guests and 1 personal address not looked up',
    );
    expect(notLookedUpLine({ internal: 1, personal: 2, rooms: 1 })).toBe(
      '1 internal guest, 2 personal addresses and 1 room not looked up',
    );
    expect(notLookedUpLine({ internal: 0, personal: 0, rooms: 0 })).toBeNull();
    expect(notLookedUpLine(undefined)).toBeNull();
  });

  it('lists what buyers named newest first, each once, with the newest interview that named it', () => {
    const points = talkingPoints(
      [
        interview('old', '2024-01-10', ['Data warehousing', 'CRM']),
        interview('new', '2025-06-01', ['crm ', 'Forecasting']),
      ],
      'in_market_for',
    );
    expect(points).toEqual([
      { text: 'crm', source: { id: 'new', title: 'Interview new', date: '2025-06-01' }, mentions: 2 },
      { text: 'Forecasting', source: { id: 'new', title: 'Interview new', date: '2025-06-01' }, mentions: 1 },
      {
        text: 'Data warehousing',
        source: { id: 'old', title: 'Interview old', date: '2024-01-10' },
        mentions: 1,
      },
    ]);
  });

  it('shortens a perspective at a word', () => {
    const text = 'word '.repeat(200);
    const short = shortenText(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toMatch(/word…$/);
    expect(shortenText('Short and sweet.')).toBe('Short and sweet.');
  });

  it('loads each company with one account request, its interviews and two perspectives, and copies all of it', async () => {
    asked.length = 0;
    const meeting = {
      companies: [RICH_ACCOUNT.domain, 'no-such-company-anywhere.com'],
      title: 'Joint roadmap review',
      time: 'Thursday, November 26⋅10:00 – 10:30am',
      notLookedUp: { internal: 2, personal: 1, rooms: 0 },
    };
    const companies = await loadMeetingBrief(meeting, fetchers, null);
    const [rich, missing] = companies;
    expect(rich?.account?.name).toBe(RICH_ACCOUNT.name);
    expect(rich?.account?.qa?.length).toBeGreaterThan(0);
    expect(rich?.transcripts?.length).toBeGreaterThan(0);
    expect(rich?.perspectives.length).toBe(2);
    expect(missing).toMatchObject({ account: null, problem: { kind: 'not_found' } });
    // Nothing but the domains, then the account's slug and interview ids, was asked for.
    expect(asked.filter((line) => line.startsWith('account') || line.startsWith('lookup'))).toEqual([
      `account ${RICH_ACCOUNT.domain}`,
      'account no-such-company-anywhere.com',
      'lookup no-such-company-anywhere.com',
    ]);
    expect(asked.filter((line) => line.startsWith('interviews'))).toEqual([
      `interviews ${RICH_ACCOUNT.slug}`,
    ]);
    expect(asked.filter((line) => line.startsWith('transcript'))).toHaveLength(2);

    const at = new Date('2026-11-26T09:00:00Z');
    const markdown = meetingBriefMarkdown({ meeting, companies, at });
    const text = meetingBriefPlainText({ meeting, companies, at });
    for (const brief of [markdown, text]) {
      expect(brief).toContain('Joint roadmap review');
      expect(brief).toContain('2 internal guests and 1 personal address not looked up');
      expect(brief).toContain(RICH_ACCOUNT.name);
      expect(brief).toContain('No interviews with no-such-company-anywhere.com');
      expect(brief).toContain(rich?.perspectives[0]?.title);
      expect(brief).toMatch(/Buyer Lens, Nov 26, 2026\n$/);
    }
    expect(markdown).toContain(`## ${RICH_ACCOUNT.name}`);
    expect(text).not.toMatch(/\*\*|^#/m);
  });

  it('keeps hostile text inert in the Markdown brief', () => {
    const hostile = '[click](https://evil.example) <img src=x onerror=alert(1)> **bold** # heading';
    const markdown = meetingBriefMarkdown({
      meeting: { companies: ['x.com'], title: hostile },
      companies: [
        {
          domain: 'x.com',
          account: null,
          problem: { kind: 'error', error: { kind: 'server', message: hostile } },
          transcripts: null,
          perspectives: [],
        },
      ],
      at: new Date('2026-11-26T09:00:00Z'),
    });
    // Rendered as GitHub renders it (inline HTML on): the text stays text.
    const rendered = new MarkdownIt({ html: true }).render(markdown);
    expect(rendered).not.toMatch(/<a |<img|<strong|<em>/);
    expect(rendered).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(rendered).toContain('[click](https://evil.example)');
  });

  it("says why a company could not be loaded in the rep's language, not the background's English", async () => {
    const english = 'The Buyer Intelligence service had a problem answering.';
    await loadMessages(['common', 'meeting'], 'de');
    try {
      const markdown = meetingBriefMarkdown({
        meeting: { companies: ['x.com'], title: 'Review' },
        companies: [
          {
            domain: 'x.com',
            account: null,
            problem: {
              kind: 'error',
              error: { kind: 'server', message: english, sentence: { code: 'serverError', english } },
            },
            transcripts: null,
            perspectives: [],
          },
        ],
        at: new Date('2026-11-26T09:00:00Z'),
      });
      expect(markdown).toContain(
        'x.com konnte nicht geladen werden: Der Dienst Buyer Intelligence konnte wegen eines Problems nicht antworten.',
      );
    } finally {
      await loadMessages(MESSAGE_AREAS, 'en');
    }
  });
});
