import { companyNameOf, emailDomain, typedDomain } from '../detect/domain';
import type { CompanyKey, Detection } from '../detect/types';

// What the rep types into the popup's lookup box becomes what the tab would send: a registrable domain, or a
// company name. Nothing else of the text (a path, a query, an address's local part) ever leaves.

// A scheme and "//": a web address.
const WEB_ADDRESS = /^[a-z][a-z0-9+.-]*:\/\//i;
// A host, maybe with a port, a path, a query or a fragment: "careers.acme.com/jobs", "acme.com:8080".
const BARE_HOST = /^[^\s/?#@:]+\.[^\s/?#@:]+(?::\d*)?(?:[/?#]\S*)?$/;

/**
 * What may be sent for what the rep typed (docs/api.md 4.5): the registrable domain of a web address, of a host
 * with or without a path, or of an email address (bare, `mailto:`, or `Name <address>` as pasted from a mail
 * client); else the company name as typed, trimmed. Null when it is none of these: a web address or an
 * address with no registrable domain, several addresses, or text a company name never holds (`/?#@`).
 */
export function parseLookupQuery(query: string): CompanyKey | null {
  const text = query.trim();
  if (WEB_ADDRESS.test(text)) return domainKey(typedDomain(text));
  // A host on an intranet or reserved suffix ("wiki.acme.local", "acme.example") has none: nothing is sent.
  if (BARE_HOST.test(text)) return domainKey(typedDomain(text));
  if (text.includes('@')) {
    return text.indexOf('@') === text.lastIndexOf('@') ? domainKey(emailDomain(text)) : null;
  }
  const companyName = companyNameOf(text);
  return companyName ? { companyName } : null;
}

function domainKey(domain: string | null): CompanyKey | null {
  return domain ? { domain } : null;
}

/** What of a detection may be sent: its registrable domain or its account name, nothing read beside it. */
export function companyKey(detection: Detection): CompanyKey {
  return detection.companyName !== undefined
    ? { companyName: detection.companyName }
    : { domain: detection.domain };
}

/** The `:id` of `GET /api/v1/accounts/:id` for a company: its registrable domain, or its exact name. */
export function lookupId(key: CompanyKey): string {
  return key.companyName !== undefined ? key.companyName : key.domain;
}

/**
 * The free-text query that finds accounts near a company that is none: a name as it is, or a domain's name
 * part, words split (`pinecrest-labs.co.uk` → `pinecrest labs`): `q` searches interview text, where a whole
 * domain rarely occurs. Never more than that: no suffix, path or address.
 */
export function suggestionQuery(key: CompanyKey): string {
  if (key.companyName !== undefined) return key.companyName;
  const name = key.domain.split('.')[0] ?? key.domain;
  return name.replace(/[-_]+/g, ' ').trim() || key.domain;
}
