import {
  companyNameOf,
  emailDomain,
  isPlaceholderValue,
  PERSONAL_MAIL_DOMAINS,
  typedDomain,
} from '../detect/domain';
import { startsFormula } from '../research/csv';

// What one line of a rep's list names: a company by its domain (a web address, a bare domain or a work email
// turned into its registrable domain) or by its name, or nothing, with the reason said. Runs where the Public
// Suffix List is loaded (the background, and tests): a page asks the background for a preview.

/** The longest line read as a company: the longest name the API is asked for is 200 characters, a URL a little more. */
export const MAX_ENTRY_CHARS = 300;

/** A company a line names, as it is asked for (`accounts[]` and `accounts/:id` take a domain or a name). */
export type ListEntry = { kind: 'domain'; domain: string } | { kind: 'name'; name: string };

/** Why a line names no company. */
export type EntryProblem =
  /** Nothing but white space. */
  | 'blank'
  /** "N/A", "none", "-", "TBD": a field left unfilled. */
  | 'placeholder'
  /** An address at a personal mailbox provider: it names a person, not an employer. */
  | 'personalMailbox'
  /** Longer than MAX_ENTRY_CHARS. */
  | 'tooLong'
  /** A spreadsheet formula (`=HYPERLINK(…)`, `+1…`): never sent, never written back. */
  | 'formula'
  /** An address, URL or text that names no company (an IP, `localhost`, a path, markup). */
  | 'notACompany';

export type ClassifiedEntry = { ok: true; entry: ListEntry } | { ok: false; problem: EntryProblem };

// A web address or a bare domain: a scheme, or a dot and no white space.
const LOOKS_LIKE_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/\/)|^[^\s]*[^\s.]\.[^\s.]/iu;
// A web address beyond doubt: a scheme, a path, a port or an IPv4 address. Any other dotted word that is no
// domain ("J.Crew") may be a name.
const SURELY_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/\/)|[/:]|^\d+(?:\.\d+){3}$/i;

/** What one value of a list names, or why it names nothing. */
export function classifyEntry(text: string): ClassifiedEntry {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'blank' };
  if (value.length > MAX_ENTRY_CHARS) return { ok: false, problem: 'tooLong' };
  if (isPlaceholderValue(value)) return { ok: false, problem: 'placeholder' };
  if (startsFormula(text)) return { ok: false, problem: 'formula' };
  if (value.includes('@')) {
    const domain = emailDomain(value);
    if (!domain) return { ok: false, problem: 'notACompany' };
    if (PERSONAL_MAIL_DOMAINS.has(domain)) return { ok: false, problem: 'personalMailbox' };
    return { ok: true, entry: { kind: 'domain', domain } };
  }
  if (LOOKS_LIKE_ADDRESS.test(value)) {
    const domain = typedDomain(value);
    if (domain) return { ok: true, entry: { kind: 'domain', domain } };
    if (SURELY_ADDRESS.test(value)) return { ok: false, problem: 'notACompany' };
  }
  const name = companyNameOf(value.replace(/\s+/g, ' '));
  return name ? { ok: true, entry: { kind: 'name', name } } : { ok: false, problem: 'notACompany' };
}

/** The value an entry is asked for by (a domain, or a name). */
export function entryQuery(entry: ListEntry): string {
  return entry.kind === 'domain' ? entry.domain : entry.name;
}

/**
 * One key per company as the rep named it: the same domain typed twice, or the same name in another case or
 * spacing, is one entry (a domain and a name of one company are two until the API says they are one).
 */
export function entryKey(entry: ListEntry): string {
  return entry.kind === 'domain' ? `domain:${entry.domain}` : `name:${entry.name.toLocaleLowerCase('en')}`;
}
