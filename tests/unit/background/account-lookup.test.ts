import fc from 'fast-check';
import { parse } from 'tldts-icann';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/api/endpoint';
import { requestTarget } from '@/lib/api/endpoint';
import { lookupAccount } from '@/lib/background/account-lookup';
import { createAccountService } from '@/lib/background/account-service';
import type { ApiGateway } from '@/lib/background/api-gateway';
import { accountDetail } from './fake-api-client';

// The popup's lookup box, answered in the background: what the rep typed becomes a registrable domain or a
// company name, and only that (or its name part, for suggestions) is ever sent.

const pinecrest = accountDetail('pinecrestlogistics.com', 'Pinecrest Logistics', 48);

/** An account service over a gateway that records every request target and knows `accounts` by id. */
function recordingAccounts(accounts: Record<string, typeof pinecrest> = {}) {
  const sent: { id?: string; q?: string }[] = [];
  const gateway = {
    async fetched(endpoint: Endpoint<unknown>) {
      const target = new URL(requestTarget(endpoint), 'https://api.example');
      const detail = /^\/api\/v1\/accounts\/([^/]+)$/.exec(target.pathname);
      if (detail?.[1]) {
        const id = decodeURIComponent(detail[1]);
        sent.push({ id });
        const found = accounts[id];
        return found
          ? { ok: true, data: found, fetchedAt: 1 }
          : { ok: false, error: { kind: 'not_found', message: 'No such account.' } };
      }
      sent.push({ q: target.searchParams.get('q') ?? undefined });
      const rows = [
        {
          name: 'Pinecrest Logistics',
          slug: 'pinecrest-logistics',
          domain_name: 'pinecrestlogistics.com',
          matching_interviews: 48,
        },
      ];
      const meta = { total_count: 1, page: 1, per_page: 5 };
      return { ok: true, data: { data: rows, meta }, fetchedAt: 1 };
    },
  } as unknown as ApiGateway;
  return { accounts: createAccountService(gateway), sent };
}

describe('lookupAccount (the popup lookup box)', () => {
  it.each([
    ['careers.pinecrestlogistics.com/jobs', 'pinecrestlogistics.com'],
    ['https://eu.careers.pinecrestlogistics.com/jobs?team=ops#apply', 'pinecrestlogistics.com'],
    ['jane@eu.pinecrestlogistics.com', 'pinecrestlogistics.com'],
    ['Jane Doe <jane@eu.pinecrestlogistics.com>', 'pinecrestlogistics.com'],
    ['  Pinecrest Logistics  ', 'Pinecrest Logistics'],
  ])('finds the account of %j by %j, as the tab would', async (query, id) => {
    const { accounts, sent } = recordingAccounts({ [id]: pinecrest });
    const answer = await lookupAccount(accounts, query);
    expect(answer).toMatchObject({ ok: true, data: { name: 'Pinecrest Logistics' } });
    expect(sent).toEqual([{ id }]);
  });

  it.each([
    ['jane.doe@pinecrest.io', 'pinecrest.io', 'pinecrest'],
    ['https://www.pinecrest-labs.co.uk/careers/jobs?ref=mail#top', 'pinecrest-labs.co.uk', 'pinecrest labs'],
    ['pinecrest.io', 'pinecrest.io', 'pinecrest'],
    ['Pinecrest', 'Pinecrest', 'Pinecrest'],
  ])('answers a miss on %j with suggestions asked by a name part only', async (query, id, q) => {
    const { accounts, sent } = recordingAccounts();
    const answer = await lookupAccount(accounts, query);
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
      suggestions: [{ slug: 'pinecrest-logistics', name: 'Pinecrest Logistics', matchingInterviews: 48 }],
    });
    expect(sent).toEqual([{ id }, { q }]);
  });

  it('sends a name with a slash in it as the name: "A/S" ends many Danish and Norwegian company names', async () => {
    const { accounts, sent } = recordingAccounts({ 'Novo Nordisk A/S': pinecrest });
    expect(await lookupAccount(accounts, ' Novo Nordisk A/S ')).toMatchObject({ ok: true });
    expect(sent).toEqual([{ id: 'Novo Nordisk A/S' }]);
  });

  it('sends nothing for text that is neither a domain, an address, a web address nor a name', async () => {
    const { accounts, sent } = recordingAccounts();
    for (const query of [
      'jane@localhost',
      'https://intranet/wiki',
      'http://user:pw@acme.com/',
      'a/b?c',
      '/pricing',
      'acme//x',
    ]) {
      expect(await lookupAccount(accounts, query), query).toMatchObject({
        ok: false,
        error: { kind: 'invalid_input' },
      });
    }
    expect(sent).toEqual([]);
  });
});

