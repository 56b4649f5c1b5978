import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Fetched } from '@/lib/shared/messaging';
import { PageSizeSelect } from './page-size-select';
import { Pager } from './pager';
import { RemoteView } from './remote-view';
import { type RemoteState, useRemote } from './use-remote';

/** One page of a paged endpoint (docs/api.md 4.1, 4.7, 4.8): its items and where it stands. */
export type ListPage<T> = { data: T[]; meta: { total_count: number; page: number; per_page: number } };

/** A paged list as a view holds it: the page shown (null: none asked yet) and its answer. */
export type PagedList<T> = {
  page: number | null;
  setPage(page: number): void;
  state: RemoteState<ListPage<T>> | null;
  reload(refresh?: boolean): void;
  /** The rep's page size, when the list offers one ("Per page" beside the pager). */
  pageSize?: { value: number; choices: readonly number[]; onChange(size: number): void };
};

/**
 * A list fetched a page at a time from the background. `scope` names the list (a new scope starts over);
 * `firstPage` null asks nothing until the rep pages (the first items came with something else).
 */
export function usePagedList<T>(
  scope: string,
  load: (page: number, refresh: boolean) => Promise<Fetched<ListPage<T>>>,
  firstPage: number | null = 1,
): PagedList<T> {
  const [shown, setShown] = useState<{ scope: string; page: number | null }>({ scope, page: firstPage });
  const page = shown.scope === scope ? shown.page : firstPage;
  const [state, reload] = useRemote<ListPage<T>>(page === null ? null : `${scope}|${page}`, (refresh) =>
    load(page ?? 1, refresh),
  );
  return { page, setPage: (next) => setShown({ scope, page: next }), state, reload };
}

/** The number of pages of a list. */
function pageCount(meta: ListPage<unknown>['meta']): number {
  return Math.max(1, Math.ceil(meta.total_count / Math.max(1, meta.per_page)));
}

/** The first items of a list that came with something else (a vendor profile's first buyers). */
export type ListPreview<T> = {
  items: T[];
  /** How many there are in all. */
  total: number;
  /** How many to show before the rep asks for more: page 2 of the list starts after them. */
  pageSize: number;
  /** The button that asks for page 2. */
  more: string;
  /** What to say when there are none. */
  empty: string;
};

/**
 * A paged list's current page: a skeleton, its error with Retry, or its items and the pager. Before any page
 * was asked for, the preview's items and a "more" button that asks for page 2.
 */
export function PagedListView<T>({
  list,
  lines,
  label,
  pagerLabel,
  preview,
  children,
}: {
  list: PagedList<T>;
  lines: number;
  /** What the skeleton says while a page loads. */
  label: string;
  pagerLabel: string;
  preview?: ListPreview<T>;
  children: (items: T[], meta?: ListPage<T>['meta']) => ComponentChildren;
}) {
  if (list.page === null && preview) {
    if (preview.items.length === 0) return <p class="muted">{preview.empty}</p>;
    return (
      <>
        {children(preview.items.slice(0, preview.pageSize))}
        {preview.total > preview.pageSize && (
          <div class="row">
            <button type="button" class="secondary" onClick={() => list.setPage(2)}>
              {preview.more}
            </button>
            {list.pageSize && <PageSizeSelect {...list.pageSize} />}
          </div>
        )}
      </>
    );
  }
  return (
    <RemoteView state={list.state} lines={lines} label={label} onRetry={() => list.reload(true)}>
      {({ data, meta }) => (
        <>
          {children(data, meta)}
          <div class="row">
            {pageCount(meta) > 1 && (
              <Pager page={meta.page} pages={pageCount(meta)} onPage={list.setPage} label={pagerLabel} />
            )}
            {list.pageSize && meta.total_count > Math.min(...list.pageSize.choices) && (
              <PageSizeSelect {...list.pageSize} />
            )}
          </div>
        </>
      )}
    </RemoteView>
  );
}
