import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AccountTechStackItem } from '@/lib/api/accounts';
import type { VendorProfile } from '@/lib/api/vendors';
import { type MessageKey, t } from '@/lib/i18n/catalogue';
import type { Fetched } from '@/lib/shared/messaging';
import { formatCount, formatMonth } from '@/lib/ui/format';
import {
  DEFAULT_STACK_SORT,
  type StackSort,
  type StackSortKey,
  sortStack,
  statusLabel,
  toggleSort,
} from '@/lib/ui/tech-stack';
import { RatingBar } from './charts/rating-bar';
import { useDataSource } from './data-source';
import { ErrorNotice } from './error-notice';
import { LazyVendorSentiment } from './lazy-account-details';
import { Message } from './message';
import { Skeleton } from './skeleton';

// Four columns fit the side panel's ~400 px; first/last seen sit under the product.
const COLUMNS: { key: StackSortKey; label: MessageKey; className: string }[] = [
  { key: 'product', label: 'account.techStackTable.product', className: 'col-product' },
  { key: 'status', label: 'account.techStackTable.status', className: 'col-status' },
  { key: 'rating', label: 'account.techStackTable.rating', className: 'col-rating num' },
  { key: 'interviews', label: 'account.techStackTable.interviews', className: 'col-count num' },
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
  if (items.length === 0) return <p class="muted">{t('account.techStackTable.empty')}</p>;
  const rows = sortStack(items, sort);
  const sortedBy = COLUMNS.find((column) => column.key === sort.key);

  return (
    <table data-testid="tech-stack" class="stack-table">
      <caption class="visually-hidden">
        {t('account.techStackTable.caption', {
          column: sortedBy ? t(sortedBy.label) : sort.key,
          direction: sort.direction,
        })}
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
                {t(column.label)}
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
                          <Message
                            id="account.techStackTable.vendorSentiment"
                            values={{ vendor: item.vendor }}
                            tags={{ hidden: (text) => <span class="visually-hidden">{text}</span> }}
                          />
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
                    {t('account.techStackTable.seen', {
                      first: formatMonth(item.first_seen),
                      last: formatMonth(item.last_seen),
                    })}
                  </div>
                </td>
                <td>
                  <span class={`badge wrap status-${item.status}`}>{statusLabel(item.status)}</span>
                </td>
                <td class="num" title={t('account.techStackTable.ratingTitle')}>
                  <RatingBar value={item.rating} max={10} label={t('account.techStackTable.ratingLabel')} />
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
  if (!answer) return <Skeleton lines={3} label={t('account.techStackTable.loadingSentiment')} />;
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
    <LazyVendorSentiment
      vendor={answer.data}
      product={product}
      onOpenProfile={() => onOpenVendor(slug, { product })}
    />
  );
}
