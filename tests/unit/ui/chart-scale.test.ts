import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barFraction, niceCeiling, stackSegments } from '@/lib/ui/chart-scale';

describe('bar scales', () => {
  it.each([
    [7.3, 10, 0.73],
    [10, 10, 1],
    [1, 5, 0.2],
    [0, 10, 0],
    [12, 10, 1],
    [-3, 10, 0],
    [4, 0, 0],
  ])('fills %s on a 0–%s scale to %s', (value, max, expected) => {
    expect(barFraction(value, max)).toBeCloseTo(expected, 10);
  });

  it('has no fraction for a missing or unreadable value', () => {
    expect(barFraction(null, 10)).toBeNull();
    expect(barFraction(undefined, 5)).toBeNull();
    expect(barFraction(Number.NaN, 5)).toBeNull();
  });

  it.each([
    [16.7, 20],
    [20, 20],
    [20.1, 25],
    [25.5, 50],
    [0.8, 1],
    [0.2, 0.2],
    [0.07, 0.1],
    [3, 5],
    [7, 10],
    [100, 100],
    [101, 200],
    [0, 1],
    [-4, 1],
  ])('rounds %s up to the round scale %s', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });

  it('never rounds below the value, nor past ten times it', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (value) => {
        const ceiling = niceCeiling(value);
        expect(ceiling).toBeGreaterThanOrEqual(value);
        expect(ceiling).toBeLessThanOrEqual(value * 10);
      }),
    );
  });

  it('lays counts end to end in the given order, leaving out parts of zero', () => {
    const segments = stackSegments([
      { key: 'unhappy_with', count: 1 },
      { key: 'satisfied', count: 0 },
      { key: 'not_recently_mentioned', count: 3 },
    ]);
    expect(segments).toEqual([
      { key: 'unhappy_with', count: 1, start: 0, width: 25 },
      { key: 'not_recently_mentioned', count: 3, start: 25, width: 75 },
    ]);
    expect(stackSegments([{ key: 'satisfied', count: 0 }])).toEqual([]);
  });

  it('fills the whole bar with its parts, in order and without overlap', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 1, maxLength: 6 }), (counts) => {
        const segments = stackSegments(counts.map((count, index) => ({ key: `k${index}`, count })));
        if (counts.every((count) => count === 0)) {
          expect(segments).toEqual([]);
          return;
        }
        let end = 0;
        for (const segment of segments) {
          expect(segment.start).toBeCloseTo(end, 9);
          end = segment.start + segment.width;
        }
        expect(end).toBeCloseTo(100, 9);
      }),
    );
  });
});
