import type { VendorProfile } from '@/lib/api/vendors';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatCount } from '@/lib/ui/format';
import { RatingBar } from './charts/rating-bar';
import { ErrorNotice } from './error-notice';
import { RemoteView } from './remote-view';
import { useRemote } from './use-remote';
import { VendorAlsoBuy } from './vendor-also-buy';
import { VendorBuyers } from './vendor-buyers';
import { ActiveFilters, FilterSelect, type VendorFilters } from './vendor-filter-select';
import { ThemeList } from './vendor-sentiment';
import './vendor-profile.css';

export type VendorNavigation = {
  onOpenVendor: (slug: string, filters?: { product?: string; useCase?: string }) => void;
  onOpenTranscript: (id: string) => void;
  onOpenAccount: (id: string) => void;
};

/** A vendor's profile: ratings, products, use cases, likes and dislikes, buyers, also-buy, similar vendors. */
export function VendorProfileView({
  slug,
  product,
  useCase,
  ...navigation
}: { slug: string } & VendorFilters & VendorNavigation) {
  const params = { product, use_case: useCase };
  const [state, reload] = useRemote<VendorProfile>(JSON.stringify([slug, product, useCase]), (refresh) =>
    backgroundClient.vendor(slug, params, { refresh }),
  );
  if (state && !('status' in state) && !state.ok && state.error.kind === 'invalid_filter') {
    // A filter the vendor does not know (a stale link, a renamed product): say which, and let it go.
    return (
      <>
        <ActiveFilters
          filters={{ product, useCase }}
          onRemove={(filter) => navigation.onOpenVendor(slug, withoutFilter({ product, useCase }, filter))}
        />
        <ErrorNotice
          error={state.error}
          onSuggestion={(value) =>
            navigation.onOpenVendor(slug, product ? { product: value } : { useCase: value })
          }
        />
      </>
    );
  }
  return (
    <RemoteView
      state={state}
      lines={12}
      label={t('accountDetails.vendorProfileView.loading')}
      onRetry={() => reload(true)}
    >
      {(vendor) => <VendorDetails vendor={vendor} filters={{ product, useCase }} {...navigation} />}
    </RemoteView>
  );
}

function VendorDetails({
  vendor,
  filters,
  onOpenVendor,
  onOpenTranscript,
  onOpenAccount,
}: { vendor: VendorProfile; filters: VendorFilters } & VendorNavigation) {
  return (
    <article data-testid="vendor-profile">
      {/* Focus comes to the name when the profile opens (use-route-focus.ts). */}
      <h2 dir="auto" class="user-text" tabIndex={-1} data-view-heading data-testid="vendor-name">
        {vendor.name}
      </h2>
      <div class="muted user-text" dir="auto">
        {vendor.domain_name}
      </div>
      <div class="kpis">
        <div class="kpi">
          <strong>
            <RatingBar
              value={vendor.median_rating}
              max={5}
              label={t('accountDetails.vendorProfileView.medianLabel')}
            />
          </strong>
          <span>{t('accountDetails.vendorProfileView.median')}</span>
        </div>
        <div class="kpi">
          <strong>
            <RatingBar
              value={vendor.average_rating}
              max={5}
              label={t('accountDetails.vendorProfileView.averageLabel')}
            />
          </strong>
          <span>{t('accountDetails.vendorProfileView.average', { count: vendor.ratings_count })}</span>
        </div>
        <div class="kpi">
          <strong>{formatCount(vendor.buyer_count)}</strong>
          <span>
            {t('accountDetails.vendorProfileView.buyers', {
              buyers: vendor.buyer_count,
              interviews: vendor.transcript_count,
            })}
          </span>
        </div>
      </div>
      <ActiveFilters
        filters={filters}
        onRemove={(filter) => onOpenVendor(vendor.slug, withoutFilter(filters, filter))}
      />
      <div class="row" style={{ marginTop: '10px', alignItems: 'flex-end' }}>
        <FilterSelect
          id="vendor-product"
          label={t('accountDetails.vendorProfileView.product')}
          options={vendor.products}
          value={filters.product}
          onChange={(value) => onOpenVendor(vendor.slug, { product: value, useCase: filters.useCase })}
        />
        <FilterSelect
          id="vendor-use-case"
          label={t('accountDetails.vendorProfileView.useCase')}
          options={vendor.use_cases}
          value={filters.useCase}
          onChange={(value) => onOpenVendor(vendor.slug, { product: filters.product, useCase: value })}
        />
      </div>
      <div class="row" style={{ alignItems: 'flex-start' }}>
        <ThemeList title={t('accountDetails.vendorSentiment.likes')} themes={vendor.likes} headingLevel={3} />
        <ThemeList
          title={t('accountDetails.vendorSentiment.dislikes')}
          themes={vendor.dislikes}
          headingLevel={3}
        />
      </div>
      <h3>{t('accountDetails.vendorProfileView.buyersHeading')}</h3>
      <VendorBuyers
        vendor={vendor}
        filters={filters}
        onOpenTranscript={onOpenTranscript}
        onOpenAccount={onOpenAccount}
      />
      <h3>{t('accountDetails.vendorProfileView.alsoBuyHeading')}</h3>
      <VendorAlsoBuy vendor={vendor} filters={filters} onOpenVendor={onOpenVendor} />
      {vendor.similar_vendors_by_use_case.length > 0 && (
        <>
          <h3>{t('accountDetails.vendorProfileView.similarHeading')}</h3>
          <ul class="plain row">
            {vendor.similar_vendors_by_use_case.map((similar) => (
              <li key={similar.slug}>
                <button
                  type="button"
                  class="secondary user-text"
                  dir="auto"
                  onClick={() => onOpenVendor(similar.slug)}
                >
                  {similar.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

/** The filters without one of them: what removing its chip opens. */
function withoutFilter(filters: VendorFilters, filter: keyof VendorFilters): VendorFilters {
  return filter === 'product' ? { useCase: filters.useCase } : { product: filters.product };
}
