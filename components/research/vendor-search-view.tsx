import type { ResearchViewProps } from './research-view';

/** Research › Vendors (placeholder while the view is built; replaced in this issue). */
export function VendorSearchView(_props: ResearchViewProps) {
  return <p class="muted">Vendors search is on its way.</p>;
}
