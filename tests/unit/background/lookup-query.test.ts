import { describe, expect, it } from 'vitest';
import { companyKey, lookupId, parseLookupQuery, suggestionQuery } from '@/lib/background/lookup-query';

describe('parseLookupQuery', () => {
  it.each([
    ['acme.com', { domain: 'acme.com' }],
    ['  ACME.com  ', { domain: 'acme.com' }],
    ['www.acme.com', { domain: 'acme.com' }],
    ['careers.acme.com/jobs', { domain: 'acme.com' }],
    ['acme.com/pricing?x=1#top', { domain: 'acme.com' }],
    ['https://www.acme.com/about', { domain: 'acme.com' }],
    ['HTTP://Shop.Acme.co.uk:8080/', { domain: 'acme.co.uk' }],
    ['jane.doe@Acme.com', { domain: 'acme.com' }],
    ['jane@eu.acme.com', { domain: 'acme.com' }],
    ['Jane Doe <jane@eu.acme.com>', { domain: 'acme.com' }],
    ['"Doe, Jane" <jane@eu.acme.com>', { domain: 'acme.com' }],
    ['mailto:jane@acme.com?subject=Hi', { domain: 'acme.com' }],
    // The rep may look up any company on purpose: no deny list here.
    ['google.com', { domain: 'google.com' }],
    ['Acme Inc', { companyName: 'Acme Inc' }],
    ['  Müller & Söhne GmbH ', { companyName: 'Müller & Söhne GmbH' }],
    ['pinecrest-logistics', { companyName: 'pinecrest-logistics' }],
    ['Novo Nordisk A/S', { companyName: 'Novo Nordisk A/S' }],
    ['Acme/EMEA', { companyName: 'Acme/EMEA' }],
  ])('%j → %j', (query, key) => {
    expect(parseLookupQuery(query)).toEqual(key);
  });

  it.each([
    'jane.doe@acme.example',
    'wiki.acme.local/page',
    'https://intranet/wiki',
    'http://user:pw@acme.com/',
    'ftp://acme.com',
    'jane@acme.com, bob@globex.com',
    '/pricing',
    'Acme?',
    'N/A',
    '-',
    // An empty label: tldts alone answers ".com" (found by the property test in account-lookup.test.ts).
    'acme..com',
    'ᚁ..¡',
    'https://x..co.uk/',
    'jane@acme..com',
  ])('sends nothing for %j', (query) => {
    expect(parseLookupQuery(query)).toBeNull();
  });
});

describe('lookupId and suggestionQuery', () => {
  it('asks by the domain or the exact name, and suggests by the name part or the name', () => {
    expect(lookupId({ domain: 'pinecrest-labs.co.uk' })).toBe('pinecrest-labs.co.uk');
    expect(suggestionQuery({ domain: 'pinecrest-labs.co.uk' })).toBe('pinecrest labs');
    expect(lookupId({ companyName: 'Pinecrest Logistics' })).toBe('Pinecrest Logistics');
    expect(suggestionQuery({ companyName: 'Pinecrest Logistics' })).toBe('Pinecrest Logistics');
  });

  it('keeps only what may be sent of a detection', () => {
    expect(companyKey({ domain: 'acme.io', source: 'linkedin', name: 'Acme (EMEA)' })).toEqual({
      domain: 'acme.io',
    });
    expect(companyKey({ companyName: 'Acme', source: 'hubspot' })).toEqual({ companyName: 'Acme' });
  });
});
