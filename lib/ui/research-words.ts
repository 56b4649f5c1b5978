import type { LookupAnswer } from '../shared/messaging';

// The popup's "Search accounts…" and "Search interviews for …" send the lookup box's words as `q`. Typed words
// go as they are, but an email address, a web address or a host is no company name: no interview contains it,
// and the privacy rule lets only a registrable domain or a company name leave the browser for a typed lookup
// (lib/background/lookup-query.ts). So for an address the searches wait for its lookup and name the company
// found, or the domain looked up.

// A scheme ("https:", "mailto:"), an `@`, or a host with a dot and no space ("acme.com/careers").
const ADDRESS = /^[a-z][a-z0-9+.-]*:|@|^[^\s/?#:]+\.[^\s/?#:]+(?::\d*)?(?:[/?#]\S*)?$/i;

/** The box's text looked up, and the background's answer for it. */
export type TypedLookup = { typed: string; answer: LookupAnswer };

/**
 * The words to offer a Research search for: the typed words, or for an address the name of the account its
 * lookup found (else the registrable domain it looked up); null when there is nothing to offer yet.
 */
export function researchWords(typed: string, lookup: TypedLookup | null): string | null {
  const words = typed.replace(/\s+/g, ' ').trim();
  if (!words) return null;
  if (!ADDRESS.test(words)) return words;
  if (!lookup || lookup.typed.replace(/\s+/g, ' ').trim() !== words) return null;
  const { answer } = lookup;
  if (answer.ok) return answer.data.name;
  return answer.lookedUp ?? null;
}
