import type { ApiClient } from '../api/client';
import { type ApiFeature, isApiError, toApiErrorInfo } from '../api/errors';
import type { ConnectionFeatures, Fetched } from '../shared/messaging';

/**
 * What a base URL and key can do, without saving them: a transcript search proves the key (401 otherwise),
 * then one call per feature says whether the team has it (403 means not). Never throws.
 */
export async function testConnection(
  client: ApiClient,
  now: () => number,
): Promise<Fetched<ConnectionFeatures>> {
  try {
    await client.searchTranscripts({ per_page: 1 });
  } catch (error) {
    return { ok: false, error: toApiErrorInfo(error) };
  }
  const features: Record<ApiFeature, boolean> = { account_pages: false, vendor_profiles: false };
  const lacks = (error: unknown) => isApiError(error) && error.kind === 'forbidden';
  try {
    await client.listAccounts({ per_page: 1 });
    features.account_pages = true;
  } catch (error) {
    if (!lacks(error)) return { ok: false, error: toApiErrorInfo(error) };
  }
  try {
    const vendors = await client.listVendors();
    const first = vendors[0];
    if (first) {
      await client.getVendor(first.slug);
      features.vendor_profiles = true;
    }
  } catch (error) {
    if (!lacks(error)) return { ok: false, error: toApiErrorInfo(error) };
  }
  return { ok: true, data: { transcripts: true, features }, fetchedAt: now() };
}
