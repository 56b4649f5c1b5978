import type { ReferenceItem, VendorReferenceItem } from '@/lib/api/reference';

// Small reference lists (docs/api.md 4.3) for the omnibox's and the popup's resolution tests.

/** Vendors: one found by name, slug or domain, one whose domain differs from its name. */
export const VENDORS: VendorReferenceItem[] = [
  {
    name: 'Relaytics',
    slug: 'relaytics',
    domain_name: 'relaytics.com',
    transcript_count: 120,
    buyer_count: 40,
  },
  {
    name: 'Northbeam Analytics',
    slug: 'northbeam-analytics',
    domain_name: 'northbeam.io',
    transcript_count: 30,
    buyer_count: 9,
  },
];
export const MARKETS: ReferenceItem[] = [
  { name: 'Sales Engagement', transcript_count: 300 },
  { name: 'Revenue Intelligence', transcript_count: 80 },
];
export const PRODUCTS: ReferenceItem[] = [{ name: 'Relaytics CRM', transcript_count: 90 }];
export const INDUSTRIES: ReferenceItem[] = [{ name: 'Logistics & Supply Chain', transcript_count: 40 }];

/** A vendor as hostile as the sandbox's Xploit Labs: markup, quotes, an entity, a control character. */
export const HOSTILE_VENDOR: VendorReferenceItem = {
  name: `Xploit Labs <script>alert(1)</script> & "Co" 'n' &amp; \u0007]]>`,
  slug: 'xploit-labs',
  domain_name: 'xploitlabs.com',
  transcript_count: 5,
  buyer_count: 2,
};
