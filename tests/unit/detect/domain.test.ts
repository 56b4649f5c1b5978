import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candidateToDetection,
  emailDomain,
  isBlockedDomain,
  PERSONAL_MAIL_DOMAINS,
  registrableDomain,
} from '@/lib/detect/domain';

describe('registrableDomain', () => {
  it.each([
    ['https://www.Acme.com/pricing?x=1#top', 'acme.com'],
    ['acme.com', 'acme.com'],
    ['WWW.ACME.COM', 'acme.com'],
    ['  acme.com  ', 'acme.com'],
    ['http://acme.com:8080/path', 'acme.com'],
    ['acme.com:8443', 'acme.com'],
    ['//cdn.acme.com/app.js', 'acme.com'],
    ['https://acme.com.', 'acme.com'],
    ['shop.eu.acme.co.uk', 'acme.co.uk'],
    ['https://portal.acme.com.au/login', 'acme.com.au'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['https://www.bücher.de/', 'xn--bcher-kva.de'],
    ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
    ['linear.app', 'linear.app'],
  ])('%s → %s', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['N/A', 'junk'],
    ['-', 'junk'],
    ['none', 'junk'],
    ['Acme Inc', 'no dot'],
    ['acme', 'single label'],
    ['https://good.com@other.net/', 'credentials'],
    ['https://user:pass@acme.com/', 'credentials'],
    ['mailto:jane@acme.com', 'not a web address'],
    ['javascript:alert(1)', 'not a web address'],
    ['ftp://acme.com', 'not a web address'],
    ['127.0.0.1', 'IP'],
    ['http://10.0.0.4:8080/', 'IP'],
    ['[::1]', 'IP'],
    ['localhost', 'localhost'],
    ['http://localhost:3000/', 'localhost'],
    ['wiki.acme.local', 'intranet'],
    ['jira.acme.internal', 'intranet'],
    ['intranet.acme.corp', 'intranet'],
    ['nas.lan', 'intranet'],
    ['acme.test', 'reserved'],
    ['sellerco.lightning.force.com', 'CRM'],
    ['https://app.hubspot.com/contacts/1', 'CRM'],
    ['sellerco.pipedrive.com', 'CRM'],
    ['org.crm4.dynamics.com', 'CRM'],
    ['crm.zoho.eu', 'CRM'],
    ['crm.zoho.com.au', 'CRM'],
    ['app.attio.com', 'CRM'],
    ['app.close.com', 'CRM'],
    ['https://www.linkedin.com/company/acme', 'LinkedIn'],
    ['www.google.co.uk', 'search engine'],
    ['duckduckgo.com', 'search engine'],
    ['mail.google.com', 'webmail'],
    ['outlook.office.com', 'webmail'],
    ['outlook.live.com', 'webmail'],
  ])('%s → null (%s)', (input) => {
    expect(registrableDomain(input)).toBeNull();
  });
});

describe('isBlockedDomain and PERSONAL_MAIL_DOMAINS', () => {
  it('blocks the tools under any host and any zoho/google suffix, and nothing else', () => {
    expect(isBlockedDomain('force.com')).toBe(true);
    expect(isBlockedDomain('Sellerco.My.Salesforce.com')).toBe(true);
    expect(isBlockedDomain('zoho.in')).toBe(true);
    expect(isBlockedDomain('google.de')).toBe(true);
    expect(isBlockedDomain('acme.com')).toBe(false);
    expect(isBlockedDomain('closeup.com')).toBe(false);
    expect(isBlockedDomain('not a domain')).toBe(false);
  });

  it('knows the common personal mailboxes and no companies', () => {
    for (const domain of [
      'gmail.com',
      'yahoo.com',
      'outlook.com',
      'hotmail.com',
      'icloud.com',
      'proton.me',
    ]) {
      expect(PERSONAL_MAIL_DOMAINS.has(domain)).toBe(true);
    }
    expect(PERSONAL_MAIL_DOMAINS.has('acme.com')).toBe(false);
  });

  it('reads the registrable domain of an address', () => {
    expect(emailDomain('Jane@Sales.Acme.co.uk')).toBe('acme.co.uk');
    expect(emailDomain('mailto:jane@acme.com')).toBe('acme.com');
    expect(emailDomain('Jane Doe <jane@acme.com>')).toBe('acme.com');
    expect(emailDomain('jörg@müller.de')).toBe('xn--mller-kva.de');
    expect(emailDomain('jane@')).toBeNull();
    expect(emailDomain('acme.com')).toBeNull();
  });
});

