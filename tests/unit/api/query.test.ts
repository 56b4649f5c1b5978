import { describe, expect, it } from 'vitest';
import { accountDetailQuery, accountListQuery } from '@/lib/api/accounts';
import { encodeQuery, isoDate, parseRange, range } from '@/lib/api/query';
import { transcriptSearchQuery } from '@/lib/api/transcripts';
import { vendorPageQuery } from '@/lib/api/vendors';

describe('encodeQuery', () => {
  it('writes arrays in bracket form with URLSearchParams-encoded values', () => {
    expect(encodeQuery({ vendors: ['a b', 'c&d=e', 'ü/ø'] })).toBe(
      'vendors[]=a+b&vendors[]=c%26d%3De&vendors[]=%C3%BC%2F%C3%B8',
    );
  });

  it('omits undefined, null, empty strings, empty arrays and blank array values', () => {
    expect(encodeQuery({ a: undefined, b: null, c: '', d: [], e: [' ', ''], f: 0, g: false })).toBe(
      'f=0&g=false',
    );
  });

  it('gives one string for the same search whatever the key and value order (stable cache keys)', () => {
    const one = transcriptSearchQuery({ vendors: ['b', 'a', 'a'], q: 'x', products: ['p'] });
    const two = transcriptSearchQuery({ products: ['p'], q: 'x', vendors: ['a', ' b '] });
    expect(one).toBe(two);
    expect(one).toBe('products[]=p&q=x&vendors[]=a&vendors[]=b');
  });
});

describe('ranges', () => {
  it.each([
    [{ min: 100, max: 500 }, '100;500'],
    [{ min: 100 }, '100;'],
    [{ max: 500 }, ';500'],
    [{ min: 0, max: 0 }, '0;0'],
    [{}, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(range(value, 'revenue')).toBe(expected);
  });

  it.each([
    { min: -1 },
    { max: 1.5 },
    { min: 10, max: 5 },
    { min: Number.NaN },
    { max: Number.POSITIVE_INFINITY },
  ])('refuses %j', (value) => {
    expect(() => range(value, 'revenue')).toThrow(expect.objectContaining({ kind: 'invalid_input' }));
  });

  it.each([
    ['100;500', { min: 100, max: 500 }],
    ['100;', { min: 100 }],
    [';500', { max: 500 }],
    ['abc', undefined],
    [null, undefined],
  ])('parses %j back to %j', (value, expected) => {
    expect(parseRange(value)).toEqual(expected);
  });
});

describe('dates and other validated values', () => {
  it.each(['2024-02-29', '2026-12-31', '1999-01-01'])('accepts %s', (value) => {
    expect(isoDate(value, 'startDate')).toBe(value);
  });

  it.each(['2025-02-29', '2026-13-01', '2026-1-1', '01/02/2026', '2026-04-31', '', '2026-01-01T00:00:00Z'])(
    'refuses %j',
    (value) => {
      expect(() => isoDate(value, 'startDate')).toThrow(expect.objectContaining({ kind: 'invalid_input' }));
    },
  );

  it.each([{ page: 0 }, { page: 1.5 }, { per_page: 0 }, { per_page: 51 }])('refuses paging %j', (params) => {
    expect(() => transcriptSearchQuery(params)).toThrow(expect.objectContaining({ kind: 'invalid_input' }));
    expect(() => vendorPageQuery(params)).toThrow(expect.objectContaining({ kind: 'invalid_input' }));
  });

  it('refuses ratings without products, outside 1–10 or upside down', () => {
    for (const params of [
      { min_rating: 3 },
      { max_rating: 3, products: [' '] },
      { min_rating: 0, products: ['Outreach'] },
      { max_rating: 11, products: ['Outreach'] },
      { min_rating: 8, max_rating: 2, products: ['Outreach'] },
    ]) {
      expect(() => accountListQuery(params)).toThrow(expect.objectContaining({ kind: 'invalid_input' }));
    }
    expect(accountListQuery({ min_rating: 1, max_rating: 10, products: ['Outreach'] })).toBe(
      'max_rating=10&min_rating=1&products[]=Outreach',
    );
  });

  it('refuses a non-whole month window and writes a whole one as <n>.months', () => {
    expect(() => accountListQuery({ since_months: 0 })).toThrow(
      expect.objectContaining({ kind: 'invalid_input' }),
    );
    expect(() => accountListQuery({ since_months: 1.5 })).toThrow(
      expect.objectContaining({ kind: 'invalid_input' }),
    );
    expect(accountListQuery({ since_months: 12 })).toBe('since=12.months');
  });

  it('leaves targeted_accounts_only out when false (same meaning as absent)', () => {
    expect(accountListQuery({ targeted_accounts_only: false })).toBe('');
    expect(accountListQuery({ targeted_accounts_only: true })).toBe('targeted_accounts_only=true');
  });

  it('sends fields[] only when given', () => {
    expect(accountDetailQuery({})).toBe('');
    expect(accountDetailQuery({ fields: ['all'] })).toBe('fields[]=all');
  });
});
