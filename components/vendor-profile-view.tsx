import { useState } from 'preact/hooks';
import type {
  AlsoBuyItem,
  AlsoBuyResponse,
  BuyerTranscript,
  VendorBuyer,
  VendorBuyersResponse,
  VendorProfile,
} from '@/lib/api/vendors';
import { sendMessage } from '@/lib/messaging';
import { formatCount, formatPercent, formatRating } from '@/lib/ui/format';
import { Pager } from './account-interviews';
import { ErrorNotice } from './error-notice';
import { RemoteView } from './remote-view';
import { useRemote } from './use-remote';
import { ThemeList } from './vendor-sentiment';

export type VendorNavigation = {
  onOpenVendor: (slug: string, filters?: { product?: string; useCase?: string }) => void;
  onOpenTranscript: (id: string) => void;
  onOpenAccount: (id: string) => void;
};

type VendorFilters = { product?: string; useCase?: string };

/** A vendor's profile: ratings, products, use cases, likes and dislikes, buyers, also-buy, similar vendors. */
export function VendorProfileView({
  slug,
  product,
  useCase,
  ...navigation
}: { slug: string } & VendorFilters & VendorNavigation) {
  const params = { product, use_case: useCase };
  const [state, reload] = useRemote<VendorProfile>(JSON.stringify([slug, product, useCase]), () =>
    sendMessage('getVendor', { slug, params }),
  );
  if (state && !('status' in state) && !state.ok && state.error.kind === 'invalid_filter') {
    return (
      <ErrorNotice
        error={state.error}
        onSuggestion={(value) =>
          navigation.onOpenVendor(slug, product ? { product: value } : { useCase: value })
        }
      />
    );
  }
  return (
    <RemoteView state={state} lines={12} label="Loading the vendor profile" onRetry={() => reload(true)}>
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
      <h2 dir="auto" class="user-text" data-testid="vendor-name">
        {vendor.name}
      </h2>
      <div class="muted user-text">{vendor.domain_name}</div>
      <div class="kpis">
        <div class="kpi">
          <strong>{formatRating(vendor.median_rating, 5)}</strong>
          <span>median rating (1–5)</span>
        </div>
        <div class="kpi">
          <strong>{formatRating(vendor.average_rating, 5)}</strong>
          <span>average of {formatCount(vendor.ratings_count)} ratings</span>
        </div>
        <div class="kpi">
          <strong>{formatCount(vendor.buyer_count)}</strong>
          <span>buyers, {formatCount(vendor.transcript_count)} interviews</span>
        </div>
      </div>
      <div class="row" style={{ marginTop: '10px', alignItems: 'flex-end' }}>
        <FilterSelect
          id="vendor-product"
          label="Product"
          options={vendor.products}
          value={filters.product}
          onChange={(value) => onOpenVendor(vendor.slug, { product: value, useCase: filters.useCase })}
        />
        <FilterSelect
          id="vendor-use-case"
          label="Use case"
          options={vendor.use_cases}
          value={filters.useCase}
          onChange={(value) => onOpenVendor(vendor.slug, { product: filters.product, useCase: value })}
        />
      </div>
      <div class="row" style={{ alignItems: 'flex-start' }}>
        <ThemeList title="Likes" themes={vendor.likes} />
        <ThemeList title="Dislikes" themes={vendor.dislikes} />
      </div>
      <h3>Buyers</h3>
      <VendorBuyers
        vendor={vendor}
        filters={filters}
        onOpenTranscript={onOpenTranscript}
        onOpenAccount={onOpenAccount}
      />
      <h3>Buyers also buy</h3>
      <AlsoBuy vendor={vendor} filters={filters} onOpenVendor={onOpenVendor} />
      {vendor.similar_vendors_by_use_case.length > 0 && (
        <>
          <h3>Similar vendors</h3>
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

function FilterSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  if (options.length === 0 && !value) return null;
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div style={{ flex: '1 1 140px', minWidth: 0 }}>
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">All</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

const SUB_PAGE = 5;

function pageParams(filters: VendorFilters, page: number) {
  return { product: filters.product, use_case: filters.useCase, page, per_page: SUB_PAGE };
}

/** Buyers: the profile's first ones at once, further pages through the buyers sub-endpoint. */
function VendorBuyers({
  vendor,
  filters,
  onOpenTranscript,
  onOpenAccount,
}: { vendor: VendorProfile; filters: VendorFilters } & Pick<
  VendorNavigation,
  'onOpenTranscript' | 'onOpenAccount'
>) {
  const [page, setPage] = useState(0);
  const [state, reload] = useRemote<VendorBuyersResponse>(page === 0 ? null : `${vendor.slug}|${page}`, () =>
    sendMessage('listVendorBuyers', { slug: vendor.slug, params: pageParams(filters, page) }),
  );
  const list = (buyers: VendorBuyer[]) => (
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
              <strong>{buyer.company ?? 'Anonymous buyer'}</strong>
            )}
            <span>{formatRating(buyer.average_rating, 5)}</span>
          </div>
          {buyer.use_cases.length > 0 && <div class="hint">{buyer.use_cases.join(', ')}</div>}
          <BuyerTranscripts transcripts={buyer.transcripts} onOpenTranscript={onOpenTranscript} />
        </li>
      ))}
    </ul>
  );
  if (page === 0) {
    if (vendor.buyers.length === 0) return <p class="muted">No buyers yet.</p>;
    return (
      <>
        {list(vendor.buyers.slice(0, SUB_PAGE))}
        {vendor.buyer_count > SUB_PAGE && (
          <button type="button" class="secondary" onClick={() => setPage(2)}>
            More buyers
          </button>
        )}
      </>
    );
  }
  return (
    <RemoteView state={state} lines={6} label="Loading buyers" onRetry={() => reload(true)}>
      {({ data, meta }) => (
        <>
          {list(data)}
          <Pager
            page={meta.page}
            pages={Math.max(1, Math.ceil(meta.total_count / meta.per_page))}
            onPage={setPage}
            label="Buyer pages"
          />
        </>
      )}
    </RemoteView>
  );
}

