/**
 * Indexes over the demo data, built once per process and today: lookups by name, slug and domain, the
 * full-text index, the recency order, and per-team scopes (which transcripts a key sees on a given day).
 */
import { type Dataset, getDataset, type Transcript } from './dataset';
import { TODAY_DAY } from './dates';
import { buildTextIndex, type TextIndex } from './text-index';

export type Catalog = {
  data: Dataset;
  text: TextIndex;
  /** Transcript indexes, newest publish date first (ties by id): the `recency` order. */
  recencyOrder: number[];
  /** Position of each transcript in recencyOrder. */
  recencyRank: Int32Array;
  transcriptById: Map<string, number>;
  vendorBySlug: Map<string, number>;
  vendorByDomain: Map<string, number>;
  vendorByName: Map<string, number>;
  productByName: Map<string, number>;
  useCaseByName: Map<string, number>;
  industryByName: Map<string, number>;
  mgmtLevelByName: Map<string, number>;
  departmentByName: Map<string, number>;
  accountBySlug: Map<string, number>;
  accountByDomain: Map<string, number>;
  accountByName: Map<string, number>;
  /** Transcript indexes of each account, in recency order. */
  accountTranscripts: number[][];
  /** The transcripts each team is provisioned with, whatever their publish date. */
  provisioned: Record<ScopeName, Uint8Array>;
  /** Scopes made so far, by name and clock day (scopeAt). */
  scopes: Map<string, Scope>;
};

export type ScopeName = 'full' | 'small';

/** What one team sees on one day of the sandbox's clock: its transcripts published by then. */
export type Scope = {
  name: ScopeName;
  /** The clock's day: `since` and the tech stack's recency count back from it. */
  now: number;
  visible: Uint8Array;
  /** Cached per-scope computations (reference lists, vendor averages), keyed by what they are. */
  memo: Map<string, unknown>;
};

const cached = new Map<number, Catalog>();

/** The indexes over the data around `today` (default: this process's today), built once on first use. */
export function getCatalog(today: number = TODAY_DAY): Catalog {
  let catalog = cached.get(today);
  if (!catalog) {
    catalog = buildCatalog(getDataset(today));
    cached.set(today, catalog);
  }
  return catalog;
}

/**
 * The team scope on clock day `now`: its provisioned transcripts published on or before that day (interviews
 * published later have not reached the team yet). Made once per name and day.
 */
export function scopeAt(catalog: Catalog, name: ScopeName, now: number): Scope {
  const key = `${name}@${now}`;
  let scope = catalog.scopes.get(key);
  if (!scope) {
    const { transcripts } = catalog.data;
    const provisioned = catalog.provisioned[name];
    const visible = new Uint8Array(transcripts.length);
    for (const transcript of transcripts) {
      visible[transcript.index] = provisioned[transcript.index] && transcript.publishDay <= now ? 1 : 0;
    }
    scope = { name, now, visible, memo: new Map() };
    catalog.scopes.set(key, scope);
  }
  return scope;
}

/** Lowercased and trimmed: names, slugs and domains match case-insensitively. */
export function normalizeKey(value: string): string {
  return value.trim().toLowerCase();
}

function mapBy<T>(items: readonly T[], keys: (item: T) => readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  items.forEach((item, index) => {
    for (const key of keys(item)) {
      const normalized = normalizeKey(key);
      if (!map.has(normalized)) map.set(normalized, index);
    }
  });
  return map;
}

function searchableText(data: Dataset, transcript: Transcript): string {
  const account = data.accounts[transcript.account];
  const stack = transcript.techStack.map((entry) => {
    const product = data.products[entry.product];
    return `${product?.name ?? ''} ${data.vendors[product?.vendor ?? -1]?.name ?? ''}`;
  });
  return [
    transcript.title,
    account ? `${account.name} ${account.altNames.join(' ')}` : '',
    transcript.industries.map((index) => data.industries[index]).join(' '),
    transcript.inMarketFor.map((index) => data.useCases[index]).join(' '),
    stack.join(' '),
    transcript.priorities.join(' '),
    transcript.buyerPerspective,
    transcript.fullTranscript,
  ].join('\n');
}

