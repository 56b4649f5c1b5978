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
