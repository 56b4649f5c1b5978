import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '@/lib/api/accounts';
import { createApiClient } from '@/lib/api/client';
import type { VendorProfile } from '@/lib/api/vendors';
import { demoFetch } from '@/lib/background/demo-handler';
import { ourProductInStack, profilesToFetch } from '@/lib/meeting/our-product';
import { loadYourProfile, type VendorProfileFetcher } from '@/lib/meeting/your-profile';
import {
  competitorAccountSearch,
  competitorSlugs,
  UNHAPPY_MAX_RATING,
} from '@/lib/research/competitor-search';
import { DEMO_BASE_URL, SANDBOX_DEMO_KEY, type YourCompanySetting } from '@/lib/shared/storage-items';
import { HOSTILE_VENDOR, RICH_ACCOUNT, VENDOR_WITHOUT_LIKES } from '../../../sandbox/known-records';

// Real records: the sandbox's generator answers the real API client (its zod schemas included), so the module
// is tested on the shapes the side panel receives. The rich account's stack has Cadencia Cadence (satisfied,
// 8.2), Dialwell Dialer (unhappy, 4) and the hostile vendor's product, all three in Sales Engagement.
const client = createApiClient({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY, fetch: demoFetch });

const CADENCIA: YourCompanySetting = {
  connection: 'c1',
  vendor: { slug: 'cadencia', name: 'Cadencia' },
  products: [],
};

let account: AccountDetail;
let cadencia: VendorProfile;
const profiles = new Map<string, VendorProfile>();

beforeAll(async () => {
  account = await client.getAccount(RICH_ACCOUNT.slug);
  cadencia = await client.getVendor('cadencia');
  for (const slug of profilesToFetch(account, CADENCIA, cadencia))
    profiles.set(slug, await client.getVendor(slug));
}, 30_000);

describe('our product in an account stack', () => {
  it('says the account uses your product and how its buyers rate it', () => {
    const view = ourProductInStack(account, CADENCIA, cadencia, profiles);
    expect(view.vendorName).toBe('Cadencia');
    expect(view.ours.map((use) => use.product)).toEqual(['Cadencia Cadence']);
    expect(view.ours[0]).toMatchObject({ status: 'satisfied', rating: 8.2 });
    expect(view.yourUseCases).toEqual(['Sales Engagement']);
  });

  it('lists the competitors in the stack, unhappy first, with status, rating and why they compete', () => {
    const view = ourProductInStack(account, CADENCIA, cadencia, profiles);
    const stackOf = (slug: string) => view.competitors.find((competitor) => competitor.vendorSlug === slug);
    expect(view.competitors[0]).toMatchObject({
      vendorName: 'Dialwell',
      vendorSlug: 'dialwell',
      reason: 'similar_vendor',
      sharedUseCases: ['Sales Engagement'],
      products: [{ product: 'Dialwell Dialer', status: 'unhappy_with', rating: 4 }],
    });
    expect(stackOf(HOSTILE_VENDOR)?.products[0]?.status).toBe('not_recently_mentioned');
    // Products of other use cases (Northbeam, Relaytics CRM, ...) are not competitors of a sales-engagement tool.
    expect(view.competitors.map((competitor) => competitor.vendorSlug).sort()).toEqual(
      ['dialwell', HOSTILE_VENDOR].sort(),
    );
  });

  it("gives each competitor its profile's first dislikes, or says there are none yet", () => {
    const view = ourProductInStack(account, CADENCIA, cadencia, profiles);
    const dialwell = view.competitors.find((competitor) => competitor.vendorSlug === VENDOR_WITHOUT_LIKES);
    // Dialwell's summaries are still being generated (dislikes: null).
    expect(dialwell?.dislikes).toEqual({ state: 'none' });
    const hostile = view.competitors.find((competitor) => competitor.vendorSlug === HOSTILE_VENDOR);
    // Headlines stay the API's text, markup and all: the component renders them as text.
    expect(hostile?.dislikes).toEqual({
      state: 'named',
      headlines: ['<a href="javascript:alert(document.domain)">click</a>'],
    });
    // Without the profiles the dislikes are unknown, not empty.
    const bare = ourProductInStack(account, CADENCIA, cadencia);
    expect(bare.competitors.every((competitor) => competitor.dislikes.state === 'unknown')).toBe(true);
  });

  it('asks only for the profiles of the competitors in the stack', () => {
    expect(profilesToFetch(account, CADENCIA, cadencia).sort()).toEqual(['dialwell', HOSTILE_VENDOR].sort());
  });

  it('counts only the picked products as yours, and never the rest of your vendor as a competitor', () => {
    const picked = { ...CADENCIA, products: ['Cadencia Sequences'] };
    const view = ourProductInStack(account, picked, cadencia, profiles);
    expect(view.ours).toEqual([]);
    expect(view.competitors.some((competitor) => competitor.vendorSlug === 'cadencia')).toBe(false);
    // A picked product named in other case is still yours (the API compares names without case).
    const cased = ourProductInStack(account, { ...CADENCIA, products: ['cadencia cadence'] }, cadencia);
    expect(cased.ours.map((use) => use.product)).toEqual(['Cadencia Cadence']);
  });

  it('finds a vendor with a shared use case that the profile does not list as similar', async () => {
    const northbeam = await client.getVendor('northbeam-analytics');
    const setting: YourCompanySetting = {
      connection: 'c1',
      vendor: { slug: 'northbeam-analytics', name: 'Northbeam Analytics' },
      products: [],
    };
    const listed = new Set(northbeam.similar_vendors_by_use_case.map((vendor) => vendor.slug));
    const view = ourProductInStack(account, setting, northbeam);
    expect(view.ours.map((use) => use.product)).toEqual(['Northbeam Funnels']);
    for (const competitor of view.competitors)
      expect(competitor.reason).toBe(
        competitor.vendorSlug && listed.has(competitor.vendorSlug) ? 'similar_vendor' : 'shared_use_case',
      );
  });

  it('without your profile finds your products only', () => {
    const view = ourProductInStack(account, CADENCIA, null);
    expect(view.ours.map((use) => use.product)).toEqual(['Cadencia Cadence']);
    expect(view.competitors).toEqual([]);
    expect(ourProductInStack({}, CADENCIA, cadencia).ours).toEqual([]);
  });
});

