import type { ResearchViewProps } from './research-view';

/** Research › Interviews (placeholder while the view is built; replaced in this issue). */
export function InterviewSearchView(_props: ResearchViewProps) {
  return <p class="muted">Interviews search is on its way.</p>;
}
