import type { AccountDetail, AccountStackStatus, AccountTechStackItem } from '../api/accounts';
import type { VendorProfile } from '../api/vendors';
import type { YourCompanySetting } from '../shared/storage-items';

// "Our product in their stack": from an account's stack (docs/api.md 2.5), the rep's
// company (Options, "Your company") and vendor profiles (2.6), whether the account uses the rep's product and
// how its buyers rate it, which competitors it uses, and what buyers dislike about each competitor: the
// displacement angle in one glance. Pure: the side panel's account view renders it now, the meeting brief
// will later; the views fetch the profiles `profilesToFetch` names, through the background's cache.

/** A product of the account's stack, as the rep needs it here. */
export type StackUse = {
  product: string;
  status: AccountStackStatus;
  /** Recency-weighted buyer rating, 1–10 (docs/api.md 2.5), or null when no buyer rated it. */
  rating: number | null;
  interviewCount: number;
  useCases: string[];
};

/** Why a vendor counts as a competitor. */
export type CompetitorReason =
  /** Listed in your vendor profile's `similar_vendors_by_use_case`. */
  | 'similar_vendor'
  /** Not listed there, but one of its products in this stack is used for one of your use cases. */
  | 'shared_use_case';

/** What buyers dislike about a competitor, as far as its profile says. */
export type CompetitorDislikes =
  /** The profile's first dislike headlines (text from the API: render as text). */
  | { state: 'named'; headlines: string[] }
  /** The profile has no dislikes yet (`dislikes` null while its summaries are generated, or an empty list). */
  | { state: 'none' }
  /** No profile to read them from (the vendor has no slug, or its profile was not fetched or failed). */
  | { state: 'unknown' };

/** A competitor in the account's stack: its vendor, its products there, and its buyers' dislikes. */
export type Competitor = {
  vendorName: string;
  /** The vendor profile's slug (docs/api.md 4.6), for a link to it; null when the stack names no slug. */
  vendorSlug: string | null;
  reason: CompetitorReason;
  /** Your use cases its products here are used for. */
  sharedUseCases: string[];
  /** Its products in this stack, unhappy first, then lowest rated. */
  products: StackUse[];
  dislikes: CompetitorDislikes;
};

/** The account seen through the rep's product. */
export type OurProductInStack = {
  /** Your vendor's name, as the rep picked it. */
  vendorName: string;
  /** Your products in the stack (the picked ones, or any of your vendor's when none were picked). */
  ours: StackUse[];
  /** Competitors in the stack, those with an unhappy product first, then by their lowest rating. */
  competitors: Competitor[];
  /** The use cases that made a product a competitor (`yourUseCases`), or none when your profile is not there. */
  yourUseCases: string[];
};

/** How many dislike headlines a competitor shows. */
export const DISLIKES_PER_COMPETITOR = 3;
/** The most competitor profiles one account asks for (each is a request; the stack's first ones matter). */
export const MAX_COMPETITOR_PROFILES = 6;

const STATUS_ORDER: Record<AccountStackStatus, number> = {
  unhappy_with: 0,
  satisfied: 1,
  not_recently_mentioned: 2,
};

/** A name as the API compares names (docs/api.md 10.1): case and outer spaces ignored. */
function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

function stackUse(item: AccountTechStackItem): StackUse {
  return {
    product: item.product,
    status: item.status,
    rating: item.rating,
    interviewCount: item.interview_count,
    useCases: item.use_cases,
  };
}

/** Unhappy first, then the lowest rating (unrated last), then by name: the likeliest opening first. */
function byDisplacement(left: StackUse, right: StackUse): number {
  return (
    STATUS_ORDER[left.status] - STATUS_ORDER[right.status] ||
    (left.rating ?? Number.POSITIVE_INFINITY) - (right.rating ?? Number.POSITIVE_INFINITY) ||
    left.product.localeCompare(right.product, 'en-US')
  );
}

/** True for a stack row of the rep's own vendor (by slug, else by name). */
function isOurVendor(item: AccountTechStackItem, setting: YourCompanySetting): boolean {
  if (item.vendor_slug) return item.vendor_slug === setting.vendor.slug;
  return item.vendor !== null && nameKey(item.vendor) === nameKey(setting.vendor.name);
}

/** True for a stack row that is the rep's product: a picked product, or any of the vendor's when none were. */
function isOurProduct(item: AccountTechStackItem, setting: YourCompanySetting): boolean {
  if (setting.products.length === 0) return isOurVendor(item, setting);
  const picked = new Set(setting.products.map(nameKey));
  return picked.has(nameKey(item.product));
}