/** The background client's vendor call, answered by the real client on the sandbox. */
const fetchProfile: VendorProfileFetcher = async (slug, params) => {
  try {
    return { ok: true, data: await client.getVendor(slug, params), fetchedAt: 0 };
  } catch {
    return { ok: false, error: { kind: 'not_found', message: 'no such vendor' } };
  }
};

describe('your use cases', () => {
  const NORTHBEAM: YourCompanySetting = {
    connection: 'c1',
    vendor: { slug: 'northbeam-analytics', name: 'Northbeam Analytics' },
    products: [],
  };

  it("are the picked products' own (the profile narrowed to each), else the vendor's", async () => {
    const all = await loadYourProfile(NORTHBEAM, fetchProfile);
    expect(all.ok && [...all.data.useCases].sort()).toEqual(['Business Intelligence', 'Product Analytics']);
    const events = await loadYourProfile({ ...NORTHBEAM, products: ['Northbeam Events'] }, fetchProfile);
    expect(events.ok && events.data.useCases).toEqual(['Product Analytics']);
    // A picked product the profile refuses adds none; the vendor's use cases stand when none is left.
    const unknown = await loadYourProfile({ ...NORTHBEAM, products: ['No Such Product'] }, fetchProfile);
    expect(unknown.ok && [...unknown.data.useCases].sort()).toEqual([
      'Business Intelligence',
      'Product Analytics',
    ]);
    const missing = await loadYourProfile(
      { ...NORTHBEAM, vendor: { slug: 'no-such', name: 'X' } },
      fetchProfile,
    );
    expect(missing.ok).toBe(false);
  });

  it('narrow the competitors to the products picked: a BI tool does not compete with a product-analytics one', async () => {
    const setting = { ...NORTHBEAM, products: ['Northbeam Events'] };
    const events = await loadYourProfile(setting, fetchProfile);
    if (!events.ok) throw new Error('no profile');
    const { profile, useCases } = events.data;
    // A real row of the stack, made a BI tool of a vendor the profile does not list as similar.
    const [row] = account.tech_stack ?? [];
    if (!row) throw new Error('no stack');
    const biTool = {
      ...row,
      product: 'Other BI',
      vendor: 'Other',
      vendor_slug: 'other-bi',
      status: 'unhappy_with' as const,
    };
    const stack = { tech_stack: [{ ...biTool, use_cases: ['Business Intelligence'] }] };
    const wide = ourProductInStack(stack, NORTHBEAM, profile);
    expect(wide.competitors.map((item) => [item.vendorSlug, item.reason])).toEqual([
      ['other-bi', 'shared_use_case'],
    ]);
    const narrowed = ourProductInStack(stack, setting, profile, new Map(), useCases);
    expect(narrowed.yourUseCases).toEqual(['Product Analytics']);
    expect(narrowed.competitors).toEqual([]);
    // The one-click search is in market for the picked product's use cases only.
    const competitors = await Promise.all(competitorSlugs(profile).map((slug) => client.getVendor(slug)));
    expect(competitorAccountSearch(profile, competitors, useCases)?.in_market_for).toEqual([
      'Product Analytics',
    ]);
  });
});

describe('accounts unhappy with a competitor', () => {
  it("searches the competitors' products rated 5 or below, in market for your use cases", async () => {
    const competitors = await Promise.all(competitorSlugs(cadencia).map((slug) => client.getVendor(slug)));
    const search = competitorAccountSearch(cadencia, competitors);
    expect(search?.max_rating).toBe(UNHAPPY_MAX_RATING);
    expect(search?.in_market_for).toEqual(['Sales Engagement']);
    expect(search?.products).toContain('Dialwell Dialer');
    expect(search?.products?.some((product) => product.startsWith('Cadencia'))).toBe(false);
    // The API takes it as it is: every product and use case resolves (an unknown one would be a 422).
    const answer = await client.listAccounts(search ?? {});
    expect(answer.data.length).toBeGreaterThan(0);
    expect(competitorAccountSearch(cadencia, [])).toBeNull();
  });
});
