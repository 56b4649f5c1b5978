import { useState } from 'preact/hooks';
import type { VendorBuyer, VendorPageParams, VendorProfile } from '@/lib/api/vendors';
import { t } from '@/lib/i18n/catalogue';
import type { Fetched } from '@/lib/shared/messaging';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatRating } from '@/lib/ui/format';
import { BuyerTranscripts } from './buyer-transcripts';
import { type ListPage, type PagedList, PagedListView, usePagedList } from './paged-list';
import type { VendorFilters } from './vendor-filter-select';

/** Items of a vendor's sub-lists shown before the rep pages (the profile carries the first ones). */
export const VENDOR_SUB_PAGE = 5;
/** Page sizes a rep may pick for a vendor sub-list (docs/api.md 4.7, 4.8: default 5, at most 50). */
const VENDOR_PAGE_SIZES = [5, 10, 25, 50] as const;

/**
 * A vendor sub-list (docs/api.md 4.7, 4.8) under the profile's filters: nothing is asked until the rep pages
 * past the first items, which came with the profile.
 */
export function useVendorSubList<T>(
  vendor: VendorProfile,
  filters: VendorFilters,
  load: (
    slug: string,
    params: VendorPageParams,
    options: { refresh: boolean },
  ) => Promise<Fetched<ListPage<T>>>,
): PagedList<T> {
  const [perPage, setPerPage] = useState(VENDOR_SUB_PAGE);
  const list = usePagedList<T>(
    `${vendor.slug}|${perPage}`,
    (page, refresh) =>
      load(
        vendor.slug,
        { product: filters.product, use_case: filters.useCase, page, per_page: perPage },
        { refresh },
      ),
    // At the default size the profile's first items are page 1; another size starts from its own page 1.
    perPage === VENDOR_SUB_PAGE ? null : 1,
  );
  return { ...list, pageSize: { value: perPage, choices: VENDOR_PAGE_SIZES, onChange: setPerPage } };
}

/** Buyers: the profile's first ones at once, further pages through the buyers sub-endpoint. */
export function VendorBuyers({
  vendor,
  filters,
  onOpenTranscript,
  onOpenAccount,
}: {
  vendor: VendorProfile;
  filters: VendorFilters;
  onOpenTranscript: (id: string) => void;
  onOpenAccount: (id: string) => void;
}) {
  const list = useVendorSubList(vendor, filters, backgroundClient.vendorBuyers);
  const render = (buyers: VendorBuyer[]) => (
    <ul class="plain" data-testid="vendor-buyers">
      {buyers.map((buyer, index) => (
        <li key={index} class="card">
          <div class="spread">
            {buyer.domain_name ? (
              <button
                type="button"
                class="link user-text"
                dir="auto"
                onClick={() => onOpenAccount(buyer.domain_name ?? '')}
              >
                {buyer.company ?? buyer.domain_name}
              </button>
            ) : (
              <strong dir={buyer.company ? 'auto' : undefined} class="user-text">
                {buyer.company ?? t('accountDetails.vendorBuyers.anonymousBuyer')}
              </strong>
            )}
            <span class="num" title={t('accountDetails.vendorBuyers.ratingTitle')}>
              {formatRating(buyer.average_rating, 5)}
            </span>
          </div>
          {buyer.use_cases.length > 0 && (
            <div class="hint user-text" dir="auto">
              {buyer.use_cases.join(', ')}
            </div>
          )}
          <BuyerTranscripts transcripts={buyer.transcripts} onOpenTranscript={onOpenTranscript} />
        </li>
      ))}
    </ul>
  );
  return (
    <PagedListView
      list={list}
      lines={6}
      label={t('accountDetails.vendorBuyers.loading')}
      pagerLabel={t('accountDetails.vendorBuyers.pages')}
      preview={{
        items: vendor.buyers,
        total: vendor.buyer_count,
        pageSize: VENDOR_SUB_PAGE,
        more: t('accountDetails.vendorBuyers.more'),
        empty: t('accountDetails.vendorBuyers.empty'),
      }}
    >
      {render}
    </PagedListView>
  );
}
