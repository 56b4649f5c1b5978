import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AccountTechStackItem } from '@/lib/api/accounts';
import type { VendorProfile } from '@/lib/api/vendors';
import type { Fetched } from '@/lib/shared/messaging';
import { formatCount, formatMonth } from '@/lib/ui/format';
import {
  DEFAULT_STACK_SORT,
  STATUS_LABELS,
  type StackSort,
  type StackSortKey,
  sortStack,
  toggleSort,
} from '@/lib/ui/tech-stack';
import { RatingBar } from './charts/rating-bar';
import { useDataSource } from './data-source';
import { ErrorNotice } from './error-notice';
import { Skeleton } from './skeleton';
import { VendorSentiment } from './vendor-sentiment';

// Four columns fit the side panel's ~400 px; first/last seen sit under the product.
const COLUMNS: { key: StackSortKey; label: string; className: string }[] = [
  { key: 'product', label: 'Product', className: 'col-product' },
  { key: 'status', label: 'Status', className: 'col-status' },
  { key: 'rating', label: 'Rating', className: 'col-rating num' },
  { key: 'interviews', label: 'Interviews', className: 'col-count num' },
];

/**
 * The account's stack, sortable (unhappy first by default). A row's vendor expands to its sentiment,
 * fetched only then and remembered for the page.
 */
export function TechStackTable({
  items,
  onOpenVendor,
}: {
  items: AccountTechStackItem[];
  /** Opens the vendor's profile; from a row it is narrowed to that row's product. */
  onOpenVendor: (slug: string, filters?: { product?: string }) => void;
}) {
  const [sort, setSort] = useState<StackSort>(DEFAULT_STACK_SORT);
  const [expanded, setExpanded] = useState<string | null>(null);
  if (items.length === 0) return <p class="muted">No products mentioned in this account's interviews yet.</p>;
  const rows = sortStack(items, sort);

  return (
    <table data-testid="tech-stack" class="stack-table">
      <caption class="visually-hidden">
        Tech stack, sorted by {COLUMNS.find((column) => column.key === sort.key)?.label} {sort.direction}
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column.key}
              scope="col"
              class={column.className}
              aria-sort={sort.key === column.key ? sort.direction : undefined}
            >
              <button type="button" onClick={() => setSort(toggleSort(sort, column.key))}>
                {column.label}
                <span aria-hidden="true">
                  {sort.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                </span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => {
          const rowKey = `${item.product}|${item.vendor_slug ?? ''}`;
          const open = expanded === rowKey;
          const detailId = `stack-detail-${rows.indexOf(item)}`;
          return (
            <Fragment key={rowKey}>
              <tr data-testid="stack-row" data-status={item.status}>
                <td>
                  <div dir="auto" class="user-text">
                    <strong>{item.product}</strong>
                  </div>
                  {item.vendor && (
                    <div class="muted user-text" dir="auto">
                      {item.vendor_slug ? (
                        <button
                          type="button"
                          class="link"
                          aria-expanded={open}
                          aria-controls={open ? detailId : undefined}
                          data-testid="vendor-expander"
                          onClick={() => setExpanded(open ? null : rowKey)}
                        >
                          {item.vendor}
                          <span class="visually-hidden"> sentiment</span>
                          <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
                        </button>
                      ) : (
                        item.vendor
                      )}
                    </div>
                  )}
                  {item.use_cases.length > 0 && (
                    <div class="hint user-text" dir="auto">
                      {item.use_cases.join(', ')}
                    </div>
                  )}
                  <div class="hint">
                    Seen {formatMonth(item.first_seen)} – {formatMonth(item.last_seen)}
                  </div>
                </td>
                <td>
                  <span class={`badge wrap status-${item.status}`}>{STATUS_LABELS[item.status]}</span>
                </td>
                <td class="num" title="Recency-weighted buyer rating, 1–10">
                  <RatingBar value={item.rating} max={10} label="Recency-weighted rating" />
                </td>
                <td class="num">{formatCount(item.interview_count)}</td>
              </tr>
              {open && item.vendor_slug && (
                <tr class="detail">
                  <td colSpan={COLUMNS.length} id={detailId}>
                    <VendorSentimentLoader
                      slug={item.vendor_slug}
                      product={item.product}
                      onOpenVendor={onOpenVendor}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

function VendorSentimentLoader({
  slug,
  product,
  onOpenVendor,
}: {
  slug: string;
  /** The row's product: the profile opens narrowed to it (docs/api.md 4.6 `product`). */
  product: string;
  onOpenVendor: (slug: string, filters?: { product?: string }) => void;
}) {
  const source = useDataSource();
  const [answer, setAnswer] = useState<Fetched<VendorProfile> | undefined>(() => source.vendor.peek(slug));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void source.vendor.get(slug).then((result) => current && setAnswer(result));
    return () => {
      current = false;
    };
  }, [source, slug, attempt]);
  if (!answer) return <Skeleton lines={3} label="Loading vendor sentiment" />;
  if (!answer.ok)
    return (
      <ErrorNotice
        error={answer.error}
        onRetry={() => {
          setAnswer(undefined);
          setAttempt(attempt + 1);
        }}
      />
    );
  return (
    <VendorSentiment
      vendor={answer.data}
      product={product}
      onOpenProfile={() => onOpenVendor(slug, { product })}
    />
  );
}
