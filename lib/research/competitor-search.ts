import type { VendorProfile } from '../api/vendors';
import type { AccountSearch } from './account-search';
import { MAX_LIST_VALUES } from './query-fields';

// "Accounts unhappy with a competitor of ours": Research › Accounts' one-click search
// built from "Your company". It is an ordinary account search (docs/api.md 4.4), so the button only pushes its
// route: Back, Copy link and saving it work as for any other.

/**
 * The highest rating that reads as unhappy. The account list's `max_rating` bounds the stack rating, which is
 * on the 1–10 scale (docs/api.md 2.5 and 4.4, "Tech stack rating bounds, 1–10"), so 5 is the lower half.
 */
export const UNHAPPY_MAX_RATING = 5;

/** The competitor profiles the search needs: your profile's `similar_vendors_by_use_case`, by slug. */
export function competitorSlugs(ourProfile: VendorProfile): string[] {
  return [...new Set(ourProfile.similar_vendors_by_use_case.map((vendor) => vendor.slug))];
}

/**
 * The search for accounts whose buyers rate a competitor's product 5 or below (products[] of every competitor
 * profile, `max_rating`), in market for your use cases (in_market_for[]: `useCases`, by default your profile's
 * `use_cases`); null when the competitors name no product. Your own products are never among them; each list
 * keeps the link's limit.
 */
export function competitorAccountSearch(
  ourProfile: VendorProfile,
  competitorProfiles: readonly VendorProfile[],
  useCases: readonly string[] = ourProfile.use_cases,
): AccountSearch | null {
  const ours = new Set(ourProfile.products.map((product) => product.trim().toLocaleLowerCase('en-US')));
  const products = [
    ...new Set(
      competitorProfiles
        .filter((profile) => profile.slug !== ourProfile.slug)
        .flatMap((profile) => profile.products)
        .map((product) => product.trim())
        .filter((product) => product !== '' && !ours.has(product.toLocaleLowerCase('en-US'))),
    ),
  ].slice(0, MAX_LIST_VALUES);
  if (products.length === 0) return null;
  const inMarketFor = [...new Set(useCases.map((useCase) => useCase.trim()))]
    .filter((useCase) => useCase !== '')
    .slice(0, MAX_LIST_VALUES);
  return {
    products,
    max_rating: UNHAPPY_MAX_RATING,
    ...(inMarketFor.length > 0 ? { in_market_for: inMarketFor } : {}),
  };
}
