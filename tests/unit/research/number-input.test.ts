import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollarsInput, parseDollars, parseWholeNumber } from '@/lib/research/number-input';

describe('dollars as a rep types them', () => {
  it.each([
    ['50M', 50_000_000],
    ['1.5B', 1_500_000_000],
    ['1.1b', 1_100_000_000],
    ['$250k', 250_000],
    [' 2 bn ', 2_000_000_000],
    ['10MM', 10_000_000],
    ['1,000,000', 1_000_000],
    ['$1,250.00', 1_250],
    ['0', 0],
    ['1.234567M', 1_234_567],
  ])('%j is %d dollars', (text, value) => {
    expect(parseDollars(text)).toEqual({ kind: 'value', value });
  });

  it.each([
    'abc',
    '5 million',
    '1.5',
    '-3M',
    '1,00',
    '1.2.3M',
    '12T',
    '1e9',
    '0.0000001M',
    '2000000000000000',
  ])('%j is not a number of dollars', (text) => {
    expect(parseDollars(text)).toEqual({ kind: 'invalid' });
  });

  it('reads an empty box as no bound', () => {
    expect(parseDollars('  ')).toEqual({ kind: 'empty' });
  });

  it('writes amounts back in the same shorthand', () => {
    expect(formatDollarsInput(50_000_000)).toBe('50M');
    expect(formatDollarsInput(1_500_000_000)).toBe('1.5B');
    expect(formatDollarsInput(1_250_000)).toBe('1.25M');
    expect(formatDollarsInput(250_000)).toBe('250K');
    expect(formatDollarsInput(1_234_567)).toBe('1234567');
    expect(formatDollarsInput(999)).toBe('999');
  });

  it('reads back what it writes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (value) => {
        expect(parseDollars(formatDollarsInput(value))).toEqual({ kind: 'value', value });
      }),
    );
  });
});

describe('a headcount as typed', () => {
  it.each([
    ['200', { kind: 'value', value: 200 }],
    ['5,000', { kind: 'value', value: 5_000 }],
    ['', { kind: 'empty' }],
    ['5k', { kind: 'invalid' }],
    ['2.5', { kind: 'invalid' }],
    ['-1', { kind: 'invalid' }],
  ])('%j', (text, expected) => {
    expect(parseWholeNumber(text)).toEqual(expected);
  });
});

describe("a headcount grouped as the rep's language groups thousands", () => {
  it.each([
    ['de', '5.000', 5_000],
    ['de', '1.250.000', 1_250_000],
    ['de', '5,000', 5_000],
    ['fr', '5\u202f000', 5_000],
    ['fr', '5 000', 5_000],
    ['es', '12.500', 12_500],
    ['pt-BR', '12.500', 12_500],
    ['ja', '5,000', 5_000],
  ])('%s reads %j', (locale, text, value) => {
    expect(parseWholeNumber(text, locale)).toEqual({ kind: 'value', value });
  });

  it.each([
    ['en', '5.000'],
    ['de', '2.5'],
    ['de', '5.00'],
    ['de', '5.000,000'],
    ['fr', '5.000'],
  ])('%s refuses %j rather than guess', (locale, text) => {
    expect(parseWholeNumber(text, locale)).toEqual({ kind: 'invalid' });
  });
});
