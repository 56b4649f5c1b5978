/** Day arithmetic on plain `YYYY-MM-DD` dates (UTC), so nothing depends on the machine's time zone. */

const DAY_MS = 86_400_000;
// biome-ignore format: a compact word list reads better than one word per line
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December',
];

/** The "today" the test suites and benchmarks freeze the sandbox to (`SANDBOX_TODAY`), so their figures hold. */
export const FROZEN_TODAY = '2026-11-01';

/**
 * The sandbox's default "today" (`YYYY-MM-DD`): `SANDBOX_TODAY` when set, else the real current UTC date. The
 * data covers the three years before it and `since=<n>.months` counts back from it, so the demo never ages.
 * (No `process` where the handler runs in the extension: the real date there.)
 */
export function defaultToday(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
  now: Date = new Date(),
): string {
  const frozen = env.SANDBOX_TODAY?.trim();
  if (!frozen) return now.toISOString().slice(0, 10);
  if (parseDay(frozen) === null) throw new Error(`SANDBOX_TODAY must be a date YYYY-MM-DD, got '${frozen}'`);
  return frozen;
}

/** This process's default today, read once: a sandbox started without a `today` option uses it. */
export const TODAY = defaultToday();
export const TODAY_DAY = toDay(TODAY);

/** Days since 1970-01-01 for a `YYYY-MM-DD` date, or null when the text is not a real date. */
export function parseDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return time / DAY_MS;
}

/** Days since 1970-01-01 for a date known to be valid. */
export function toDay(text: string): number {
  const day = parseDay(text);
  if (day === null) throw new Error(`not a date: ${text}`);
  return day;
}

/** `YYYY-MM-DD` for a day number. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "March 2025" for a day number: the display date the API shows. */
export function displayMonth(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The day `months` calendar months before `day` (clamped to the month's end). */
export function monthsBefore(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() / DAY_MS;
}
