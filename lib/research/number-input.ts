import { formattingLocale } from '../i18n/catalogue';
import { perLocale } from '../i18n/per-locale';

// What a rep types into the revenue and headcount boxes of a search form: revenue in US dollars with the
// shorthand reps use ("50M", "1.5B", "$250k"), headcount as a plain whole number ("1,000", or grouped as the rep's
// language groups thousands: "1.000" in German, "1 000" in French). Dollars keep the one shorthand the form
// shows in every language (K, M, B after a dot decimal): "1.500M" would be 1.5 million in English and 1,500
// million in German, and a revenue filter must never be read two ways.

const DOLLAR_UNITS: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9 };

/** A read box: empty (no bound), a whole number, or not a number this box takes. */
export type NumberInput = { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'invalid' };

/**
 * Dollars as typed: digits with optional thousands commas and decimals, an optional `$`, and an optional
 * K/M/B (also MM, BN) suffix in any case. The result must be a whole number of dollars up to 10^15.
 */
export function parseDollars(text: string): NumberInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*([a-z]{0,2})$/i.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const [, whole = '', fraction = '', suffix = ''] = match;
  const unit = suffix === '' ? 1 : DOLLAR_UNITS[suffix.toLowerCase()];
  if (unit === undefined) return { kind: 'invalid' };
  // Scaled in integers (digits, then powers of ten) so that 1.1B is 1,100,000,000 and not 1,100,000,000.0000002.
  const digits = `${whole.replaceAll(',', '')}${fraction}`;
  const exponent = Math.round(Math.log10(unit)) - fraction.length;
  if (exponent < 0 && !/^0*$/.test(digits.slice(exponent))) return { kind: 'invalid' };
  const scaled = exponent >= 0 ? `${digits}${'0'.repeat(exponent)}` : digits.slice(0, exponent);
  const value = Number(scaled === '' ? '0' : scaled);
  if (!Number.isSafeInteger(value) || value > 1e15) return { kind: 'invalid' };
  return { kind: 'value', value };
}

/**
 * Whole numbers as a language may group their thousands: by commas (as the form's English examples), or by the
 * language's own separator ("." in German, a narrow space in French, where any space will do), never mixed.
 */
const groupedNumber = perLocale((locale) => {
  const group =
    new Intl.NumberFormat(locale).formatToParts(10_000).find((part) => part.type === 'group')?.value ?? ',';
  const separators = new Set([',', /\s/.test(group) ? '\\s' : group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')]);
  return [...separators].map((separator) => new RegExp(`^\\d{1,3}(?:${separator}\\d{3})+$`));
});

/** A whole number as typed, thousands grouped or not ("1,000", "1.000" in German), up to 10^12. */
export function parseWholeNumber(text: string, locale: string = formattingLocale()): NumberInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const digits = /^\d+$/.test(trimmed)
    ? trimmed
    : groupedNumber(locale).some((pattern) => pattern.test(trimmed))
      ? trimmed.replace(/\D/g, '')
      : null;
  if (digits === null) return { kind: 'invalid' };
  const value = Number(digits);
  return Number.isSafeInteger(value) && value <= 1e12 ? { kind: 'value', value } : { kind: 'invalid' };
}

/** Dollars the way a rep would type them: 50000000 → "50M", 1500000000 → "1.5B", 1234 → "1234". */
export function formatDollarsInput(value: number): string {
  for (const [suffix, unit] of [
    ['B', 1e9],
    ['M', 1e6],
    ['K', 1e3],
  ] as const) {
    // At most two decimals of the unit: 1,250,000 is "1.25M"; 1,234,567 stays digits.
    if (value >= unit && (value * 100) % unit === 0) return `${value / unit}${suffix}`;
  }
  return String(value);
}