describe('candidateToDetection', () => {
  it('collapses company field values to one domain, skipping junk', () => {
    expect(
      candidateToDetection({ source: 'attio', values: ['acme.com', 'https://www.acme.com/', 'N/A'] }),
    ).toEqual({
      domain: 'acme.com',
      source: 'attio',
    });
    expect(candidateToDetection({ source: 'attio', values: ['acme.com, acme.io'] })).toBeNull();
    expect(candidateToDetection({ source: 'hubspot', values: ['-'] })).toBeNull();
    expect(
      candidateToDetection({ source: 'hubspot', values: ['acme.com', 'https://acme.com@evil.net'] }),
    ).toBeNull();
    expect(
      candidateToDetection({ source: 'sf', values: ['https://www.linkedin.com/company/acme'] }),
    ).toBeNull();
  });

  it('keeps a trimmed name', () => {
    expect(candidateToDetection({ source: 'linkedin', name: ' Acme ', values: ['acme.com'] })).toEqual({
      domain: 'acme.com',
      source: 'linkedin',
      name: 'Acme',
    });
  });

  it("names a CRM record's account by the one name its account field shows", () => {
    const account = (values: string[]) =>
      candidateToDetection({ source: 'salesforce', kind: 'account', values });
    expect(account(['  Pinecrest   Logistics '])).toEqual({
      companyName: 'Pinecrest Logistics',
      source: 'salesforce',
    });
    expect(account(['Pinecrest Logistics', 'PINECREST LOGISTICS', 'N/A'])).toEqual({
      companyName: 'Pinecrest Logistics',
      source: 'salesforce',
    });
    // Two accounts, or none: no single company.
    expect(account(['Pinecrest Logistics', 'Onyx Payments'])).toBeNull();
    for (const junk of [[], ['-'], ['None'], [' '], ['?']]) expect(account(junk), `${junk}`).toBeNull();
    // Never more than a name: an address, a path, a query or markup is not one.
    for (const text of [
      'jane@globex.com',
      'Globex <jane@globex.com>',
      'Globex/EMEA?x=1',
      'Globex #1',
      'a\u0007b',
    ])
      expect(account([text]), text).toBeNull();
    expect(account(['x'.repeat(201)])).toBeNull();
    // An account field that holds a web address names the company by its domain, under the domain rules.
    expect(account(['https://www.globex.com/about'])).toEqual({ domain: 'globex.com', source: 'salesforce' });
    expect(account(['globex.com'])).toEqual({ domain: 'globex.com', source: 'salesforce' });
    expect(account(['https://www.linkedin.com/company/globex'])).toBeNull();
  });

  it('names a person by a business address only', () => {
    const person = (values: string[]) => candidateToDetection({ source: 'hubspot', kind: 'person', values });
    expect(person(['Jane.Doe@Globex.com'])).toEqual({ domain: 'globex.com', source: 'hubspot' });
    expect(person(['jane@gmail.com', 'jane@globex.com'])).toEqual({
      domain: 'globex.com',
      source: 'hubspot',
    });
    expect(person(['jane@gmail.com'])).toBeNull();
    expect(person(['jane@globex.com', 'jane@initech.com'])).toBeNull();
    expect(person([])).toBeNull();
  });

  it('names the newest outside sender of a thread', () => {
    const mail = (values: string[], owner?: string) =>
      candidateToDetection({ source: 'gmail', kind: 'mail', values, ...(owner ? { owner } : {}) });
    const owner = 'rep@sellerco.com';
    expect(mail(['rep@sellerco.com', 'ann@globex.com'], owner)).toEqual({
      domain: 'globex.com',
      source: 'gmail',
    });
    expect(mail(['sam@eu.sellerco.com', 'rep@sellerco.com'], owner)).toBeNull();
    expect(mail(['bob@gmail.com', 'ann@globex.com'], owner)).toBeNull();
    expect(mail(['noreply@notifications.hubspot.com'], owner)).toBeNull();
    expect(mail(['no-reply@globex.com'], owner)).toBeNull();
    expect(mail(['billing@sellerco.co'], owner)).toEqual({ domain: 'sellerco.co', source: 'gmail' });
    expect(mail([], owner)).toBeNull();
    // A personal owner's provider is not a company: another outlook.com user is an outsider, and personal.
    expect(mail(['chris@outlook.com', 'ann@globex.com'], 'rep@outlook.com')).toBeNull();
    expect(mail(['Ann <ann@Globex.com>'], owner)).toEqual({ domain: 'globex.com', source: 'gmail' });
  });

  it('reads a site candidate as the page URL', () => {
    expect(
      candidateToDetection({ source: 'website', kind: 'site', values: ['https://blog.acme.io/x'] }),
    ).toEqual({
      domain: 'acme.io',
      source: 'website',
    });
    expect(
      candidateToDetection({ source: 'website', kind: 'site', values: ['https://mail.google.com/'] }),
    ).toBeNull();
  });
});

// Hosts built from labels and real suffixes, with the decorations registrableDomain must strip.
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const suffix = fc.constantFrom(
  'com',
  'co.uk',
  'de',
  'io',
  'com.au',
  'app',
  'fr',
  'xn--p1ai',
  'local',
  'internal',
);
const hostLike = fc
  .tuple(fc.array(label, { maxLength: 3 }), label, suffix)
  .map(([subdomains, name, tld]) => [...subdomains, name, tld].join('.'));
const decorated = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://', '//', 'HTTPS://WWW.'),
    hostLike,
    fc.constantFrom('', ':8080', '/', '/path?q=1#x', '.'),
  )
  .map(([scheme, host, tail]) => `${scheme}${host}${tail}`);
const anything = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  decorated,
  fc.webUrl(),
  fc.domain(),
  fc.emailAddress(),
);

describe('registrableDomain properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const once = registrableDomain(input);
        if (once !== null) expect(registrableDomain(once)).toBe(once);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never returns a blocked host, an IP or a host with a scheme, port, path or uppercase', () => {
    const blockedHosts = fc
      .tuple(
        fc.array(label, { maxLength: 2 }),
        fc.constantFrom(
          'force.com',
          'hubspot.com',
          'linkedin.com',
          'google.com',
          'zoho.eu',
          'live.com',
          'attio.com',
        ),
      )
      .map(([subdomains, domain]) => [...subdomains, domain].join('.'));
    fc.assert(
      fc.property(fc.oneof(anything, blockedHosts), (input) => {
        const domain = registrableDomain(input);
        if (domain === null) return;
        expect(isBlockedDomain(domain)).toBe(false);
        expect(domain).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
        expect(domain).not.toMatch(/^\d+(?:\.\d+){3}$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(anything, (input) => {
        registrableDomain(input);
        isBlockedDomain(input);
        emailDomain(input);
        candidateToDetection({ source: 'x', values: [input, input] });
        candidateToDetection({ source: 'x', kind: 'mail', values: [input], owner: input });
      }),
      { numRuns: 2_000 },
    );
  });
});
