/**
 * Vendor aggregates over a team's transcripts: mentions of the vendor's products, buyers, ratings (shown on a
 * 1–5 scale on vendor endpoints) and co-occurring vendors.
 */
import { type Catalog, memoize, type Scope } from '../catalog';
import { interviewDates, type StackEntry, type Transcript } from '../dataset';
import { round1 } from '../http-kit';

/** A transcript's 1–10 rating on the vendor profile's 1–5 scale. */
export function toFivePoint(rating: number): number {
  return round1(1 + ((rating - 1) * 4) / 9);
}

export type VendorFilter = { product: number | null; useCase: number | null };

type Mention = { transcript: Transcript; entries: StackEntry[] };

export type BuyerGroup = {
  key: string;
  account: number;
  mentions: Mention[];
  ratings: number[];
  latestDay: number;
};

/** Transcripts visible to the scope that mention the vendor's products (narrowed by product / use case). */
export function vendorMentions(
  catalog: Catalog,
  scope: Scope,
  vendor: number,
  filter: VendorFilter,
): Mention[] {
  const { transcripts, products } = catalog.data;
  const mentions: Mention[] = [];
  for (const index of catalog.recencyOrder) {
    if (!scope.visible[index]) continue;
    const transcript = transcripts[index] as Transcript;
    if (!transcript.vendors.includes(vendor)) continue;
    const entries = transcript.techStack.filter(
      (entry) =>
        products[entry.product]?.vendor === vendor &&
        (filter.product === null || entry.product === filter.product) &&
        (filter.useCase === null || entry.useCases.includes(filter.useCase)),
    );
    if (entries.length > 0) mentions.push({ transcript, entries });
  }
  return mentions;
}

/**
 * Buyers: one per named account, one per anonymous transcript. A buyer is listed when it rated at least one of
 * the vendor's products (an unrated mention gives no average to show); ordered by transcripts, then recency.
 */
export function vendorBuyers(mentions: Mention[]): BuyerGroup[] {
  const groups = new Map<string, BuyerGroup>();
  for (const mention of mentions) {
    const key =
      mention.transcript.account >= 0 ? `a${mention.transcript.account}` : `t${mention.transcript.id}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, account: mention.transcript.account, mentions: [], ratings: [], latestDay: 0 };
      groups.set(key, group);
    }
    group.mentions.push(mention);
    group.latestDay = Math.max(group.latestDay, mention.transcript.interviewDay);
    for (const entry of mention.entries)
      if (entry.rating !== null) group.ratings.push(toFivePoint(entry.rating));
  }
  return [...groups.values()]
    .filter((group) => group.ratings.length > 0)
    .sort(
      (a, b) =>
        b.mentions.length - a.mentions.length ||
        b.latestDay - a.latestDay ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

/** buyer_count of the vendors list: the unfiltered buyers sub-endpoint's total_count. */
export function vendorBuyerCount(catalog: Catalog, scope: Scope, vendor: number): number {
  return vendorBuyers(vendorMentions(catalog, scope, vendor, { product: null, useCase: null })).length;
}

function average(values: number[]): number {
  return values.length === 0 ? 0 : round1(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** Median of a list (0 when empty). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return round1(value ?? 0);
}

/** Mean 1–5 rating, over everything rated, of every vendor's products (the also-buy `avg_rating`). */
function overallVendorAverages(catalog: Catalog, scope: Scope): number[] {
  return memoize(scope, 'vendor-averages', () => {
    const sums = new Array<number>(catalog.data.vendors.length).fill(0);
    const counts = new Array<number>(catalog.data.vendors.length).fill(0);
    for (const transcript of catalog.data.transcripts) {
      if (!scope.visible[transcript.index]) continue;
      for (const entry of transcript.techStack) {
        const vendor = catalog.data.products[entry.product]?.vendor ?? -1;
        if (entry.rating === null || vendor < 0) continue;
        sums[vendor] = (sums[vendor] ?? 0) + toFivePoint(entry.rating);
        counts[vendor] = (counts[vendor] ?? 0) + 1;
      }
    }
    return sums.map((sum, index) => (counts[index] ? round1(sum / (counts[index] ?? 1)) : 0));
  });
}

/** The buyer object (docs/api.md 2.6). */
export function buyerObject(catalog: Catalog, group: BuyerGroup): Record<string, unknown> {
  const { data } = catalog;
  const account = data.accounts[group.account];
  const useCases = new Set<number>();
  for (const mention of group.mentions)
    for (const entry of mention.entries) for (const id of entry.useCases) useCases.add(id);
  return {
    company: account?.name ?? null,
    domain_name: account?.domain ?? null,
    average_rating: average(group.ratings),
    use_cases: [...useCases].map((id) => data.useCases[id]),
    transcripts: group.mentions.map(({ transcript, entries }) => {
      const dates = interviewDates(transcript);
      return {
        id: transcript.id,
        title: transcript.title,
        date: dates.date,
        display_date: dates.display,
        buyer_perspective: transcript.buyerPerspective,
        relevant_tech_stack: entries
          .filter((entry) => entry.rating !== null)
          .map((entry) => ({
            product: data.products[entry.product]?.name,
            rating: toFivePoint(entry.rating ?? 1),
            use_cases: entry.useCases.map((id) => data.useCases[id]),
          })),
      };
    }),
  };
}

/**
 * Other vendors in the stacks of the vendor's buyers (the transcripts that mention it), one item per
 * co-occurring vendor: share of buyers using it, and how those buyers rate it versus everyone.
 */
export function alsoBuy(
  catalog: Catalog,
  scope: Scope,
  vendor: number,
  buyers: BuyerGroup[],
): Record<string, unknown>[] {
  const { data } = catalog;
  const averages = overallVendorAverages(catalog, scope);
  const stats = new Map<number, { buyers: Set<string>; ratings: number[] }>();
  for (const buyer of buyers) {
    for (const { transcript } of buyer.mentions) {
      for (const entry of transcript.techStack) {
        const other = data.products[entry.product]?.vendor ?? -1;
        if (other < 0 || other === vendor) continue;
        let stat = stats.get(other);
        if (!stat) {
          stat = { buyers: new Set(), ratings: [] };
          stats.set(other, stat);
        }
        stat.buyers.add(buyer.key);
        if (entry.rating !== null) stat.ratings.push(toFivePoint(entry.rating));
      }
    }
  }
  return [...stats.entries()]
    .filter(([, stat]) => stat.ratings.length > 0)
    .map(([other, stat]) => ({
      vendor_slug: data.vendors[other]?.slug ?? '',
      vendor_name: data.vendors[other]?.name ?? '',
      overlap_pct: round1((100 * stat.buyers.size) / Math.max(1, buyers.length)),
      avg_rating_by_vendor_buyers: average(stat.ratings),
      avg_rating: averages[other] ?? 0,
    }))
    .sort(
      (a, b) =>
        b.overlap_pct - a.overlap_pct ||
        b.avg_rating_by_vendor_buyers - a.avg_rating_by_vendor_buyers ||
        a.vendor_slug.localeCompare(b.vendor_slug),
    );
}

/** Ratings of the filtered mentions on the 1–5 scale. */
export function mentionRatings(mentions: Mention[]): number[] {
  return mentions.flatMap((mention) =>
    mention.entries.flatMap((entry) => (entry.rating === null ? [] : [toFivePoint(entry.rating)])),
  );
}
