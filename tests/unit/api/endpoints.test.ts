import { describe, expect, it } from 'vitest';
import { clientWith, json } from './fake-fetch';
import {
  accountDetail,
  accountList,
  alsoBuy,
  referenceItems,
  transcriptDetail,
  transcriptSearch,
  vendorBuyers,
  vendorProfile,
  vendorReferenceItems,
} from './samples';

// Every endpoint of docs/api.md 4: method, URL (path, encoded segments, query), headers, and the returned value.

/** The decoded query of a recorded call as [key, value] pairs, in order. */
function queryOf(url: URL): [string, string][] {
  return [...url.searchParams.entries()];
}

describe('every endpoint sends one authenticated GET to its path', () => {
  it('searchTranscripts: GET /api/v1/transcripts with every filter encoded', async () => {
    const { client, calls } = clientWith([json(transcriptSearch)]);
    const result = await client.searchTranscripts({
      q: 'data warehouse',
      page: 2,
      per_page: 50,
      sort_by: 'recency',
      in_market_for: ['Sales Engagement'],
      industry: ['Software > CRM'],
      vendors: ['northbeam.io', 'Acme & Sons'],
      products: ['Outreach'],
      accounts: ['https://www.acme.com/about'],
      buyers: ['acme'],
      mgmt_level: ['VP'],
      revenue: { min: 100, max: 500 },
      employee_count: { max: 5000 },
    });
    expect(result).toEqual(transcriptSearch);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.init.method).toBe('GET');
    expect(`${call?.url.origin}${call?.url.pathname}`).toBe('https://api.example.test/api/v1/transcripts');
    expect(call?.url.search).toBe(
      '?accounts[]=https%3A%2F%2Fwww.acme.com%2Fabout&buyers[]=acme&employee_count=%3B5000' +
        '&in_market_for[]=Sales+Engagement&industry[]=Software+%3E+CRM&mgmt_level[]=VP&page=2&per_page=50' +
        '&products[]=Outreach&q=data+warehouse&revenue=100%3B500&sort_by=recency' +
        '&vendors[]=Acme+%26+Sons&vendors[]=northbeam.io',
    );
    const headers = new Headers(call?.init.headers);
    expect(headers.get('Authorization')).toBe('Token team-key-123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('searchTranscripts without parameters sends no query string', async () => {
    const { client, calls } = clientWith([json(transcriptSearch)]);
    await client.searchTranscripts();
    expect(calls[0]?.url.href).toBe('https://api.example.test/api/v1/transcripts');
  });

  it('getTranscript: GET /api/v1/transcripts/:id with the id percent-encoded', async () => {
    const { client, calls } = clientWith([json(transcriptDetail)]);
    expect(await client.getTranscript('t/1 ?x')).toEqual(transcriptDetail);
    expect(calls[0]?.url.pathname).toBe('/api/v1/transcripts/t%2F1%20%3Fx');
    expect(calls[0]?.url.search).toBe('');
  });

  it('listAccounts: GET /api/v1/accounts with ranges, dates, since, booleans and ratings', async () => {
    const { client, calls } = clientWith([json(accountList)]);
    const result = await client.listAccounts({
      q: 'warehouse',
      per_page: 5,
      products: ['Outreach'],
      min_rating: 3,
      max_rating: 9,
      department: ['Sales', 'RevOps'],
      revenue: { min: 1_000_000 },
      intro_optin: 'open',
      targeted_accounts_only: true,
      since_months: 6,
      start_date: '2025-01-01',
      end_date: '2026-02-28',
      start_publish_date: '2024-02-29',
      end_publish_date: '2026-12-31',
    });
    expect(result).toEqual(accountList);
    expect(calls[0]?.url.pathname).toBe('/api/v1/accounts');
    expect(queryOf(calls[0]?.url as URL)).toEqual([
      ['department[]', 'RevOps'],
      ['department[]', 'Sales'],
      ['end_date', '2026-02-28'],
      ['end_publish_date', '2026-12-31'],
      ['intro_optin', 'open'],
      ['max_rating', '9'],
      ['min_rating', '3'],
      ['per_page', '5'],
      ['products[]', 'Outreach'],
      ['q', 'warehouse'],
      ['revenue', '1000000;'],
      ['since', '6.months'],
      ['start_date', '2025-01-01'],
      ['start_publish_date', '2024-02-29'],
      ['targeted_accounts_only', 'true'],
    ]);
  });

  it('getAccount: GET /api/v1/accounts/:id with fields[] and the data envelope removed', async () => {
    const { client, calls } = clientWith([json({ data: accountDetail })]);
    expect(await client.getAccount('acme.com', { fields: ['qa', 'kpis'] })).toEqual(accountDetail);
    expect(calls[0]?.url.pathname).toBe('/api/v1/accounts/acme.com');
    expect(calls[0]?.url.search).toBe('?fields[]=kpis&fields[]=qa');
  });

  it('getAccount without fields leaves the default to the API and encodes names with spaces', async () => {
    const { client, calls } = clientWith([json({ data: accountDetail })]);
    await client.getAccount('Acme Corp / EMEA');
    expect(calls[0]?.url.pathname).toBe('/api/v1/accounts/Acme%20Corp%20%2F%20EMEA');
    expect(calls[0]?.url.search).toBe('');
  });

  it('getVendor: GET /api/v1/vendors/:slug with product and use_case', async () => {
    const { client, calls } = clientWith([json({ data: vendorProfile })]);
    expect(await client.getVendor('outreach', { product: 'Outreach', use_case: 'Sales Engagement' })).toEqual(
      vendorProfile,
    );
    expect(calls[0]?.url.pathname).toBe('/api/v1/vendors/outreach');
    expect(calls[0]?.url.search).toBe('?product=Outreach&use_case=Sales+Engagement');
  });

  it('listVendorBuyers: GET /api/v1/vendors/:slug/buyers with paging', async () => {
    const { client, calls } = clientWith([json(vendorBuyers)]);
    expect(await client.listVendorBuyers('outreach', { page: 3, per_page: 5 })).toEqual(vendorBuyers);
    expect(calls[0]?.url.pathname).toBe('/api/v1/vendors/outreach/buyers');
    expect(calls[0]?.url.search).toBe('?page=3&per_page=5');
  });

  it('listVendorAlsoBuy: GET /api/v1/vendors/:slug/buyers_also_buy', async () => {
    const { client, calls } = clientWith([json(alsoBuy)]);
    expect(await client.listVendorAlsoBuy('outreach', { use_case: 'Cadences' })).toEqual(alsoBuy);
    expect(calls[0]?.url.pathname).toBe('/api/v1/vendors/outreach/buyers_also_buy');
    expect(calls[0]?.url.search).toBe('?use_case=Cadences');
  });

  it.each([
    ['listMarkets', '/api/v1/markets'],
    ['listIndustries', '/api/v1/industries'],
    ['listProducts', '/api/v1/products'],
  ] as const)('%s: GET %s returns the items', async (method, path) => {
    const { client, calls } = clientWith([json({ data: referenceItems })]);
    expect(await client[method]()).toEqual(referenceItems);
    expect(calls[0]?.url.pathname).toBe(path);
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Token team-key-123');
  });

  it('listVendors: GET /api/v1/vendors returns items with slug, domain and buyer count', async () => {
    const { client, calls } = clientWith([json({ data: vendorReferenceItems })]);
    expect(await client.listVendors()).toEqual(vendorReferenceItems);
    expect(calls[0]?.url.pathname).toBe('/api/v1/vendors');
  });

  it('listBuyers surfaces Deprecation, the successor-version Link and Sunset', async () => {
    const { client, calls } = clientWith([
      json({ data: referenceItems }, 200, {
        Deprecation: 'true',
        Link: '<https://docs.example/buyers>; rel="deprecation", </api/v1/accounts>; rel="successor-version"',
        Sunset: 'Wed, 30 Jun 2027 23:59:59 GMT',
      }),
    ]);
    expect(await client.listBuyers()).toEqual({
      data: referenceItems,
      deprecation: {
        deprecated: true,
        successor: '/api/v1/accounts',
        sunset: 'Wed, 30 Jun 2027 23:59:59 GMT',
      },
    });
    expect(calls[0]?.url.pathname).toBe('/api/v1/buyers');
  });

  it('listBuyers without those headers reports no deprecation', async () => {
    const { client } = clientWith([json({ data: referenceItems })]);
    expect((await client.listBuyers()).deprecation).toEqual({
      deprecated: false,
      successor: null,
      sunset: null,
    });
  });
});