function dislikesOf(profile: VendorProfile | undefined): CompetitorDislikes {
  if (!profile) return { state: 'unknown' };
  const headlines = (profile.dislikes ?? [])
    .map((theme) => theme.headline.trim())
    .filter((headline) => headline !== '')
    .slice(0, DISLIKES_PER_COMPETITOR);
  return headlines.length > 0 ? { state: 'named', headlines } : { state: 'none' };
}

/**
 * Your use cases: those of the products you picked (your vendor's profile narrowed to each, docs/api.md 4.6
 * `product`), else your vendor's. A picked product whose narrowed profile could not be had adds none; when
 * none could, the vendor's use cases stand.
 */
export function yourUseCases(
  ourProfile: Pick<VendorProfile, 'use_cases'>,
  pickedProductProfiles: readonly Pick<VendorProfile, 'use_cases'>[] = [],
): string[] {
  const picked = [...new Set(pickedProductProfiles.flatMap((profile) => profile.use_cases))];
  return picked.length > 0 ? picked : [...ourProfile.use_cases];
}

/**
 * The account's stack through the rep's product: their use of it, the competitors (vendors of your profile's
 * `similar_vendors_by_use_case`, and other vendors whose products here share one of `useCases`), and each
 * competitor's top dislikes from its profile in `profiles` (by slug). `ourProfile` is your vendor's profile;
 * without it (not fetched yet, or refused) only your own products are found. `useCases` defaults to the
 * profile's (pass `yourUseCases` when products were picked).
 */
export function ourProductInStack(
  account: Pick<AccountDetail, 'tech_stack'>,
  setting: YourCompanySetting,
  ourProfile: VendorProfile | null,
  profiles: ReadonlyMap<string, VendorProfile> = new Map(),
  useCases: readonly string[] | null = null,
): OurProductInStack {
  const stack = account.tech_stack ?? [];
  const yourUseCases = ourProfile ? [...(useCases ?? ourProfile.use_cases)] : [];
  const useCaseKeys = new Set(yourUseCases.map(nameKey));
  const similar = new Set((ourProfile?.similar_vendors_by_use_case ?? []).map((vendor) => vendor.slug));

  const ours: StackUse[] = [];
  const byVendor = new Map<string, Competitor>();
  for (const item of stack) {
    if (isOurProduct(item, setting)) {
      ours.push(stackUse(item));
      continue;
    }
    // The rep's vendor's other products are not competitors, whichever products were picked.
    if (isOurVendor(item, setting)) continue;
    const shared = item.use_cases.filter((useCase) => useCaseKeys.has(nameKey(useCase)));
    const listed = item.vendor_slug !== null && similar.has(item.vendor_slug);
    if (!listed && shared.length === 0) continue;
    const key = item.vendor_slug ?? `name:${nameKey(item.vendor ?? item.product)}`;
    let competitor = byVendor.get(key);
    if (!competitor) {
      competitor = {
        vendorName: item.vendor ?? item.product,
        vendorSlug: item.vendor_slug,
        reason: listed ? 'similar_vendor' : 'shared_use_case',
        sharedUseCases: [],
        products: [],
        dislikes: dislikesOf(item.vendor_slug ? profiles.get(item.vendor_slug) : undefined),
      };
      byVendor.set(key, competitor);
    }
    competitor.products.push(stackUse(item));
    for (const useCase of shared)
      if (!competitor.sharedUseCases.includes(useCase)) competitor.sharedUseCases.push(useCase);
  }

  const competitors = [...byVendor.values()];
  for (const competitor of competitors) competitor.products.sort(byDisplacement);
  competitors.sort(
    (left, right) =>
      byDisplacement(left.products[0] as StackUse, right.products[0] as StackUse) ||
      left.vendorName.localeCompare(right.vendorName, 'en-US'),
  );
  return { vendorName: setting.vendor.name, ours: ours.sort(byDisplacement), competitors, yourUseCases };
}

/**
 * The competitor profiles an account's view should fetch for their dislikes: the slugs of the competitors
 * `ourProductInStack` finds without them, in its order, at most MAX_COMPETITOR_PROFILES.
 */
export function profilesToFetch(
  account: Pick<AccountDetail, 'tech_stack'>,
  setting: YourCompanySetting,
  ourProfile: VendorProfile | null,
  useCases: readonly string[] | null = null,
): string[] {
  return ourProductInStack(account, setting, ourProfile, new Map(), useCases)
    .competitors.flatMap((competitor) => (competitor.vendorSlug ? [competitor.vendorSlug] : []))
    .slice(0, MAX_COMPETITOR_PROFILES);
}
