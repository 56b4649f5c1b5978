import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { REFERENCE_LISTS } from '../../lib/api/reference';
import { suggestionQuery } from '../../lib/background/lookup-query';
import type { RunningSandbox } from '../../sandbox/app';
import { NOT_AN_ACCOUNT_DOMAIN } from '../../sandbox/known-records';
import { createRandom } from '../../sandbox/prng';
import { launchBrowser, openProbe, round, summarize } from './bench-browser';
import { apiTime, badgeSetAfter, describeWorker, extensionWorker, instrumentWorker } from './worker-probe';

const NAVIGATIONS = Number(process.env.BENCH_NAVIGATIONS ?? 320);
const FIXTURES = resolve('tests/fixtures/pages');
/** The floor: a minimal extension that takes the host, reads one IndexedDB value and sets the badge. */
/** The floor; BENCH_FLOOR_DIR points at another (a floor with an older build's events, to bench that build). */
export const MINIMAL_EXTENSION_DIR = resolve(process.env.BENCH_FLOOR_DIR ?? 'tests/bench/minimal-extension');
const CRM_SOURCES = new Set([
  'salesforce',
  'hubspot',
  'pipedrive',
  'dynamics',
  'zoho',
  'attio',
  'close',
  'linkedin',
  'gmail',
  'outlook',
]);
const FINAL = new Set(['found', 'not_found', 'skipped', 'no_company', 'error', 'not_configured']);

// Everyday browsing: each is on the deny list (consumer, search, social, webmail) and must never be asked about.
const CONSUMER_URLS = [
  'https://www.amazon.com/dp/B0C1234567',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.google.com/search?q=acme+pricing',
  'https://en.wikipedia.org/wiki/Logistics',
  'https://www.reddit.com/r/sales/comments/abc/',
  'https://www.netflix.com/browse',
  'https://www.facebook.com/groups/123',
  'https://x.com/someone/status/1',
  'https://www.nytimes.com/2026/11/20/business/economy.html',
  'https://www.bbc.co.uk/news/business-1',
  'https://weather.com/weather/today',
  'https://www.booking.com/hotel/de/x.html',
  'https://github.com/org/repo/pull/12',
  'https://stackoverflow.com/questions/1/how',
  'https://www.paypal.com/myaccount/summary',
  'https://duckduckgo.com/?q=buyer+intelligence',
];

type Category = 'consumer' | 'account' | 'not-account' | 'crm';
type TraceStop = {
  category: Category;
  url: string;
  domain: string | null;
  /** A CRM record that shows its account only by name: looked up by that name. */
  companyName?: string;
  html?: string;
};

function crmStops(): TraceStop[] {
  const manifestFile = join(FIXTURES, 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    file: string;
    url: string;
    expected: { domain?: string; companyName?: string; source: string } | null;
  }[];
  const seen = new Set<string>();
  const stops: TraceStop[] = [];
  for (const entry of manifest) {
    if (!entry.expected || !CRM_SOURCES.has(entry.expected.source)) continue;
    // The fragment never reaches the server: one fixture per URL without it.
    const served = entry.url.split('#')[0] ?? entry.url;
    if (seen.has(served)) continue;
    seen.add(served);
    stops.push({
      category: 'crm',
      url: entry.url,
      domain: entry.expected.domain ?? null,
      ...(entry.expected.companyName ? { companyName: entry.expected.companyName } : {}),
      html: readFileSync(join(FIXTURES, entry.file), 'utf8'),
    });
  }
  return stops;
}

/** A deterministic trace: a few favourite sites revisited often, a long tail visited once or twice. */
function buildTrace(accounts: string[], notAccounts: string[], crm: TraceStop[]): TraceStop[] {
  const random = createRandom(20261122);
  const skewed = <T>(items: T[]): T => items[Math.floor(items.length * random.next() ** 2)] as T;
  const pages = [
    '/',
    '/pricing',
    '/about',
    '/customers',
    '/blog/why-we-built-it',
    '/careers?team=sales',
    '/contact#form',
  ];
  const website = (category: Category, domain: string): TraceStop => ({
    category,
    domain,
    url: `https://${random.chance(0.7) ? 'www.' : ''}${domain}${random.pick(pages)}`,
  });
  const trace: TraceStop[] = [];
  // Every domain once, so that the trace covers all of them; then a skewed walk.
  for (const url of CONSUMER_URLS) trace.push({ category: 'consumer', url, domain: null });
  for (const domain of accounts) trace.push(website('account', domain));
  for (const domain of notAccounts) trace.push(website('not-account', domain));
  trace.push(...crm);
  while (trace.length < NAVIGATIONS) {
    const roll = random.next();
    if (roll < 0.4) trace.push({ category: 'consumer', url: skewed(CONSUMER_URLS), domain: null });
    else if (roll < 0.7) trace.push(website('account', skewed(accounts)));
    else if (roll < 0.85) trace.push(website('not-account', skewed(notAccounts)));
    else if (crm.length > 0) trace.push(skewed(crm));
  }
  // Shuffle the first pass into the walk so that first visits are spread through the trace.
  return random.sample(trace, trace.length);
}

