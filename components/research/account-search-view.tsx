import type { ResearchViewProps } from './research-view';

/** Research › Accounts (placeholder while the view is built; replaced in this issue). */
export function AccountSearchView(_props: ResearchViewProps) {
  return <p class="muted">Accounts search is on its way.</p>;
}