// What a rep may paste: addresses with display names and odd tails, URLs with credentials, queries and
// fragments, bare hosts with paths, names, and anything at all.
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const suffix = fc.constantFrom('com', 'co.uk', 'io', 'de', 'com.au', 'example', 'local', 'xn--p1ai');
const host = fc
  .tuple(fc.array(label, { maxLength: 2 }), label, suffix)
  .map(([subdomains, name, tld]) => [...subdomains, name, tld].join('.'));
const tail = fc.constantFrom('', '/', '/jobs', '/a/b?q=1', '?ref=x@y.com', '#frag', '/p?q=1#f', ':8080/x');
const local = fc.stringMatching(/^[a-z][a-z0-9._+-]{0,12}$/);
const email = fc
  .tuple(fc.constantFrom('', 'Jane Doe <', 'mailto:', '"Doe, Jane" <', 'jane doe '), local, host, tail)
  .map(
    ([before, name, domain, after]) => `${before}${name}@${domain}${before.endsWith('<') ? '>' : ''}${after}`,
  );
const url = fc
  .tuple(fc.constantFrom('https://', 'http://', 'HTTPS://www.', 'https://user:pw@', 'ftp://'), host, tail)
  .map(([scheme, domain, after]) => `${scheme}${domain}${after}`);
const bareHost = fc.tuple(host, tail).map(([domain, after]) => `${domain}${after}`);
const companyName = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{1,9}$|^&$|^Inc\.$|^GmbH$|^Co,$/), { minLength: 1, maxLength: 4 })
  .map((words) => `  ${words.join(' ')} `);
const typed = fc.oneof(email, url, bareHost, companyName, fc.string(), fc.string({ unit: 'grapheme' }));

describe('lookupAccount properties', () => {
  it('sends no label that starts or ends with a hyphen as a domain (fast-check found "-.¡", sent as "-.xn--7a")', async () => {
    for (const query of ['-.¡', '-acme.com', 'acme-.com']) {
      const { accounts, sent } = recordingAccounts();
      await lookupAccount(accounts, query);
      for (const request of sent) expect(request.id ?? '', query).not.toMatch(/(?:^|\.)-|-(?:\.|$)/);
    }
  });

  it('sends no more than a registrable domain or the trimmed name, and suggestions by its name part', async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (query) => {
        const { accounts, sent } = recordingAccounts();
        await lookupAccount(accounts, query);
        const ids = sent.flatMap((request) => (request.id === undefined ? [] : [request.id]));
        const qs = sent.flatMap((request) => (request.q === undefined ? [] : [request.q]));
        expect(ids.length).toBeLessThanOrEqual(1);
        for (const sentText of [...ids, ...qs]) {
          expect(sentText).not.toMatch(/[?#@]/);
          // A slash only inside a name typed as it is ("Novo Nordisk A/S"), never a path or a web address.
          if (sentText.includes('/')) expect(sentText).toBe(query.trim());
          expect(sentText).not.toMatch(/^\/|\/\//);
          expect(sentText).toBe(sentText.trim());
        }
        const id = ids[0];
        if (id === undefined) return;
        const isDomain = parse(id).domain === id && id === id.toLowerCase();
        // Either the registrable domain of what was typed, or the name exactly as typed (trimmed): an address's
        // local part ("jane doe@acme.com") never leaves, alone or as a word of a name.
        expect(isDomain || id === query.trim(), `${JSON.stringify(query)} sent ${JSON.stringify(id)}`).toBe(
          true,
        );
        for (const q of qs) {
          expect(q).toBe(isDomain ? (id.split('.')[0] ?? '').replace(/[-_]+/g, ' ').trim() || id : id);
        }
      }),
      { numRuns: 400 },
    );
    // 400 async lookups: give a loaded 2-core machine room (no timing is asserted).
  }, 30_000);
});
