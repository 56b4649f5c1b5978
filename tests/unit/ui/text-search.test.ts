import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMatches, splitMatches } from '@/lib/ui/text-search';

describe('splitMatches', () => {
  it('marks every case-insensitive match', () => {
    const segments = splitMatches('Salesforce is slow; salesforce support is slower.', 'SALESFORCE');
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      'Salesforce',
      'salesforce',
    ]);
    expect(countMatches(segments)).toBe(2);
  });

  it('marks nothing for an empty query or no match', () => {
    expect(splitMatches('text', '  ')).toEqual([{ text: 'text', match: false }]);
    expect(countMatches(splitMatches('text', 'zzz'))).toBe(0);
  });

  it('always joins back to the original text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 3 }), (text, query) => {
        expect(
          splitMatches(text, query)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});