/**
 * The page's navigation start and first byte, on the Date.now() clock that the worker's badges and tab states
 * use (a page's timeOrigin drifts from it by several ms: enough to miss a badge set within ms of its commit).
 */
async function pageTimes(page: Page): Promise<{ navigationStart: number; firstByte: number }> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const origin = Date.now() - performance.now();
    return { navigationStart: origin, firstByte: origin + (entry?.responseStart ?? 0) };
  });
}

function hostOf(url: string): string {
  return new URL(url).hostname;
}

/** Serves every https page of the trace: its fixture, else a plain page named after its host. */
export async function serveTrace(context: BrowserContext, trace: TraceStop[]): Promise<void> {
  const fixtures = new Map<string, string>();
  for (const stop of trace) if (stop.html) fixtures.set(stop.url.split('#')[0] ?? stop.url, stop.html);
  await context.route(/^https:\/\//, (route) => {
    const url = route.request().url();
    const body =
      fixtures.get(url) ??
      `<!doctype html><html><head><meta charset="utf-8"><title>${hostOf(url)}</title></head><body><h1>${hostOf(url)}</h1><p>${'Lorem ipsum dolor sit amet. '.repeat(40)}</p></body></html>`;
    return route.fulfill({ status: 200, contentType: 'text/html', body });
  });
}

type TabStateLike = {
  status: string;
  domain?: string;
  updatedAt: number;
  detection: { domain?: string; companyName?: string } | null;
};

