import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DateWindow, dayNumber, dayText, splitWindow, utcToday } from '@/lib/research/date-windows';

const TODAY = '2026-11-01';
const context = { interviews: 2400, limit: 1000, today: TODAY };

/** Whether a day falls in a window (inclusive, an open side holds everything beyond it). */
function holds(window: DateWindow, day: number): boolean {
  return (
    (window.start === null || dayNumber(window.start) <= day) &&
    (window.end === null || day <= dayNumber(window.end))
  );
}

/** Every day of a span falls in exactly one of the windows. */
function expectPartition(windows: DateWindow[], from: number, to: number) {
  for (let day = from; day <= to; day++) {
    expect(
      windows.filter((window) => holds(window, day)),
      dayText(day),
    ).toHaveLength(1);
  }
}

describe('date windows', () => {
  it('convert days both ways', () => {
    expect(dayText(dayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(utcToday(Date.UTC(2026, 10, 1, 23, 59))).toBe('2026-11-01');
  });

  it('cut a closed window into consecutive parts that hold every day once, as many as its interviews ask', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 0, max: 20_000 }),
        (startDay, length, interviews) => {
          const window = { start: dayText(20_000 + startDay), end: dayText(20_000 + startDay + length - 1) };
          const parts = splitWindow(window, { ...context, interviews });
          if (length === 1) {
            expect(parts).toBeNull();
            return;
          }
          expect(parts).not.toBeNull();
          const windows = parts ?? [];
          expect(windows.length).toBeGreaterThanOrEqual(2);
          expect(windows.length).toBeLessThanOrEqual(
            Math.max(2, Math.min(length, Math.ceil(interviews / 800))),
          );
          expect(windows[0]?.start).toBe(window.start);
          expect(windows.at(-1)?.end).toBe(window.end);
          windows.forEach((part, at) => {
            expect(dayNumber(part.end ?? '')).toBeGreaterThanOrEqual(dayNumber(part.start ?? ''));
            const next = windows[at + 1];
            if (next) expect(dayNumber(next.start ?? '')).toBe(dayNumber(part.end ?? '') + 1);
          });
        },
      ),
    );
  });

  it('cut an open range at today, keeping both sides open beyond it', () => {
    const parts = splitWindow({ start: null, end: null }, context) ?? [];
    expect(parts).toEqual([
      { start: null, end: '2025-11-01' },
      { start: '2025-11-02', end: '2026-11-01' },
      { start: '2026-11-02', end: null },
    ]);
    expectPartition(parts, dayNumber('2020-01-01'), dayNumber('2030-01-01'));
  });

  it('cut an open start a year back from its end, or by the search’s since when that is shorter', () => {
    expect(splitWindow({ start: null, end: '2025-11-01' }, context)).toEqual([
      { start: null, end: '2024-11-01' },
      { start: '2024-11-02', end: '2025-11-01' },
    ]);
    const sinceSix = splitWindow({ start: null, end: '2026-11-01' }, { ...context, sinceMonths: 6 }) ?? [];
    expect(sinceSix[1]).toEqual({ start: dayText(dayNumber(TODAY) - 185), end: TODAY });
  });

  it('cut an open end at today, or past a start that lies after today', () => {
    expect(splitWindow({ start: '2025-01-01', end: null }, context)).toEqual([
      { start: '2025-01-01', end: TODAY },
      { start: '2026-11-02', end: null },
    ]);
    const future = splitWindow({ start: '2027-01-01', end: null }, context) ?? [];
    expect(future).toHaveLength(2);
    expectPartition(future, dayNumber('2027-01-01'), dayNumber('2030-01-01'));
  });
});
