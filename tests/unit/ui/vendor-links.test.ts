import { describe, expect, it } from 'vitest';
import { createVendorFinder, normalizeDomain } from '@/lib/ui/vendor-links';

const VENDORS = [
  { name: 'Northbeam Analytics', slug: 'northbeam-analytics', domain_name: 'northbeam.io' },
  { name: 'Relaytics', slug: 'relaytics', domain_name: 'relaytics.com' },
  // A vendor whose name is another's domain label: the domain wins for a stack item that names it.
  { name: 'northbeam.io Labs', slug: 'nb-labs', domain_name: 'nblabs.com' },
];

describe('normalizeDomain', () => {
  it.each([
    ['northbeam.io', 'northbeam.io'],
    [' WWW.Northbeam.IO. ', 'northbeam.io'],
    ['https://www.northbeam.io/pricing?x=1', 'northbeam.io'],
    ['northbeam.io/pricing', 'northbeam.io'],
    ['Northbeam Analytics', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(normalizeDomain(value)).toBe(expected);
  });
});

describe('createVendorFinder', () => {
  const finder = createVendorFinder(VENDORS);

  it('finds a stack item by domain first, then by name ignoring case', () => {
    expect(finder.forStackItem({ vendor: 'Whatever', vendor_domain_name: 'www.northbeam.io' })?.slug).toBe(
      'northbeam-analytics',
    );
    expect(
      finder.forStackItem({ vendor: ' relaytics ', vendor_domain_name: 'relaytics-old.com' })?.slug,
    ).toBe('relaytics');
    expect(
      finder.forStackItem({ vendor: 'Unknown Co', vendor_domain_name: 'unknown.example' }),
    ).toBeUndefined();
  });

  it('reads a vendors[] value as a name, a bare domain or a full URL, never as a slug', () => {
    expect(finder.forFilterValue('https://northbeam.io/')?.name).toBe('Northbeam Analytics');
    expect(finder.forFilterValue('RELAYTICS')?.name).toBe('Relaytics');
    expect(finder.forFilterValue('northbeam.io Labs')?.name).toBe('northbeam.io Labs');
    expect(finder.forFilterValue('northbeam-analytics')).toBeUndefined();
  });
});
