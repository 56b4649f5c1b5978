import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPerQuarter, quarterLabel, quarterOf, quarterSeriesLabel } from '@/lib/ui/quarters';

const counts = (series: ReturnType<typeof countPerQuarter>) =>
  series.quarters.map((quarter) => `${quarterLabel(quarter)}=${quarter.count}`);

describe('quarters', () => {
  it.each([
    ['2025-01-01', 'Q1 2025'],
    ['2025-03-31', 'Q1 2025'],
    ['2025-04-01', 'Q2 2025'],
    ['2025-06-30', 'Q2 2025'],
    ['2025-07-01', 'Q3 2025'],
    ['2025-09-30', 'Q3 2025'],
    ['2025-10-01', 'Q4 2025'],
    ['2025-12-31T23:59:59Z', 'Q4 2025'],
  ])('puts %s in %s', (date, expected) => {
    const quarter = quarterOf(date);
    expect(quarter && quarterLabel(quarter)).toBe(expected);
  });

  it.each(['', 'March 2025', '2025-13-01', '2025-00-10', '25-01-01'])('reads no quarter from %j', (date) => {
    expect(quarterOf(date)).toBeNull();
  });

  it('counts per quarter in whole years across a year end, empty quarters included, up to "through"', () => {
    const series = countPerQuarter(['2026-02-01', '2025-11-20', '2025-10-02', '2025-05-15'], {
      through: '2026-08-04',
    });
    expect(counts(series)).toEqual([
      'Q1 2025=0',
      'Q2 2025=1',
      'Q3 2025=0',
      'Q4 2025=2',
      'Q1 2026=1',
      'Q2 2026=0',
      'Q3 2026=0',
    ]);
    expect(series.earlier).toBe(0);
    expect(series.undated).toBe(0);
  });

  it('ends at the latest date when "through" is earlier or missing', () => {
    expect(counts(countPerQuarter(['2025-05-15', '2025-01-15'], { through: '2024-12-31' }))).toEqual([
      'Q1 2025=1',
      'Q2 2025=1',
    ]);
    expect(counts(countPerQuarter(['2025-12-15']))).toEqual([
      'Q1 2025=0',
      'Q2 2025=0',
      'Q3 2025=0',
      'Q4 2025=1',
    ]);
  });

  it('keeps the last whole years of a long run and counts the rest as earlier', () => {
    const dates = ['2020-01-10', '2020-02-10', '2023-12-01', '2024-11-01', '2025-04-01'];
    // Seven quarters up to Q2 2025 would start at Q4 2023: the run starts at the next Q1 instead.
    const series = countPerQuarter(dates, { through: '2025-06-01', maxQuarters: 7 });
    expect(counts(series)).toEqual([
      'Q1 2024=0',
      'Q2 2024=0',
      'Q3 2024=0',
      'Q4 2024=1',
      'Q1 2025=0',
      'Q2 2025=1',
    ]);
    expect(series.earlier).toBe(3);
    expect(counts(countPerQuarter(dates, { through: '2025-06-01', maxQuarters: 2 }))).toEqual([
      'Q1 2025=0',
      'Q2 2025=1',
    ]);
  });

  it('counts unreadable dates apart, and has no quarters without a readable date', () => {
    expect(countPerQuarter(['soon', '2025-02-02'])).toMatchObject({ undated: 1, earlier: 0 });
    expect(countPerQuarter(['soon'], { through: '2025-01-01' })).toEqual({
      quarters: [],
      earlier: 0,
      undated: 1,
    });
    expect(countPerQuarter([])).toEqual({ quarters: [], earlier: 0, undated: 0 });
  });

  it('accounts for every date once, in consecutive quarters, never more than the cap', () => {
    const date = fc
      .record({ year: fc.integer({ min: 2015, max: 2027 }), month: fc.integer({ min: 1, max: 12 }) })
      .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}-15`);
    fc.assert(
      fc.property(
        fc.array(date, { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (dates, maxQuarters) => {
          const series = countPerQuarter(dates, { through: '2026-11-23', maxQuarters });
          const shown = series.quarters.reduce((sum, quarter) => sum + quarter.count, 0);
          expect(shown + series.earlier + series.undated).toBe(dates.length);
          expect(series.quarters.length).toBeLessThanOrEqual(maxQuarters);
          if (maxQuarters >= 4) expect(series.quarters[0]?.quarter ?? 1).toBe(1);
          series.quarters.forEach((quarter, index) => {
            const previous = series.quarters[index - 1];
            if (previous)
              expect(quarter.year * 4 + quarter.quarter).toBe(previous.year * 4 + previous.quarter + 1);
          });
        },
      ),
    );
  });

  it("says every quarter's count, and what came earlier", () => {
    const series = countPerQuarter(['2024-11-01', '2024-12-01', '2025-04-01', '2019-01-01'], {
      through: '2025-05-01',
      maxQuarters: 2,
    });
    expect(quarterSeriesLabel(series)).toBe(
      'Interviews per quarter, Q1 2025 to Q2 2025: Q1 2025 none, Q2 2025 1; 3 earlier',
    );
    expect(quarterSeriesLabel(countPerQuarter([]), 'Calls per quarter')).toBe('Calls per quarter: none');
  });
});
