import { lazyView } from './lazy-view';
import type { ResearchViewProps } from './research/research-view';

/** The Research views, loaded on first use (pickers, tables, export), with a skeleton meanwhile. */
export const LazyResearchView = lazyView<ResearchViewProps>(
  () => import('./research/research-view').then((module) => module.ResearchView),
  {
    loading: 'Opening Research',
    waitingFor: "Buyer Lens's research views",
    failed: 'Research could not load. Close and reopen the sidebar.',
  },
);