describe('base URL', () => {
  it.each([
    'https://api.example.test',
    'https://api.example.test/',
    'https://api.example.test/api/v1',
    ' https://api.example.test/api/v1/ ',
  ])('%j gives the same request URL', async (baseUrl) => {
    const { client, calls } = clientWith([json({ data: referenceItems })], { baseUrl });
    await client.listMarkets();
    expect(calls[0]?.url.href).toBe('https://api.example.test/api/v1/markets');
  });

  it('keeps a path prefix in front of /api/v1', async () => {
    const { client, calls } = clientWith([json({ data: referenceItems })], {
      baseUrl: 'http://127.0.0.1:8787/bi',
    });
    await client.listMarkets();
    expect(calls[0]?.url.href).toBe('http://127.0.0.1:8787/bi/api/v1/markets');
  });

  it.each(['not a url', 'ftp://api.example.test', 'javascript:alert(1)'])(
    'refuses %j before any request',
    async (baseUrl) => {
      const { client, calls } = clientWith([json({ data: referenceItems })], { baseUrl });
      await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'invalid_input' });
      expect(calls).toHaveLength(0);
    },
  );

  it('refuses an empty id instead of calling the list endpoint', async () => {
    const { client, calls } = clientWith([json({ data: accountDetail })]);
    await expect(client.getAccount('  ')).rejects.toMatchObject({ kind: 'invalid_input' });
    await expect(client.getVendor('')).rejects.toMatchObject({ kind: 'invalid_input' });
    await expect(client.getTranscript('')).rejects.toMatchObject({ kind: 'invalid_input' });
    expect(calls).toHaveLength(0);
  });

  it('refuses `.` and `..` as an id: a URL would resolve them to another path (`/vendors/..` is `/api/v1/`)', async () => {
    const { client, calls } = clientWith([json({ data: accountDetail })]);
    for (const id of ['.', '..', ' .. ']) {
      await expect(client.getVendor(id)).rejects.toMatchObject({ kind: 'invalid_input' });
      await expect(client.getAccount(id)).rejects.toMatchObject({ kind: 'invalid_input' });
      await expect(client.listVendorBuyers(id)).rejects.toMatchObject({ kind: 'invalid_input' });
      await expect(client.getTranscript(id)).rejects.toMatchObject({ kind: 'invalid_input' });
    }
    expect(calls).toHaveLength(0);
    // A dot inside an id is an ordinary character (domains are ids).
    await client.getAccount('acme.com');
    expect(calls).toHaveLength(1);
  });
});
