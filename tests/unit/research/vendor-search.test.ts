import { describe, expect, it } from 'vitest';
import type { VendorReferenceItem } from '@/lib/api/reference';
import { createReferenceIndex, filterReference, foldText } from '@/lib/research/reference-filter';
import { vendorSearchFromQuery, vendorSearchToQuery } from '@/lib/research/vendor-search';

const vendor = (name: string, domain: string, buyers: number, slug = foldText(name).replaceAll(' ', '-')) =>
  ({
    name,
    slug,
    domain_name: domain,
    buyer_count: buyers,
    transcript_count: buyers * 4,
  }) satisfies VendorReferenceItem;

const VENDORS = [
  vendor('Relaytics', 'relaytics.com', 63),
  vendor('Northbeam Analytics', 'northbeam.io', 60),
  vendor('Chartwell BI', 'chartwellbi.com', 66),
  vendor('Zürich Réseaux', 'zurich-reseaux.ch', 4, 'zurich-reseaux'),
  vendor('Beacon Loop', 'www.beaconloop.com', 68),
  vendor('Loopwise', 'loopwise.io', 12),
  vendor('Datarelay', 'datarelay.com', 30),
  vendor('Xploit Labs <script>alert(1)</script>', 'xploitlabs.com', 15, 'xploit-labs'),
  vendor('Analytics North', 'an-north.com', 5),
];
const index = createReferenceIndex(VENDORS);
const names = (text: string) => filterReference(index, text).map((item) => item.name);

describe('filterReference over the vendors list', () => {
  it('lists every vendor by buyers, most first, for an empty or blank query', () => {
    for (const text of ['', '   ', '—']) {
      expect(names(text)).toEqual([
        'Beacon Loop',
        'Chartwell BI',
        'Relaytics',
        'Northbeam Analytics',
        'Datarelay',
        'Xploit Labs <script>alert(1)</script>',
        'Loopwise',
        'Analytics North',
        'Zürich Réseaux',
      ]);
    }
  });

  it('puts an exact name, slug or domain first, then names starting with it, then names containing it', () => {
    expect(names('relay')).toEqual(['Relaytics', 'Datarelay']);
    expect(names('relaytics')).toEqual(['Relaytics']);
    expect(names('loop')).toEqual(['Loopwise', 'Beacon Loop']);
  });

  it('finds a vendor by a word of its name, ranked by buyers among equals', () => {
    expect(names('north')).toEqual(['Northbeam Analytics', 'Analytics North']);
    expect(names('analytics')).toEqual(['Analytics North', 'Northbeam Analytics']);
  });

  it.each([
    ['northbeam.io', 'Northbeam Analytics'],
    ['https://www.northbeam.io/pricing?ref=ad', 'Northbeam Analytics'],
    ['NORTHBEAM.IO', 'Northbeam Analytics'],
    ['beaconloop.com', 'Beacon Loop'],
    ['www.beaconloop.com', 'Beacon Loop'],
    ['chartwellbi', 'Chartwell BI'],
    ['northbeam-analytics', 'Northbeam Analytics'],
  ])('finds %j by website or slug first: %s', (text, first) => {
    expect(names(text)[0]).toBe(first);
  });

  it('ignores accents and case both ways', () => {
    expect(names('zurich')).toEqual(['Zürich Réseaux']);
    expect(names('RÉSEAUX')).toEqual(['Zürich Réseaux']);
    expect(names('zürich reseaux')).toEqual(['Zürich Réseaux']);
  });

  it('matches words in another order, or run together', () => {
    expect(names('analytics northbeam')).toEqual(['Northbeam Analytics']);
    expect(names('beaconloop')[0]).toBe('Beacon Loop');
    expect(names('chartwell-bi')).toEqual(['Chartwell BI']);
  });

  it('treats markup in a name as text to match, nothing more', () => {
    expect(names('<script>')).toEqual(['Xploit Labs <script>alert(1)</script>']);
    expect(names('xploit')).toEqual(['Xploit Labs <script>alert(1)</script>']);
  });

  it('finds nothing for text no name, slug or website holds', () => {
    expect(names('salesforce')).toEqual([]);
    expect(names('relaytics.io')).toEqual([]);
  });

  it('ranks an exact name before longer ones, then by buyers, and leaves the list as it was', () => {
    const many = Array.from({ length: 300 }, (_, n) => vendor(`Vendor ${n}`, `vendor-${n}.com`, n % 17));
    const before = JSON.stringify(many);
    const found = filterReference(createReferenceIndex(many), 'vendor 29');
    expect(found[0]?.name).toBe('Vendor 29');
    expect(
      found
        .slice(1)
        .map((item) => item.name)
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, n) => `Vendor 29${n}`));
    const buyers = found.slice(1).map((item) => item.buyer_count);
    expect(buyers).toEqual([...buyers].sort((a, b) => b - a));
    expect(JSON.stringify(many)).toBe(before);
  });
});

describe('vendor search as a query string', () => {
  it.each([
    ['Relaytics', 'q=Relaytics'],
    ['  north   beam ', 'q=north+beam'],
    ['a&b=c #1', 'q=a%26b%3Dc+%231'],
    ['', ''],
    ['   ', ''],
  ])('%j is %j, and reads back the same', (text, query) => {
    expect(vendorSearchToQuery({ text })).toBe(query);
    expect(vendorSearchFromQuery(query)).toEqual({ text: text.trim().replace(/\s+/g, ' ') });
  });

  it('ignores what is not its own in a pasted query', () => {
    expect(vendorSearchFromQuery('q=northbeam&page=3&x')).toEqual({ text: 'northbeam' });
    expect(vendorSearchFromQuery('garbage=%E0%A4%A')).toEqual({ text: '' });
  });
});
