import { describe, expect, it } from 'vitest';
import {
  accountResultsPage,
  completeResultsHeadline,
  summarizeAccountResults,
} from '@/lib/research/account-results-summary';

const meta = (fields: { total: number; inspected: number; matching: number; truncated: boolean }) => ({
  total_count: fields.total,
  transcript_hits_inspected: fields.inspected,
  transcript_total: fields.matching,
  truncated: fields.truncated,
  page: 1,
  per_page: 10,
});

describe('the results explained in words', () => {
  it('says how many accounts from how many interviews', () => {
    expect(summarizeAccountResults(meta({ total: 4, inspected: 5, matching: 5, truncated: false }))).toEqual({
      headline: '4 accounts from 5 matching interviews',
      truncation: null,
    });
    expect(
      summarizeAccountResults(meta({ total: 1, inspected: 1, matching: 1, truncated: false })).headline,
    ).toBe('1 account from 1 matching interview');
  });

  it('says what the cap left out when the answer is truncated', () => {
    expect(
      summarizeAccountResults(meta({ total: 311, inspected: 1000, matching: 2400, truncated: true })),
    ).toEqual({
      headline: 'At least 311 accounts from the first 1,000 of 2,400 matching interviews',
      truncation: '1,000 of 2,400 matching interviews inspected; accounts below the cap are missing.',
    });
  });

  it('tells nothing found from interviews that form no row', () => {
    expect(
      summarizeAccountResults(meta({ total: 0, inspected: 0, matching: 0, truncated: false })).headline,
    ).toBe('No accounts: no interview matches these filters');
    expect(
      summarizeAccountResults(meta({ total: 0, inspected: 2, matching: 2, truncated: false })).headline,
    ).toBe('No accounts: the 2 matching interviews are all from anonymous buyers');
  });
});

describe('complete results and paging in words', () => {
  it('states the complete figures, anonymous interviews included, with nothing capped', () => {
    expect(completeResultsHeadline({ accounts: 326, interviews: 2400, anonymousInterviews: 360 })).toBe(
      'Complete: 326 accounts from 2,400 matching interviews (360 from anonymous buyers, which form no row)',
    );
    expect(completeResultsHeadline({ accounts: 1, interviews: 1, anonymousInterviews: 0 })).toBe(
      'Complete: 1 account from 1 matching interview',
    );
  });

  it('names the page among the pages, once there is more than one', () => {
    expect(accountResultsPage(meta({ total: 311, inspected: 1000, matching: 2400, truncated: true }))).toBe(
      'page 1 of 32',
    );
    expect(
      accountResultsPage({ ...meta({ total: 25, inspected: 30, matching: 30, truncated: false }), page: 3 }),
    ).toBe('page 3 of 3');
    expect(accountResultsPage(meta({ total: 4, inspected: 5, matching: 5, truncated: false }))).toBeNull();
  });
});
