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
