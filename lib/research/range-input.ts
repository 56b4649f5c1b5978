import type { NumberRange } from '../api/query';
import { formattingLocale, t } from '../i18n/catalogue';
import { perLocale } from '../i18n/per-locale';

// The revenue and headcount ranges of a search (docs/api.md 4.1: `<min>;<max>` whole numbers, either side
// open) as the rep types them: revenue in millions of dollars, headcount as is; spaces allowed, and the
// separators of the rep's language. In English a comma groups thousands and a dot is the decimal ("1,500.5");
// where the language writes a decimal comma (German, French, Spanish, Portuguese) the comma is the decimal, and
// a dot groups thousands only in whole groups of three ("1.500" is 1500, "1.5" is still 1.5, never 15).

/** A range typed in two boxes: the range, or a sentence saying what is wrong (in the rep's language). */
export type RangeInput = { range?: NumberRange; error?: string };

/** True when the language writes a decimal comma. */
const decimalComma = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',',
);

/** A box's text as a plain number (`1500.5`), spaces and grouping gone, or the text unchanged when it is not. */
function plainNumber(text: string, locale: string): string {
  const cleaned = text.replace(/\s/g, '');
  if (!decimalComma(locale)) return cleaned.replace(/,/g, '');
  const whole = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(cleaned) ? cleaned.replace(/\./g, '') : cleaned;
  return whole.replace(/^(\d+),(\d+)$/, '$1.$2');
}

function readBound(text: string, unit: number, locale: string): number | string | undefined {
  const cleaned = plainNumber(text, locale);
  if (cleaned === '') return undefined;
  const shown = text.trim().slice(0, 20);
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return t('research.rangeInput.notNumber', { text: shown });
  const value = Math.round(Number(cleaned) * unit);
  return Number.isSafeInteger(value) ? value : t('research.rangeInput.tooLarge', { text: shown });
}

/**
 * Reads two boxes (`unit`: what one typed unit is worth, 1,000,000 for $M) into a range; `locale`: whose
 * separators the boxes are read with (default the rep's language).
 */
export function readRangeInput(
  min: string,
  max: string,
  unit = 1,
  locale: string = formattingLocale(),
): RangeInput {
  const low = readBound(min, unit, locale);
  const high = readBound(max, unit, locale);
  const problem = [low, high].find((bound) => typeof bound === 'string');
  if (typeof problem === 'string') return { error: problem };
  if (low === undefined && high === undefined) return {};
  if (typeof low === 'number' && typeof high === 'number' && low > high)
    return { error: t('research.rangeInput.reversed') };
  const range: NumberRange = {};
  if (typeof low === 'number') range.min = low;
  if (typeof high === 'number') range.max = high;
  return { range };
}

/** What a box shows for a bound of a range (the inverse of readRangeInput), with the language's decimal sign. */
export function rangeInputText(
  value: number | undefined,
  unit = 1,
  locale: string = formattingLocale(),
): string {
  if (value === undefined) return '';
  const text = String(Number((value / unit).toFixed(6)));
  return decimalComma(locale) ? text.replace('.', ',') : text;
}
