import type { ListRow } from './adapter';
import { findListRowsIn, type ListSite } from './find';

// The list readers live in each surface's detection script (entrypoints/<family>.content.ts), beside the record
// detectors. The marks' script (entrypoints/list-marks.content.ts), injected later into the same isolated world,
// reads a list's rows through the reader the detection script leaves on that world's global: one copy of each
// reader among the content scripts, and the marks' script the same size however many surfaces have lists.
// The page's own scripts live in another world and never see it.

const LIST_ROWS_KEY = '__buyerLensListRows';

/** The rows of the list the page shows now, with their elements (null: none). Never throws. */
export type ListRowsReader = () => { source: string; rows: ListRow[] } | null;

/** Leaves the reader of `sites`' lists for the marks' script; the returned function takes it back. */
export function shareListRows(window: Window, sites: readonly ListSite[]): () => void {
  const scope = globalThis as Record<string, unknown>;
  const reader: ListRowsReader = () => findListRowsIn(sites, window.document, window.location.href);
  scope[LIST_ROWS_KEY] = reader;
  return () => {
    if (scope[LIST_ROWS_KEY] === reader) delete scope[LIST_ROWS_KEY];
  };
}

/** The reader the detection script left, or null (none runs in this frame, or it was invalidated). */
export function sharedListRows(): ListRowsReader | null {
  const reader = (globalThis as Record<string, unknown>)[LIST_ROWS_KEY];
  return typeof reader === 'function' ? (reader as ListRowsReader) : null;
}
