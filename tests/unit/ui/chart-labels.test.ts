import { describe, expect, it } from 'vitest';
import { countLabel, percentLabel, ratingLabel, statusMixLabel } from '@/lib/ui/chart-labels';

describe("the charts' text equivalents", () => {
  it('says a rating with its scale, as the figure shows it', () => {
    expect(ratingLabel('Recency-weighted rating', 7.25, 10)).toBe('Recency-weighted rating: 7.3 out of 10');
    expect(ratingLabel('Median rating', 4, 5)).toBe('Median rating: 4.0 out of 5');
    expect(ratingLabel('Rating', null, 10)).toBe('Rating: not rated');
    expect(ratingLabel('Rating', undefined, 5)).toBe('Rating: not rated');
  });

  it('says counts with separators and percentages as the API means them', () => {
    expect(countLabel('Matching interviews', 1204)).toBe('Matching interviews: 1,204');
    expect(percentLabel('Overlap', 0.8)).toBe('Overlap: 0.8%');
    expect(percentLabel('Overlap', 16.7)).toBe('Overlap: 17%');
    expect(percentLabel('Overlap', 0.01)).toBe('Overlap: <0.1%');
  });

  it("says the stack's status mix with its total, leaving out statuses no product has", () => {
    expect(
      statusMixLabel([
        { label: 'Unhappy with', count: 3 },
        { label: 'Satisfied', count: 1205 },
        { label: 'Not recently mentioned', count: 0 },
      ]),
    ).toBe('Stack status of 1,208 products: Unhappy with 3, Satisfied 1,205');
    expect(statusMixLabel([{ label: 'Satisfied', count: 1 }])).toBe('Stack status of 1 product: Satisfied 1');
  });
});
