// Interview-date windows for complete results (docs/api.md 4.4 rule 3): a search past the 1,000-interview cap is
// asked again over windows of the interview date (`start_date`/`end_date`, both inclusive), each small enough to
// be answered whole. The windows of one search never overlap and leave no day out, so every interview falls in
// exactly one of them and per-window counts add up. A side left open (null) stays open: the API bounds it.

/** `YYYY-MM-DD`, or null for an open side. */
export type DateWindow = { start: string | null; end: string | null };

const DAY_MS = 86_400_000;
/** How far back an open start is first split off: a year, or the search's own `since` when shorter. */
const OPEN_SPAN_DAYS = 365;
/** A window is cut into parts expected to hold this share of the cap, so that few need cutting again. */
const FILL = 0.8;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (UTC). */
export function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** `YYYY-MM-DD` of a day number. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in UTC, `YYYY-MM-DD`. */
export function utcToday(now: number = Date.now()): string {
  return dayText(Math.floor(now / DAY_MS));
}

/** What a split needs to know besides the window. */
export type SplitContext = {
  /** Interviews the window matched (the answer's `meta.transcript_total`). */
  interviews: number;
  /** Most interviews a window may hold (the API's cap, 1,000). */
  limit: number;
  /** `YYYY-MM-DD`: where open windows are cut first (interviews are not dated after today). */
  today: string;
  /** The search's `since` in months, which bounds an open start on the API's side. */
  sinceMonths?: number;
};

/**
 * Cuts a window into consecutive windows that cover exactly its days, or answers null when it is one day and
 * cannot be cut. A closed window is cut into equal parts, as many as its interviews over `limit` suggest; an
 * open side is cut at today (upper) or a year before its end (lower), and stays open beyond that.
 */
export function splitWindow(window: DateWindow, context: SplitContext): DateWindow[] | null {
  const today = dayNumber(context.today);
  const span = Math.max(1, Math.min(OPEN_SPAN_DAYS, (context.sinceMonths ?? Infinity) * 31));
  const start = window.start === null ? null : dayNumber(window.start);
  const end = window.end === null ? null : dayNumber(window.end);
  if (start !== null && end !== null) return splitClosed(start, end, context);
  if (end === null) {
    // Nothing is dated after today: cut there, and keep the future open (the API's today may be ahead).
    const last = start === null || start <= today ? today : start + span - 1;
    const before = start === null ? splitOpenStart(last, span) : [closed(start, last)];
    return [...before, { start: dayText(last + 1), end: null }];
  }
  return splitOpenStart(end, span);
}

/** `(…, end]` as `(…, end - span]` and `[end - span + 1, end]`. */
function splitOpenStart(end: number, span: number): DateWindow[] {
  return [{ start: null, end: dayText(end - span) }, closed(end - span + 1, end)];
}

function splitClosed(start: number, end: number, context: SplitContext): DateWindow[] | null {
  const days = end - start + 1;
  if (days <= 1) return null;
  const wanted = Math.ceil(context.interviews / Math.max(1, context.limit * FILL));
  const parts = Math.min(days, Math.max(2, wanted));
  const windows: DateWindow[] = [];
  for (let part = 0; part < parts; part++) {
    const from = start + Math.floor((part * days) / parts);
    const to = start + Math.floor(((part + 1) * days) / parts) - 1;
    windows.push(closed(from, to));
  }
  return windows;
}

function closed(start: number, end: number): DateWindow {
  return { start: dayText(start), end: dayText(end) };
}
