import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { VendorReferenceItem } from '@/lib/api/reference';
import { t } from '@/lib/i18n/catalogue';
import { createReferenceIndex, filterReference } from '@/lib/research/reference-filter';
import { vendorSearchFromQuery, vendorSearchToQuery } from '@/lib/research/vendor-search';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatCount } from '@/lib/ui/format';
import type { ResearchTab } from '@/lib/ui/navigation-history';
import { Message } from '../message';
import { RemoteView } from '../remote-view';
import { useRemote } from '../use-remote';
import './vendor-search.css';

/** Rows shown before the rep asks for more: a screenful in the side panel. */
const ROWS_SHOWN = 25;

/**
 * Research › Vendors: find a vendor by name or website in the reference `/vendors` list (docs/api.md 4.3,
 * cached for an hour by the background), filtered as the rep types; a row opens the vendor's profile. The
 * search is `q=<text>` in the page's URL fragment, written when the rep presses Enter, leaves the box or opens
 * a vendor, so Back returns to the list as it was.
 */
/** What Research gives its Vendors view: the search in the URL, and how to run another or open a vendor. */
export type VendorSearchViewProps = {
  query: string;
  onSearch(tab: ResearchTab, query: string): void;
  onOpenVendor(slug: string): void;
};

export function VendorSearchView({ query, onSearch, onOpenVendor }: VendorSearchViewProps) {
  const [text, setText] = useState(() => vendorSearchFromQuery(query).text);
  // Back, Forward or a pasted link changes the route's search: the box follows it.
  useEffect(() => setText(vendorSearchFromQuery(query).text), [query]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const [state, reload] = useRemote<VendorReferenceItem[]>('vendors', (refresh) =>
    backgroundClient.vendorList({ refresh }),
  );

  /** Makes what is typed the route's search (a history entry), unless it already is. */
  function commit() {
    const next = vendorSearchToQuery({ text });
    if (next !== query) onSearch('vendors', next);
  }

  return (
    <div data-testid="vendor-search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <label for="vendor-search-text">{t('research.vendorSearch.label')}</label>
        <input
          id="vendor-search-text"
          ref={input}
          type="search"
          autoComplete="off"
          spellcheck={false}
          placeholder={t('research.vendorSearch.placeholder')}
          aria-describedby="vendor-search-count"
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
          onBlur={commit}
        />
      </form>
      <RemoteView
        state={state}
        lines={8}
        label={t('research.vendorSearch.loading')}
        onRetry={() => reload(true)}
      >
        {(vendors) => (
          <VendorResults
            vendors={vendors}
            text={text}
            onOpen={(slug) => {
              commit();
              onOpenVendor(slug);
            }}
          />
        )}
      </RemoteView>
    </div>
  );
}

function VendorResults({
  vendors,
  text,
  onOpen,
}: {
  vendors: VendorReferenceItem[];
  text: string;
  onOpen: (slug: string) => void;
}) {
  const index = useMemo(() => createReferenceIndex(vendors), [vendors]);
  const matches = useMemo(() => filterReference(index, text), [index, text]);
  const [limit, setLimit] = useState(ROWS_SHOWN);
  useEffect(() => setLimit(ROWS_SHOWN), [text]);
  const typed = text.trim();
  const rows = matches.slice(0, limit);

  return (
    <>
      <p class="hint" id="vendor-search-count" role="status" data-testid="vendor-search-count">
        {vendors.length === 0 ? (
          t('research.vendorSearch.noVendors')
        ) : typed ? (
          <Message
            id="research.vendorSearch.matches"
            values={{
              count: matches.length,
              total: vendors.length,
              typed,
              ranked: matches.length > 1 ? 'yes' : 'no',
            }}
            tags={{ bdi: (content) => <bdi>{content}</bdi> }}
          />
        ) : (
          t('research.vendorSearch.all', { count: vendors.length })
        )}
      </p>
      {typed && matches.length === 0 && vendors.length > 0 && (
        <p data-testid="vendor-search-empty">
          <Message
            id="research.vendorSearch.empty"
            values={{ typed }}
            tags={{ typed: (content) => <bdi class="user-text">{content}</bdi> }}
          />
        </p>
      )}
      {rows.length > 0 && (
        <table class="figures-table vendor-results" data-testid="vendor-results">
          <caption class="visually-hidden">
            {t('research.vendorSearch.caption', { filtered: typed ? 'yes' : 'no', typed })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('research.vendorSearch.columnVendor')}</th>
              <th scope="col" class="num">
                {t('research.vendorSearch.columnBuyers')}
              </th>
              <th scope="col" class="num">
                {t('research.vendorSearch.columnInterviews')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((vendor) => (
              <tr key={vendor.slug} data-testid="vendor-row" data-slug={vendor.slug}>
                <td>
                  <button
                    type="button"
                    class="link user-text"
                    dir="auto"
                    title={vendor.name}
                    onClick={() => onOpen(vendor.slug)}
                    // Back to this search puts focus on the vendor that was opened (use-route-focus.ts).
                    data-focus-key={`vendor:${vendor.slug}`}
                  >
                    <span class="vendor-name">{vendor.name}</span>
                  </button>
                  <div class="muted user-text" dir="auto">
                    {vendor.domain_name}
                  </div>
                </td>
                <td class="num">{formatCount(vendor.buyer_count)}</td>
                <td class="num">{formatCount(vendor.transcript_count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {matches.length > rows.length && (
        <button type="button" class="secondary" onClick={() => setLimit(limit + ROWS_SHOWN)}>
          {t('research.vendorSearch.showMore', {
            count: Math.min(ROWS_SHOWN, matches.length - rows.length),
            total: matches.length - rows.length,
          })}
        </button>
      )}
    </>
  );
}
