import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { VendorReferenceItem } from '@/lib/api/reference';
import { createReferenceIndex, filterReference } from '@/lib/research/reference-filter';
import { vendorSearchFromQuery, vendorSearchToQuery } from '@/lib/research/vendor-search';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatCount, pluralize } from '@/lib/ui/format';
import { RemoteView } from '../remote-view';
import { useRemote } from '../use-remote';
import type { ResearchViewProps } from './research-view';
import './vendor-search.css';

/** Rows shown before the rep asks for more: a screenful in the side panel. */
const ROWS_SHOWN = 25;

/**
 * Research › Vendors: find a vendor by name or website in the reference `/vendors` list (docs/api.md 4.3,
 * cached for an hour by the background), filtered as the rep types; a row opens the vendor's profile. The
 * search is `q=<text>` in the page's URL fragment, written when the rep presses Enter, leaves the box or opens
 * a vendor, so Back returns to the list as it was.
 */
export function VendorSearchView({ query, onSearch, onOpenVendor }: ResearchViewProps) {
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
        <label for="vendor-search-text">Find a vendor</label>
        <input
          id="vendor-search-text"
          ref={input}
          type="search"
          autoComplete="off"
          spellcheck={false}
          placeholder="Name or website, e.g. Relaytics or relaytics.com"
          aria-describedby="vendor-search-count"
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
          onBlur={commit}
        />
      </form>
      <RemoteView state={state} lines={8} label="Loading the vendor list" onRetry={() => reload(true)}>
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
        {vendors.length === 0
          ? "Your team's interviews mention no vendors yet."
          : typed
            ? `${pluralize(matches.length, 'vendor')} of ${formatCount(vendors.length)} match “${typed}”${
                matches.length > 1 ? ', best matches first' : ''
              }.`
            : `${pluralize(vendors.length, 'vendor')}, most buyers first.`}
      </p>
      {typed && matches.length === 0 && vendors.length > 0 && (
        <p data-testid="vendor-search-empty">
          No vendor's name or website contains “<span class="user-text">{typed}</span>”. Try part of the name,
          or its website (relaytics.com).
        </p>
      )}
      {rows.length > 0 && (
        <table class="figures-table vendor-results" data-testid="vendor-results">
          <caption class="visually-hidden">
            Vendors{typed ? ` matching ${typed}` : ''}: name and website, buyers, interviews
          </caption>
          <thead>
            <tr>
              <th scope="col">Vendor</th>
              <th scope="col" class="num">
                Buyers
              </th>
              <th scope="col" class="num">
                Interviews
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
                  <div class="muted user-text">{vendor.domain_name}</div>
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
          Show {Math.min(ROWS_SHOWN, matches.length - rows.length)} more of{' '}
          {formatCount(matches.length - rows.length)}
        </button>
      )}
    </>
  );
}
