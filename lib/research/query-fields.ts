import type { NumberRange } from '../api/query';
import { z } from '../schemas/zod-mini';

// The values of a research search as a link carries them (the side panel's URL fragment, typed or pasted by
// anyone): each is checked on its own with zod's small build, so one bad field is left out, with the reason
// in words, and the rest of the search is kept. A schema's issue message is that reason as a code (`LinkReason`),
// which the sentence naming the field and its value says in the rep's language ("The link's lowest rating 'x' is
// not a number from 1 to 10"): the schemas are built when the module loads, before any message is.

/** A field as a link gives it: its text in, a typed value out, or the reason it cannot be used. */
export type LinkField<T> = z.ZodMiniType<T, string>;

/** Why a link's field was left out; each is said by the message that names the field. */
export type LinkReason =
  | 'tooLong'
  | 'notPageNumber'
  | 'notPageSize'
  | 'notRating'
  | 'notRange'
  | 'rangeReversed'
  | 'notIntroChoice'
  | 'notFlag'
  | 'notMonths'
  | 'notDate'
  | 'invalid';

const LINK_REASONS: ReadonlySet<string> = new Set<LinkReason>([
  'tooLong',
  'notPageNumber',
  'notPageSize',
  'notRating',
  'notRange',
  'rangeReversed',
  'notIntroChoice',
  'notFlag',
  'notMonths',
  'notDate',
  'invalid',
]);

/** The longest value of any name or text filter (the background refuses longer ones, lib/schemas/messages.ts). */
export const MAX_TEXT_LENGTH = 300;
/** The most values one list filter keeps (the background's limit). */
export const MAX_LIST_VALUES = 50;

/** A trimmed text of at most MAX_TEXT_LENGTH characters. */
export const linkText: LinkField<string> = z
  .string()
  .check(z.trim(), z.maxLength(MAX_TEXT_LENGTH, 'tooLong' satisfies LinkReason));

/** A whole number from `min` to `max`; `reason` says what was expected (`notRating`: "is not a number from 1 to 10"). */
export function linkWholeNumber(min: number, max: number, reason: LinkReason): LinkField<number> {
  return z
    .pipe(z.string().check(z.trim(), z.regex(/^\d{1,7}$/, reason)), z.transform(Number))
    .check(z.refine((value) => value >= min && value <= max, reason));
}

/** One of a few words, ignoring case. */
export function linkChoice<const T extends string>(choices: readonly T[], reason: LinkReason): LinkField<T> {
  return z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(choices, reason));
}

/** `true`/`1`/`yes` or `false`/`0`/`no` (docs/api.md 10.4 reads a flag the same way). */
export const linkFlag: LinkField<boolean> = z.pipe(
  z.string().check(z.trim(), z.regex(/^(?:true|1|yes|false|0|no)$/i, 'notFlag' satisfies LinkReason)),
  z.transform((value: string) => /^(?:true|1|yes)$/i.test(value)),
);

/** `<min>;<max>` in whole numbers, either side open, min not above max; both sides open is no range. */
export const linkRange: LinkField<NumberRange> = z
  .pipe(
    z.string().check(z.regex(/^\s*\d{0,15}\s*;\s*\d{0,15}\s*$/, 'notRange' satisfies LinkReason)),
    z.transform((value: string) => {
      const [min = '', max = ''] = value.split(';').map((side) => side.trim());
      const range: NumberRange = {};
      if (min !== '') range.min = Number(min);
      if (max !== '') range.max = Number(max);
      return range;
    }),
  )
  .check(
    z.refine(
      (range) => range.min === undefined || range.max === undefined || range.min <= range.max,
      'rangeReversed' satisfies LinkReason,
    ),
  );

/** `<n>.months` (also `.month`, docs/api.md 10.4) for n from 1 to `max`; the output is n. */
export function linkMonths(max: number): LinkField<number> {
  const reason: LinkReason = 'notMonths';
  return z
    .pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,3}\.months?$/i, reason)),
      z.transform((value: string) => Number.parseInt(value, 10)),
    )
    .check(z.refine((months) => months >= 1 && months <= max, reason));
}

/** True when `YYYY-MM-DD` names a day on the calendar (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real date written `YYYY-MM-DD`. */
export const linkDate: LinkField<string> = z
  .string()
  .check(z.trim(), z.refine(isRealDate, 'notDate' satisfies LinkReason));

/** A value as a message quotes it: short, on one line. */
export function quoteValue(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return `'${flat.length > 40 ? `${flat.slice(0, 39)}…` : flat}'`;
}

/** Checks one field: its value, or the reason it was left out. */
export function readLinkField<T>(
  schema: LinkField<T>,
  text: string,
): { ok: true; value: T } | { ok: false; reason: LinkReason } {
  const result = schema.safeParse(text);
  if (result.success) return { ok: true, value: result.data };
  const reason = result.error.issues[0]?.message ?? '';
  return { ok: false, reason: LINK_REASONS.has(reason) ? (reason as LinkReason) : 'invalid' };
}
