/**
 * The sandbox against the contract's rules (docs/api.md 4, 5, 7, 8, 9 and the conventions of 10), over real
 * HTTP. The invariants here are what the extension's client relies on: reference counts agree with searches,
 * account KPIs agree with their links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import {
  ARRIVING_ACCOUNT,
  COMMA_NEAR_MISS,
  DISPLACEMENT_SEARCH,
  EMOJI_ACCOUNT,
  HOSTILE_ACCOUNT,
  HOSTILE_ROWS_VENDOR_DOMAIN,
  LONG_NAME_ACCOUNT,
  NOT_AN_ACCOUNT_DOMAIN,
  RENAMED_ACCOUNT,
  RICH_ACCOUNT,
  RTL_ACCOUNT,
  SMALL_MISSING_ACCOUNT,
  TWO_NEAR_MISSES,
  VENDOR_WEBSITE,
  VENDOR_WITH_LIKES,
  VENDOR_WITHOUT_LIKES,
} from '../../sandbox/known-records';

// biome-ignore lint/suspicious/noExplicitAny: answers are probed field by field; the client's schemas (lib/) are deliberately not shared
type Json = Record<string, any>;
type Answer = { status: number; headers: Headers; body: Json };

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

async function call(
  path: string,
  key: string | null = 'demo-full',
  init: RequestInit = {},
  target: RunningSandbox = sandbox,
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (key !== null) headers.set('Authorization', `Token ${key}`);
  const response = await fetch(`${target.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Json };
}

async function ok(path: string, key = 'demo-full', target: RunningSandbox = sandbox): Promise<Json> {
  const answer = await call(path, key, {}, target);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
  return answer.body;
}

async function total(path: string, key = 'demo-full'): Promise<number> {
  return (await ok(path, key)).meta.total_count as number;
}

const q = encodeURIComponent;

describe('authentication, features and errors', () => {
  it('answers 401 JSON to a missing, unknown or wrongly typed key, before any 404 or 422', async () => {
    for (const [path, key] of [
      ['/api/v1/transcripts', null],
      ['/api/v1/transcripts', 'nope'],
      ['/api/v1/transcripts/tr_doesnotexist', null],
      ['/api/v1/accounts?vendors[]=Nonexistent', null],
      ['/api/v1/accounts/no-such-account?fields[]=bogus', 'nope'],
    ] as const) {
      const answer = await call(path, key);
      expect(answer.status, path).toBe(401);
      expect(answer.body.error).toMatch(/Token/);
    }
    const bearer = await fetch(`${sandbox.url}/api/v1/markets`, {
      headers: { Authorization: 'Bearer demo-full' },
    });
    expect(bearer.status).toBe(401);
  });

  it('sends JSON with charset on every response, 404 JSON for unknown paths and 405 with Allow for non-GET', async () => {
    const markets = await call('/api/v1/markets');
    expect(markets.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const unknown = await call('/api/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(typeof unknown.body.error).toBe('string');
    const post = await call('/api/v1/transcripts', 'demo-full', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(typeof post.body.error).toBe('string');
  });

  it('closes account endpoints to demo-no-accounts and vendor profiles to demo-no-vendors', async () => {
    for (const path of ['/api/v1/accounts', `/api/v1/accounts/${RICH_ACCOUNT.slug}`]) {
      expect((await call(path, 'demo-no-accounts')).status, path).toBe(403);
    }
    expect((await call('/api/v1/transcripts', 'demo-no-accounts')).status).toBe(200);
    for (const suffix of ['', '/buyers', '/buyers_also_buy']) {
      const answer = await call(`/api/v1/vendors/${VENDOR_WITH_LIKES}${suffix}`, 'demo-no-vendors');
      expect(answer.status, suffix).toBe(403);
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await call('/api/v1/vendors', 'demo-no-vendors')).status).toBe(200);
    expect((await call(`/api/v1/accounts/${RICH_ACCOUNT.slug}`, 'demo-no-vendors')).status).toBe(200);
  });

  it('answers 404 for unknown transcripts, accounts (no fuzzy match) and vendors', async () => {
    expect((await call('/api/v1/transcripts/tr_doesnotexist')).status).toBe(404);
    expect((await call(`/api/v1/accounts/${q('Pinecrest Logistic')}`)).status).toBe(404);
    expect((await call(`/api/v1/accounts/${NOT_AN_ACCOUNT_DOMAIN}`)).status).toBe(404);
    expect((await call('/api/v1/vendors/no-such-vendor')).status).toBe(404);
    expect((await call('/api/v1/vendors/no-such-vendor/buyers')).status).toBe(404);
  });
});

describe('account list 422s carry real suggestions', () => {
  const cases = [
    ['vendors[]', 'Northbeam Analytcs', 'vendor', 'Northbeam Analytics'],
    ['products[]', 'Northbeam Funels', 'product', 'Northbeam Funnels'],
    ['industry[]', 'Transportation > Logistic', 'industry', 'Transportation > Logistics'],
    ['in_market_for[]', 'Sales Engagment', 'use case', 'Sales Engagement'],
    ['accounts[]', 'Pinecrest Logistix', 'account', RICH_ACCOUNT.name],
    ['buyers[]', NOT_AN_ACCOUNT_DOMAIN, 'account', RICH_ACCOUNT.domain],
  ] as const;

  it.each(cases)('%s=%s', async (param, value, kind, expected) => {
    const answer = await call(`/api/v1/accounts?${param}=${q(value)}`);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body)).toEqual(['error']);
    expect(answer.body.error).toMatch(
      new RegExp(`^- Could not find ${kind} '${escapeRegExp(value)}'\\. Did you mean: .+\\?$`),
    );
    expect(answer.body.error).toContain(expected);
  });

  it('transcript search drops the same unknown values instead (a filter with no known value is absent)', async () => {
    const all = await total('/api/v1/transcripts');
    for (const [param, value] of cases) {
      expect(await total(`/api/v1/transcripts?${param}=${q(value)}`), param).toBe(all);
    }
    const known = await total(`/api/v1/transcripts?vendors[]=${q('Northbeam Analytics')}`);
    expect(known).toBeLessThan(all);
    expect(await total(`/api/v1/transcripts?vendors[]=${q('Northbeam Analytics')}&vendors[]=Typo`)).toBe(
      known,
    );
  });

  it('requires products[] for min_rating/max_rating and bounds the product rating with it', async () => {
    const answer = await call('/api/v1/accounts?min_rating=8');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('products[]');
    const product = q('Relaytics CRM');
    const any = await ok(`/api/v1/accounts?products[]=${product}`);
    const high = await ok(`/api/v1/accounts?products[]=${product}&min_rating=8`);
    expect(high.meta.transcript_total).toBeGreaterThan(0);
    expect(high.meta.transcript_total).toBeLessThan(any.meta.transcript_total);
  });
});

describe('account detail', () => {
  it('resolves slug, old slug, domain (www., URL, alternative, any case) and exact names, one account each', async () => {
    const ids = [
      RICH_ACCOUNT.slug,
      RICH_ACCOUNT.domain,
      `www.${RICH_ACCOUNT.domain}`,
      `https://www.${RICH_ACCOUNT.domain}/pricing`,
      RICH_ACCOUNT.alternativeDomain,
      RICH_ACCOUNT.name.toUpperCase(),
      RICH_ACCOUNT.alternativeName,
    ];
    for (const id of ids) {
      expect((await ok(`/api/v1/accounts/${q(id)}`)).data.slug, id).toBe(RICH_ACCOUNT.slug);
    }
    const renamed = await ok(`/api/v1/accounts/${RENAMED_ACCOUNT.oldSlug}`);
    expect(renamed.data.slug).toBe(RENAMED_ACCOUNT.slug);
  });

  it('applies fields[]: default kpis+tech_stack, replacement, all, and 422 listing the valid values', async () => {
    const base = `/api/v1/accounts/${RICH_ACCOUNT.slug}`;
    const byDefault = (await ok(base)).data;
    expect(byDefault).toHaveProperty('kpis');
    expect(byDefault).toHaveProperty('tech_stack');
    expect(byDefault).not.toHaveProperty('qa');
    const qaOnly = (await ok(`${base}?fields[]=qa`)).data;
    expect(qaOnly).toHaveProperty('qa');
    expect(qaOnly).not.toHaveProperty('kpis');
    expect(qaOnly).not.toHaveProperty('tech_stack');
    for (const header of [
      'name',
      'slug',
      'domain_name',
      'url',
      'industry',
      'revenue',
      'employee_count',
      'location',
    ]) {
      expect(qaOnly, header).toHaveProperty(header);
    }
    expect(qaOnly.icp).toEqual({ revenue_match: expect.any(Boolean), employees_match: expect.any(Boolean) });
    const all = (await ok(`${base}?fields[]=all`)).data;
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['kpis', 'tech_stack', 'qa', 'links']));
    for (const category of all.qa) {
      for (const question of category.questions) {
        expect(question.evidence_count).toBeLessThanOrEqual(question.total_interviews);
        expect(question.confidence).toBeGreaterThanOrEqual(0);
        expect(question.confidence).toBeLessThanOrEqual(1);
      }
    }
    const bad = await call(`${base}?fields[]=kpis&fields[]=bogus`);
    expect(bad.status).toBe(422);
    expect(bad.body.error).toContain('kpis, tech_stack, qa, all');
  });

  it("gives the rich account every tech stack status and kpis.interview_count equal to its interviews link's total", async () => {
    const { data } = await ok(`/api/v1/accounts/${RICH_ACCOUNT.slug}`);
    const statuses = new Set(data.tech_stack.map((item: Json) => item.status));
    expect([...statuses].sort()).toEqual(['not_recently_mentioned', 'satisfied', 'unhappy_with']);
    for (const item of data.tech_stack) {
      if (item.rating !== null) expect(item.rating).toBeGreaterThanOrEqual(1);
      if (item.rating !== null) expect(item.rating).toBeLessThanOrEqual(10);
    }
    expect(data.links.interviews).toBe(`/api/v1/transcripts?accounts[]=${RICH_ACCOUNT.slug}`);
    expect(data.kpis.interview_count).toBe(await total(data.links.interviews));
    expect(data.kpis.interview_count).toBeGreaterThan(30);
  });

  it('shows demo-small a strict subset: some accounts answer 404 there', async () => {
    expect((await call(`/api/v1/accounts/${SMALL_MISSING_ACCOUNT.slug}`, 'demo-full')).status).toBe(200);
    expect((await call(`/api/v1/accounts/${SMALL_MISSING_ACCOUNT.slug}`, 'demo-small')).status).toBe(404);
    const full = await total('/api/v1/transcripts');
    const small = await total('/api/v1/transcripts', 'demo-small');
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(full);
    const smallPage = await ok('/api/v1/transcripts?per_page=50&sort_by=recency', 'demo-small');
    const fullPage = await ok('/api/v1/transcripts?per_page=50&sort_by=recency');
    const smallIds = new Set(smallPage.data.map((item: Json) => item.id));
    // Every transcript demo-small sees, demo-full sees too; not the other way round.
    for (const id of smallIds)
      expect((await call(`/api/v1/transcripts/${id}`, 'demo-full')).status).toBe(200);
    const fullOnly = fullPage.data.find((item: Json) => !smallIds.has(item.id));
    expect((await call(`/api/v1/transcripts/${fullOnly.id}`, 'demo-small')).status).toBe(404);
  });
});

describe('account list', () => {
  it('reports truncation honestly when more than 1,000 interviews match', async () => {
    const { data, meta } = await ok('/api/v1/accounts');
    expect(meta.transcript_total).toBe(await total('/api/v1/transcripts'));
    expect(meta.transcript_total).toBeGreaterThan(1000);
    expect(meta.transcript_hits_inspected).toBe(1000);
    expect(meta.truncated).toBe(true);
    expect(meta.per_page).toBe(10);
    expect(data).toHaveLength(10);
    const everyRow = (await ok('/api/v1/accounts?per_page=50&page=1')).data.concat(
      ...(await Promise.all(
        Array.from({ length: Math.ceil(meta.total_count / 50) - 1 }, (_, index) =>
          ok(`/api/v1/accounts?per_page=50&page=${index + 2}`).then((body) => body.data),
        ),
      )),
    );
    expect(everyRow).toHaveLength(meta.total_count);
    const inspectedRows = everyRow.reduce((sum: number, row: Json) => sum + row.matching_interviews, 0);
    expect(inspectedRows).toBeLessThanOrEqual(1000);
    for (let index = 1; index < everyRow.length; index++) {
      const [before, after] = [everyRow[index - 1], everyRow[index]];
      expect(before.matching_interviews).toBeGreaterThanOrEqual(after.matching_interviews);
      if (before.matching_interviews === after.matching_interviews) {
        expect(before.last_matching_interview >= after.last_matching_interview).toBe(true);
      }
    }
  });

  it('is not truncated under a narrow filter, and transcript_total matches the transcript search', async () => {
    const filter = `vendors[]=${q('Northbeam Analytics')}&mgmt_level[]=VP`;
    const { meta } = await ok(`/api/v1/accounts?${filter}`);
    expect(meta.truncated).toBe(false);
    expect(meta.transcript_total).toBe(await total(`/api/v1/transcripts?${filter}`));
    expect(meta.transcript_hits_inspected).toBe(meta.transcript_total);
  });

  it('narrows with department, intro_optin, targeted_accounts_only, since and date bounds', async () => {
    const all = (await ok('/api/v1/accounts')).meta.transcript_total;
    for (const filter of [
      'department[]=Sales',
      'intro_optin=open',
      'intro_optin=closed',
      'since=6.months',
      'start_date=2026-01-01&end_date=2026-06-30',
      'start_publish_date=2026-01-01',
    ]) {
      const narrowed = (await ok(`/api/v1/accounts?${filter}`)).meta.transcript_total;
      expect(narrowed, filter).toBeGreaterThan(0);
      expect(narrowed, filter).toBeLessThan(all);
    }
    const open = (await ok('/api/v1/accounts?intro_optin=open')).meta.transcript_total;
    const closed = (await ok('/api/v1/accounts?intro_optin=closed')).meta.transcript_total;
    expect(open + closed).toBe(all);
    const targeted = await ok('/api/v1/accounts?targeted_accounts_only=true&per_page=50');
    expect(targeted.data.length).toBeGreaterThan(0);
    expect(targeted.data.every((row: Json) => row.targeted === true)).toBe(true);
  });
});

describe('transcript search', () => {
  it('caps per_page at 50, defaults to 20, and pages deterministically', async () => {
    const capped = await ok('/api/v1/transcripts?per_page=500');
    expect(capped.meta.per_page).toBe(50);
    expect(capped.data).toHaveLength(50);
    expect((await ok('/api/v1/transcripts')).meta.per_page).toBe(20);
    for (const search of ['', '&q=pricing%20renewal', '&sort_by=recency']) {
      const wide = await ok(`/api/v1/transcripts?per_page=40${search}`);
      const first = await ok(`/api/v1/transcripts?per_page=20&page=1${search}`);
      const second = await ok(`/api/v1/transcripts?per_page=20&page=2${search}`);
      expect([...first.data, ...second.data].map((item) => item.id)).toEqual(
        wide.data.map((item: Json) => item.id),
      );
    }
  });

  it('finds real words with q, orders recency by publish date, and omits the long texts in the list', async () => {
    const found = await ok(`/api/v1/transcripts?q=${q('Northbeam Funnels')}&sort_by=recency&per_page=50`);
    expect(found.meta.total_count).toBeGreaterThan(0);
    const dates = found.data.map((item: Json) => item.publish_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await ok('/api/v1/transcripts?q=xylophonezzz')).meta.total_count).toBe(0);
    for (const item of found.data) {
      expect(item).not.toHaveProperty('full_transcript');
      expect(item).not.toHaveProperty('quick_study');
      expect(item).not.toHaveProperty('buyer_perspective');
    }
    const detail = await ok(`/api/v1/transcripts/${found.data[0].id}`);
    expect(detail.full_transcript).toMatch(/Interviewer: .*\n\nBuyer: /);
    expect(detail.full_transcript.length).toBeGreaterThan(1500);
    expect(typeof detail.quick_study).toBe('string');
  });

  it('omits company and company_domain_name for anonymous buyers (absent, not null)', async () => {
    const { data } = await ok('/api/v1/transcripts?per_page=50');
    const anonymous = data.filter((item: Json) => !('company' in item));
    expect(anonymous.length).toBeGreaterThan(0);
    for (const item of anonymous) expect(item).not.toHaveProperty('company_domain_name');
    const detail = await ok(`/api/v1/transcripts/${anonymous[0].id}`);
    expect(detail).not.toHaveProperty('company');
    expect(detail).not.toHaveProperty('company_domain_name');
    expect(typeof detail.company_hq).toBe('string');
  });

  it('matches vendors[] by name, bare domain, full URL and alternative domain alike', async () => {
    const ids = async (value: string): Promise<string[]> =>
      (await ok(`/api/v1/transcripts?per_page=50&vendors[]=${q(value)}`)).data.map((item: Json) => item.id);
    const vendors = (await ok('/api/v1/vendors')).data as Json[];
    const cadencia = vendors.find((vendor) => vendor.name === 'Cadencia');
    expect(cadencia?.domain_name).toBe('cadencia.com');
    const byName = await ids('Cadencia');
    expect(byName.length).toBeGreaterThan(0);
    expect(await ids('cadencia.com')).toEqual(byName);
    expect(await ids('https://www.cadencia.com/pricing')).toEqual(byName);
    expect(await ids('cadencia.io')).toEqual(byName);
    expect(await ids('CADENCIA')).toEqual(byName);
    // A typo matches nothing, so the only value is dropped and the filter is absent.
    expect(await ids('cadencia.co')).not.toEqual(byName);
  });

  it('nulls every ICP field for demo-no-icp', async () => {
    const transcripts = await ok('/api/v1/transcripts?per_page=50', 'demo-no-icp');
    for (const item of transcripts.data) {
      expect(item.icp_matches).toBeNull();
      expect(item.icp_matched_attributes).toEqual([]);
    }
    const accounts = await ok('/api/v1/accounts?per_page=50', 'demo-no-icp');
    for (const row of accounts.data) expect(row.icp_matches).toBeNull();
    const scored = await ok('/api/v1/transcripts?per_page=50');
    expect(scored.data.some((item: Json) => typeof item.icp_matches === 'number')).toBe(true);
  });
});

describe('reference endpoints', () => {
  it('hold enough data: 2,000+ transcripts, 300+ accounts, 60+ vendors, 250+ products', async () => {
    expect(await total('/api/v1/transcripts')).toBeGreaterThanOrEqual(2000);
    expect((await ok('/api/v1/buyers')).data.length).toBeGreaterThanOrEqual(300);
    expect((await ok('/api/v1/vendors')).data.length).toBeGreaterThanOrEqual(60);
    expect((await ok('/api/v1/products')).data.length).toBeGreaterThanOrEqual(250);
  });

  it('count exactly what the matching transcript filter finds', async () => {
    const pairs = [
      ['markets', 'in_market_for[]'],
      ['industries', 'industry[]'],
      ['vendors', 'vendors[]'],
      ['products', 'products[]'],
      ['buyers', 'accounts[]'],
    ] as const;
    for (const key of ['demo-full', 'demo-small']) {
      for (const [endpoint, filter] of pairs) {
        const items = (await ok(`/api/v1/${endpoint}`, key)).data as Json[];
        // Every item of the short lists, every 7th of the long ones (plus the hostile names) keeps this fast.
        const checked = items.filter(
          (item, index) => items.length < 80 || index % 7 === 0 || /[<\u0600-\u06ff]/.test(item.name),
        );
        for (const item of checked) {
          expect(
            await total(`/api/v1/transcripts?${filter}=${q(item.name)}`, key),
            `${endpoint} ${item.name}`,
          ).toBe(item.transcript_count);
        }
      }
    }
  });

  it('mark /buyers deprecated with a successor link and no Sunset', async () => {
    const answer = await call('/api/v1/buyers');
    expect(answer.headers.get('deprecation')).toBe('true');
    expect(answer.headers.get('link')).toBe('</api/v1/accounts>; rel="successor-version"');
    expect(answer.headers.has('sunset')).toBe(false);
  });
});

describe('vendor profiles', () => {
  it('show likes, or null while the cache warms, and agree with their sub-endpoints', async () => {
    const { data } = await ok(`/api/v1/vendors/${VENDOR_WITH_LIKES}`);
    expect(data.likes.length).toBeGreaterThan(0);
    expect(data.dislikes.length).toBeGreaterThan(0);
    expect(data.median_rating).toBeGreaterThanOrEqual(1);
    expect(data.average_rating).toBeLessThanOrEqual(5);
    expect(data.buyers.length).toBeLessThanOrEqual(10);
    expect(data.other_products_in_buyers_tech_stack.length).toBeLessThanOrEqual(10);
    expect(data.links).toEqual({
      buyers: `/api/v1/vendors/${VENDOR_WITH_LIKES}/buyers`,
      buyers_also_buy: `/api/v1/vendors/${VENDOR_WITH_LIKES}/buyers_also_buy`,
    });
    const buyers = await ok(data.links.buyers);
    expect(buyers.meta).toEqual({ total_count: data.buyer_count, page: 1, per_page: 5 });
    expect(buyers.data.map((buyer: Json) => buyer.company)).toEqual(
      data.buyers.slice(0, 5).map((buyer: Json) => buyer.company),
    );
    const alsoBuy = await ok(`${data.links.buyers_also_buy}?per_page=99`);
    expect(alsoBuy.meta.per_page).toBe(50);
    expect(alsoBuy.meta.total_count).toBe(data.other_products_in_buyers_tech_stack_total_count);
    const without = (await ok(`/api/v1/vendors/${VENDOR_WITHOUT_LIKES}`)).data;
    expect(without.likes).toBeNull();
    expect(without.dislikes).toBeNull();
  });

  it('filter by product and use case, and answer 422 with suggestions to invalid ones', async () => {
    const all = (await ok(`/api/v1/vendors/${VENDOR_WITH_LIKES}`)).data;
    const product = all.products[0];
    const narrowed = (await ok(`/api/v1/vendors/${VENDOR_WITH_LIKES}?product=${q(product)}`)).data;
    expect(narrowed.transcript_count).toBeGreaterThan(0);
    expect(narrowed.transcript_count).toBeLessThan(all.transcript_count);
    const badProduct = await call(`/api/v1/vendors/${VENDOR_WITH_LIKES}/buyers?product=${q(`${product}x`)}`);
    expect(badProduct.status).toBe(422);
    expect(badProduct.body.error).toContain(`Did you mean: ${product}`);
    const badUseCase = await call(`/api/v1/vendors/${VENDOR_WITH_LIKES}?use_case=Nothing`);
    expect(badUseCase.status).toBe(422);
    expect(badUseCase.body.error).toMatch(/^- Could not find use case 'Nothing'\. Did you mean: .+\?$/);
  });

  it('serve hostile text as plain JSON strings', async () => {
    const { data } = await ok(`/api/v1/accounts/${HOSTILE_ACCOUNT.domain}`);
    expect(data.name).toContain('<script>');
    const detail = await ok(`/api/v1/transcripts/${HOSTILE_ACCOUNT.transcriptWithJavascriptUrl}`);
    expect(detail.url).toMatch(/^javascript:/);
  });
});

describe('records for the Research views', () => {
  it('the competitive-displacement search finds the planted accounts, untruncated, each for a real reason', async () => {
    const { data, meta } = await ok(`/api/v1/accounts?${DISPLACEMENT_SEARCH.query}&per_page=50`);
    expect(meta.truncated).toBe(false);
    expect(meta.total_count).toBeGreaterThanOrEqual(3);
    expect(data.map((row: Json) => row.slug)).toEqual(DISPLACEMENT_SEARCH.accounts.map((row) => row.slug));
    for (const row of data) {
      const interviews = await ok(
        `/api/v1/transcripts?per_page=50&accounts[]=${row.slug}&products[]=${q(DISPLACEMENT_SEARCH.product)}`,
      );
      const reasons = interviews.data.filter(
        (item: Json) =>
          item.opted_into_intros &&
          item.in_market_for.includes(DISPLACEMENT_SEARCH.useCase) &&
          item.tech_stack.some(
            (entry: Json) =>
              entry.product === DISPLACEMENT_SEARCH.product &&
              entry.rating !== null &&
              entry.rating <= DISPLACEMENT_SEARCH.maxRating,
          ),
      );
      expect(reasons.length, row.slug).toBe(row.matching_interviews);
    }
  });

  it("a vendor's own website is no account: 404 there, named by the vendor list", async () => {
    const vendors = (await ok('/api/v1/vendors')).data as Json[];
    expect(vendors).toContainEqual(
      expect.objectContaining({
        name: VENDOR_WEBSITE.name,
        slug: VENDOR_WEBSITE.slug,
        domain_name: VENDOR_WEBSITE.domain,
      }),
    );
    for (const id of [VENDOR_WEBSITE.domain, `https://www.${VENDOR_WEBSITE.domain}/pricing`]) {
      expect((await call(`/api/v1/accounts/${q(id)}`)).status, id).toBe(404);
    }
  });

  it('a near miss answers 422 with a suggestion that holds a comma, and the suggestion resolves', async () => {
    const answer = await call(`/api/v1/accounts?${COMMA_NEAR_MISS.param}=${q(COMMA_NEAR_MISS.value)}`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(
      new RegExp(
        `^- Could not find industry '${escapeRegExp(COMMA_NEAR_MISS.value)}'\\. Did you mean: ${escapeRegExp(COMMA_NEAR_MISS.suggestion)}, .+\\?$`,
      ),
    );
    expect(COMMA_NEAR_MISS.suggestion).toContain(', ');
    const industries = (await ok('/api/v1/industries')).data.map((item: Json) => item.name);
    expect(industries).toContain(COMMA_NEAR_MISS.suggestion);
    const fixed = await ok(`/api/v1/accounts?${COMMA_NEAR_MISS.param}=${q(COMMA_NEAR_MISS.suggestion)}`);
    expect(fixed.data.length).toBeGreaterThan(0);
  });

  it('two unresolved values give two lines, in filter order', async () => {
    const query = TWO_NEAR_MISSES.map(({ param, value }) => `${param}=${q(value)}`).join('&');
    const answer = await call(`/api/v1/accounts?${query}`);
    expect(answer.status).toBe(422);
    const lines = answer.body.error.split('\n');
    expect(lines).toHaveLength(2);
    TWO_NEAR_MISSES.forEach(({ value, suggestion }, index) => {
      expect(lines[index]).toMatch(
        new RegExp(`^- Could not find \\w+ '${escapeRegExp(value)}'\\. Did you mean: `),
      );
      expect(lines[index]).toContain(suggestion);
    });
  });

  it('one vendor filter lists every hostile row, in the account list and in transcript search', async () => {
    const filter = `vendors[]=${HOSTILE_ROWS_VENDOR_DOMAIN}&per_page=50`;
    const accounts = await ok(`/api/v1/accounts?${filter}`);
    expect(accounts.meta.truncated).toBe(false);
    const names = accounts.data.map((row: Json) => row.name);
    for (const record of [HOSTILE_ACCOUNT, RTL_ACCOUNT, EMOJI_ACCOUNT, LONG_NAME_ACCOUNT]) {
      expect(names).toContain(record.name);
    }
    expect(accounts.data.map((row: Json) => row.slug)).toContain(HOSTILE_ACCOUNT.slug);
    const transcripts = await ok(`/api/v1/transcripts?${filter}`);
    const companies = transcripts.data.map((item: Json) => item.company);
    for (const record of [HOSTILE_ACCOUNT, RTL_ACCOUNT, EMOJI_ACCOUNT, LONG_NAME_ACCOUNT]) {
      expect(companies).toContain(record.name);
    }
    const products = transcripts.data.flatMap((item: Json) =>
      item.tech_stack.map((entry: Json) => entry.product),
    );
    expect(products.some((name: string) => name.includes('<img'))).toBe(true);
    expect(LONG_NAME_ACCOUNT.name.length).toBe(348);
  });
});

describe('the clock: an account whose interviews arrive after today', () => {
  let moving: RunningSandbox;

  beforeAll(async () => {
    moving = await startSandbox({ port: 0 });
  });

  afterAll(async () => {
    await moving?.close();
  });

  const get = (path: string): Promise<Json> => ok(path, 'demo-full', moving);
  const status = async (path: string): Promise<number> => (await call(path, 'demo-full', {}, moving)).status;
  const slugs = async (path: string): Promise<string[]> =>
    (await get(`${path}&per_page=50`)).data.map((row: Json) => row.slug);

  type Snapshot = {
    transcripts: number;
    interviews: number;
    relayticsProducts: number;
    relayticsBuyers: number;
    buyers: string[];
    displacement: string[];
  };

  async function snapshot(): Promise<Snapshot> {
    const products = (await get('/api/v1/products')).data as Json[];
    const vendors = (await get('/api/v1/vendors')).data as Json[];
    return {
      transcripts: (await get('/api/v1/transcripts')).meta.total_count,
      interviews: (await get(`/api/v1/transcripts?accounts[]=${ARRIVING_ACCOUNT.slug}`)).meta.total_count,
      relayticsProducts: products.find((item) => item.name === DISPLACEMENT_SEARCH.product)?.transcript_count,
      relayticsBuyers: vendors.find((item) => item.slug === 'relaytics')?.buyer_count,
      buyers: (await get('/api/v1/buyers')).data.map((item: Json) => item.name),
      displacement: await slugs(`/api/v1/accounts?${DISPLACEMENT_SEARCH.query}`),
    };
  }

  it('is invisible until the clock reaches its publish dates, then everywhere, without new data', async () => {
    const before = await snapshot();
    expect(moving.clock()).toBe(moving.today);
    expect(before.interviews).toBe(0);
    expect(before.buyers).not.toContain(ARRIVING_ACCOUNT.name);
    expect(before.displacement).toEqual(DISPLACEMENT_SEARCH.accounts.map((row) => row.slug));
    expect(await status(`/api/v1/accounts/${ARRIVING_ACCOUNT.domain}`)).toBe(404);
    for (const id of ARRIVING_ACCOUNT.transcriptIds)
      expect(await status(`/api/v1/transcripts/${id}`)).toBe(404);

    moving.advanceClock(ARRIVING_ACCOUNT.firstPublishedInDays);
    expect((await snapshot()).interviews).toBe(1);

    const count = ARRIVING_ACCOUNT.transcriptIds.length;
    expect(
      moving.advanceClock(ARRIVING_ACCOUNT.allPublishedInDays - ARRIVING_ACCOUNT.firstPublishedInDays),
    ).toBe(moving.clock());
    const after = await snapshot();
    expect(after.transcripts).toBe(before.transcripts + count);
    expect(after.interviews).toBe(count);
    expect(after.relayticsProducts).toBe(before.relayticsProducts + count);
    expect(after.relayticsBuyers).toBe(before.relayticsBuyers + 1);
    expect(after.buyers).toContain(ARRIVING_ACCOUNT.name);
    // The saved search's re-run: one new account, first, the others still there.
    expect(after.displacement).toEqual([ARRIVING_ACCOUNT.slug, ...before.displacement]);
    const detail = (await get(`/api/v1/accounts/${ARRIVING_ACCOUNT.domain}`)).data;
    expect(detail.slug).toBe(ARRIVING_ACCOUNT.slug);
    expect(detail.kpis.interview_count).toBe(count);
    expect(detail.tech_stack.map((item: Json) => item.product)).toContain(DISPLACEMENT_SEARCH.product);
    const found = await get(`/api/v1/transcripts?q=${q('harbor finch')}&per_page=50`);
    expect(found.data.map((item: Json) => item.id).sort()).toEqual(
      [...ARRIVING_ACCOUNT.transcriptIds].sort(),
    );
    const relaytics = await get('/api/v1/vendors/relaytics/buyers?per_page=50');
    const pages = Math.ceil(relaytics.meta.total_count / 50);
    const companies = relaytics.data.map((buyer: Json) => buyer.company);
    for (let page = 2; page <= pages; page++) {
      const more = await get(`/api/v1/vendors/relaytics/buyers?per_page=50&page=${page}`);
      companies.push(...more.data.map((buyer: Json) => buyer.company));
    }
    expect(companies).toContain(ARRIVING_ACCOUNT.name);

    moving.setClock(moving.today);
    expect(await snapshot()).toEqual(before);
  });
});

describe('faults', () => {
  async function withFault<T>(fault: string | null, run: () => Promise<T>): Promise<T> {
    sandbox.setFault(fault);
    try {
      return await run();
    } finally {
      sandbox.setFault(null);
    }
  }

  it('status=<code>*<n> fails the first n requests, then recovers', async () => {
    await withFault('status=503*2', async () => {
      expect((await call('/api/v1/markets')).status).toBe(503);
      const second = await call('/api/v1/markets');
      expect(second.status).toBe(503);
      expect(typeof second.body.error).toBe('string');
      expect((await call('/api/v1/markets')).status).toBe(200);
    });
  });

  it('applies header faults per request, scoped to a path prefix when asked', async () => {
    const header = { 'X-Sandbox-Fault': 'status=500@/api/v1/accounts' };
    expect((await call('/api/v1/accounts', 'demo-full', { headers: header })).status).toBe(500);
    expect((await call('/api/v1/markets', 'demo-full', { headers: header })).status).toBe(200);
    expect((await call('/api/v1/markets')).status).toBe(200);
    const invalid = await call('/api/v1/markets', 'demo-full', { headers: { 'X-Sandbox-Fault': 'explode' } });
    expect(invalid.status).toBe(400);
  });

  it('rate-limit answers 429 with Retry-After; latency delays the answer', async () => {
    const limited = await call('/api/v1/markets', 'demo-full', {
      headers: { 'X-Sandbox-Fault': 'rate-limit=7' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    const started = Date.now();
    const slow = await call('/api/v1/markets', 'demo-full', {
      headers: { 'X-Sandbox-Fault': 'latency=150' },
    });
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('malformed-json sends a body that does not parse', async () => {
    await withFault('malformed-json', async () => {
      const response = await fetch(`${sandbox.url}/api/v1/markets`, {
        headers: { Authorization: 'Token demo-full' },
      });
      expect(response.status).toBe(200);
      await expect(response.json()).rejects.toThrow();
    });
  });

  it('drift drops nullable fields and adds unknown ones', async () => {
    const normal = await ok('/api/v1/accounts?per_page=3');
    expect(normal.data[0]).toHaveProperty('location');
    const drifted = await call('/api/v1/accounts?per_page=3', 'demo-full', {
      headers: { 'X-Sandbox-Fault': 'drift' },
    });
    expect(drifted.status).toBe(200);
    expect(drifted.body.data[0]).not.toHaveProperty('location');
    expect(drifted.body.data[0]).toHaveProperty('sandbox_drift_field');
    expect(drifted.body.data[0].slug).toBe(normal.data[0].slug);
    expect(drifted.body.meta).toHaveProperty('next_cursor');
  });

  it('hang never answers and drop destroys the socket', async () => {
    const hang = fetch(`${sandbox.url}/api/v1/markets`, {
      headers: { Authorization: 'Token demo-full', 'X-Sandbox-Fault': 'hang' },
      signal: AbortSignal.timeout(300),
    });
    await expect(hang).rejects.toThrow(/abort|timeout/i);
    const drop = fetch(`${sandbox.url}/api/v1/markets`, {
      headers: { Authorization: 'Token demo-full', 'X-Sandbox-Fault': 'drop' },
      signal: AbortSignal.timeout(2000),
    });
    await expect(drop).rejects.toThrow(/fetch failed/);
  });

  it('records every request for request-count assertions', async () => {
    const before = sandbox.requests.length;
    await call('/api/v1/markets?x=1');
    const last = sandbox.requests.at(-1);
    expect(sandbox.requests.length).toBe(before + 1);
    expect(last).toMatchObject({
      method: 'GET',
      path: '/api/v1/markets',
      search: '?x=1',
      authorization: 'Token demo-full',
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