const TRANSCRIPTS_SHOWN = 3;

/** A buyer's interviews mentioning the vendor: the newest few, the rest on request. */
function BuyerTranscripts({
  transcripts,
  onOpenTranscript,
}: {
  transcripts: BuyerTranscript[];
  onOpenTranscript: (id: string) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? transcripts : transcripts.slice(0, TRANSCRIPTS_SHOWN);
  return (
    <>
      <ul class="plain">
        {shown.map((transcript) => (
          <li key={transcript.id}>
            <button
              type="button"
              class="link user-text"
              dir="auto"
              data-testid="buyer-transcript"
              onClick={() => onOpenTranscript(transcript.id)}
            >
              {transcript.title}
            </button>{' '}
            <span class="hint">{transcript.display_date}</span>
          </li>
        ))}
      </ul>
      {transcripts.length > TRANSCRIPTS_SHOWN && (
        <button type="button" class="link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show fewer interviews' : `Show all ${transcripts.length} interviews`}
        </button>
      )}
    </>
  );
}

/** Products the vendor's buyers also use: the profile's first ones, then pages of the sub-endpoint. */
function AlsoBuy({
  vendor,
  filters,
  onOpenVendor,
}: { vendor: VendorProfile; filters: VendorFilters } & Pick<VendorNavigation, 'onOpenVendor'>) {
  const [page, setPage] = useState(0);
  const [state, reload] = useRemote<AlsoBuyResponse>(page === 0 ? null : `${vendor.slug}|${page}`, () =>
    sendMessage('listVendorAlsoBuy', { slug: vendor.slug, params: pageParams(filters, page) }),
  );
  const table = (items: AlsoBuyItem[]) => (
    <table data-testid="also-buy">
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
  if (page === 0) {
    const items = vendor.other_products_in_buyers_tech_stack;
    if (items.length === 0) return <p class="muted">Nothing yet.</p>;
    return (
      <>
        {table(items.slice(0, SUB_PAGE))}
        {vendor.other_products_in_buyers_tech_stack_total_count > SUB_PAGE && (
          <button type="button" class="secondary" onClick={() => setPage(2)}>
            More ({formatCount(vendor.other_products_in_buyers_tech_stack_total_count)} in all)
          </button>
        )}
      </>
    );
  }
  return (
    <RemoteView state={state} lines={5} label="Loading products" onRetry={() => reload(true)}>
      {({ data, meta }) => (
        <>
          {table(data)}
          <Pager
            page={meta.page}
            pages={Math.max(1, Math.ceil(meta.total_count / meta.per_page))}
            onPage={setPage}
            label="Also-buy pages"
          />
        </>
      )}
    </RemoteView>
  );
}
