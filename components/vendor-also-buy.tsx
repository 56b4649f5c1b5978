import type { AlsoBuyItem, VendorProfile } from '@/lib/api/vendors';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatCount, formatPercent, formatRating } from '@/lib/ui/format';
import { PagedListView } from './paged-list';
import { useVendorSubList, VENDOR_SUB_PAGE } from './vendor-buyers';
import type { VendorFilters, VendorNavigation } from './vendor-profile-view';

/** Products the vendor's buyers also use: the profile's first ones, then pages of the sub-endpoint. */
export function VendorAlsoBuy({
  vendor,
  filters,
  onOpenVendor,
}: { vendor: VendorProfile; filters: VendorFilters } & Pick<VendorNavigation, 'onOpenVendor'>) {
  const list = useVendorSubList(vendor, filters, backgroundClient.vendorAlsoBuy);
  const table = (items: AlsoBuyItem[]) => (
    <table class="figures-table" data-testid="also-buy">
      <thead>
        <tr>
          <th scope="col">Vendor</th>
          <th scope="col" class="num">
            Overlap
          </th>
          <th scope="col" class="num">
            Rated by these buyers
          </th>
          <th scope="col" class="num">
            Rated overall
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.vendor_slug}>
            <td>
              <button
                type="button"
                class="link user-text"
                dir="auto"
                onClick={() => onOpenVendor(item.vendor_slug)}
              >
                {item.vendor_name}
              </button>
            </td>
            <td class="num">{formatPercent(item.overlap_pct)}</td>
            <td class="num">{formatRating(item.avg_rating_by_vendor_buyers, 5)}</td>
            <td class="num">{formatRating(item.avg_rating, 5)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const total = vendor.other_products_in_buyers_tech_stack_total_count;
  return (
    <PagedListView
      list={list}
      lines={5}
      label="Loading products"
      pagerLabel="Also-buy pages"
      preview={{
        items: vendor.other_products_in_buyers_tech_stack,
        total,
        pageSize: VENDOR_SUB_PAGE,
        more: `More (${formatCount(total)} in all)`,
        empty: 'Nothing yet.',
      }}
    >
      {table}
    </PagedListView>
  );
}
