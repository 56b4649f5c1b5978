import { BLOCKED_BRAND_LABELS, BLOCKED_DOMAIN_LIST, BLOCKED_HOST_LIST } from './blocked-domains';
import { PERSONAL_MAIL_DOMAIN_LIST } from './personal-mail-domains';
import { publicSuffixParser } from './public-suffix';
import type { Detection, DetectionCandidate, GuestsNotLookedUp, Meeting } from './types';

// The Public Suffix List is read here and only here (./public-suffix.ts loads it): content scripts send raw
// candidates (lib/detect/find.ts) and the background turns them into a registrable domain.

/** Personal mailbox providers: an address there names a person, not an employer. */
export const PERSONAL_MAIL_DOMAINS: ReadonlySet<string> = new Set(PERSONAL_MAIL_DOMAIN_LIST);

const BLOCKED_DOMAINS: ReadonlySet<string> = new Set(BLOCKED_DOMAIN_LIST);
const BLOCKED_BRANDS: ReadonlySet<string> = new Set(BLOCKED_BRAND_LABELS);
const BLOCKED_HOSTS: ReadonlySet<string> = new Set(BLOCKED_HOST_LIST);

// Intranet and reserved suffixes the ICANN build cannot tell from real ones (it applies the `*` rule).
const INTRANET_SUFFIXES: ReadonlySet<string> = new Set([
  'local',
  'localhost',
  'localdomain',
  'internal',
  'intranet',
  'corp',
  'lan',
  'home',
  'private',
  'priv',
  'domain',
  'workgroup',
  'test',
  'example',
  'invalid',
  'onion',
  'alt',
  'arpa',
]);

// Placeholders reps type into a website field: never a domain.
const JUNK_VALUE = /^(?:n\/?a|none|null|undefined|unknown|tbd|-+|\.+|—|–|\?+)$/i;

