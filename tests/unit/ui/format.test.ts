import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import {
  formatAge,
  formatCount,
  formatDate,
  formatMoney,
  formatMonth,
  formatPercent,
  formatRating,
  formatShare,
  pluralize,
} from '@/lib/ui/format';

describe('format', () => {
  it.each([
    [1_200_000_000, '$1.2B'],
    [350_000_000, '$350M'],
    [12_500, '$12.5K'],
    [900, '$900'],
    [null, '—'],
  ])('money %s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('counts with separators and plurals', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(null)).toBe('—');
    expect(pluralize(1, 'interview')).toBe('1 interview');
    expect(pluralize(1200, 'interview')).toBe('1,200 interviews');
  });

  it('reads API dates as calendar days, whatever the time zone', () => {
    expect(formatDate('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatDate('2025-12-31T23:00:00Z')).toBe('Dec 31, 2025');
    expect(formatDate('March 2025')).toBe('March 2025');
    expect(formatDate(null)).toBe('—');
    expect(formatMonth('2024-11-02')).toBe('Nov 2024');
  });

  it('says the scale of each rating', () => {
    expect(formatRating(7.25, 10)).toBe('7.3/10');
    expect(formatRating(4, 5)).toBe('4.0/5');
    expect(formatRating(null, 10)).toBe('—');
  });

  it('formats shares, percentages and ages', () => {
    expect(formatShare(0.823)).toBe('82%');
    expect(formatPercent(42.4)).toBe('42%');
    expect(formatAge(0, 30_000)).toBe('just now');
    expect(formatAge(0, 5 * 60_000)).toBe('5 min. ago');
    expect(formatAge(0, 3 * 3_600_000)).toBe('3 hr. ago');
    expect(formatAge(0, 49 * 3_600_000)).toBe('2 days ago');
  });

  describe('in the rep’s language', () => {
    beforeAll(() => loadMessages([], 'de'));
    afterAll(() => loadMessages(MESSAGE_AREAS, 'en'));

    it('writes money, counts, dates, ratings, shares and ages the German way', () => {
      // Intl separates with no-break spaces.
      const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
      expect(plain(formatMoney(2_400_000_000))).toBe('2,4 Mrd. $');
      expect(formatCount(5000)).toBe('5.000');
      expect(formatDate('2024-01-02')).toBe('2. Jan. 2024');
      expect(formatMonth('2024-03-02')).toBe('März 2024');
      expect(formatRating(7.25, 10)).toBe('7,3/10');
      expect(plain(formatShare(0.823))).toBe('82 %');
      expect(plain(formatPercent(0.8))).toBe('0,8 %');
      expect(formatAge(0, 5 * 60_000)).toBe('vor 5 Min.');
    });
  });

  it('shows an API percentage as the percentage it is: 0.8 is 0.8%, never 80% (overlap_pct)', () => {
    expect(formatPercent(0.8)).toBe('0.8%');
    expect(formatPercent(0.5)).toBe('0.5%');
    expect(formatPercent(1)).toBe('1%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.04)).toBe('<0.1%');
    expect(formatPercent(0.05)).toBe('0.1%');
    expect(formatPercent(9.94)).toBe('9.9%');
    expect(formatPercent(9.96)).toBe('10%');
    expect(formatPercent(99.6)).toBe('100%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});
