import { describe, expect, it } from 'vitest';
import { rangeInputText, readRangeInput } from '@/lib/research/range-input';

const MILLION = 1_000_000;

describe('readRangeInput', () => {
  it('reads either side open, in the unit typed, with commas and spaces', () => {
    expect(readRangeInput('50', '5,000', MILLION)).toEqual({
      range: { min: 50 * MILLION, max: 5_000 * MILLION },
    });
    expect(readRangeInput('1.5', '', MILLION)).toEqual({ range: { min: 1_500_000 } });
    expect(readRangeInput('', ' 20 000 ')).toEqual({ range: { max: 20_000 } });
    expect(readRangeInput(' ', '')).toEqual({});
  });

  it('says what is wrong instead of guessing', () => {
    expect(readRangeInput('ten', '')).toEqual({ error: '“ten” is not a number' });
    expect(readRangeInput('-5', '')).toEqual({ error: '“-5” is not a number' });
    expect(readRangeInput('500', '200')).toEqual({ error: 'The “from” value is above the “to” value' });
    expect(readRangeInput('9'.repeat(30), '')).toEqual({ error: '“99999999999999999999” is too large' });
  });

  it('shows a bound back as typed', () => {
    expect(rangeInputText(1_500_000, MILLION)).toBe('1.5');
    expect(rangeInputText(200)).toBe('200');
    expect(rangeInputText(undefined)).toBe('');
    const { range } = readRangeInput(rangeInputText(123_456_789, MILLION), '', MILLION);
    expect(range).toEqual({ min: 123_456_789 });
  });
});

describe("ranges typed with the rep's language's separators", () => {
  it('reads a decimal comma and dot-grouped thousands in German, and never reads 1.5 as 15', () => {
    expect(readRangeInput('1,5', '1.500', MILLION, 'de')).toEqual({
      range: { min: 1_500_000, max: 1_500 * MILLION },
    });
    expect(readRangeInput('1.5', '', MILLION, 'de')).toEqual({ range: { min: 1_500_000 } });
    expect(readRangeInput('', '20 000', 1, 'fr')).toEqual({ range: { max: 20_000 } });
  });

  it("shows a bound back with the language's decimal sign, and reads it back", () => {
    expect(rangeInputText(1_500_000, MILLION, 'de')).toBe('1,5');
    expect(rangeInputText(1_500_000, MILLION, 'ja')).toBe('1.5');
    for (const locale of ['de', 'fr', 'es', 'pt-BR', 'ja', 'he']) {
      const { range } = readRangeInput(rangeInputText(123_456_789, MILLION, locale), '', MILLION, locale);
      expect(range).toEqual({ min: 123_456_789 });
    }
  });
});
