import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMatches, findWords, foldForSearch, queryWords, splitMatches } from '@/lib/ui/text-search';

const marked = (text: string, query: string, wholeWords = false) =>
  splitMatches(text, query, { wholeWords })
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('splitMatches', () => {
  it('marks every case-insensitive match', () => {
    const segments = splitMatches('Salesforce is slow; salesforce support is slower.', 'SALESFORCE');
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      'Salesforce',
      'salesforce',
    ]);
    expect(countMatches(segments)).toBe(2);
  });

  it('marks each word of the query, ignoring accents both ways', () => {
    expect(marked('Northbeam Funnels beat the Fünnels of Crème CRM', 'northbeam funnels creme')).toEqual([
      'Northbeam',
      'Funnels',
      'Fünnels',
      'Crème',
    ]);
    expect(marked('Northbeam', 'NÖRTH')).toEqual(['North']);
  });

  it('marks whole words only when asked (as the API matches q)', () => {
    expect(marked('funnel funnels Funnel.', 'funnel', true)).toEqual(['funnel', 'Funnel']);
    expect(marked('funnel funnels', 'funnel')).toEqual(['funnel', 'funnel']);
  });

  it('keeps offsets true when folding changes a length (İ lower-cases to two code units)', () => {
    expect(marked('İstanbul office, istanbul team', 'istanbul')).toEqual(['İstanbul', 'istanbul']);
    expect(marked('emoji 🥐 croissant', 'croissant')).toEqual(['croissant']);
  });

  it('joins overlapping hits of different words into one mark', () => {
    expect(marked('Northbeam', 'north northbeam')).toEqual(['Northbeam']);
  });

  it('marks nothing for an empty query or no match', () => {
    expect(splitMatches('text', '  ')).toEqual([{ text: 'text', match: false }]);
    expect(countMatches(splitMatches('text', 'zzz'))).toBe(0);
  });

  it('always joins back to the original text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 3 }), fc.boolean(), (text, query, wholeWords) => {
        expect(
          splitMatches(text, query, { wholeWords })
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });

  it('finds in any script, matching the text it marks', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme', maxLength: 4 }),
        (text, word) => {
          const words = queryWords(word);
          for (const range of findWords(foldForSearch(text), words)) {
            const hit = foldForSearch(text.slice(range.start, range.end)).folded;
            expect(words.some((candidate) => hit.includes(candidate))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('queryWords', () => {
  it('splits q as the API does (letters and digits of any script), folded and without repeats', () => {
    expect(queryWords('  Northbeam, funnels & NORTHBEAM — Crème 2.0 شركة ')).toEqual([
      'northbeam',
      'funnels',
      'creme',
      '2',
      '0',
      'شركة',
    ]);
    expect(queryWords(' ,;- ')).toEqual([]);
  });
});
