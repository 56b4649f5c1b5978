import type { VendorProfile, VendorProfileParams } from '../api/vendors';
import type { Fetched } from '../shared/messaging';
import type { YourCompanySetting } from '../shared/storage-items';
import { backgroundClient } from '../ui/background-client';
import { yourUseCases } from './our-product';

/** Your vendor's profile, and your use cases (the picked products' own, else the vendor's). */
export type YourProfile = { profile: VendorProfile; useCases: string[] };

/** Asks for a vendor profile: the background client's, or a test's. */
export type VendorProfileFetcher = (
  slug: string,
  params?: VendorProfileParams,
) => Promise<Fetched<VendorProfile>>;

/**
 * Your vendor's profile (docs/api.md 4.6) and your use cases: with products picked, the profile narrowed to
 * each (`product`) says which use cases buyers name for them, one request each through the background's cache.
 * Only the vendor's own profile failing fails the answer.
 */
export async function loadYourProfile(
  setting: YourCompanySetting,
  fetchProfile: VendorProfileFetcher = (slug, params) => backgroundClient.vendor(slug, params),
): Promise<Fetched<YourProfile>> {
  const [answer, picked] = await Promise.all([
    fetchProfile(setting.vendor.slug),
    Promise.all(setting.products.map((product) => fetchProfile(setting.vendor.slug, { product }))),
  ]);
  if (!answer.ok) return answer;
  const narrowed = picked.flatMap((profile) => (profile.ok ? [profile.data] : []));
  return {
    ok: true,
    data: { profile: answer.data, useCases: yourUseCases(answer.data, narrowed) },
    fetchedAt: answer.fetchedAt,
  };
}