/** True for a placeholder reps type into a website or company field ("N/A", "none", "-", "TBD"): never a company. */
export function isPlaceholderValue(text: string): boolean {
  return JUNK_VALUE.test(text.trim());
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// An address inside "Name <address>", "mailto:address" or plain text; the host stops at a delimiter.
const EMAIL = /(?:^|[\s<:;,("'])[^\s@<>"'(),;:]+@([^\s@<>"'(),;:/?#]+?)\.?(?=$|[\s>),;"'?#])/;

// Bulk senders and tool notifications: a thread whose newest outside message comes from one names no buyer.
const NOTIFICATION_LOCAL_PART =
  /^(?:no-?reply|do-?not-?reply|notifications?|notify|mailer-daemon|postmaster|bounces?)(?:[+._-].*)?$/i;
const NOTIFICATION_SUBDOMAIN = /(?:^|\.)(?:notifications?|notify|bounces?|mailer|em\d*|mail\d+|e)\./i;
const BULK_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'sendgrid.net',
  'amazonses.com',
  'mailgun.org',
  'mcsv.net',
  'mailchimpapp.net',
  'mandrillapp.com',
  'sparkpostmail.com',
  'mktomail.com',
  'intercom-mail.com',
  'docusign.net',
  'calendly.com',
]);

/** True when a domain (or any host under it) is a CRM, tool, LinkedIn, search engine or webmail host. */
export function isBlockedDomain(domain: string): boolean {
  const host = hostOf(domain);
  if (host && BLOCKED_HOSTS.has(host)) return true;
  const parsed = host ? parseHost(host) : null;
  if (!parsed) return false;
  return BLOCKED_DOMAINS.has(parsed.domain) || BLOCKED_BRANDS.has(parsed.label);
}

/**
 * The registrable domain (eTLD+1, ICANN rules, lowercase, punycode) of a host, URL or bare domain, with or
 * without scheme, port and path; null for junk, credentials in the URL, non-web schemes, IPs, localhost,
 * single-label and intranet hosts, and blocked hosts.
 */
export function registrableDomain(hostOrUrl: string): string | null {
  const host = hostOf(hostOrUrl);
  if (!host || BLOCKED_HOSTS.has(host)) return null;
  const parsed = parseHost(host);
  if (!parsed) return null;
  if (BLOCKED_DOMAINS.has(parsed.domain) || BLOCKED_BRANDS.has(parsed.label)) return null;
  return parsed.domain;
}

/** The registrable domain of an email address's host (blocked hosts included), or null if it is not one. */
export function emailDomain(address: string): string | null {
  const match = EMAIL.exec(address.trim());
  const host = match?.[1] ? hostOf(match[1]) : null;
  return host ? (parseHost(host)?.domain ?? null) : null;
}

/**
 * The registrable domain of a host or http(s) URL the rep typed, without the deny list (a rep may look any
 * company up on purpose); null for junk, credentials, other schemes, IPs, single-label and intranet hosts.
 */
export function typedDomain(hostOrUrl: string): string | null {
  const host = hostOf(hostOrUrl);
  return host ? (parseHost(host)?.domain ?? null) : null;
}

// A company name holds no address, query, fragment, markup or control character. A slash inside a name is part
// of it (Danish and Norwegian companies end in "A/S", "I/S"); at the start, or doubled, it is a path or a URL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const NOT_IN_A_NAME = /[?#@<>\\\u0000-\u001f\u007f]|^\/|\/\//;
/** The longest company name sent (docs/api.md 4.5 takes an exact name; real ones are far shorter). */
const MAX_NAME_LENGTH = 200;

/**
 * A company name as it may be sent to `GET /accounts/:id` (docs/api.md 4.5): the text trimmed; null when it
 * is empty, a placeholder ("N/A", "-"), longer than 200 characters, without a letter or digit, or holds an
 * `@`, `?`, `#`, markup, a control character, a leading or doubled `/` (so an address, a URL or a path never
 * passes as a name; "Novo Nordisk A/S" does).
 */
export function companyNameOf(text: string): string | null {
  const name = text.trim();
  if (name === '' || name.length > MAX_NAME_LENGTH || JUNK_VALUE.test(name) || NOT_IN_A_NAME.test(name))
    return null;
  return /[\p{L}\p{N}]/u.test(name) ? name : null;
}

/** Turns an adapter's raw candidate into a detection, or null when it does not name exactly one company. */
export function candidateToDetection(candidate: DetectionCandidate): Detection | null {
  if (candidate.kind === 'account') return accountFieldDetection(candidate.values, candidate.source);
  const domain = candidateDomain(candidate);
  if (!domain) return null;
  const name = candidate.name?.trim();
  return name ? { domain, source: candidate.source, name } : { domain, source: candidate.source };
}

// A record's account field (an opportunity's Account Name, a deal's organization or company) shows one name,
// however often the page repeats it; a web address there names the company by its domain instead.
function accountFieldDetection(values: readonly string[], source: string): Detection | null {
  const names = new Map<string, string>();
  for (const value of values) {
    const text = value.replace(/\s+/g, ' ').trim();
    if (text === '' || JUNK_VALUE.test(text)) continue;
    if (!names.has(text.toLowerCase())) names.set(text.toLowerCase(), text);
  }
  if (names.size !== 1) return null;
  const [text = ''] = names.values();
  if (!/\s/.test(text) && hostOf(text) !== null) {
    const domain = companyFieldDomain([text]);
    return domain ? { domain, source } : null;
  }
  const companyName = companyNameOf(text);
  return companyName ? { companyName, source } : null;
}

function candidateDomain(candidate: DetectionCandidate): string | null {
  switch (candidate.kind ?? 'company') {
    case 'account':
      return null;
    case 'site':
      return candidate.values.length === 1 && candidate.values[0]
        ? registrableDomain(candidate.values[0])
        : null;
    case 'company':
      return companyFieldDomain(candidate.values);
    case 'person':
      return personEmailDomain(candidate.values);
    case 'mail':
      return mailSenderDomain(candidate.values, candidate.owner);
    case 'meeting': {
      const { companies } = meetingGuests(candidate.values, candidate.owner);
      return companies.length === 1 ? (companies[0] ?? null) : null;
    }
  }
}

/**
 * An open calendar event's outside companies with its title and time as shown, or null when the candidate is
 * no meeting or nobody outside is invited. `detectCompany` names the company when there is one; with two or
 * more it gives null and this lists them, in guest order, for the views to offer each.
 */
export function candidateToMeeting(candidate: DetectionCandidate): Meeting | null {
  if (candidate.kind !== 'meeting') return null;
  const { companies, notLookedUp } = meetingGuests(candidate.values, candidate.owner);
  if (companies.length === 0) return null;
  const meeting: Meeting = { companies: companies.slice(0, MAX_MEETING_COMPANIES) };
  const title = candidate.event?.title?.trim();
  const time = candidate.event?.time?.trim();
  if (title) meeting.title = title;
  if (time) meeting.time = time;
  if (notLookedUp.internal + notLookedUp.personal + notLookedUp.rooms > 0) meeting.notLookedUp = notLookedUp;
  return meeting;
}

/** The most companies a meeting offers: the views show one button each. */
const MAX_MEETING_COMPANIES = 8;

// Conferencing and meeting-notes bots invited as guests, and calendar systems' own addresses: never a buyer.
const MEETING_BOT_DOMAINS: ReadonlySet<string> = new Set([
  'zoom.us',
  'zoom.com',
  'zoomgov.com',
  'webex.com',
  'gotomeeting.com',
  'goto.com',
  'bluejeans.com',
  'otter.ai',
  'fireflies.ai',
  'fathom.video',
  'read.ai',
  'tldv.io',
  'grain.com',
  'avoma.com',
  'chorus.ai',
  'sybill.ai',
  'meetgeek.ai',
  'krisp.ai',
  'calendly.com',
]);
const MEETING_BOT_LOCAL_PART = /^(?:note-?taker|recorder|meeting-?bot)(?:[+._-].*)?$/i;

// Calendar systems' room and resource mailboxes (Google lists rooms among the guests).
const ROOM_HOSTS = /(?:^|\.)resource\.calendar\.google\.com$/;

// The guests' registrable domains in guest order, each once, without the owner's domain (colleagues), personal
// mailboxes, rooms and resources (Google's `…@resource.calendar.google.com` is under a blocked host), bots and
// notification senders; colleagues, personal mailboxes and rooms are counted for the brief's one line.
function meetingGuests(
  guests: readonly string[],
  owner: string | undefined,
): { companies: string[]; notLookedUp: GuestsNotLookedUp } {
  const ownerAddress = owner?.trim().toLowerCase();
  const ownerDomain = ownerAddress ? emailDomain(ownerAddress) : null;
  const internalDomain = ownerDomain && !PERSONAL_MAIL_DOMAINS.has(ownerDomain) ? ownerDomain : null;
  const companies: string[] = [];
  const notLookedUp: GuestsNotLookedUp = { internal: 0, personal: 0, rooms: 0 };
  for (const guest of new Set(guests.map((address) => address.trim().toLowerCase()))) {
    const domain = emailDomain(guest);
    if (!domain || guest === ownerAddress) continue;
    const host = guest.slice(guest.lastIndexOf('@') + 1);
    if (ROOM_HOSTS.test(host)) notLookedUp.rooms++;
    else if (domain === internalDomain) notLookedUp.internal++;
    else if (PERSONAL_MAIL_DOMAINS.has(domain)) notLookedUp.personal++;
    if (domain === internalDomain || PERSONAL_MAIL_DOMAINS.has(domain)) continue;
    if (isBlockedDomain(domain) || MEETING_BOT_DOMAINS.has(domain)) continue;
    if (isNotificationSender(guest, domain)) continue;
    if (MEETING_BOT_LOCAL_PART.test(guest.slice(0, guest.lastIndexOf('@')))) continue;
    if (!companies.includes(domain)) companies.push(domain);
  }
  return { companies, notLookedUp };
}

// A company field may hold several values ("acme.com, www.acme.com"): they must agree on one domain.
function companyFieldDomain(values: readonly string[]): string | null {
  const domains = new Set<string>();
  for (const value of values.flatMap(splitValues)) {
    if (JUNK_VALUE.test(value)) continue;
    // A URL carrying credentials points somewhere other than it reads: refuse the whole field.
    if (hasCredentials(value)) return null;
    const host = hostOf(value);
    if (!host) continue;
    const parsed = parseHost(host);
    if (!parsed) continue;
    // A field pointing at a CRM, LinkedIn or a search engine names no company.
    if (BLOCKED_DOMAINS.has(parsed.domain) || BLOCKED_BRANDS.has(parsed.label)) return null;
    domains.add(parsed.domain);
  }
  return domains.size === 1 ? ([...domains][0] ?? null) : null;
}

// A person's business addresses name their employer; personal mailboxes name nobody.
function personEmailDomain(values: readonly string[]): string | null {
  const domains = new Set<string>();
  for (const value of values.flatMap(splitValues)) {
    const domain = emailDomain(value);
    if (!domain || PERSONAL_MAIL_DOMAINS.has(domain)) continue;
    if (isBlockedDomain(domain)) return null;
    domains.add(domain);
  }
  return domains.size === 1 ? ([...domains][0] ?? null) : null;
}

// The newest sender who is not the mailbox owner (nor a colleague on the owner's domain) names the buyer.
function mailSenderDomain(senders: readonly string[], owner: string | undefined): string | null {
  const ownerAddress = owner?.trim().toLowerCase();
  const ownerDomain = ownerAddress ? emailDomain(ownerAddress) : null;
  // A personal mailbox's provider is not the owner's company: its other users are outsiders.
  const internalDomain = ownerDomain && !PERSONAL_MAIL_DOMAINS.has(ownerDomain) ? ownerDomain : null;
  for (const sender of senders) {
    const address = sender.trim().toLowerCase();
    const domain = emailDomain(address);
    if (!domain) continue;
    if (address === ownerAddress || domain === internalDomain) continue;
    if (
      PERSONAL_MAIL_DOMAINS.has(domain) ||
      isBlockedDomain(domain) ||
      isNotificationSender(address, domain)
    ) {
      return null;
    }
    return domain;
  }
  return null;
}

function isNotificationSender(address: string, domain: string): boolean {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const host = address.slice(at + 1);
  return (
    BULK_MAIL_DOMAINS.has(domain) || NOTIFICATION_LOCAL_PART.test(local) || NOTIFICATION_SUBDOMAIN.test(host)
  );
}

function splitValues(value: string): string[] {
  return value.split(/[\s,;|]+/).filter((part) => part.length > 0);
}

function hasCredentials(value: string): boolean {
  const withScheme = SCHEME.test(value) ? value : `http://${value}`;
  try {
    const url = new URL(withScheme);
    return url.username !== '' || url.password !== '';
  } catch {
    return value.includes('@');
  }
}

// The lowercase, punycode hostname of a host or http(s) URL; null for other schemes, credentials and junk.
function hostOf(value: string): string | null {
  const text = value.trim();
  if (text === '' || text.length > 2_000 || JUNK_VALUE.test(text) || /\s/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // "acme.com:8080" parses as scheme "acme.com": only a scheme followed by "//" is one.
  const hasScheme = scheme !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  if (hasScheme && scheme !== 'http' && scheme !== 'https') return null;
  // "mailto:x", "javascript:x": a scheme without "//" that is not a port.
  if (!hasScheme && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `http://${text.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.replace(/\.$/, '');
  return host.includes('.') ? host : null;
}

type ParsedHost = { domain: string; label: string };

function parseHost(host: string): ParsedHost | null {
  if (host === '' || host.startsWith('[') || !/^[a-z0-9.-]+$/.test(host)) return null;
  // An empty label ("acme..com"): tldts would answer ".com", which is no domain; nor is a label that starts or
  // ends with a hyphen ("-.¡" typed is "-.xn--7a"): no DNS name has one (RFC 1123).
  if (host.split('.').some((label) => label === '' || label.startsWith('-') || label.endsWith('-')))
    return null;
  const result = publicSuffixParser()(host, {
    detectSpecialUse: true,
    extractHostname: false,
    validateHostname: true,
  });
  if (result.isIp || result.isSpecialUse || !result.domain || !result.publicSuffix) return null;
  const tld = result.publicSuffix.slice(result.publicSuffix.lastIndexOf('.') + 1);
  if (INTRANET_SUFFIXES.has(tld) || !/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return null;
  return { domain: result.domain, label: result.domainWithoutSuffix ?? '' };
}
