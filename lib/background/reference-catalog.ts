import type { ApiErrorInfo } from '../api/errors';
import { REFERENCE_LIST_TTL } from '../api/lifetimes';
import { type ReferenceItem, referenceListEndpoint, type VendorReferenceItem } from '../api/reference';
import {
  createReferenceIndex,
  filterReference,
  findReferenceOption,
  foldText,
  type ReferenceIndex,
} from '../research/reference-filter';
import type { Fetched } from '../shared/messaging';
import type { ApiGateway } from './api-gateway';
import { parseLookupQuery } from './lookup-query';

/** The reference lists the omnibox and the popup resolve typed names against (docs/api.md 4.3). */
export type CatalogList = 'vendors' | 'markets' | 'products' | 'industries';

type IndexOf<List extends CatalogList> = List extends 'vendors'
  ? ReferenceIndex<VendorReferenceItem>
  : ReferenceIndex<ReferenceItem>;

export type ReferenceCatalog = {
  /**
   * The list's type-ahead index from the gateway's cache (fresh for the spec's hour, then served stale while
   * it revalidates), or null when the list cannot be had. A list not cached yet is fetched; one that failed is
   * not asked for again within the hour, so a rep typing in the omnibox never sends a request a keystroke.
   */
  index<List extends CatalogList>(list: List): Promise<IndexOf<List> | null>;
  /** The answer behind `index`, for a caller that shows why a list is missing. */
  fetchList<List extends CatalogList>(list: List): Promise<Fetched<IndexOf<List>>>;
};

/**
 * The reference lists as the background's cache holds them, indexed once per answer (an index is kept beside the
 * list it was built from, so a keystroke only compares strings).
 */
export function createReferenceCatalog(deps: { gateway: ApiGateway; now(): number }): ReferenceCatalog {
  const indexes = new WeakMap<object, ReferenceIndex<ReferenceItem>>();
  // Each list's last failure on a connection (base URL and key), kept for the list's lifetime; "no key yet"
  // is none (it sends nothing), and a new key or address asks again.
  const failures = new Map<string, { at: number; error: ApiErrorInfo }>();

  async function fetchList<List extends CatalogList>(list: List): Promise<Fetched<IndexOf<List>>> {
    const session = await deps.gateway.currentSession().catch(() => null);
    const failureKey = `${session?.namespace ?? ''} ${list}`;
    const failed = failures.get(failureKey);
    if (failed && deps.now() - failed.at < REFERENCE_LIST_TTL.freshMs)
      return { ok: false, error: failed.error };
    const answer = await deps.gateway.fetched(referenceListEndpoint(list), { priority: 'active' });
    if (!answer.ok) {
      if (answer.error.kind !== 'not_configured')
        failures.set(failureKey, { at: deps.now(), error: answer.error });
      return answer;
    }
    failures.delete(failureKey);
    let index = indexes.get(answer.data);
    if (!index) {
      index = createReferenceIndex(answer.data);
      indexes.set(answer.data, index);
    }
    return { ok: true, data: index as IndexOf<List>, fetchedAt: answer.fetchedAt };
  }

  return {
    fetchList,
    async index(list) {
      const answer = await fetchList(list);
      return answer.ok ? answer.data : null;
    },
  };
}

/**
 * The vendor a typed text names exactly: by name, slug or domain, where a web address or an email address
 * counts by its registrable domain (`https://www.relaytics.com/pricing` is Relaytics). Null when none does.
 */
export function matchVendor(
  vendors: ReferenceIndex<VendorReferenceItem>,
  text: string,
): VendorReferenceItem | null {
  const typed = text.trim();
  if (!typed) return null;
  const exact = findReferenceOption(vendors, typed);
  if (exact) return exact;
  const key = parseLookupQuery(typed);
  if (key?.domain) return findReferenceOption(vendors, key.domain) ?? null;
  // The rep's own spelling ("Relàytics", "northbeam-analytics"): the name the search folds it to.
  const [best] = filterReference(vendors, typed, 1);
  return best && foldText(best.name) === foldText(typed) ? best : null;
}
