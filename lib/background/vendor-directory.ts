import { referenceListEndpoint, type VendorReferenceItem } from '../api/reference';
import { typedDomain } from '../detect/domain';
import type { CompanyKey } from '../detect/types';
import type { VendorOffer } from '../shared/messaging';
import type { ApiGateway, CallOptions } from './api-gateway';

/** What a lookup needs to offer a vendor where no account matched. */
export interface VendorSource {
  /**
   * The vendor a company key names: a registrable domain that is a vendor's website, or a vendor's exact name;
   * null when none does, and also when the vendor list cannot be had (the miss stays a miss, never an error).
   */
  vendorFor(
    key: CompanyKey,
    options?: Pick<CallOptions, 'priority' | 'persist'>,
  ): Promise<VendorOffer | null>;
}

/**
 * Vendors by website and name, from the reference `/vendors` list (docs/api.md 4.3) through the one gateway:
 * the list is cached for an hour like every reference list, so a miss on a cached list costs no request, and
 * asking it sends nothing about the tab.
 */
export function createVendorDirectory(gateway: ApiGateway): VendorSource {
  return {
    async vendorFor(key, options = {}) {
      const answer = await gateway.fetched(referenceListEndpoint('vendors'), {
        priority: options.priority ?? 'background',
        persist: options.persist,
      });
      return answer.ok ? findVendor(answer.data, key) : null;
    },
  };
}

/**
 * The vendor a key names in a vendor list: by registrable domain (a vendor's `domain_name` may be a host such
 * as `www.acme.com`), or by name as the API matches names (docs/api.md 10.1: case and surrounding spaces
 * ignored). Null when none does.
 */
export function findVendor(vendors: readonly VendorReferenceItem[], key: CompanyKey): VendorOffer | null {
  const found =
    key.domain !== undefined
      ? vendorsByDomain(vendors).get(key.domain.toLowerCase())
      : vendors.find((vendor) => sameName(vendor.name, key.companyName));
  return found
    ? {
        name: found.name,
        slug: found.slug,
        buyerCount: found.buyer_count,
        interviewCount: found.transcript_count,
      }
    : null;
}

// The memory cache hands out the same list object until it refetches: its domains are parsed once.
const domainIndexes = new WeakMap<readonly VendorReferenceItem[], Map<string, VendorReferenceItem>>();

function vendorsByDomain(vendors: readonly VendorReferenceItem[]): Map<string, VendorReferenceItem> {
  let index = domainIndexes.get(vendors);
  if (!index) {
    index = new Map();
    for (const vendor of vendors) {
      const domain = typedDomain(vendor.domain_name);
      // The list is ordered by interviews (docs/api.md 10.7): the first vendor of a domain is the better known.
      if (domain && !index.has(domain)) index.set(domain, vendor);
    }
    domainIndexes.set(vendors, index);
  }
  return index;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');
}
