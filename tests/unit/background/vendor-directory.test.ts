import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/api/endpoint';
import { requestTarget } from '@/lib/api/endpoint';
import type { VendorReferenceItem } from '@/lib/api/reference';
import type { ApiGateway } from '@/lib/background/api-gateway';
import { createVendorDirectory, findVendor } from '@/lib/background/vendor-directory';
import type { Fetched } from '@/lib/shared/messaging';

// A vendor's own website is no account, but its profile is what the rep wants there: the vendor is found in
// the reference /vendors list by registrable domain or exact name.

const vendor = (name: string, slug: string, domain: string, buyers = 10): VendorReferenceItem => ({
  name,
  slug,
  domain_name: domain,
  transcript_count: buyers * 4,
  buyer_count: buyers,
});

const VENDORS = [
  vendor('Relaytics', 'relaytics', 'relaytics.com', 63),
  vendor('Northbeam Analytics', 'northbeam-analytics', 'www.northbeam.io', 60),
  vendor('Zürich Data', 'zurich-data', 'ZURICHDATA.CH', 5),
  vendor('Relaytics Labs', 'relaytics-labs', 'labs.relaytics.com', 2),
];

describe('findVendor', () => {
  it.each([
    [{ domain: 'relaytics.com' }, 'relaytics'],
    [{ domain: 'northbeam.io' }, 'northbeam-analytics'],
    [{ domain: 'zurichdata.ch' }, 'zurich-data'],
    [{ companyName: '  northbeam analytics ' }, 'northbeam-analytics'],
    [{ companyName: 'Zürich Data' }, 'zurich-data'],
  ])('finds the vendor %j names: %s', (key, slug) => {
    expect(findVendor(VENDORS, key)?.slug).toBe(slug);
  });

  it('offers the better known vendor when two share a registrable domain (the list is ordered by interviews)', () => {
    expect(findVendor(VENDORS, { domain: 'relaytics.com' })).toEqual({
      name: 'Relaytics',
      slug: 'relaytics',
      buyerCount: 63,
      interviewCount: 252,
    });
  });

  it.each([
    [{ domain: 'northbeam.com' }],
    [{ domain: 'relaytics.co.uk' }],
    [{ companyName: 'Northbeam' }],
    [{ companyName: 'Zurich Data' }],
  ])('finds none for %j: names match exactly, as the API matches them', (key) => {
    expect(findVendor(VENDORS, key)).toBeNull();
  });
});

describe('createVendorDirectory', () => {
  function directory(answer: Fetched<VendorReferenceItem[]>) {
    const asked: { target: string; options: unknown }[] = [];
    const gateway = {
      async fetched(endpoint: Endpoint<unknown>, options: unknown) {
        asked.push({ target: requestTarget(endpoint), options });
        return answer;
      },
    } as unknown as ApiGateway;
    return { vendors: createVendorDirectory(gateway), asked };
  }

  it('asks the gateway for the reference vendor list, which carries nothing of the tab', async () => {
    const { vendors, asked } = directory({ ok: true, data: VENDORS, fetchedAt: 1 });
    expect(await vendors.vendorFor({ domain: 'northbeam.io' }, { persist: false })).toMatchObject({
      slug: 'northbeam-analytics',
    });
    expect(asked).toEqual([
      { target: '/api/v1/vendors', options: { priority: 'background', persist: false } },
    ]);
  });

  it('answers null, never an error, when the list cannot be had', async () => {
    const { vendors } = directory({ ok: false, error: { kind: 'server', message: 'Down.' } });
    expect(await vendors.vendorFor({ domain: 'northbeam.io' })).toBeNull();
  });
});