async function settledState(
  probe: Page,
  tabId: number,
  since: number,
  stop: TraceStop,
): Promise<{ state: TabStateLike; named: boolean }> {
  // A CRM page first reads as "no company" from its URL, then its content script names the company; a fixture
  // whose company the content script does not name (the detector's business) is counted, not waited for.
  const deadline = Date.now() + (stop.category === 'crm' ? 5_000 : 15_000);
  for (;;) {
    const state = await probe.evaluate(async (id) => {
      const key = `tabState:${id}`;
      return ((await chrome.storage.session.get(key))[key] ?? null) as TabStateLike | null;
    }, tabId);
    const fresh = state !== null && state.updatedAt >= since && FINAL.has(state.status);
    const named =
      stop.category !== 'crm' ||
      (stop.companyName
        ? state?.detection?.companyName === stop.companyName
        : state?.detection?.domain === stop.domain);
    if (state && fresh && named) return { state, named };
    if (Date.now() > deadline) {
      if (state && fresh) return { state, named };
      throw new Error(`no settled state for ${stop.url}: ${JSON.stringify(state)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Checks that a request named nothing but a registrable domain or a CRM record's account name (or the name part
 * of the domain, for suggestions).
 */
export function privacyViolation(
  request: { path: string; search: string },
  domains: Set<string>,
  names: Set<string>,
): string | null {
  const suggestions = new Set([...[...domains].map((domain) => suggestionQuery({ domain })), ...names]);
  const detail = /^\/api\/v1\/accounts\/([^/]+)$/.exec(request.path);
  if (detail) {
    const id = decodeURIComponent(detail[1] ?? '');
    return (domains.has(id) || names.has(id)) && request.search === ''
      ? null
      : `account lookup beyond a domain or an account name: ${request.path}${request.search}`;
  }
  if (request.path === '/api/v1/accounts') {
    const params = new URLSearchParams(request.search);
    const names = [...params.keys()].filter((name) => name !== 'q' && name !== 'per_page');
    const q = params.get('q') ?? '';
    return names.length === 0 && suggestions.has(q)
      ? null
      : `suggestion query beyond a domain: ${request.search}`;
  }
  // The reference lists (the vendor-website check, the omnibox): the same for every rep, paged at most.
  if (REFERENCE_LIST_PATH.test(request.path)) {
    const extra = [...new URLSearchParams(request.search).keys()].filter(
      (name) => name !== 'page' && name !== 'per_page',
    );
    return extra.length === 0 ? null : `reference list with a query: ${request.path}${request.search}`;
  }
  return `unexpected request: ${request.path}${request.search}`;
}

/** docs/api.md 4.3: lists that carry nothing of the rep's browsing. */
const REFERENCE_LIST_PATH = new RegExp(`^/api/v1/(${REFERENCE_LISTS.join('|')})$`);

async function runTrace(sandbox: RunningSandbox, trace: TraceStop[]) {
  const browser = await launchBrowser({ withExtension: true });
  try {
    await serveTrace(browser.context, trace);
    const probe = await openProbe(browser);
    await probe.evaluate(async (baseUrl) => {
      await chrome.storage.local.set({ settings: { baseUrl, apiKey: 'demo-full' } });
    }, sandbox.url);
    const worker = await extensionWorker(browser);
    await instrumentWorker(worker);
    const page = await browser.context.newPage();
    await page.goto('about:blank');
    const tabId = await probe.evaluate(async () => {
      const tabs = await chrome.tabs.query({ url: 'about:blank' });
      return tabs.at(-1)?.id ?? -1;
    });
    sandbox.requests.length = 0;

    const looked = new Set<string>();
    const timings = {
      cached: [] as number[],
      uncached: [] as number[],
      cachedFromFirstByte: [] as number[],
      uncachedFromFirstByte: [] as number[],
      /** Ordinary websites, first byte → badge set (the floor bench's comparison). */
      websiteCachedBadge: [] as number[],
      websiteUncachedBadge: [] as number[],
      /** The same less the time the API's requests were in flight. */
      websiteUncachedBeyondApi: [] as number[],
      websiteUncachedApi: [] as number[],
    };
    const outcomes: Record<string, number> = {};
    for (const stop of trace) {
      await page.goto(stop.url, { waitUntil: 'load' });
      const { navigationStart, firstByte } = await pageTimes(page);
      const { state, named } = await settledState(probe, tabId, Math.floor(navigationStart), stop);
      const outcome = named ? state.status : 'crm page not named by its content script';
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (state.status === 'found' || state.status === 'not_found') {
        const domain = state.domain ?? '';
        const cached = looked.has(domain);
        (cached ? timings.cached : timings.uncached).push(state.updatedAt - navigationStart);
        (cached ? timings.cachedFromFirstByte : timings.uncachedFromFirstByte).push(
          state.updatedAt - firstByte,
        );
        looked.add(domain);
        if (stop.category === 'account' || stop.category === 'not-account') {
          const badge = await badgeSetAfter(worker, tabId, state.updatedAt);
          if (!badge) throw new Error(`no badge for ${stop.url}: ${await describeWorker(worker)}`);
          if (cached) timings.websiteCachedBadge.push(badge.at - firstByte);
          else {
            const api = await apiTime(worker, sandbox.url, navigationStart, badge.at);
            timings.websiteUncachedBadge.push(badge.at - firstByte);
            timings.websiteUncachedApi.push(api);
            timings.websiteUncachedBeyondApi.push(badge.at - firstByte - api);
          }
        }
      }
    }
    const requests = [...sandbox.requests];
    const domains = new Set(trace.flatMap((stop) => (stop.domain ? [stop.domain] : [])));
    const names = new Set(trace.flatMap((stop) => (stop.companyName ? [stop.companyName] : [])));
    const violations = requests.flatMap((request) => privacyViolation(request, domains, names) ?? []);
    return { requests, outcomes, timings, violations };
  } finally {
    await browser.close();
  }
}

/** Waits until a tab's badge reads `text` (polled from an extension page, not the worker), up to 10 s. */
async function badgeTextIs(probe: Page, tabId: number, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await probe.evaluate((tabId) => chrome.action.getBadgeText({ tabId }), tabId)) === text) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The same trace with the minimal extension (tests/bench/minimal-extension: host, one IndexedDB read, badge):
 * first byte → badge set on the ordinary websites, the floor Buyer Lens is measured against.
 */
async function runFloorTrace(trace: TraceStop[]): Promise<number[]> {
  const browser = await launchBrowser({ withExtension: true, extensionDir: MINIMAL_EXTENSION_DIR });
  try {
    await serveTrace(browser.context, trace);
    const worker = await extensionWorker(browser);
    await instrumentWorker(worker);
    // One value per host, so that the probe sees each new host's badge by its text.
    const values = new Map(
      [...new Set(trace.map((stop) => hostOf(stop.url)))].map((host, i) => [host, `${i}`]),
    );
    await worker.evaluate(
      (entries) =>
        (globalThis as unknown as { seedValues(e: [string, string][]): Promise<void> }).seedValues(entries),
      [...values.entries()],
    );
    const probe = await browser.context.newPage();
    await probe.goto(`chrome-extension://${browser.extensionId}/probe.html`);
    const page = await browser.context.newPage();
    await page.goto('about:blank');
    // The newest tab (the minimal extension has no `tabs` permission to query by URL).
    const tabId = await probe.evaluate(async () =>
      Math.max(...(await chrome.tabs.query({})).map((tab) => tab.id ?? -1)),
    );
    const times: number[] = [];
    let missed = 0;
    let previousHost = '';
    for (const stop of trace) {
      await page.goto(stop.url, { waitUntil: 'load' });
      const { navigationStart, firstByte } = await pageTimes(page);
      const host = hostOf(stop.url);
      const sameHost = host === previousHost;
      previousHost = host;
      // Only the ordinary websites are compared (a CRM fixture may change its URL in the page only).
      if (stop.category !== 'account' && stop.category !== 'not-account') continue;
      // Waited for from an extension page: polling the worker itself held its event back (seen: 3 s late).
      if (sameHost) await new Promise((resolve) => setTimeout(resolve, 300));
      else await badgeTextIs(probe, tabId, values.get(host) ?? '');
      const badge = await badgeSetAfter(worker, tabId, Math.floor(navigationStart), 1_000);
      if (!badge) {
        console.error(`the minimal extension set no badge for ${stop.url}: ${await describeWorker(worker)}`);
        missed += 1;
        continue;
      }
      times.push(badge.at - firstByte);
    }
    if (missed > 3) throw new Error(`the minimal extension missed ${missed} badges`);
    return times;
  } finally {
    await browser.close();
  }
}

/**
 * The browsing trace: >= 300 navigations (BENCH_NAVIGATIONS, default 320) over >= 60 domains, a
 * deterministic mix of everyday consumer sites, sandbox accounts' websites (`accounts`), websites without
 * interviews and the CRM fixtures of tests/fixtures/pages, visited in one tab of real Chromium with the
 * extension. Counts the API requests against a one-request-per-navigation baseline and the requests that
 * carried anything beyond a registrable domain (must be 0), and times navigation to badge, cached and
 * uncached.
 */
export async function measureBrowsingTrace(
  sandbox: RunningSandbox,
  accounts: string[],
): Promise<{
  trace: {
    navigations: number;
    domains: number;
    byCategory: Record<string, number>;
    outcomes: Record<string, number>;
    apiRequests: number;
    baselineRequests: number;
    requestRatio: number;
    requestsBeyondRegistrableDomain: number;
    /** The first 20. */
    violations: string[];
  };
  /**
   * From navigation start (the rep's view); and from the page's first byte, which leaves out the test
   * harness's own delay in serving pages from Node (context.route).
   */
  timeToBadge: {
    uncached: ReturnType<typeof summarize>;
    cached: ReturnType<typeof summarize>;
    uncachedFromFirstByte: ReturnType<typeof summarize>;
    cachedFromFirstByte: ReturnType<typeof summarize>;
  };
  /**
   * Ordinary websites, first byte → badge set: Buyer Lens cached and uncached (and uncached less the API's
   * time), and the minimal extension over the same trace (the floor).
   */
  badge: {
    cached: ReturnType<typeof summarize>;
    uncached: ReturnType<typeof summarize>;
    uncachedBeyondApi: ReturnType<typeof summarize>;
    uncachedApi: ReturnType<typeof summarize>;
    minimal: ReturnType<typeof summarize>;
  };
}> {
  const notAccounts = [
    NOT_AN_ACCOUNT_DOMAIN,
    ...Array.from({ length: 13 }, (_, i) => `prospect-without-interviews-${i + 1}.com`),
  ];
  const trace = buildTrace(accounts, notAccounts, crmStops());
  const traceDomains = new Set(trace.map((stop) => stop.domain ?? hostOf(stop.url)));
  const result = await runTrace(sandbox, trace);
  const floor = await runFloorTrace(trace);

  const byCategory: Record<string, number> = {};
  for (const stop of trace) byCategory[stop.category] = (byCategory[stop.category] ?? 0) + 1;
  const apiRequests = result.requests.length;
  return {
    trace: {
      navigations: trace.length,
      domains: traceDomains.size,
      byCategory,
      outcomes: result.outcomes,
      apiRequests,
      baselineRequests: trace.length,
      requestRatio: round(apiRequests / trace.length),
      requestsBeyondRegistrableDomain: result.violations.length,
      violations: result.violations.slice(0, 20),
    },
    timeToBadge: {
      uncached: summarize(result.timings.uncached),
      cached: summarize(result.timings.cached),
      uncachedFromFirstByte: summarize(result.timings.uncachedFromFirstByte),
      cachedFromFirstByte: summarize(result.timings.cachedFromFirstByte),
    },
    badge: {
      cached: summarize(result.timings.websiteCachedBadge),
      uncached: summarize(result.timings.websiteUncachedBadge),
      uncachedBeyondApi: summarize(result.timings.websiteUncachedBeyondApi),
      uncachedApi: summarize(result.timings.websiteUncachedApi),
      minimal: summarize(floor),
    },
  };
}
