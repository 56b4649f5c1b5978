import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareText,
  countMatches,
  findWords,
  foldCase,
  foldForSearch,
  queryWords,
  sameText,
  splitMatches,
} from '@/lib/ui/text-search';

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

describe("matching and sorting in the rep's language", () => {
  const markedIn = (locale: string, text: string, query: string) =>
    splitMatches(text, query, { folded: foldForSearch(text, locale) })
      .filter((segment) => segment.match)
      .map((segment) => segment.text);
  const sorted = (locale: string, names: readonly string[]) =>
    [...names].sort((left, right) => compareText(left, right, locale));

  it('finds "zur" in "Zürich" in German, English and French, ignoring case and accents', () => {
    for (const locale of ['de', 'en', 'fr']) {
      expect(markedIn(locale, 'Zürich Analytics, ZÜRICH office', 'zur')).toEqual(['Zür', 'ZÜR']);
      expect(sameText('Zürich', 'zurich', locale)).toBe(true);
    }
  });

  it('keeps Swedish å, ä and ö letters of their own, as a Swedish collator does', () => {
    expect(foldCase('Öresund Ärlig Åre', 'sv')).toBe('öresund ärlig åre');
    expect(foldCase('Öresund Ärlig Åre', 'de')).toBe('oresund arlig are');
    expect(markedIn('sv', 'Öresund', 'ores')).toEqual([]);
    expect(markedIn('sv', 'Öresund', 'öres')).toEqual(['Öres']);
    expect(markedIn('sv', 'ÖRESUND', 'öres')).toEqual(['ÖRES']);
    expect(sameText('Ärlig', 'arlig', 'sv')).toBe(false);
    expect(sameText('Ärlig', 'ärlig', 'sv')).toBe(true);
  });

  it('sorts umlauts with their letter in German and after z in Swedish', () => {
    const names = ['Zeta', 'Öl', 'Ost', 'Ärlig', 'Alpha'];
    expect(sorted('de', names)).toEqual(['Alpha', 'Ärlig', 'Öl', 'Ost', 'Zeta']);
    expect(sorted('sv', names)).toEqual(['Alpha', 'Ost', 'Zeta', 'Ärlig', 'Öl']);
  });

  it('sorts Japanese in kana order, hiragana and katakana together, not by code unit', () => {
    const names = ['カブシキ', 'いろは', 'アイ', 'さくら'];
    expect(sorted('ja', names)).toEqual(['アイ', 'いろは', 'カブシキ', 'さくら']);
    expect([...names].sort()).not.toEqual(sorted('ja', names));
  });

  it('sorts numbers inside labels by value', () => {
    expect(sorted('en', ['Plan 10', 'Plan 2', 'plan 1'])).toEqual(['plan 1', 'Plan 2', 'Plan 10']);
  });

  it('finds katakana by hiragana and full-width letters by plain ones, as a Japanese rep types them', () => {
    expect(markedIn('ja', 'カブシキ ソフト', 'かぶ')).toEqual(['カブ']);
    expect(markedIn('ja', 'ｶﾌﾞｼｷ', 'かぶ')).toEqual(['ｶﾌﾞ']);
    expect(markedIn('ja', 'Relaytics CRM', 'ｒｅｌａｙ')).toEqual(['Relay']);
    expect(markedIn('en', 'ＲＥＬＡＹＴＩＣＳ', 'relay')).toEqual(['ＲＥＬＡＹ']);
  });

  it('folds two texts alike exactly when the language collator finds them equal', () => {
    const pairs = [
      ['Ü', 'u'],
      ['ü', 'ue'],
      ['ä', 'a'],
      ['Å', 'a'],
      ['ñ', 'n'],
      ['é', 'e'],
      ['ß', 'ss'],
      ['カ', 'か'],
      ['ｶ', 'か'],
      ['Ｒ', 'r'],
      ['ø', 'o'],
      ['İ', 'i'],
    ] as const;
    for (const locale of ['en', 'de', 'fr', 'es', 'sv', 'ja', 'he'])
      for (const [left, right] of pairs)
        expect(foldCase(left, locale) === foldCase(right, locale), `${left} ${right} in ${locale}`).toBe(
          sameText(left, right, locale),
        );
  });

  it('folds a query as the text it searches was folded', () => {
    const folded = foldForSearch('Åre Ärlig', 'sv');
    expect(splitMatches('Åre Ärlig', 'are', { folded }).some((segment) => segment.match)).toBe(false);
    expect(queryWords('Åre', 'sv')).toEqual(['åre']);
    expect(queryWords('Åre', 'en')).toEqual(['are']);
  });
});