function buildCatalog(data: Dataset): Catalog {
  const { transcripts, accounts, vendors, products } = data;
  const recencyOrder = transcripts
    .map((transcript) => transcript.index)
    .sort((a, b) => {
      const left = transcripts[a] as Transcript;
      const right = transcripts[b] as Transcript;
      return right.publishDay - left.publishDay || (left.id < right.id ? -1 : 1);
    });
  const recencyRank = new Int32Array(transcripts.length);
  recencyOrder.forEach((transcript, rank) => {
    recencyRank[transcript] = rank;
  });
  const accountTranscripts: number[][] = accounts.map(() => []);
  for (const index of recencyOrder) {
    const owner = transcripts[index]?.account ?? -1;
    if (owner >= 0) accountTranscripts[owner]?.push(index);
  }
  const full = new Uint8Array(transcripts.length).fill(1);
  const small = new Uint8Array(transcripts.length);
  for (const transcript of transcripts) small[transcript.index] = transcript.inSmall ? 1 : 0;
  return {
    data,
    text: buildTextIndex(transcripts.map((transcript) => searchableText(data, transcript))),
    recencyOrder,
    recencyRank,
    transcriptById: mapBy(transcripts, (transcript) => [transcript.id]),
    vendorBySlug: mapBy(vendors, (vendor) => [vendor.slug]),
    vendorByDomain: mapBy(vendors, (vendor) => [vendor.domain, ...vendor.altDomains]),
    vendorByName: mapBy(vendors, (vendor) => [vendor.name]),
    productByName: mapBy(products, (product) => [product.name]),
    useCaseByName: mapBy(data.useCases, (name) => [name]),
    industryByName: mapBy(data.industries, (name) => [name]),
    mgmtLevelByName: mapBy(data.managementLevels, (name) => [name]),
    departmentByName: mapBy(data.departments, (name) => [name]),
    accountBySlug: mapBy(accounts, (account) => [account.slug, ...account.oldSlugs]),
    accountByDomain: mapBy(accounts, (account) => [account.domain, ...account.altDomains]),
    accountByName: mapBy(accounts, (account) => [account.name, ...account.altNames]),
    accountTranscripts,
    provisioned: { full, small },
    scopes: new Map(),
  };
}

/** Computes a value once per scope. */
export function memoize<T>(scope: Scope, key: string, compute: () => T): T {
  if (scope.memo.has(key)) return scope.memo.get(key) as T;
  const value = compute();
  scope.memo.set(key, value);
  return value;
}

/**
 * The host of a domain-ish value: a full URL gives its hostname, a bare domain itself; `www.` and a trailing
 * dot are dropped, case ignored. null when the value does not look like a domain (a name, a slug).
 */
export function asDomain(value: string): string | null {
  let text = value.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
    try {
      text = new URL(text).hostname;
    } catch {
      return null;
    }
  } else {
    text = text.replace(/[/?#].*$/, '').replace(/:\d+$/, '');
  }
  text = text.replace(/\.$/, '').replace(/^www\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(text) ? text : null;
}

/** Resolves an account filter value or `:id`: slug (current or old), then domain, then exact name. */
export function resolveAccount(catalog: Catalog, value: string): number | null {
  const key = normalizeKey(value);
  const domain = asDomain(value);
  if (domain !== null) {
    const byDomain = catalog.accountByDomain.get(domain);
    if (byDomain !== undefined) return byDomain;
  }
  return catalog.accountBySlug.get(key) ?? catalog.accountByName.get(key) ?? null;
}

/** Resolves a vendor filter value: domain (primary or alternative, bare or in a URL) first, then exact name. */
export function resolveVendor(catalog: Catalog, value: string): number | null {
  const domain = asDomain(value);
  if (domain !== null) {
    const byDomain = catalog.vendorByDomain.get(domain);
    if (byDomain !== undefined) return byDomain;
  }
  return catalog.vendorByName.get(normalizeKey(value)) ?? null;
}
