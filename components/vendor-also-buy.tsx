import type { AlsoBuyItem, VendorProfile } from '@/lib/api/vendors';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { niceCeiling } from '@/lib/ui/chart-scale';
import { formatCount, formatPercent, formatRating } from '@/lib/ui/format';
import { ShareBar } from './charts/share-bar';
import { PagedListView } from './paged-list';
import { useVendorSubList, VENDOR_SUB_PAGE } from './vendor-buyers';
import type { VendorFilters } from './vendor-filter-select';

/** Products the vendor's buyers also use: the profile's first ones, then pages of the sub-endpoint. */
export function VendorAlsoBuy({
  vendor,
  filters,
  onOpenVendor,
}: {
  vendor: VendorProfile;
  filters: VendorFilters;
  onOpenVendor: (slug: string, filters?: VendorFilters) => void;
}) {
  const list = useVendorSubList(vendor, filters, backgroundClient.vendorAlsoBuy);
  const table = (items: AlsoBuyItem[], overlapScale: number) => (
    <table class="figures-table" data-testid="also-buy">
      <thead>
        <tr>
          <th scope="col">{t('accountDetails.vendorAlsoBuy.vendor')}</th>
          <th scope="col" class="num">
            {t('accountDetails.vendorAlsoBuy.overlap')}
          </th>
          <th scope="col" class="num">
            {t('accountDetails.vendorAlsoBuy.ratedByBuyers')}
          </th>
          <th scope="col" class="num">
            {t('accountDetails.vendorAlsoBuy.ratedOverall')}
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
            <td class="num">
              <ShareBar
                value={item.overlap_pct}
                scaleMax={overlapScale}
                label={t('accountDetails.vendorAlsoBuy.overlap')}
              />
            </td>
            <td class="num">{formatRating(item.avg_rating_by_vendor_buyers, 5)}</td>
            <td class="num">{formatRating(item.avg_rating, 5)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Items come by overlap, largest first (docs/api.md 10.6): the profile's first item sets one bar scale for
  // every page, rounded up to a number a rep can read under the table.
  const withScale = (items: AlsoBuyItem[]) => {
    const top = vendor.other_products_in_buyers_tech_stack[0]?.overlap_pct ?? 0;
    const overlapScale = niceCeiling(Math.max(top, ...items.map((item) => item.overlap_pct)));
    return (
      <>
        {table(items, overlapScale)}
        <p class="hint" data-testid="also-buy-scale">
          {t('accountDetails.vendorAlsoBuy.scale', { max: formatPercent(overlapScale) })}
        </p>
      </>
    );
  };
  const total = vendor.other_products_in_buyers_tech_stack_total_count;
  return (
    <PagedListView
      list={list}
      lines={5}
      label={t('accountDetails.vendorAlsoBuy.loading')}
      pagerLabel={t('accountDetails.vendorAlsoBuy.pages')}
      preview={{
        items: vendor.other_products_in_buyers_tech_stack,
        total,
        pageSize: VENDOR_SUB_PAGE,
        more: t('accountDetails.vendorAlsoBuy.more', { total: formatCount(total) }),
        empty: t('accountDetails.vendorAlsoBuy.empty'),
      }}
    >
      {withScale}
    </PagedListView>
  );
}
