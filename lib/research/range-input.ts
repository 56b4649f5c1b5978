import type { NumberRange } from '../api/query';

// The revenue and headcount ranges of a search (docs/api.md 4.1: `<min>;<max>` whole numbers, either side
// open) as the rep types them: revenue in millions of dollars, headcount as is; commas and spaces allowed.

/** A range typed in two boxes: the range, or a sentence saying what is wrong. */
export type RangeInput = { range?: NumberRange; error?: string };

function readBound(text: string, unit: number): number | string | undefined {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return `“${text.trim().slice(0, 20)}” is not a number`;
  const value = Math.round(Number(cleaned) * unit);
  return Number.isSafeInteger(value) ? value : `“${text.trim().slice(0, 20)}” is too large`;
}

/** Reads two boxes (`unit`: what one typed unit is worth, 1,000,000 for $M) into a range. */
export function readRangeInput(min: string, max: string, unit = 1): RangeInput {
  const low = readBound(min, unit);
  const high = readBound(max, unit);
  const problem = [low, high].find((bound) => typeof bound === 'string');
  if (typeof problem === 'string') return { error: problem };
  if (low === undefined && high === undefined) return {};
  if (typeof low === 'number' && typeof high === 'number' && low > high)
    return { error: 'The “from” value is above the “to” value' };
  const range: NumberRange = {};
  if (typeof low === 'number') range.min = low;
  if (typeof high === 'number') range.max = high;
  return { range };
}

/** What a box shows for a bound of a range (the inverse of readRangeInput). */
export function rangeInputText(value: number | undefined, unit = 1): string {
  if (value === undefined) return '';
  return String(Number((value / unit).toFixed(6)));
}
