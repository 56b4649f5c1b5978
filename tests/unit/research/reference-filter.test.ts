import { describe, expect, it } from 'vitest';
import {
  createReferenceIndex,
  filterReference,
  findReferenceOption,
  foldText,
} from '@/lib/research/reference-filter';

const PRODUCTS = [
  { name: 'Relaytics CRM', transcript_count: 90 },
  { name: 'Northbeam Funnels', transcript_count: 40 },
  { name: 'Dialwell Dialer', transcript_count: 70 },
  { name: 'Ticketwise Desk', transcript_count: 12 },
  { name: 'Crème CRM', transcript_count: 5 },
  { name: 'Acme, Inc. Ledger', transcript_count: 3 },
];

const VENDORS = [
  { name: 'Relaytics', slug: 'relaytics', domain_name: 'relaytics.com', transcript_count: 120 },
  { name: 'Northbeam Analytics', slug: 'northbeam', domain_name: 'northbeam.io', transcript_count: 60 },
];

describe('reference filter', () => {
  const products = createReferenceIndex(PRODUCTS);

  it('folds case, accents and surrounding space', () => {
    expect(foldText('  Crème CRM ')).toBe('creme crm');
  });

  it('ranks an exact name, then names starting with the text, then words, then anywhere', () => {
    expect(filterReference(products, 'crm').map((item) => item.name)).toEqual(['Relaytics CRM', 'Crème CRM']);
    expect(filterReference(products, 'd').map((item) => item.name)).toEqual([
      'Dialwell Dialer',
      'Ticketwise Desk',
      'Acme, Inc. Ledger',
    ]);
    expect(filterReference(products, 'creme').map((item) => item.name)).toEqual(['Crème CRM']);
    expect(filterReference(products, 'zzz')).toEqual([]);
  });

  it('lists the items with the most interviews for an empty query, up to the limit', () => {
    expect(filterReference(products, '', 2).map((item) => item.name)).toEqual([
      'Relaytics CRM',
      'Dialwell Dialer',
    ]);
  });

  it('finds a vendor by its domain or slug as well as its name', () => {
    const vendors = createReferenceIndex(VENDORS);
    expect(filterReference(vendors, 'northbeam.io')[0]?.slug).toBe('northbeam');
    expect(findReferenceOption(vendors, 'RELAYTICS.COM')?.name).toBe('Relaytics');
    expect(findReferenceOption(vendors, 'relaytics')?.name).toBe('Relaytics');
    expect(findReferenceOption(products, 'acme, inc. ledger')?.name).toBe('Acme, Inc. Ledger');
    expect(findReferenceOption(products, 'Relaytic CRM')).toBeUndefined();
  });
});

describe("type-ahead in the rep's language", () => {
  const COMPANIES = [
    { name: 'Zürich Analytics', transcript_count: 10 },
    { name: 'Öresund Freight', transcript_count: 10 },
    { name: 'Ostwind Energie', transcript_count: 10 },
    { name: 'Ärlig Bank', transcript_count: 10 },
    { name: 'Zeta Systems', transcript_count: 10 },
    { name: 'カブシキ ソフト', transcript_count: 4 },
    { name: 'Relaytics', transcript_count: 2 },
  ];
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it('finds "Zürich" for "zur" in German, whatever the case', () => {
    const german = createReferenceIndex(COMPANIES, 'de');
    expect(names(filterReference(german, 'zur'))).toEqual(['Zürich Analytics']);
    expect(names(filterReference(german, 'ZÜR'))).toEqual(['Zürich Analytics']);
    expect(names(filterReference(german, 'oresund'))).toEqual(['Öresund Freight']);
  });

  it('tells ö from o in Swedish, as a Swedish collator does', () => {
    const swedish = createReferenceIndex(COMPANIES, 'sv');
    expect(names(filterReference(swedish, 'ores'))).toEqual([]);
    expect(names(filterReference(swedish, 'öres'))).toEqual(['Öresund Freight']);
    expect(names(filterReference(swedish, 'Ö'))).toEqual(['Öresund Freight']);
  });

  it('orders equal matches by the language: umlauts with their letter in German, after z in Swedish', () => {
    const latin = COMPANIES.filter((company) => company.transcript_count === 10);
    expect(names(filterReference(createReferenceIndex(latin, 'de'), ''))).toEqual([
      'Ärlig Bank',
      'Öresund Freight',
      'Ostwind Energie',
      'Zeta Systems',
      'Zürich Analytics',
    ]);
    expect(names(filterReference(createReferenceIndex(latin, 'sv'), ''))).toEqual([
      'Ostwind Energie',
      'Zeta Systems',
      'Zürich Analytics',
      'Ärlig Bank',
      'Öresund Freight',
    ]);
  });

  it('finds katakana names by hiragana, and names by full-width letters, in Japanese', () => {
    const japanese = createReferenceIndex(COMPANIES, 'ja');
    expect(names(filterReference(japanese, 'かぶ'))).toEqual(['カブシキ ソフト']);
    expect(names(filterReference(japanese, 'ｒｅｌａｙ'))).toEqual(['Relaytics']);
  });

  it('keeps what the API matches exactly as the API spells it', () => {
    const german = createReferenceIndex(COMPANIES, 'de');
    expect(findReferenceOption(german, 'zürich analytics')?.name).toBe('Zürich Analytics');
    expect(findReferenceOption(german, 'Zurich Analytics')).toBeUndefined();
  });
});
