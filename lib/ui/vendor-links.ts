// A transcript's stack item names its vendor by name and domain (docs/api.md 2.1), not by slug; a vendor
// profile (4.6) is addressed by slug. The cached reference list of vendors (4.3) holds all three, so a stack
// item is linked to a profile through it: by domain first, then by name, as the API itself resolves vendors
// (4.1 rule 2). An item the list does not hold stays plain text.

/** A vendor of the reference list (docs/api.md 2.3). */
export type VendorListItem = { name: string; slug: string; domain_name: string };

/**
 * A domain as the API compares it (docs/api.md 10.1): the host of a full URL or a bare domain, lower case,
 * without a trailing dot or a leading `www.`; null when the value is not a domain (a name with spaces).
 */
export function normalizeDomain(value: string): string | null {
  let host = value.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  } else {
    host = host.split(/[/?#]/)[0] ?? '';
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(host) ? host : null;
}

/** A name as the API compares names (docs/api.md 10.1): ignoring case and surrounding space. */
function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/** Finds vendors of the list by domain or name; build it once per list. */
export function createVendorFinder<T extends VendorListItem>(vendors: readonly T[]) {
  const byDomain = new Map<string, T>();
  const byName = new Map<string, T>();
  for (const vendor of vendors) {
    const domain = normalizeDomain(vendor.domain_name);
    if (domain && !byDomain.has(domain)) byDomain.set(domain, vendor);
    const name = nameKey(vendor.name);
    if (!byName.has(name)) byName.set(name, vendor);
  }
  return {
    /** The vendor a stack item names: by its domain first, then by its name. */
    forStackItem(item: { vendor: string; vendor_domain_name: string }): T | undefined {
      const domain = normalizeDomain(item.vendor_domain_name);
      return (domain ? byDomain.get(domain) : undefined) ?? byName.get(nameKey(item.vendor));
    },
    /** The vendor a `vendors[]` value names (docs/api.md 4.1: a name, a bare domain or a full URL). */
    forFilterValue(value: string): T | undefined {
      const domain = normalizeDomain(value);
      return (domain ? byDomain.get(domain) : undefined) ?? byName.get(nameKey(value));
    },
  };
}
